// Page descriptions: what a product's console pages are, as data. The shared page kinds (ListPage, DetailsPage,
// FormPage, Wizard, ActionDialog) draw them with Fusion; the emulator's catalogue serves them (`aca explore`);
// console generations patch them (patch.ts). Nothing here imports React, so the Node side reads the same data.
//
// Every visible text is a label key of the product's vocabulary (or the console-wide one). Every node that a
// generation or a variant may change carries a `key`, unique within its page.

import type { Service } from '../../registry';

/** A key of a vocabulary's `labels` (`instances.create`). */
export type LabelKey = string;

/** The OpenAPI products the console calls: a registry service name. */
export type ApiProduct = Service;

/**
 * Where a request parameter's value comes from when a submit runs:
 * a literal; `row`: a field of the resource the action is on (a dot path into the API item);
 * `field`: the current value of a form field (by field key); both optionally mapped (`map`: value -> parameter
 * value, null leaves the parameter out, `*` for any other value); `region`: the console's region; `route`: a route parameter of the page (`:id`);
 * `result`: a field of an earlier call's answer in the same submit (`SecurityGroupId`); `list`: the value wrapped in
 * a JSON array (`InstanceIds`); `rows`: a field of each row a batch action is on, as a JSON array; `item`: a field
 * of the entry an `each` call is made for; `json`: a JSON array of objects whose values are sources (a
 * `BackendServers` list of one server per `each` entry).
 */
export type ValueSource =
  | string
  | number
  | boolean
  | { row: string; map?: Record<string, string | number | boolean | null> }
  | { field: string; map?: Record<string, string | number | boolean | null> }
  | { region: true }
  | { route: string }
  | { result: string }
  | { list: ValueSource }
  | { rows: string }
  | { item: string }
  | { json: Record<string, ValueSource>[] };

/**
 * One OpenAPI call of a submit. `each`: call once per entry of a list-valued field (a rule table, checked ports)
 * or, `@rows`, once per row a batch action is on; `{item: …}` sources read the entry.
 */
export type ApiCall = {
  product?: ApiProduct;
  action: string;
  params: Record<string, ValueSource>;
  /** Make the call only when this holds (a field that is set, a check box that is checked). */
  when?: Condition;
  each?: string;
};

/**
 * A condition on the resource (`row`: a dot path into the API item), on a form field (`field`), or on the
 * account's variant flags (`flag`). `in` / `eq` / `set` (truthy) / `not` combine as written; `all` / `any` group.
 */
export type Condition =
  | { row: string; in?: readonly unknown[]; eq?: unknown; set?: boolean }
  | { field: string; in?: readonly unknown[]; eq?: unknown; set?: boolean }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] };

/** Icons a real console draws without text; each gets an aria-label and a title (a label key). */
export type IconName = 'more' | 'refresh' | 'settings' | 'download' | 'edit' | 'search' | 'help';

/**
 * Something a person clicks: a button, a link, a menu item. It opens a dialog (a dialog page's key), goes to a route
 * (`{Field}` placeholders read the row), or shows a notice for a feature the emulator does not provide.
 */
export type ActionSpec = {
  key: string;
  label: LabelKey;
  dialog?: string;
  to?: string;
  notice?: LabelKey;
  /** Drawn as an icon only (aria-label and title = label). */
  icon?: IconName;
  /** Shown only when this holds; disabled (but shown) unless `enabled` holds. */
  visible?: Condition;
  enabled?: Condition;
  /** A primary (blue) or a warning (red) button. */
  tone?: 'primary' | 'warning';
  /** Asks before it runs: a small confirmation beside the control (popconfirm), then these calls. */
  popconfirm?: { title: LabelKey; ok: LabelKey; calls: ApiCall[]; toast: LabelKey };
};

/** A submenu (Instance Status > Stop) or a group of a searchable pane. */
export type MenuGroupSpec = { key: string; label: LabelKey; items: ActionSpec[] };

/** A menu opened by a trigger (⋮ or "More"): items and submenus. */
export type MenuSpec = {
  key: string;
  label: LabelKey;
  /** `more`: the ⋮ icon (aria-label = label); absent: a text link with a caret. */
  icon?: 'more';
  items: (ActionSpec | MenuGroupSpec)[];
};

export const isGroup = (item: ActionSpec | MenuGroupSpec): item is MenuGroupSpec => 'items' in item;

/** Options of a select or radio group: fixed, or read from the API (`label` a template of item fields). */
export type OptionSpec = { value: string | number | boolean; label: LabelKey; help?: LabelKey };
export type OptionSource = {
  product?: ApiProduct;
  action: string;
  params?: Record<string, ValueSource>;
  /** Dot path of the item list in the answer. */
  items: string;
  value: string;
  /** `{VpcName} / {VpcId}`: item fields in braces; `{zone:ZoneId}` a zone's name, `{label:prefix.Field}` a vocabulary label. */
  label: string;
  /** Keep only the items that match. */
  filter?: { field: string; in: unknown[] }[];
  /** `PageSize` of the read (default 50, what every Describe action takes); false: the action has no paging. */
  pageSize?: number | false;
};

export type FieldKind =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'radioButton'
  | 'check'
  | 'switch'
  | 'checkGroup'
  | 'cascader'
  | 'datetime'
  | 'static'
  | 'custom';

/** A validation rule; `message` is the label key shown under the field. */
export type RuleSpec =
  | { rule: 'pattern'; pattern: string; message: LabelKey }
  | { rule: 'range'; min?: number; max?: number; message: LabelKey }
  | { rule: 'sameAs'; field: string; message: LabelKey }
  | { rule: 'password'; message: LabelKey }
  /** A check the product registers (`validators`), for a custom field's value. */
  | { rule: 'check'; check: string; message: LabelKey };

/** A cascader's tree: each node's value and label, its children one level down. */
export type CascadeNode = { value: string; label: LabelKey; children?: CascadeNode[] };

export type FieldSpec = {
  key: string;
  label: LabelKey;
  kind: FieldKind;
  required?: boolean;
  /** The value the field starts with (absent: empty; a radio group with no default has nothing selected). */
  default?: string | number | boolean | string[];
  /** Starts with this field of the resource the dialog acts on (a dot path), when it has one. */
  from?: string;
  /** Takes a value when another field changes (a protocol's port): `map` from that field's value; read-only while mapped. */
  follow?: { field: string; map: Record<string, string | number> };
  /** Grey text under the field. */
  help?: LabelKey;
  placeholder?: LabelKey;
  options?: OptionSpec[] | OptionSource;
  cascade?: CascadeNode[];
  rules?: RuleSpec[];
  /** Message when a required field is empty (default `common.required`). */
  requiredMessage?: LabelKey;
  /** Shown only when this holds. */
  visible?: Condition;
  min?: number;
  max?: number;
  /** `number`: a unit after the box (GiB). */
  unit?: LabelKey;
  /** `custom`: the name of a field component the product registers (a rule table). */
  component?: string;
  /** `static`: the text shown (a template of row fields, as option labels). */
  text?: string;
  /** The request parameter the field fills when a submit maps it one to one; tools read it (`aca explore`). */
  param?: string;
  /** A value a task written from this form uses (`aca explore`): a select's value and, when it differs, the option text. */
  sample?: { value: string; option?: LabelKey };
};

export type SectionSpec = { key: string; title?: LabelKey; fields: FieldSpec[] };

/** What a submit shows of the last call's answer, and the button that leaves it (`done`, to `to`; `{result.Field}` reads the answer). */
export type ShowSpec = { when?: Condition; title: LabelKey; items: { label: LabelKey; result: string; secret?: boolean }[]; done: LabelKey; to: string };

/** What the primary button of a form, wizard or dialog screen does. */
export type SubmitSpec = {
  label: LabelKey;
  calls?: ApiCall[];
  /** Toast after the calls succeeded. */
  toast?: LabelKey;
  /** Where to go afterwards (a form page, or a dialog's last screen: `{Field}` reads the dialog's resource); `{result.Field}` reads the last call's answer, `{route.id}` the page's route. */
  to?: string;
  /**
   * A page of the product that shows the last call's answer once (a created key pair's private key); a list: the
   * first whose `when` holds (a new template's View Template, a new version's View New Version).
   */
  show?: ShowSpec | ShowSpec[];
};

/**
 * One screen of a dialog: the resource it acts on, text, fields, and its button. A dialog of several screens moves
 * to the next one when a screen's button succeeds (Release Settings > Next > OK).
 */
export type ScreenSpec = {
  key: string;
  intro?: LabelKey;
  warning?: LabelKey;
  /** Lists the instance(s) or resource(s) the dialog acts on. */
  resource?: boolean;
  fields?: FieldSpec[];
  /** Extra paragraphs (label keys). */
  body?: LabelKey[];
  submit: SubmitSpec;
  /** The secondary button; default `common.cancel`. */
  cancel?: LabelKey;
  /** Shown only when this holds (a wizard's choice on an earlier screen picks the next one); else skipped. */
  visible?: Condition;
};

export type DialogSpec = {
  kind: 'dialog';
  key: string;
  title: LabelKey;
  width?: number;
  /** Which row field names the resource in the resource list (default the list's id and name). */
  resourceLabel?: string;
  screens: ScreenSpec[];
  /** `drawer`: slides in from the right. */
  as?: 'dialog' | 'drawer';
};

/** How a table cell shows its row: text, an id/name pair, a link, a status tag, a time, or a product's renderer. */
export type ColumnSpec = {
  key: string;
  title: LabelKey;
  /** Dot path of the value. */
  field?: string;
  cell?: 'text' | 'idName' | 'status' | 'time' | 'label' | 'zone' | 'custom';
  /** `idName`: the second line; `idName`/`text`: a link to this route (`{Field}` placeholders). */
  sub?: string;
  link?: string;
  /** `status` / `label`: the label key prefix of values (`status.` + Running); `status`: tones by value. */
  labels?: string;
  tones?: Record<string, 'success' | 'stopped' | 'pending' | 'error'>;
  /** `custom`: a cell renderer the product registers. */
  renderer?: string;
  width?: number;
  lock?: 'left' | 'right';
};

/** Where a list's rows come from. */
export type SourceSpec = {
  product?: ApiProduct;
  action: string;
  params?: Record<string, ValueSource>;
  /** Dot path of the item list (`Instances.Instance`), or of the one item on a details page (`Instances.Instance.0`). */
  items: string;
  id: string;
  name?: string;
  total?: string;
  /** The request parameters of paging; absent: one page of `pageSize` rows. */
  paging?: { number: string; size: string };
  /** Rows of an unpaged list (default 50); false: the action takes no PageSize. */
  pageSize?: number | false;
  /** Re-read every second while a row matches (a transitional status). */
  pollWhile?: Condition;
  /** Keep only the rows that match (a disk list of one instance). */
  filter?: { field: string; in: unknown[] }[];
};

export type SearchSpec = {
  /** The field selector's options; the first is the default. */
  fields: { key: string; label: LabelKey; param: string; placeholder: LabelKey; list?: boolean }[];
};

export type ListSpec = {
  source: SourceSpec;
  toolbar?: { primary?: ActionSpec; buttons?: ActionSpec[]; icons?: ActionSpec[] };
  search?: SearchSpec;
  columns: ColumnSpec[];
  /** The last column: links, then a menu. */
  actions?: { key: string; title?: LabelKey; lock?: boolean; width?: number; links?: ActionSpec[]; menu?: MenuSpec };
  /** Buttons below the list for the selected rows (and a More menu of the same kind as a row's). */
  batch?: { key: string; buttons: ActionSpec[]; menu?: MenuSpec };
  /** Page sizes of the pagination; absent: no pagination. */
  pageSizes?: number[];
  empty?: LabelKey;
};

/** A tab of a page's tab strip that is a page of its own: clicking it goes to `to`. */
export type PageTabSpec = { key: string; label: LabelKey; to: string };

export type ListPageSpec = ListSpec & {
  kind: 'list';
  key: string;
  route: string;
  /** The navigation entry it belongs to (selected in the left pane). */
  nav?: string;
  title: LabelKey;
  /** A tab strip under the title (Contacts, Chatbots, … of one page), each tab a route. */
  tabs?: PageTabSpec[];
  /** The tab this page belongs to (default: the one whose `to` is the page's route, else the first). */
  tab?: string;
};

export type DescriptionSpec = { key: string; title: LabelKey; items: { key: string; label: LabelKey; field?: string; cell?: ColumnSpec['cell']; labels?: string; renderer?: string; tones?: ColumnSpec['tones'] }[] };

/** A tab (or, drawn as a left-side pane, an entry) of a details page: description sections or a list of the resource's parts. */
export type TabSpec = { key: string; title: LabelKey; sections?: DescriptionSpec[]; list?: ListSpec };

export type DetailsPageSpec = {
  kind: 'details';
  key: string;
  route: string;
  nav?: string;
  /** Where the back link in the header goes. */
  back: string;
  /** The list page the breadcrumb names. */
  crumb: { label: LabelKey; to: string };
  source: SourceSpec;
  /** The header: the resource's name (else the route's id) and its status. */
  title: { field: string };
  status?: { field: string; labels: string; tones: Record<string, 'success' | 'stopped' | 'pending' | 'error'> };
  /** Upper-right buttons. */
  actions?: ActionSpec[];
  /** The All Actions button: a pane with a search box and groups of actions. */
  allActions?: { key: string; label: LabelKey; search: LabelKey; groups: MenuGroupSpec[] };
  tabs: TabSpec[];
  /** `nav`: the tabs are the page's own left-side pane (links), as older consoles drew instance pages. */
  tabsAs?: 'tabs' | 'nav';
};

export type FormPageSpec = {
  kind: 'form';
  key: string;
  route: string;
  nav?: string;
  title: LabelKey;
  back?: string;
  crumb?: { label: LabelKey; to: string };
  sections: SectionSpec[];
  submit: SubmitSpec;
  /** Other buttons beside the submit, each running its own calls (Cloud Assistant's Run and Save, Save). */
  alternatives?: SubmitSpec[];
  cancel?: { label: LabelKey; to: string };
};

export type WizardPageSpec = {
  kind: 'wizard';
  key: string;
  route: string;
  nav?: string;
  title: LabelKey;
  back?: string;
  /** Purchase wizards have no left navigation. */
  layout?: 'nav' | 'full';
  /** `next`: this step's Next button when it names the step it leads to ("Next: Networking"). */
  /** `visible`: the step is shown only when this holds (an HTTPS listener's SSL Certificates step). */
  steps: { key: string; title: LabelKey; sections: SectionSpec[]; next?: LabelKey; visible?: Condition }[];
  /** A last step listing every value set, with its own fields (a terms check box) before the submit. */
  summary?: { key: string; title: LabelKey; fields?: FieldSpec[] };
  next: LabelKey;
  previous: LabelKey;
  submit: SubmitSpec;
};

/** A page drawn by a component the product registers, with data a generation may patch. */
export type CustomPageSpec = {
  kind: 'custom';
  key: string;
  route: string;
  nav?: string;
  component: string;
  /** Purchase pages have no left navigation. */
  layout?: 'nav' | 'full';
  options?: Record<string, unknown>;
  /** The read the page makes for its route's resource (what the catalogue says a link to it does). */
  source?: SourceSpec;
};

/** A dialog drawn by a component the product registers (a rule editor), opened like any dialog. */
export type CustomDialogSpec = { kind: 'customDialog'; key: string; component: string; options?: Record<string, unknown> };

export type PageSpec = ListPageSpec | DetailsPageSpec | FormPageSpec | WizardPageSpec | CustomPageSpec | DialogSpec | CustomDialogSpec;

/** Pages with a route of their own (dialogs open over them). */
export type RoutedPageSpec = Exclude<PageSpec, DialogSpec | CustomDialogSpec>;
export const isRouted = (p: PageSpec): p is RoutedPageSpec => p.kind !== 'dialog' && p.kind !== 'customDialog';
