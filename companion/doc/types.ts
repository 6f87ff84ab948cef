/**
 * What the doc parser extracts from a help-center procedure. An intent is one thing the reader is told to do
 * (or to expect), with the UI labels and values as the doc writes them. `${...}` references are kept literally,
 * so the caller can expand them (or parse already-expanded text).
 */
export type Intent =
  /**
   * "Log on to the ECS console": `product` is a key of companion/task/products.ts when recognised; `url` when the
   * doc links the console ("[ECS console](https://ecs.console.aliyun.com/…)"); `label` when the doc names the console
   * in bold ("Log on to the **KMS console**"): the words it goes by.
   */
  | { kind: 'open-console'; product?: string; url?: string; label?: string }
  /** "In the left-side navigation pane, choose **A** > **B**". */
  | { kind: 'navigate'; path: string[] }
  /** "In the top navigation bar, select the region ...": `region` when the doc names one. */
  | { kind: 'select-region'; region?: string }
  /**
   * "Click **Stop** in the **Actions** column": `row` is the literal found earlier ("Find the instance named `x`"),
   * `area` says where the control lives (a dialog, a page named by the doc, a dropdown menu opened by the click before).
   * `rowLink`: "click its ID" / "click the instance name" / "单击实例ID": the row's own link to its resource, not a control
   * labelled `label`.
   * `icon`: the doc shows the control as an icon (an image, "the edit icon"); `label` is the icon's word ("More",
   * "Edit", "更多"), '' when the doc's image names nothing. `near`: the control is named by its neighbour ("click
   * **Modify** to the right of the **default** group"): the text of the row or area it sits in. `hover`: the doc
   * moves the pointer over it rather than clicking. `submit`: the doc names the button by what it does, not by its
   * label ("then save the settings", "保存配置"): the form's or dialog's confirm button, whatever it reads. `search`: the
   * doc has the reader search for the control first ("search for **Stop** and click it" in a searchable pane).
   */
  | {
      kind: 'click';
      label: string;
      column?: string;
      row?: string;
      area?: 'dialog' | 'page' | 'menu';
      rowLink?: 'id' | 'name';
      icon?: true;
      near?: string;
      hover?: true;
      submit?: true;
      search?: true;
    }
  /** "Find the instance named `x`": `literal` when `text` is a value to look for rather than a description. */
  | { kind: 'find'; text: string; literal: boolean }
  /** "Set **Name** to `x`": `field` is '' when the doc names none ("输入`x`"), `value` '' when it leaves the value to the reader. */
  /** `example`: the value is the doc's example ("for example `JPG,TXT`"): a value the reader chose wins over it. */
  | { kind: 'fill'; field: string; value: string; example?: true }
  /**
   * "Select `vpc-1` for **Network**", "set **Action** to Allow"; `option` is '' when the doc leaves the choice to the
   * reader, and then `options` lists the choices the doc offers when it names them ("set **Type** to **A** or **B**").
   */
  | { kind: 'choose'; field: string; option: string; options?: string[] }
  /** "Select the **Force Stop** check box" / "clear the ... check box"; `near` as for a click ("**Ports**: select …"). */
  | { kind: 'check'; label: string; checked: boolean; near?: string }
  /** "On the **Inbound** tab". */
  | { kind: 'tab'; label: string }
  /** Context, not an action: "In the **Basic Information** section", "On the **Instances** page", "In the **Stop Instance** dialog box". */
  | { kind: 'section'; label: string; scope: 'section' | 'page' | 'dialog' }
  /** An expected result: "the status changes to **Stopped**"; `label` is the first bold text of the sentence. */
  | { kind: 'expect'; text: string; label?: string }
  /**
   * A condition the intents in `then` depend on: "If you want to stop several instances, select them and click
   * **Stop**", "如果需要…，单击…". Not on the procedure's main path; `text` is the condition as the doc words it.
   * `choice`: `text` is a choice of the form and `then` the rows of a parameter table for that case ("| **包年包月** |"
   * over the fields a subscription shows): they apply when the form has that choice taken.
   */
  | { kind: 'when'; text: string; then: Intent[]; choice?: true }
  /**
   * The doc asks for a part of a form in prose, without labels: "Set the service, event type, and time range",
   * "配置实例信息", "填写手机、邮箱等信息". `text` is what it names; the fields are the console's to show.
   */
  | { kind: 'configure'; text: string }
  /**
   * The doc ends a purchase with "complete the payment" (完成支付) and names no button: buy what the form holds and pay
   * the order page, whatever their buttons read. `placed`: the step clicks the purchase button itself ("click **Buy
   * Now** and complete the payment"), so only the order page is left.
   */
  | { kind: 'pay'; placed?: boolean }
  /**
   * The step is another documented procedure: "Create a RAM user. For more information, see [Create a RAM user](…)",
   * "[创建ECS实例](…)。". `text` names it (the link's text), `doc` is the link.
   */
  | { kind: 'do'; text: string; doc: string }
  /**
   * The doc has the reader do earlier steps again, for more of the same: "Repeat the preceding steps to bind more
   * EIPs", "重复步骤2，添加更多域名". `steps`: the step numbers it names (none: the steps before this one); `text`: what for,
   * as the doc words it ('' when it does not say).
   */
  | { kind: 'repeat'; text: string; steps?: number[] }
  /**
   * "Refresh the instance list", "刷新本实例磁盘列表": the list (or page) shown again with its current state. `text` is
   * what is refreshed as the doc words it ("instance list", "本实例磁盘列表").
   */
  | { kind: 'refresh'; text: string }
  /**
   * Alternatives that each achieve the same thing: "click its ID or click **Manage** in the **Actions** column",
   * "click **A** or **B**", "单击实例ID或操作列的**管理**". `of` holds each alternative's intents in the doc's order;
   * doing one of them is doing the step, the others are then not required.
   */
  | { kind: 'either'; of: Intent[][] }
  /** Bold text the parser could not place, in a sentence without a click or choose verb. */
  | { kind: 'mention'; label: string };

export type IntentKind = Intent['kind'];

/** What a step's own text names, as the reader sees it: a bold label, an icon image or a code span. */
export interface Mark {
  kind: 'label' | 'icon' | 'value';
  /** The label, the icon's word ('' when the image names nothing) or the value. */
  text: string;
}

/** One numbered item of the procedure. */
export interface DocStep {
  /** 1-based index of the top-level step; sub-steps carry their parent's index (verdicts are per top-level step). */
  index: number;
  /** The number as the reader sees it: "3", or "3.1" for a sub-step. */
  label: string;
  /** Plain text of the step's own paragraphs (notes and sub-steps excluded). */
  text: string;
  /** Markdown source of the whole item, sub-steps and notes included. */
  markdown: string;
  /** First and last line of the item, 1-based in the whole file. */
  line: number;
  endLine: number;
  intents: Intent[];
  substeps: DocStep[];
  /** The bold labels, icons and code spans of the step's own text (notes and sub-steps excluded), in order. */
  marks?: Mark[];
  /** "(Optional)" / "（可选）", or done only the first time ("The first time you …", "首次…"): the procedure works without it. */
  optional?: true;
  /**
   * "Set the following parameters and click **Buy Now**:" over sub-steps that only set fields, or a paragraph below the
   * sub-steps that only clicks ("设置好后，单击**确定**"): the clicks that end the step's own intents close the form, after
   * the sub-steps.
   */
  closesAfterSubsteps?: true;
  /** The sub-steps are alternatives ("Use one of the following methods", "您可以通过以下方式之一"): do one. */
  alternatives?: true;
  /**
   * The step acts outside the console, judged from its words: it runs commands, connects to an instance, works in
   * the instance's system or another site ("Run the following command", "远程连接实例"). Its intents, if any, are not
   * the console's.
   */
  outside?: true;
  /**
   * The step is done in an instance's system or a program on the reader's computer: it is set in one ("In **Server
   * Manager**, …"), or comes after a step that connected to an instance or opened such a program, and nothing took the
   * reader back to the console (session.ts).
   */
  inInstance?: true;
  /**
   * Labels the reader clicks only because the sentence says "click" somewhere and no phrasing placed them
   * ("Click **Apply**, which also refreshes **Quota**" clicks Quota too): a guess, not a reading.
   */
  guessed?: string[];
  /**
   * What the items under the step state without asking anything ("- The instance must be **Stopped**.", "- 选择**A**时，按内网
   * 计费。"): information about the step, not sub-steps, each a `when` of the item's words (a condition, limit or
   * consequence the step works under) with nothing to do under it (facts.ts).
   */
  facts?: Intent[];
}

/**
 * One procedure of a page: a heading (or the page itself) with its numbered steps. A page may hold several
 * ("Start an instance", "Stop an instance").
 */
export interface Procedure {
  /** The heading's text, anchor removed ("Stop an instance"); the page title when the steps sit under it. */
  title: string;
  /** The heading's `{#id}` anchor, when the help center wrote one. */
  anchor?: string;
  /** The page's title (its first level-1 heading), '' when it has none. */
  page: string;
  /** 1-based line of the heading (of the first step when there is no heading). */
  line: number;
  /** What must hold before the steps: the page's and the procedure's prerequisites, as plain text. */
  prerequisites: string[];
  steps: DocStep[];
  /** What the doc says follows the steps ("The instance enters the **Stopped** state"), with its expectations. */
  result?: { text: string; intents: Intent[] };
  /**
   * Whether the steps act in a console (clicks, labels, console pages), judged from their words, not from what the
   * phrase rules made of them; false for procedures that run commands or call an API.
   */
  console: boolean;
}

export type DocErrorCode = 'doc-no-procedure';

/** A doc that cannot be turned into steps. */
export class DocError extends Error {
  override name = 'DocError';
  constructor(
    readonly code: DocErrorCode,
    message: string,
  ) {
    super(message);
  }
}
