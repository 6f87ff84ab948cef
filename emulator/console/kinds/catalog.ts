// What `aca explore` reads of a product's console (the catalogue's `forms` and `lists`), derived from the page
// descriptions the UI draws, so the two cannot disagree: the create forms a list page's toolbar opens, with the
// fields a task fills, and each list's row actions with the dialog they open and the call that dialog makes.
import type { Label } from '../src/lib/vocabulary';
import { holds } from './resolve';
import { isGroup, type ActionSpec, type ApiCall, type Condition, type DetailsPageSpec, type DialogSpec, type FieldSpec, type ListPageSpec, type ListSpec, type PageSpec, type ValueSource } from './spec';
import { initialValues } from './validate';

/** A number box's bounds and starting value, as the console has them; `startsFrom`: the resource's field it starts with. */
export type NumberBounds = { min?: number; max?: number; default?: number; startsFrom?: string };
export type ExploreField = { label: string; param: string; kind: 'text' | 'select' | 'number'; value?: string; option?: Label } & NumberBounds;
export type ExploreForm = { key: string; nav: string; open: string; submit: string; sections: { label?: string; action: string; fields: ExploreField[] }[] };
export type ExploreDialogField =
  | { label: string; kind: 'choice'; option: string }
  | { label: string; kind: 'check' }
  | { label: string; kind: 'text' | 'select'; param: string; value?: string }
  | ({ label: string; kind: 'number'; param: string; value?: string } & NumberBounds);
export type ExploreRowAction = {
  path: string[];
  action: string;
  params: string[];
  /** `continue`: the buttons of a dialog's earlier screens, clicked before `confirm` (Release Settings: Next). */
  dialog?: { title: string; fields?: ExploreDialogField[]; confirm: string; continue?: string[] };
};
/** `tab`: the label key of the details-page tab that holds the list (a launch template's Versions), absent for a page's own list. */
export type ExploreList = { nav: string; id: string; tab?: string; rowActions: ExploreRowAction[] };

/** The field a value source reads, looking through `list` wrappers. */
function fieldRead(source: ValueSource): string | null {
  if (typeof source !== 'object' || source === null) return null;
  if ('field' in source) return source.field;
  if ('list' in source) return fieldRead(source.list);
  return null;
}

function readsRow(source: ValueSource, id: string): boolean {
  if (typeof source !== 'object' || source === null) return false;
  if ('row' in source) return source.row === id;
  if ('list' in source) return readsRow(source.list, id);
  return false;
}

const paramOf = (field: FieldSpec, calls: readonly ApiCall[]) =>
  field.param ?? calls.flatMap((c) => Object.entries(c.params)).find(([, s]) => fieldRead(s) === field.key)?.[0];

/** A field a task written from the form fills: a text box, a select or a number box that sends a parameter, required or a name. */
function fills(field: FieldSpec, calls: readonly ApiCall[]): boolean {
  const param = paramOf(field, calls);
  return Boolean(param) && ['text', 'select', 'password', 'textarea', 'number'].includes(field.kind) && (Boolean(field.required) || Boolean(field.sample) || /Name$/.test(param!));
}

/** A number box's kind with its bounds and starting value (a `range` rule bounds it as `min`/`max` do). */
function numberOf(field: FieldSpec): { kind: 'number' } & NumberBounds {
  const range = field.rules?.find((r) => r.rule === 'range');
  const min = field.min ?? (range?.rule === 'range' ? range.min : undefined);
  const max = field.max ?? (range?.rule === 'range' ? range.max : undefined);
  const start = typeof field.default === 'number' ? field.default : typeof field.default === 'string' && /^-?\d+(\.\d+)?$/.test(field.default) ? Number(field.default) : undefined;
  return {
    kind: 'number',
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(start !== undefined ? { default: start } : {}),
    ...(field.from ? { startsFrom: field.from } : {}),
  };
}

const kindOf = (field: FieldSpec) => (field.kind === 'select' ? ({ kind: 'select' } as const) : field.kind === 'number' ? numberOf(field) : ({ kind: 'text' } as const));

function formFields(fields: readonly FieldSpec[], calls: readonly ApiCall[], label: (key: string) => Label | undefined): ExploreField[] {
  return fields
    .filter((f) => !f.visible && fills(f, calls))
    .map((f) => ({
      label: f.label,
      param: paramOf(f, calls)!,
      ...kindOf(f),
      ...(f.sample ? { value: f.sample.value } : {}),
      ...(f.sample?.option && label(f.sample.option) ? { option: label(f.sample.option)! } : {}),
    }));
}

/** The actions of a list that a person clicks: toolbar ones and row ones, each with the label path to it. */
function rowActions(list: ListSpec): { path: string[]; action: ActionSpec }[] {
  const out = (list.actions?.links ?? []).map((a) => ({ path: [a.label], action: a }));
  const menu = list.actions?.menu;
  for (const item of menu?.items ?? []) {
    if (isGroup(item)) out.push(...item.items.map((a) => ({ path: [menu!.label, item.label, a.label], action: a })));
    else out.push({ path: [menu!.label, item.label], action: item });
  }
  return out;
}

/** The field values a screen's `visible` condition asks for (`op` = `bandwidth`): the choice that leads to it. */
function choiceOf(condition: Condition | undefined): Record<string, unknown> | null {
  if (!condition) return {};
  if ('all' in condition) {
    const parts = condition.all.map(choiceOf);
    return parts.every((p) => p !== null) ? Object.assign({}, ...parts) : null;
  }
  if ('field' in condition && condition.eq !== undefined) return { [condition.field]: condition.eq };
  if ('field' in condition && condition.in?.length) return { [condition.field]: condition.in[0] };
  return null;
}

type Screen = DialogSpec['screens'][number];

/**
 * The row actions a dialog leads to: the first screen whose call acts on the row, and each later screen a choice
 * picks (`visible`) whose call does something else (an Upgrade/Downgrade wizard whose Bandwidth choice leads to
 * another order than its first screen's): each with the choices that lead to it and the button that confirms it.
 */
function dialogActions(list: ListSpec, dialog: DialogSpec): Omit<ExploreRowAction, 'path'>[] {
  const initial = initialValues(dialog.screens.flatMap((s) => s.fields ?? []));
  const readsIt = (c: ApiCall) => Object.values(c.params).some((s) => readsRow(s, list.source.id));
  const callsOf = (s: Screen, values: Record<string, unknown>) => (s.submit.calls ?? []).filter((c) => holds(c.when, { values }));
  const at = dialog.screens.findIndex((s) => callsOf(s, initial).some(readsIt));
  if (at < 0) return [];
  // A first screen a choice picks is told with that choice too (Downgrade > Instance Type).
  const out = [describe(list, dialog, at, { ...initial, ...choiceOf(dialog.screens[at].visible) }, callsOf, readsIt)];
  const seen = new Set([JSON.stringify(out[0])]);
  for (const [i, screen] of dialog.screens.entries()) {
    if (i <= at || !screen.visible) continue;
    const choice = choiceOf(screen.visible);
    const values = choice && { ...initial, ...choice };
    if (!values || !callsOf(screen, values).some(readsIt)) continue;
    const derived = describe(list, dialog, i, values, callsOf, readsIt);
    const key = JSON.stringify(derived);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(derived);
  }
  return out;
}

/** One row action: the dialog's screen `at`, reached through the ungated screens before it, with `values` chosen. */
function describe(
  list: ListSpec,
  dialog: DialogSpec,
  at: number,
  values: Record<string, unknown>,
  callsOf: (s: Screen, values: Record<string, unknown>) => ApiCall[],
  readsIt: (c: ApiCall) => boolean,
): Omit<ExploreRowAction, 'path'> {
  const screens = dialog.screens.filter((s, i) => i === at || (i < at && !s.visible));
  const calls = screens.flatMap((s) => callsOf(s, values));
  const call = calls.find(readsIt)!;
  const fields = screens.flatMap((s) => s.fields ?? []);
  const shown = fields.filter((f) => !f.visible || holds(f.visible, { values }));
  const dialogFields: ExploreDialogField[] = shown.flatMap((f): ExploreDialogField[] => {
    if ((f.kind === 'radio' || f.kind === 'radioButton') && Array.isArray(f.options)) {
      const picked = f.options.find((o) => o.value === (values[f.key] ?? f.default));
      return picked ? [{ label: f.label, kind: 'choice', option: picked.label }] : [];
    }
    if (f.kind === 'check') return f.required ? [{ label: f.label, kind: 'check' }] : [];
    if (!fills(f, calls)) return [];
    return [{ label: f.label, ...kindOf(f), param: paramOf(f, calls)! }];
  });
  return {
    action: call.action,
    params: Object.entries(call.params).filter(([, s]) => readsRow(s, list.source.id)).map(([p]) => p),
    dialog: {
      title: dialog.title,
      ...(dialogFields.length ? { fields: dialogFields } : {}),
      confirm: screens[screens.length - 1].submit.label,
      ...(screens.length > 1 ? { continue: screens.slice(0, -1).map((s) => s.submit.label) } : {}),
    },
  };
}

/**
 * The page a route leads to, and the read it makes for the route's id (a details page's source). A list page a row
 * links to (a security group's Instances in Security Group) lists other resources: no read of the row's.
 */
function readOf(pages: readonly PageSpec[], to: string): { action: string; params: string[] } | null {
  const route = to.replace(/\{[^}]+\}/g, ':id');
  const page = pages.find((p) => 'route' in p && p.route === route && p.kind !== 'list');
  const source = page && 'source' in page ? page.source : undefined;
  if (!source) return null;
  const params = Object.entries(source.params ?? {})
    .filter(([, s]) => typeof s === 'object' && s !== null && ('route' in s || ('list' in s && typeof s.list === 'object' && s.list !== null && 'route' in s.list)))
    .map(([p]) => p);
  return { action: source.action, params };
}

export function exploreDescription(pages: readonly PageSpec[], label: (key: string) => Label | undefined): { forms: ExploreForm[]; lists: ExploreList[] } {
  const byKey = new Map(pages.map((p) => [p.key, p]));
  // A list a button opens (today's CloudMonitor contact groups) sits under the menu entry of the list whose tab it keeps.
  const all = pages.filter((p): p is ListPageSpec => p.kind === 'list');
  const navOf = (l: ListPageSpec) => l.nav ?? (l.tab ? all.find((o) => o.nav && o.tabs?.some((t) => t.key === l.tab))?.nav : undefined);
  const lists = all.filter((l) => navOf(l)).map((l) => ({ ...l, nav: navOf(l) }));
  const forms: ExploreForm[] = [];
  for (const list of lists) {
    for (const open of [list.toolbar?.primary, ...(list.toolbar?.buttons ?? [])].filter((a): a is ActionSpec => Boolean(a))) {
      const target = open.to ? pages.find((p) => 'route' in p && p.route === open.to) : open.dialog ? byKey.get(open.dialog) : undefined;
      // A form page's other buttons (Save beside Run) are forms of their own when they create by another action.
      const submits = target?.kind === 'form' ? [target.submit, ...(target.alternatives ?? [])] : [undefined];
      const made = new Set<string>();
      for (const submit of submits) {
        const sections =
          target?.kind === 'form' && submit
            ? target.sections.map((s) => ({ title: s.title, fields: s.fields, calls: submit.calls ?? [], submit: submit.label }))
            : target?.kind === 'dialog'
              ? target.screens.map((s) => ({ title: undefined, fields: s.fields ?? [], calls: s.submit.calls ?? [], submit: s.submit.label }))
              : [];
        const create = sections.flatMap((s) => s.calls).find((c) => /^(Create|Allocate|Add|Import|Put|Run)/.test(c.action));
        if (!create || made.has(create.action)) continue;
        made.add(create.action);
        forms.push({
          key: made.size > 1 ? `${target!.key}/${create.action}` : target!.key,
          nav: list.nav!,
          open: open.label,
          submit: sections[sections.length - 1].submit,
          sections: sections
            .map((s) => ({ ...(s.title ? { label: s.title } : {}), action: create.action, fields: formFields(s.fields, [create], label) }))
            .filter((s) => s.fields.length > 0),
        });
      }
    }
  }
  const listed = (list: ListSpec): ExploreRowAction[] =>
    rowActions(list).flatMap(({ path, action }): ExploreRowAction[] => {
      if (action.dialog) {
        const dialog = byKey.get(action.dialog);
        return dialog?.kind === 'dialog' ? dialogActions(list, dialog).map((derived) => ({ path, ...derived })) : [];
      }
      const read = action.to ? readOf(pages, action.to) : null;
      return read ? [{ path, action: read.action, params: read.params }] : [];
    });
  const out: ExploreList[] = lists.map((list) => ({ nav: list.nav!, id: list.source.id, rowActions: listed(list) }));
  // The lists inside a details page's tabs (a launch template's versions, each with its Delete), under the menu entry
  // of the page (its own, else the one of the list its breadcrumb names).
  for (const details of pages.filter((p): p is DetailsPageSpec => p.kind === 'details')) {
    const nav = details.nav ?? lists.find((l) => l.route === details.crumb.to)?.nav;
    if (!nav) continue;
    for (const tab of details.tabs) {
      const rows = tab.list ? listed(tab.list) : [];
      if (tab.list && rows.length) out.push({ nav, id: tab.list.source.id, tab: tab.title, rowActions: rows });
    }
  }
  return { forms: forms.filter((f) => f.sections.length > 0), lists: out };
}
