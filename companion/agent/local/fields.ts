/**
 * The form intents: fill a field, choose an option, choose among the doc's options, and what the reader is left
 * to pick. A field the doc names for another step is hidden from the lookup of this one (othersOf).
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import type { EpisodeContext } from '../policy';
import { CHOICE_GROUP, FIELD, choiceGroupOf, RENAMED_MIN, bestOption, findControl, findField, inSection, isFilterKey, matchesRow, reachable, rowWithCell, shownValue, type Found } from './ground';
import { isExact, normalize, rank } from './match';
import { readsAsAction, synonymsOf } from './glossary';
import { readerValue } from './inputs';
import { fieldBehindButton } from './behind-button';
import { unnamedField } from './unnamed';
import { act, clickOn, describeFields, missing, notAsked, uncut, waitFor, whole, type Drift, type GoalMemory, type Outcome, type PolicyMemory } from './outcome';

const namedByDoc = new WeakMap<EpisodeContext['steps'], Set<string>>();

/** Every field and control label the doc names, normalized. */
export function intentLabels(ctx: EpisodeContext): Set<string> {
  let labels = namedByDoc.get(ctx.steps);
  if (labels) return labels;
  labels = new Set();
  const add = (intent: Intent) => {
    if (intent.kind === 'fill' || intent.kind === 'choose') labels!.add(normalize(intent.field));
    else if (intent.kind === 'check' || intent.kind === 'click') labels!.add(normalize(intent.label));
    else if (intent.kind === 'either') intent.of.flat().forEach(add);
    else if (intent.kind === 'when') intent.then.forEach(add);
  };
  const walk = (step: EpisodeContext['steps'][number]) => {
    step.intents.forEach(add);
    step.substeps.forEach(walk);
  };
  ctx.steps.forEach(walk);
  labels.delete('');
  namedByDoc.set(ctx.steps, labels);
  return labels;
}

/**
 * The page without the fields the doc names as other fields: a form's **Security Group Name** is not the doc's
 * **Security Group Type** renamed when the doc sets **Security Group Name** too. A select whose chosen key is the
 * field stays ("select **Username** from the **Filter** list", then "enter the user name": the box after it).
 */
export function othersOf(label: string, page: PageSnapshot, ctx: EpisodeContext): PageSnapshot {
  const named = intentLabels(ctx);
  const own = normalize(label);
  const elements = page.elements.filter((el) => !(FIELD.has(el.role) || el.role === 'checkbox' || el.role === 'switch') || normalize(el.name) === own || !named.has(normalize(el.name)) || isFilterKey(el, label));
  if (elements.length === page.elements.length) return page;
  const cut = { ...page, elements };
  uncut.set(cut, page);
  return cut;
}

/** `plain`: the doc names the field in plain words, not with the console's bold label: another wording is no rename. */
export function fill(field: string, value: string, page: PageSnapshot, mem: GoalMemory, section: string | null, plain = false): Outcome {
  const elements = inSection(reachable(page), section);
  const fixed = field ? readOnlyRow(field, value, page, elements) : null;
  if (fixed) return fixed;
  const left = field && !value ? leftToReader(field, elements, false) : null;
  if (left) return left;
  // The field is a group of radio buttons or check boxes: a value that is none of its choices (a guess for a text
  // box) leaves the choice to the reader.
  // A group that brings a text box of its own name ("IPv4 CIDR Block: (•) Specify Manually" over the box) takes the
  // value in that box.
  const group = field ? choiceGroup(elements, field) : [];
  const box = group.length && value ? findField(elements, field, TEXT_ENTRY) : null;
  if (group.length && (!box?.exact || group.some((el) => isExact(value, el.name)))) {
    const named = group.find((el) => isExact(value, el.name));
    if (!named) return leftToReader(field, elements, false) ?? { kind: 'done', thought: `${field} offers choices only; the doc leaves the choice to the reader.` };
    if (named.states.checked) return { kind: 'done', thought: `${named.name} is already selected for ${field}.` };
    return clickOn(named, `Select ${named.name} for ${field}.`);
  }
  const found = field ? findField(elements, field) ?? boxIn(elements, field) ?? renamedSoleField(elements, field) ?? bareName(elements, field) : unnamedField(elements, value);
  // In the very dialog the doc names, a field it no longer has is gone from the form, even when no field is left.
  const inPlace = Boolean(page.dialog && section && isExact(section, page.dialog));
  if (!found && !value && namesDialog(field, page)) return namesDialog(field, page)!;
  // A key/value filter whose key list offers the field ("enter the user name" where the query bar's attribute select
  // has 用户名 among its keys, another chosen): choose that key; the box after it takes the value.
  const key = found || !field ? undefined : elements.find((el) => el.role === 'combobox' && el.value !== undefined && el.options?.some((o) => isExact(field, o)) && elements.slice(elements.indexOf(el) + 1).some((next) => next.role === 'textbox' || next.role === 'searchbox'));
  if (key) return act({ type: 'select', ref: key.ref, option: key.options!.find((o) => isExact(field, o))! }, `${field} is a key of the ${key.name} filter: choose it.`, false, { target: key });
  if (!found) return (inPlace ? null : fieldBehindButton(field, page, mem)) ?? waitFor(mem, field) ?? notAsked(field, whole(page, elements, section), `No field named ${field}.`, inPlace);
  if (!found.exact && !value && found.element.value) {
    // A field the doc names in its own words ("specify a new bandwidth limit") claims no label to have changed.
    const thought = `${found.element.name} keeps its value (${found.element.value}); the doc leaves it to the reader.`;
    return plain ? { kind: 'done', thought } : { kind: 'done', thought, drift: { kind: 'label-changed', expected: field, actual: found.element.name } };
  }
  const el = found.element;
  // A text box the doc leaves to the reader and the task gives no value for: nothing to type (typing '' is no step).
  if (!value && el.role !== 'combobox') return { kind: 'done', thought: `The doc leaves ${field || el.name} to the reader and the task gives no value; leave it as it is.` };
  const drift = found.exact || plain || isExact(field, prompted(el.name)) ? undefined : { kind: 'label-changed' as const, expected: field, actual: el.name };
  const select = el.role === 'combobox' && el.states.readonly !== false;
  if (select && el.options?.length) {
    // An ID the task gives for a select that lists "name / id": the option that shows it.
    const option = el.options.find((o) => value.length >= 6 && o.includes(value)) ?? bestOption(value, el.options) ?? value;
    return act({ type: 'select', ref: el.ref, option }, `Choose ${option} for ${el.name}.`, true, { target: el, drift });
  }
  // A select whose choices are not listed until it opens (a VPC ID the task gives): open it once to see them.
  if (select && !el.states.expanded && !mem.openedSelect) {
    mem.openedSelect = true;
    return act({ type: 'click', ref: el.ref }, `Open ${el.name} to see its choices.`, false, { target: el });
  }
  return act({ type: 'type', ref: el.ref, text: value, clear: true, submit: false }, `Enter ${value} in ${el.name}.`, true, { target: el, drift });
}

/**
 * A dialog that asks for one thing only, under another name than the doc's ("Delete In (7-30 days)" where the page
 * says "Schedule Deletion Period (7 to 366 Days)"): the same field renamed, not a field the form dropped. Only
 * when the field the doc names is nowhere on the page, and the dialog has exactly one text field.
 */
function renamedSoleField(elements: Element[], field: string, roles = TEXT_ENTRY) {
  if (elements.some((el) => isExact(field, el.name) || el.within.some((w) => isExact(field, w.slice(w.indexOf(':') + 1))))) return null;
  const dialogEls = elements.filter((el) => el.within.some((w) => w.startsWith('dialog:')));
  const text = dialogEls.filter((el) => roles.has(el.role) && !el.states.disabled);
  return text.length === 1 && dialogEls.filter((el) => FIELD.has(el.role)).length === 1 ? { element: text[0], exact: false, score: 0.5 } : null;
}

/**
 * "填写报警联系组的组名" / "enter the group's name" where the dialog's one box for a name reads just 名称 / Name: a field
 * the doc names by what it names (a name, its last word) is the form's bare Name box when the dialog has one.
 */
function bareName(elements: Element[], field: string) {
  if (!/(?:名|名称|名字|\bname)$/i.test(normalize(field))) return null;
  const boxes = elements.filter((el) => el.within.some((w) => w.startsWith('dialog:')) && TEXT_ENTRY.has(el.role) && !el.states.disabled && ['name', ...synonymsOf('name')].includes(normalize(el.name)));
  return boxes.length === 1 ? { element: boxes[0], exact: false, score: 0.5 } : null;
}

const TEXT_ENTRY = new Set(['textbox', 'textarea', 'spinbutton']);

/**
 * "Enter the value in the search bar": the doc names the part of the page that holds the box, not the box. The one
 * text box inside a group of that name is the field.
 */
function boxIn(elements: Element[], field: string) {
  const inside = elements.filter((el) => TEXT_ENTRY.has(el.role) && !el.states.disabled && el.within.some((w) => w.startsWith('group:') && isExact(field, w.slice('group:'.length))));
  return inside.length === 1 ? { element: inside[0], exact: true, score: 1 } : null;
}
const SELECT = new Set(['combobox']);


/** A box labelled as a prompt ("Enter the name of the RAM role", "请输入角色名称") names its field after the verb. */
const prompted = (name: string) => name.replace(/^\s*(?:please\s+)?(?:enter|input|type|select|choose)\s+(?:the\s+|a\s+|an\s+)?|^\s*请?(?:输入|选择)/i, '');

/**
 * A field the form shows as text only, with no control of that name ("Region and Zone: China (Hangzhou)" on a buy
 * page, set by the region chosen before): there is nothing to set, as the doc has it when it gives no value or the
 * one shown. A control that reads alike elsewhere (the top bar's Region) is not that field renamed.
 */
function readOnlyRow(field: string, value: string, page: PageSnapshot, elements: Element[]): Outcome | null {
  if (elements.some((el) => isExact(field, el.name))) return null;
  const shown = shownValue(page, field);
  if (shown === null || (value && !isExact(value, shown))) return null;
  return { kind: 'done', thought: `The form shows ${field}${shown ? ` as ${shown}` : ''}; there is nothing to set.` };
}

/** "Enter `x`" names no field: the doc means the empty text box in front of the reader. */
export function choose(field: string, option: string, page: PageSnapshot, mem: GoalMemory, section: string | null): Outcome {
  const elements = inSection(reachable(page), section);
  const fixed = field && !option ? readOnlyRow(field, option, page, elements) : null;
  if (fixed) return fixed;
  // "Select **Service Name** from the drop-down list": the list that offers it.
  if (!field && option) {
    const offering = elements.find((el) => el.role === 'combobox' && (el.options ?? []).some((o) => isExact(option, o)));
    if (offering) return selectIn(offering, option, offering.name);
  }
  const select = findField(elements, field, SELECT);
  if (select && !option) return renamedFrom(field, select, anyOption(select.element, elements, field));
  const left = !option ? leftToReader(field, elements, false) : null;
  if (left) return left;
  // A dialog whose only field is a select, still empty, under another name than the doc's: that field renamed.
  const sole = !option && field ? renamedSoleField(elements, field, SELECT) : null;
  if (sole && !sole.element.value) return renamedFrom(field, sole, anyOption(sole.element, elements, field));
  if (select?.exact) return selectIn(select.element, option, field);
  const turned = field && option ? turnTo(field, option, elements) : null;
  if (turned) return turned;
  // Radio groups, button groups, tabs and selectable rows offer the option by its own name; one inside the
  // field's own group or section is the one the doc means.
  const choices = elements.filter((el) => CHOICE.has(el.role) && isExact(option, el.name));
  // A table row and its own check box read alike: the box is what ticks it.
  const inField = choices.filter((el) => el.within.some((w) => isExact(field, w.slice(w.indexOf(':') + 1))));
  const ticks = (el: (typeof choices)[number]) => el.role === 'checkbox' || el.role === 'radio';
  const choice = inField.find(ticks) ?? (inField[0]?.role === 'row' ? choices.find(ticks) : undefined) ?? inField[0] ?? choices.find(ticks) ?? choices[0];
  const found = choice ? { element: choice } : findRowWith(elements, option);
  if (found) {
    if (found.element.states.checked || found.element.states.selected) return { kind: 'done', thought: `${option} is already selected.` };
    return clickOn(found.element, `Select ${option} for ${field}.`);
  }
  const renamed = field && option ? renamedChoice(elements, field, option) : null;
  if (renamed) return renamed;
  if (select) return selectIn(select.element, option, field, { kind: 'label-changed', expected: field, actual: select.element.name });
  // No select of the doc's name, one that offers the doc's option ("select **Username** from the **Filter** list" where
  // the query bar's list reads Lookup Attribute): that list renamed.
  const offering = field && option ? elements.find((el) => el.role === 'combobox' && (el.options ?? []).some((o) => isExact(option, o))) : undefined;
  if (offering) return selectIn(offering, offering.options!.find((o) => isExact(option, o))!, field, { kind: 'label-changed', expected: field, actual: offering.name });
  const text = findField(elements, field);
  if (text) return fill(field, option, page, mem, section);
  const named = elements.some((el) => isExact(field, el.name) || el.within.some((w) => isExact(field, w.slice(w.indexOf(':') + 1))));
  const subject = field && !named && !option ? namesDialog(field, page) : null;
  if (subject) return subject;
  if (field && !named) return fieldBehindButton(field, page, mem) ?? waitFor(mem, field) ?? notAsked(field, whole(page, elements, section), `No field named ${field}.`);
  // "**状态**：启用或停用这条规则": a description of the choices, not one of them; the doc leaves the choice to the reader.
  const described = /或|\bor\b/i.test(option) ? leftToReader(field, elements, false) : null;
  if (described) return described;
  return waitFor(mem, option) ?? missing(`${field}: ${option}`, describeFields(elements), `No ${option} for ${field}.`);
}

/**
 * The field's own group of radio buttons has no choice of the doc's name, but one that reads alike ("云服务器ECS实例"
 * where the group 实例类型 offers "ECS实例"): that choice renamed.
 */
function renamedChoice(elements: Element[], field: string, option: string): Outcome | null {
  // "启用或停用这条规则" describes the choices; it names none of them.
  if (/或|\bor\b/i.test(option)) return null;
  const group = choiceGroup(elements, field).filter((el) => el.role === 'radio' && !el.states.disabled);
  const best = rank(option, group, (el) => el.name)[0];
  if (!best || best.score < RENAMED_MIN) return null;
  const el = best.item;
  const drift: Drift = { kind: 'label-changed', expected: option, actual: el.name };
  if (el.states.checked || el.states.selected) return { kind: 'done', thought: `${el.name} is selected for ${field}: the doc's ${option} renamed.`, drift };
  return clickOn(el, `No ${option} for ${field}; ${el.name} is the same choice renamed.`, { drift });
}

/**
 * "Select **Blacklist** or **Whitelist** based on your business requirements": the doc names the choices and leaves
 * the pick to the reader. One already selected stays; else the first the page offers is taken.
 */
export function chooseAmong(options: string[], page: PageSnapshot, mem: GoalMemory, section: string | null): Outcome {
  const elements = inSection(reachable(page), section);
  const offered = options.flatMap((o) => elements.filter((el) => CHOICE.has(el.role) && !el.states.disabled && isExact(o, el.name)));
  const chosen = offered.find((el) => el.states.checked || el.states.selected);
  if (chosen) return { kind: 'done', thought: `${chosen.name} is selected; the doc leaves the choice among ${options.join(', ')} to the reader.` };
  // The group of a choice the doc names has another selected, one the doc names under an older name ("按前缀匹配" for
  // its "按前缀配置"): the form's choice stands, as it would for any choice the doc leaves to the reader.
  const kept = offered.length < options.length ? keptInGroup(options, offered, elements) : null;
  if (kept) return kept;
  if (offered[0]) return clickOn(offered[0], `The doc leaves the choice to the reader; choose ${offered[0].name}.`);
  const all = options.join(' / ');
  return waitFor(mem, all) ?? missing(all, describeFields(elements), `None of ${all} is on the page.`);
}

const CHOICE = new Set(['radio', 'tab', 'option', 'button', 'checkbox', 'row', 'menuitem']);

/**
 * A selected radio button in the group of a choice the doc names, itself named by no doc choice: done, and when it
 * reads more like a doc choice the page does not offer than like any other, that choice renamed.
 */
/** Below RENAMED_MIN: the choice is selected already, so half its words in common name it. */
const SELECTED_RENAMED_MIN = 0.5;

function keptInGroup(options: string[], offered: Element[], elements: Element[]): Outcome | null {
  const groups = new Set(offered.map(choiceGroupOf).filter((g): g is string => g !== null));
  const selected = elements.find((el) => el.role === 'radio' && el.states.checked && groups.has(choiceGroupOf(el) ?? ''));
  if (!selected) return null;
  const absent = options.filter((o) => !offered.some((el) => isExact(o, el.name)));
  const best = rank(selected.name, absent.map((name) => ({ name })), (o) => o.name)[0];
  const thought = `${selected.name} is selected; the doc leaves the choice among ${options.join(', ')} to the reader.`;
  return best && best.score >= SELECTED_RENAMED_MIN ? { kind: 'done', thought, drift: { kind: 'label-changed', expected: best.item.name, actual: selected.name } } : { kind: 'done', thought };
}

/** Whether the page offers one of the doc's named choices as a control of its own (a radio button, a tab, …). */
export function offersAny(options: string[], page: PageSnapshot, section: string | null): boolean {
  const elements = inSection(reachable(page), section);
  return options.some((o) => elements.some((el) => CHOICE.has(el.role) && !el.states.disabled && isExact(o, el.name)));
}

function selectIn(select: Element, doc: string, field: string, drift?: Drift): Outcome {
  const option = listedAs(doc, select.options ?? []);
  if (select.value && shows(select.value, option)) return { kind: 'done', thought: `${field} is already ${option}.`, drift };
  return act({ type: 'select', ref: select.ref, option }, `Select ${option} for ${select.name}.`, true, { target: select, drift });
}

/**
 * The option as the select lists it, when the doc writes it with other punctuation ("阿里云华东2-上海" for the line
 * 阿里云_华东2（上海）): the same letters and digits in the same order.
 */
function listedAs(option: string, options: string[]): string {
  if (options.some((o) => isExact(option, o))) return option;
  const squash = (s: string) => normalize(s).replace(/[^a-z0-9\u3400-\u9fff]/g, '');
  return options.find((o) => squash(o) === squash(option)) ?? option;
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
  // Open, and nothing to choose: what it lists does not exist here (an access control list never made), not a
  // control to keep opening.
  if (select.states.expanded && !select.options?.length) return { kind: 'fail', verdict: 'env-blocked', expected: field, actual: `${select.name} offers no options`, thought: `${select.name} lists nothing to choose.` };
  return act({ type: 'click', ref: select.ref }, `Open ${field} to see its choices.`, false, { target: select });
}

/** Whether `w` (a `within` entry) is the group of choices the form labels `field`. */
const groupNamed = (field: string) => (w: string) => CHOICE_GROUP.test(w) && isExact(field, w.slice(w.indexOf(':') + 1));

/** The radio buttons or check boxes of the group the form labels `field`. */
function choiceGroup(elements: Element[], field: string): Element[] {
  return elements.filter((el) => (el.role === 'radio' || el.role === 'checkbox') && el.within.some(groupNamed(field)));
}

/** The field has choices of its own on the page (a radio group or check boxes under its name, or a select of that name). */
export function hasOwnChoices(field: string, page: PageSnapshot): boolean {
  const elements = reachable(page);
  return Boolean(field) && (choiceGroup(elements, field).length > 0 || Boolean(findField(elements, field, SELECT)?.exact));
}

/**
 * A field whose value the doc leaves to the reader ("Select a **Start Time**", "Set **Zone**"): a select or picker
 * keeps the value it has or takes its first option, a radio group keeps its choice or takes its first, a text box
 * that has a value keeps it. Null when the page has no such field (or, `exact`, none under that very label), or
 * only an empty text box, which the caller fills as before.
 */
export function leftToReader(field: string, elements: Element[], exact: boolean): Outcome | null {
  const select = findField(elements, field, SELECT);
  // "选择**时间**" where the select reads 时间范围: a label that holds the doc's whole says more of the same field, even
  // when the doc's label had to be met exactly (a click); not for a label that names an action.
  const holds = select && !readsAsAction(field) && normalize(select.element.name).includes(normalize(field));
  if (select && (select.exact || !exact || holds)) return renamedFrom(field, select, anyOption(select.element, elements, field));
  const radios = choiceGroup(elements, field).filter((el) => el.role === 'radio');
  if (radios.length) {
    const chosen = radios.find((el) => el.states.checked || el.states.selected);
    if (chosen) return { kind: 'done', thought: `${field} keeps its choice (${chosen.name}); the doc leaves it to the reader.` };
    const first = radios.find((el) => !el.states.disabled);
    if (first) return clickOn(first, `The doc leaves ${field} to the reader; choose ${first.name}.`);
  }
  const text = findField(elements, field);
  if (text && (text.exact || !exact) && text.element.value) return { kind: 'done', thought: `${field} keeps its value (${text.element.value}); the doc leaves it to the reader.` };
  // A switch or check box the doc names without saying which way ("**Instant Access**: turn it on to …"): as it is.
  const toggle = findControl(elements, { label: field, roles: TOGGLE, min: exact ? 1 : RENAMED_MIN });
  if (toggle) return renamedFrom(field, toggle, { kind: 'done', thought: `${toggle.element.name} stays ${toggle.element.states.checked ? 'on' : 'off'}; the doc leaves it to the reader.` });
  return pickBoxes(field, elements, false) ?? kindTabs(field, elements);
}

/**
 * "选择安全组规则的规则方向" where the page has the tabs 入方向 / 出方向: tabs named as kinds of what the field names (each
 * ends in its head word, 方向) are its choices; "选择镜像类型" / "select an image type" where the tabs read 自定义镜像 /
 * 公共镜像 (Custom Images / Public Images): the kinds of the noun before the type word. The open one stays.
 */
function kindTabs(field: string, elements: Element[]): Outcome | null {
  const own = normalize(field).split(/的|\bof\b/).at(-1)!.trim();
  // "选择镜像类型", "select an image type": the kinds are the tabs named after the noun before the type word
  // (自定义镜像 / 公共镜像; Custom Images / Public Images).
  const typed = /([\u3400-\u9fff]{2})(?:类型|种类)$/.exec(own)?.[1] ?? /(?:^|\s)([a-z]{3,})\s+(?:type|kind)$/.exec(own)?.[1];
  const head = typed ?? /[\u3400-\u9fff]{2}$/.exec(own)?.[0] ?? /(?:^|\s)([a-z]{4,})$/.exec(own)?.[1];
  if (!head) return null;
  const endsIn = (name: string) => name.endsWith(head) || (typed !== undefined && /[a-z]$/.test(head) && name.endsWith(`${head}s`));
  const tabs = elements.filter((el) => el.role === 'tab' && endsIn(normalize(el.name)) && normalize(el.name) !== head);
  if (tabs.length < 2) return null;
  const open = tabs.find((el) => el.states.selected);
  if (open) return { kind: 'done', thought: `The ${open.name} tab is open: that is the ${field}; the doc leaves the choice to the reader.` };
  return clickOn(tabs[0], `The tabs ${tabs.map((t) => t.name).join(', ')} choose the ${field}; open ${tabs[0].name}.`);
}

const TOGGLE = new Set(['switch', 'checkbox']);

/** An option that says which way a switch goes ("**启用访问控制**：开启访问控制", "**Health Check**: Enable"). */
const TURN_ON = /^\s*(?:开启|打开|启用|开|是|turn\s+on|enabled?|on|yes)(?![a-z])/i;
const TURN_OFF = /^\s*(?:关闭|停用|禁用|不启用|关|否|turn\s+off|disabled?|off|no)(?![a-z])/i;

/**
 * The doc's field is a switch (or a lone check box) and its option says which way it goes: the switch is turned so,
 * or left as it is when it is so already. Not a choice to look for among the options.
 */
function turnTo(field: string, option: string, elements: Element[]): Outcome | null {
  const on = TURN_ON.test(option) ? true : TURN_OFF.test(option) ? false : null;
  if (on === null) return null;
  const toggle = findControl(elements, { label: field, roles: TOGGLE });
  if (!toggle || toggle.element.states.disabled) return null;
  const now = Boolean(toggle.element.states.checked);
  if (now === on) return renamedFrom(field, toggle, { kind: 'done', thought: `${toggle.element.name} is ${on ? 'on' : 'off'} already, as the doc says (${option}).` });
  return renamedFrom(field, toggle, clickOn(toggle.element, `Turn ${toggle.element.name} ${on ? 'on' : 'off'} (${option}).`));
}

/**
 * The outcome on a control found under another label than the doc's: that label changed. A label that holds the doc's
 * words whole ("所属专有网络" for "选择已创建的专有网络") says more of the same thing; the doc named no label to change.
 */
function renamedFrom(field: string, found: Found, outcome: Outcome): Outcome {
  if (found.exact || outcome.kind === 'fail' || outcome.kind === 'ask' || outcome.drift) return outcome;
  if (normalize(found.element.name).includes(normalize(field))) return outcome;
  // "**选择访问控制策略组**" for the field 访问控制策略组: the doc's label says what to do with the field, then names it.
  if (isExact(field.replace(ACT_ON_FIELD, ''), found.element.name)) return outcome;
  return { ...outcome, drift: { kind: 'label-changed', expected: field, actual: found.element.name } };
}

/** A verb a doc's field label may open with ("选择…", "Select …"). */
const ACT_ON_FIELD = /^\s*(?:选择|设置|输入|填写|select|choose|set|enter|specify)\s+|^\s*(?:选择|设置|输入|填写)/i;

/** What a dialog's title says it sets: "Set Maintenance Window" → "Maintenance Window". */
const DIALOG_VERB = /^\s*(?:set|modify|edit|change|configure|specify|select|choose|设置|修改|编辑|配置|选择)\s*/i;

/**
 * "Select a maintenance window" in the **Set Maintenance Window** dialog: the doc names what the whole dialog sets and
 * leaves its value to the reader; the dialog's own fields (a start and an end time) are how it is set, as they stand.
 */
function namesDialog(field: string, page: PageSnapshot): Outcome | null {
  if (!page.dialog || !isExact(field, page.dialog.replace(DIALOG_VERB, ''))) return null;
  return { kind: 'done', thought: `The ${page.dialog} dialog sets the ${field}; its fields keep what they show, the doc leaves the value to the reader.` };
}

/**
 * The check boxes grouped under a field ("**端口**: ☐ SSH (22) ☐ HTTP (80) …"), when the doc leaves which to the reader
 * ("勾选一个或多个端口"): one ticked already stays; else the first is ticked when the doc asks to tick (`tick`) or the form
 * requires one. Null when the page has no such group.
 */
export function pickBoxes(field: string, elements: Element[], tick: boolean): Outcome | null {
  const boxes = elements.filter((el) => el.role === 'checkbox' && !el.states.disabled && el.within.some(groupNamed(field)));
  if (!boxes.length) return null;
  const ticked = boxes.filter((el) => el.states.checked);
  if (ticked.length) return { kind: 'done', thought: `${ticked.map((el) => el.name).join(', ')} ticked under ${field}; the doc leaves which to the reader.` };
  if (!tick && !boxes.some((el) => el.states.required)) return { kind: 'done', thought: `None of ${field} is ticked, and the form does not ask for one.` };
  return act({ type: 'check', ref: boxes[0].ref, checked: true }, `The doc leaves which ${field} to the reader; tick ${boxes[0].name}.`, true, { target: boxes[0] });
}

/** A selectable table row (its radio or check box) that has a cell reading `text`. */
function findRowWith(elements: Element[], text: string) {
  const row = rowWithCell(elements, text);
  if (!row) return null;
  const inRow = elements.filter((e) => matchesRow(e, row));
  const el = inRow.find((e) => e.role === 'radio' || e.role === 'checkbox') ?? inRow.find((e) => e.role === 'row');
  return el ? { element: el, exact: true, score: 1 } : null;
}

/** The text box that confirms `target` ("Confirm Password" for "Password"), empty and enabled, if the form has one. */
const CONFIRM_LEAD = /^\s*(?:confirm|re-?enter|repeat|retype|确认|再次输入|重复输入|再输入)\s*/i;
export function confirmationOf(target: Element, elements: Element[]): Element | undefined {
  const own = normalize(target.name);
  if (!own || CONFIRM_LEAD.test(target.name)) return undefined;
  return elements.find((el) => {
    if (el === target || el.ref === target.ref || el.value || el.states.disabled || (el.role !== 'textbox' && el.role !== 'textarea')) return false;
    if (!CONFIRM_LEAD.test(el.name)) return false;
    const rest = normalize(el.name.replace(CONFIRM_LEAD, ''));
    return rest.length >= 2 && (own.endsWith(rest) || rest.endsWith(own));
  });
}

/**
 * "设置符合要求的新密码": words that, past what qualifies them ("…的"), name one field of the form exactly are that field,
 * left to the reader. Words that name no field ("设置挂载参数") are the console's to show: nothing to do.
 * A list ("enter the name, email address, and phone number of the contact", "填写联系人的姓名、手机号码和邮箱") names
 * one field an item: each item that names a field of the form (exactly, or alike: "email address" for **Email**) and
 * has a value (the task's input for it) is filled, one a turn; the others are the console's to show.
 */
export function configure(text: string, page: PageSnapshot, ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const names = [text, text.split('的').at(-1)!.trim()].filter(Boolean);
  const elements = inSection(reachable(page), policy.section);
  const open = elements.filter((el) => FIELD.has(el.role) && !el.states.disabled);
  const field = open.find((el) => names.some((n) => isExact(n, el.name)));
  if (field) {
    const value = readerValue(field.name, elements, ctx, [...policy.filled.values()].map((f) => f.value));
    return fill(field.name, value, othersOf(field.name, page, ctx), mem, policy.section);
  }
  const items = listItems(text);
  const used = () => [...policy.filled.values()].map((f) => f.value);
  // One item that the page's only field of it names more fully ("the bandwidth of the EIP" where the dialog has
  // Maximum Bandwidth, 带宽 for 带宽峰值): that field, when the task has a value for it.
  const holding = items.length === 1 ? open.filter((el) => normalize(el.name).includes(normalize(items[0]))) : [];
  if (holding.length === 1 && !policy.filled.has(holding[0].ref)) {
    const value = readerValue(holding[0].name, elements, ctx, used());
    if (value) return fill(holding[0].name, value, othersOf(holding[0].name, page, ctx), mem, policy.section, true);
  }
  for (const item of items.length > 1 ? items : []) {
    const found = open.find((el) => isExact(item, el.name)) ?? rank(item, open, (el) => el.name).find((s) => s.score >= RENAMED_MIN)?.item;
    if (!found || found.value || policy.filled.has(found.ref)) continue;
    const value = readerValue(found.name, elements, ctx, used()) || readerValue(item, elements, ctx, used());
    if (!value) continue;
    const outcome = fill(found.name, value, othersOf(found.name, page, ctx), mem, policy.section, true);
    // The goal comes back for the list's other items.
    if (outcome.kind === 'act') return { ...outcome, completes: false };
  }
  return { kind: 'done', thought: `The doc asks to set ${text}; the console shows what that takes.` };
}

/**
 * The items of a list of fields: "name, email address, and DingTalk chatbot of the alert contact" (what the list
 * belongs to qualifies every item, not the last), "报警联系人的姓名、手机号码、邮箱和钉钉机器人" (past the 的).
 */
export function listItems(text: string): string[] {
  if (/[\u3400-\u9fff]/.test(text)) {
    return text.split('的').at(-1)!.split(/\s*(?:、|，|,|以及|和|及|与|或)\s*/).map((s) => s.trim()).filter(Boolean);
  }
  const items = text.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i).map((s) => s.replace(/^(?:the|a|an|your)\s+/i, '').trim()).filter(Boolean);
  if (items.length) items[items.length - 1] = items.at(-1)!.replace(/\s+(?:of|for)\s+(?:the|this|that|each|your|a|an)\s+.*$/i, '');
  return items;
}
