/**
 * One handler per doc intent: given the page, either act, declare the intent done, or give up with the
 * verdict kind that explains why. Handlers are pure over (intent, page, memory).
 */
import type { Action, Element, PageSnapshot, StepKind } from '../../../protocol';
import type { Intent } from '../../doc/types';
import type { EpisodeContext } from '../policy';
import { CONFIRM_WORDS, SUBMIT_WORDS } from './glossary';
import {
  CLICKABLE, FIELD, RENAMED_MIN, bestOption, findControl, findField, groupOf, inDialog, inSection, isNav, matchesRow, navPath, pageSays,
  reachable, rowWithCell,
} from './ground';
import { isProductKey, PRODUCTS, type ProductKey } from '../../task/products';
import { inputFor } from './inputs';
import { isExact, normalize } from './match';
import { regionMatches, regionName } from './regions';

export interface Drift {
  kind: StepKind;
  expected: string;
  actual: string;
}

export type Outcome =
  | { kind: 'act'; action: Action; thought: string; drift?: Drift; target?: Element; completes: boolean }
  | { kind: 'done'; thought: string; drift?: Drift }
  | { kind: 'fail'; thought: string; verdict: StepKind; expected: string; actual: string };

/** What a goal remembers between turns. */
export interface GoalMemory {
  waits: number;
  openedMore: boolean;
  expandedGroup: boolean;
  searched: boolean;
}

/** What the policy remembers across goals. */
export interface PolicyMemory {
  /** The table row the doc pointed at ("Find the instance named x"). */
  row: string | null;
  /** Fields the doc had us fill or choose, by ref, with the doc step and the value. */
  filled: Map<string, { step: number; value: string; label: string }>;
  /** The section of the form the current doc step works in, when it names one. */
  section: string | null;
}

const MAX_WAITS = 6;
const act = (action: Action, thought: string, completes = true, extra: Partial<Extract<Outcome, { kind: 'act' }>> = {}): Outcome => ({
  kind: 'act', action, thought, completes, ...extra,
});
const waitFor = (mem: GoalMemory, what: string): Outcome | null => {
  if (mem.waits >= MAX_WAITS) return null;
  mem.waits++;
  return act({ type: 'wait', ms: 700 }, `${what} is not on the page yet; waiting for it to load.`, false);
};
const clickOn = (el: Element, thought: string, extra: Partial<Extract<Outcome, { kind: 'act' }>> = {}) =>
  act({ type: 'click', ref: el.ref }, thought, true, { target: el, ...extra });
const missing = (expected: string, actual: string, thought: string): Outcome => ({ kind: 'fail', verdict: 'element-missing', expected, actual, thought });
/**
 * A field or check box the doc sets is not in a form that is otherwise there: the console no longer asks for it.
 * Skip it and go on (the procedure may well still work); the step is reported obsolete. With no form at all on
 * the page, the reader is in the wrong place: that is a missing element.
 */
const notAsked = (expected: string, elements: Element[], thought: string): Outcome =>
  elements.some((el) => FIELD.has(el.role) && !el.states.disabled)
    ? { kind: 'done', thought: `${thought} The form no longer asks for it; going on without it.`, drift: { kind: 'obsolete-step', expected, actual: describeFields(elements) } }
    : missing(expected, describeFields(elements), thought);

export function handle(intent: Intent, page: PageSnapshot, ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory): Outcome {
  switch (intent.kind) {
    case 'open-console': return openConsole(intent.product, page, ctx);
    case 'navigate': return navigate(intent.path, page, mem);
    case 'select-region': return selectRegion(intent.region, page, ctx);
    case 'click': return click(intent, page, ctx, mem, policy);
    case 'find': return intent.literal ? find(intent.text, page, mem, policy) : { kind: 'done', thought: 'The doc describes the row; the provisioned resource names pick it.' };
    case 'fill': return fill(intent.field, intent.value, page, mem, policy.section, ctx.inputs);
    case 'choose': return choose(intent.field, intent.option, page, mem, policy.section, ctx.inputs);
    case 'check': return check(intent.label, intent.checked, page, mem);
    case 'tab': return tab(intent.label, page, mem);
    case 'section':
      if (intent.scope === 'page') return onPage(intent.label, page);
      policy.section = intent.label;
      return { kind: 'done', thought: `Work in the ${intent.label} ${intent.scope}.` };
    case 'expect': return intent.label ? expect(intent.label, page, mem) : { kind: 'done', thought: `The doc expects: ${intent.text}` };
    default: return { kind: 'done', thought: 'Context for the next actions; nothing to do.' };
  }
}

function openConsole(named: string | undefined, page: PageSnapshot, ctx: EpisodeContext): Outcome {
  const start = new URL(ctx.startUrl);
  const here = new URL(page.url);
  const product = start.pathname.split('/')[1];
  // A console inside the product's (the EIP or NAT Gateway console of the VPC console) opens its own page.
  const inner = named && isProductKey(named) ? PRODUCTS[named].emulatorPath : '';
  if (inner.startsWith(`/${product}/`) && here.pathname !== inner) {
    return act({ type: 'navigate', url: new URL(inner, start.origin).href }, `Open the ${PRODUCTS[named as ProductKey].name} console.`);
  }
  if (here.origin === start.origin && here.pathname.split('/')[1] === product) return { kind: 'done', thought: 'Already in the product console.' };
  return act({ type: 'navigate', url: ctx.startUrl }, 'Open the product console where the procedure starts.');
}

function navigate(path: string[], page: PageSnapshot, mem: GoalMemory): Outcome {
  const target = path[path.length - 1];
  const parent = path.length > 1 ? path[path.length - 2] : null;
  const elements = reachable(page);
  const nav = elements.filter(isNav);
  const expected = path.join(' > ');
  const underParent = (el: Element) => !parent || (groupOf(el) !== null && isExact(parent, groupOf(el)!));

  const exact = nav.filter((el) => isExact(target, el.name) && el.role !== 'heading');
  const inPlace = exact.find(underParent);
  if (inPlace) {
    if (inPlace.states.current) return { kind: 'done', thought: `"${navPath(inPlace)}" is the current page.` };
    return clickOn(inPlace, `The doc's path ${expected} is in the left navigation; click ${target}.`);
  }
  // A collapsed group hides its items: open it before judging the path.
  const group = parent ? nav.find((el) => isExact(parent, el.name) && el.states.expanded === false) : undefined;
  if (group && !mem.expandedGroup) {
    mem.expandedGroup = true;
    return act({ type: 'click', ref: group.ref }, `Expand the ${parent} group of the navigation.`, false, { target: group });
  }
  if (exact.length) {
    const moved = exact[0];
    const actual = navPath(moved);
    if (moved.states.current) return { kind: 'done', thought: `Already on ${target}.`, drift: { kind: 'path-changed', expected, actual } };
    return clickOn(moved, `${target} is not under ${parent}; the console has it at ${actual}.`, { drift: { kind: 'path-changed', expected, actual } });
  }
  const renamed = findControl(nav.filter(underParent), { label: target, roles: new Set(nav.map((el) => el.role)) });
  if (renamed) {
    const actual = renamed.element.name;
    const drift: Drift = { kind: 'label-changed', expected: target, actual };
    if (renamed.element.states.current) return { kind: 'done', thought: `Already on ${actual}.`, drift };
    return clickOn(renamed.element, `No "${target}" in the navigation; "${actual}" is the same entry renamed.`, { drift });
  }
  const elsewhere = findControl(elements, { label: target, min: 0.99 });
  if (elsewhere) {
    return clickOn(elsewhere.element, `${target} is not in the navigation but on the page.`, {
      drift: { kind: 'path-changed', expected, actual: `${elsewhere.element.role} "${elsewhere.element.name}" on the page` },
    });
  }
  return waitFor(mem, target) ?? missing(expected, `navigation shows: ${nav.map(navPath).join(', ') || 'nothing'}`, `Cannot find ${expected}.`);
}

/**
 * "On the **Elastic IP Addresses** page, …": the doc's next actions are on that page. When the console shows another
 * page (a console address that opens the product's home) and its navigation has an entry of that name, open it.
 */
function onPage(label: string, page: PageSnapshot): Outcome {
  const named = (name: string) => isExact(label, name) || isExact(`${label}s`, name) || isExact(label, `${name}s`);
  const elements = reachable(page);
  const here = named(page.title) || elements.some((el) => el.role === 'heading' && named(el.name));
  const entry = here ? undefined : elements.find((el) => isNav(el) && named(el.name));
  if (!entry || entry.states.current) return { kind: 'done', thought: `Work on the ${label} page.` };
  return clickOn(entry, `The doc works on the ${label} page; open ${entry.name} from the navigation.`);
}

function selectRegion(wanted: string | undefined, page: PageSnapshot, ctx: EpisodeContext): Outcome {
  const target = wanted ?? regionName(ctx.region, ctx.locale);
  const selectors = reachable(page).filter((el) => (el.role === 'combobox' || el.role === 'button') && regionMatches(`${el.name} ${el.value ?? ''}`) !== null);
  const selector = selectors[0];
  if (!selector) return { kind: 'done', thought: 'This page has no region selector; the region is the account default.' };
  const current = regionMatches(`${selector.value ?? ''} ${selector.name}`);
  const want = regionMatches(target) ?? ctx.region;
  if (current === want) return { kind: 'done', thought: `The region is already ${target}.` };
  return act({ type: 'select', ref: selector.ref, option: regionName(want, ctx.locale) }, `Switch the region to ${target}.`, true, { target: selector });
}

function click(intent: Extract<Intent, { kind: 'click' }>, page: PageSnapshot, ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const elements = reachable(page);
  if (intent.rowLink) return clickRowLink(intent, elements, ctx, mem, policy);
  // The doc names the row by any of its cells ("the rule whose port range is 22/22"); rows are keyed by their first.
  // "Click **Modify** to the right of the **default** group": the neighbour names the row when a row has it.
  const near = intent.near ? rowWithCell(elements, intent.near) : null;
  const row = intent.row ? (rowWithCell(elements, intent.row) ?? intent.row) : near ?? (intent.column ? policy.row ?? resourceRow(elements, ctx) : null);
  const exact = findControl(elements, { label: intent.label, row, min: 1 }) ?? (page.dialog && row ? findControl(elements.filter(inDialog), { label: intent.label, min: 1 }) : null);
  if (exact?.exact) {
    if (exact.element.states.disabled) return waitFor(mem, `An enabled ${intent.label}`) ?? { kind: 'fail', verdict: 'env-blocked', expected: intent.label, actual: `${intent.label} is disabled`, thought: `${intent.label} stays disabled.` };
    const where = row ? ` in the row of ${row}` : '';
    return clickOn(exact.element, `Click ${intent.label}${where}.`);
  }
  // "…, then save the settings": the button that saves, in the dialog when one is open, whatever it reads.
  if (intent.submit) {
    const submit = elements.find((el) => el.role === 'button' && !el.states.disabled && SUBMIT_WORDS.includes(normalize(el.name)) && (!page.dialog || inDialog(el)));
    if (submit) return clickOn(submit, `The doc saves the settings: click ${submit.name}.`);
  }
  // "Select the **Alarm Type**": the label is a field's, not a control's; the doc leaves its value to the reader.
  const field = !row && !intent.icon && !intent.hover ? leftToReader(intent.label, elements, true) : null;
  if (field) return field;
  // A renamed confirm button: the dialog's primary action under another word.
  if (page.dialog && CONFIRM_WORDS.includes(normalize(intent.label))) {
    const primary = elements.find((el) => el.role === 'button' && CONFIRM_WORDS.includes(normalize(el.name)));
    if (primary && isExact(intent.label, primary.name)) return clickOn(primary, `Click ${primary.name} in the dialog.`);
    if (primary) return clickOn(primary, `The dialog has no "${intent.label}"; its confirm button reads "${primary.name}".`, { drift: { kind: 'label-changed', expected: intent.label, actual: primary.name } });
  }
  // A renamed control is still a control of its kind: a column's cells (named by the column) or a tab that reads
  // alike are not the button the doc clicks under a new name.
  const renamed = findControl(elements, { label: intent.label, row, min: RENAMED_MIN, roles: RENAMABLE });
  if (renamed && !isNav(renamed.element)) {
    return clickOn(renamed.element, `No "${intent.label}"; "${renamed.element.name}" is the same control renamed.`, { drift: { kind: 'label-changed', expected: intent.label, actual: renamed.element.name } });
  }
  // Consoles fold row actions into a "More" menu.
  if (!mem.openedMore) {
    const more = findControl(elements, { label: 'More', row, min: 0.9 });
    if (more && row) {
      mem.openedMore = true;
      return act({ type: 'click', ref: more.element.ref }, `${intent.label} is not shown; look in the More menu.`, false, { target: more.element });
    }
  } else {
    const inMenu = findControl(elements.filter((el) => el.role === 'menuitem' || el.role === 'option'), { label: intent.label, min: 1 });
    if (inMenu) return clickOn(inMenu.element, `${intent.label} is in the More menu.`, { drift: intent.column ? { kind: 'path-changed', expected: `${intent.label} in the ${intent.column} column`, actual: `More > ${inMenu.element.name}` } : undefined });
  }
  return waitFor(mem, intent.label) ?? missing(intent.label, describeNear(elements, row), `There is no ${intent.label} on the page.`);
}

/**
 * "Click its ID" / "单击实例名称": the row's own link to its resource. The link that reads the resource's ID (or name)
 * when the episode knows it, else the row's first link, as a person reading the table would take it.
 */
function clickRowLink(intent: Extract<Intent, { kind: 'click' }>, elements: Element[], ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const row = intent.row ?? policy.row ?? resourceRow(elements, ctx);
  const what = `the ${intent.label} link${row ? ` of ${row}` : ''}`;
  if (!row) return waitFor(mem, 'The resource row') ?? missing(what, 'no row of the resource on the page', `There is no row to click the ${intent.label} of.`);
  const links = elements.filter((el) => el.role === 'link' && matchesRow(el, row)).sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y);
  const resource = Object.values(ctx.resources).find((r) => [r.id, r.name].some((k) => k && (normalize(row).includes(normalize(k)) || normalize(k).includes(normalize(row)))));
  const key = intent.rowLink === 'id' ? resource?.id : resource?.name;
  const target = (key ? links.find((el) => normalize(el.name).includes(normalize(key))) : undefined) ?? links[0];
  if (!target) return waitFor(mem, what) ?? missing(what, describeNear(elements, row), `The row of ${row} has no link.`);
  return clickOn(target, `Click ${what} (${target.name}).`);
}

function resourceRow(elements: Element[], ctx: EpisodeContext): string | null {
  for (const res of Object.values(ctx.resources)) {
    for (const key of [res.id, res.name]) if (key && elements.some((el) => matchesRow(el, key))) return key;
  }
  return null;
}

function describeNear(elements: Element[], row: string | null): string {
  const pool = elements.filter((el) => CLICKABLE.has(el.role) && (!row || matchesRow(el, row)) && el.inViewport);
  const names = [...new Set(pool.map((el) => el.name).filter(Boolean))].slice(0, 12);
  return names.length ? `the page offers: ${names.join(', ')}` : 'no matching control on the page';
}

function find(text: string, page: PageSnapshot, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const elements = reachable(page);
  const row = rowWithCell(elements, text);
  if (row) {
    policy.row = row;
    return { kind: 'done', thought: `Found the row of ${text}.` };
  }
  const search = elements.find((el) => (el.role === 'searchbox' || el.role === 'textbox') && !el.states.disabled && /search|搜索|输入|enter/i.test(`${el.name} ${el.placeholder ?? ''}`));
  if (search && !mem.searched) {
    mem.searched = true;
    return act({ type: 'type', ref: search.ref, text, clear: true, submit: true }, `Search the list for ${text}.`, false, { target: search });
  }
  return waitFor(mem, text) ?? { kind: 'fail', verdict: 'env-blocked', expected: text, actual: 'no such row in the list', thought: `${text} is not in the list.` };
}

function fill(field: string, given: string, page: PageSnapshot, mem: GoalMemory, section: string | null, inputs: Record<string, string>): Outcome {
  const elements = inSection(reachable(page), section);
  const left = field && !given ? leftToReader(field, elements, false) : null;
  if (left) return left;
  const found = field ? findField(elements, field) : unnamedField(elements);
  if (!found) return waitFor(mem, field) ?? notAsked(field, elements, `No field named ${field}.`);
  const el = found.element;
  // The doc leaves the value to the reader: the task's input for this field is the reader's choice.
  const value = given || (field ? inputFor([field, el.name], inputs) : undefined) || given;
  const drift = found.exact ? undefined : { kind: 'label-changed' as const, expected: field, actual: el.name };
  if (el.role === 'combobox' && el.states.readonly !== false && el.options?.length) {
    const option = bestOption(value, el.options) ?? value;
    return act({ type: 'select', ref: el.ref, option }, `Choose ${option} for ${el.name}.`, true, { target: el, drift });
  }
  return act({ type: 'type', ref: el.ref, text: value, clear: true, submit: false }, `Enter ${value} in ${el.name}.`, true, { target: el, drift });
}

/** "Enter `x`" names no field: the doc means the empty text box in front of the reader. */
function unnamedField(elements: Element[]) {
  const empty = elements.filter((el) => (el.role === 'textbox' || el.role === 'textarea') && !el.value && !el.states.disabled);
  const el = empty.find((e) => e.isNew) ?? empty.find((e) => e.inViewport) ?? empty[0];
  return el ? { element: el, exact: true, score: 1 } : null;
}

function describeFields(elements: Element[]): string {
  const names = [...new Set(elements.filter((el) => FIELD.has(el.role)).map((el) => el.name).filter(Boolean))].slice(0, 12);
  return names.length ? `the form has: ${names.join(', ')}` : 'no form fields on the page';
}

function choose(field: string, option: string, page: PageSnapshot, mem: GoalMemory, section: string | null, inputs: Record<string, string>): Outcome {
  const elements = inSection(reachable(page), section);
  const select = findField(elements, field, new Set(['combobox']));
  if (select && !option) return anyOption(select.element, elements, field);
  const left = !option ? leftToReader(field, elements, false) : null;
  if (left) return left;
  if (select?.exact) return selectIn(select.element, option, field);
  // Radio groups, button groups, tabs and selectable rows offer the option by its own name; one inside the
  // field's own group or section is the one the doc means.
  const choices = elements.filter((el) => CHOICE.has(el.role) && isExact(option, el.name));
  const choice = choices.find((el) => el.within.some((w) => isExact(field, w.slice(w.indexOf(':') + 1)))) ?? choices[0];
  const found = choice ? { element: choice } : findRowWith(elements, option);
  if (found) {
    if (found.element.states.checked || found.element.states.selected) return { kind: 'done', thought: `${option} is already selected.` };
    return clickOn(found.element, `Select ${option} for ${field}.`);
  }
  if (select) return selectIn(select.element, option, field, { kind: 'label-changed', expected: field, actual: select.element.name });
  const text = findField(elements, field);
  if (text) return fill(field, option, page, mem, section, inputs);
  const named = elements.some((el) => isExact(field, el.name) || el.within.some((w) => isExact(field, w.slice(w.indexOf(':') + 1))));
  if (field && !named) return waitFor(mem, field) ?? notAsked(field, elements, `No field named ${field}.`);
  return waitFor(mem, option) ?? missing(`${field}: ${option}`, describeFields(elements), `No ${option} for ${field}.`);
}

const RENAMABLE = new Set(['button', 'link', 'menuitem', 'option', 'treeitem']);
const CHOICE = new Set(['radio', 'tab', 'option', 'button', 'checkbox', 'row', 'menuitem']);

function selectIn(select: Element, option: string, field: string, drift?: Drift): Outcome {
  if (select.value && shows(select.value, option)) return { kind: 'done', thought: `${field} is already ${option}.`, drift };
  return act({ type: 'select', ref: select.ref, option }, `Select ${option} for ${select.name}.`, true, { target: select, drift });
}

/**
 * Whether a select's value is the option: the same text, or for a cascader (Fusion shows "Elastic Compute / ECS")
 * the same path however it is written ("A > B", "A / B") or its last step ("ECS").
 */
function shows(value: string, option: string): boolean {
  if (isExact(option, value)) return true;
  const steps = (s: string) => s.split(/\s*(?:>|＞|›)\s*|\s+\/\s+/).filter(Boolean);
  const [have, want] = [steps(value), steps(option)];
  if (have.length < 2) return false;
  return want.length === 1 ? isExact(option, have[have.length - 1]) : want.length === have.length && want.every((w, i) => isExact(w, have[i]));
}

/** The doc leaves the choice to the reader (or the console demands a value the doc never gave): take the first. */
function anyOption(select: Element, elements: Element[], field: string): Outcome {
  if (select.value) return { kind: 'done', thought: `${field} already has a value (${select.value}).` };
  // A cascader lists its unopened branches as "A > …": those are not an option to take.
  const first = select.options?.find((o) => !o.endsWith('…'));
  if (first) return act({ type: 'select', ref: select.ref, option: first }, `Choose ${first} for ${field}.`, true, { target: select });
  const open = elements.find((el) => el.role === 'option' && !el.states.disabled);
  if (select.states.expanded && open) return clickOn(open, `Choose ${open.name} for ${field}.`);
  return act({ type: 'click', ref: select.ref }, `Open ${field} to see its choices.`, false, { target: select });
}

/**
 * A field whose value the doc leaves to the reader ("Select a **Start Time**", "Set **Zone**"): a select or picker
 * keeps the value it has or takes its first option, a radio group keeps its choice or takes its first, a text box
 * that has a value keeps it. Null when the page has no such field (or, `exact`, none under that very label), or
 * only an empty text box, which the caller fills as before.
 */
function leftToReader(field: string, elements: Element[], exact: boolean): Outcome | null {
  const select = findField(elements, field, new Set(['combobox']));
  if (select && (select.exact || !exact)) return anyOption(select.element, elements, field);
  const named = (w: string) => /^(?:group|radiogroup):/.test(w) && isExact(field, w.slice(w.indexOf(':') + 1));
  const radios = elements.filter((el) => el.role === 'radio' && el.within.some(named));
  if (radios.length) {
    const chosen = radios.find((el) => el.states.checked || el.states.selected);
    if (chosen) return { kind: 'done', thought: `${field} keeps its choice (${chosen.name}); the doc leaves it to the reader.` };
    const first = radios.find((el) => !el.states.disabled);
    if (first) return clickOn(first, `The doc leaves ${field} to the reader; choose ${first.name}.`);
  }
  const text = findField(elements, field);
  if (text && (text.exact || !exact) && text.element.value) return { kind: 'done', thought: `${field} keeps its value (${text.element.value}); the doc leaves it to the reader.` };
  return null;
}

/** A selectable table row (its radio or check box) that has a cell reading `text`. */
function findRowWith(elements: Element[], text: string) {
  const row = rowWithCell(elements, text);
  if (!row) return null;
  const inRow = elements.filter((e) => matchesRow(e, row));
  const el = inRow.find((e) => e.role === 'radio' || e.role === 'checkbox') ?? inRow.find((e) => e.role === 'row');
  return el ? { element: el, exact: true, score: 1 } : null;
}

function check(label: string, checked: boolean, page: PageSnapshot, mem: GoalMemory): Outcome {
  const elements = reachable(page);
  const found = findControl(elements, { label, roles: new Set(['checkbox', 'switch', 'radio']) });
  if (!found) return waitFor(mem, label) ?? notAsked(label, elements, `No check box ${label}.`);
  const drift = found.exact ? undefined : { kind: 'label-changed' as const, expected: label, actual: found.element.name };
  if (Boolean(found.element.states.checked) === checked) return { kind: 'done', thought: `${label} is already ${checked ? 'selected' : 'clear'}.`, drift };
  return act({ type: 'check', ref: found.element.ref, checked }, `${checked ? 'Select' : 'Clear'} ${found.element.name}.`, true, { target: found.element, drift });
}

function tab(label: string, page: PageSnapshot, mem: GoalMemory): Outcome {
  // "On the **Custom Launch** tab" often names the page itself.
  if (isExact(label, page.title) || page.elements.some((el) => el.role === 'heading' && isExact(label, el.name))) {
    return { kind: 'done', thought: `This page is ${label}.` };
  }
  const found = findControl(reachable(page), { label, roles: new Set(['tab', 'radio', 'button']) });
  if (!found) return waitFor(mem, label) ?? missing(label, 'no such tab', `No tab ${label}.`);
  const drift = found.exact ? undefined : { kind: 'label-changed' as const, expected: label, actual: found.element.name };
  if (found.element.states.selected || found.element.states.checked) return { kind: 'done', thought: `The ${label} tab is open.`, drift };
  return clickOn(found.element, `Open the ${found.element.name} tab.`, { drift });
}

function expect(text: string, page: PageSnapshot, mem: GoalMemory): Outcome {
  if (pageSays(page, text)) return { kind: 'done', thought: `The page shows "${text}" as the doc says.` };
  const waited = waitFor(mem, `"${text}"`);
  if (waited) return waited;
  return { kind: 'done', thought: `The page never showed "${text}".`, drift: { kind: 'outcome-mismatch', expected: text, actual: page.toasts.join(' ') || 'not shown on the page' } };
}
