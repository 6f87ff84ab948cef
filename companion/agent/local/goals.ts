/**
 * One handler per doc intent: given the page, either act, declare the intent done, or give up with the
 * verdict kind that explains why. Handlers are pure over (intent, page, memory).
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import type { EpisodeContext } from '../policy';
import { inPlace } from './in-place';
import { openConsole } from './open-console';
import { readsAsAction } from './glossary';
import { namedInput, readerValue } from './inputs';
import { pay, valueBeforePaying } from './pay';
import { refresh } from './refresh';
import { view } from './views';
import { AREA, click, hasArea, resourceRow } from './clicks';
import { choose, chooseAmong, configure, fill, hasOwnChoices, intentLabels, offersAny, othersOf, pickBoxes } from './fields';
import { renamedGroup } from './renamed-group';
import { rowPick } from './row-pick';
import { FIELD, RENAMED_MIN, findControl, groupOf, inSection, isNav, matchesRow, navPath, pageSays, reachable, rowWithCell } from './ground';
import { cjkAlike, isExact, isSameEntry, isSameStem, normalize, similarity } from './match';
import { regionMatches, regionName } from './regions';
import { act, clickOn, missing, notAsked, waitFor, whole, type Drift, type GoalMemory, type Outcome, type PolicyMemory } from './outcome';
import { fieldBehindButton } from './behind-button';
import { partFields } from './field-pair';

export type { Drift, GoalMemory, Outcome, PolicyMemory } from './outcome';

/** Controls that offer a choice of their own. */
const CHOICES = ['radio', 'checkbox', 'switch', 'option'];

/** The roles a navigation entry or group toggle has. */
const NAV_ROLES = new Set(['navitem', 'link', 'button', 'menuitem', 'treeitem']);

/** `step`: the doc step the intent belongs to. */
export function handle(intent: Intent, page: PageSnapshot, ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory, step: number): Outcome {
  // A field looked for in the dialog that a button of the page opens (behind-button.ts): that look ends first.
  const peeked = (intent.kind === 'fill' || intent.kind === 'choose') && mem.peek && !mem.peek.closed ? fieldBehindButton(intent.field, page, mem) : null;
  if (peeked) return peeked;
  switch (intent.kind) {
    case 'open-console': return openConsole(intent.product, page, ctx, intent.url);
    case 'navigate': return navigate(intent.path, page, mem, policy);
    case 'select-region': return selectRegion(intent.region, page, ctx);
    case 'click': return click(intent, page, ctx, mem, policy);
    case 'find': return intent.literal ? find(intent.text, page, mem, policy) : { kind: 'done', thought: 'The doc describes the row; the provisioned resource names pick it.' };
    case 'fill': {
      const option = intent.value ? null : optionAsField(intent.field, page, ctx);
      if (option) return option;
      // The doc's example value gives way to the value the reader chose for that field.
      // "the image name and description": two fields of one noun, each filled in turn with the reader's value.
      const pair = !intent.value ? partFields(intent.field, inSection(reachable(page), policy.section)) : null;
      const next = pair?.find((p) => !p.element.value);
      if (pair && next) {
        const out = fill(next.part, readerValue(next.part, reachable(page), ctx, [...policy.filled.values()].map((f) => f.value)), page, mem, policy.section, true);
        return out.kind === 'act' && pair.filter((p) => !p.element.value).length > 1 ? { ...out, completes: false } : out;
      }
      if (pair) return { kind: 'done', thought: `${pair.map((p) => p.element.name).join(' and ')} are filled in.` };
      const chosen = intent.example ? namedInput(intent.field, ctx) : '';
      const value = chosen || intent.value || readerValue(intent.field, reachable(page), ctx, [...policy.filled.values()].map((f) => f.value));
      return inPlace(intent, fill(intent.field, value, othersOf(intent.field, page, ctx), mem, policy.section, !stepLabels(ctx, step).has(normalize(intent.field))), page, ctx.steps, policy);
    }
    case 'choose': {
      // A choice the doc leaves to the reader takes the task's input named after the field, when it has one.
      const option = intent.option || namedInput(intent.field, ctx) || (hasOwnChoices(intent.field, page) ? '' : offeredResource(page, ctx));
      // A field whose choices the doc names ("**选择弹性公网IP**: **A**: …; **B**: …") is chosen by them when the page
      // offers them: a select that reads like the field is what one of the choices opens, not the field renamed.
      if (!option && intent.options?.length && (!intent.field || offersAny(intent.options, page, policy.section))) return chooseAmong(intent.options, page, mem, policy.section);
      // "**Basic Information**: set **Product Group Name** and **Contact Group**": a part of the form the doc names by
      // its fields, each of them a field of the form; the doc gives no value for the part itself.
      if (!option && intent.field && sectionOfFields(intent.options, page)) return { kind: 'done', thought: `${intent.field} holds ${intent.options!.join(', ')}, fields of the form; nothing to choose for it.` };
      const renamed = !option && intent.options ? renamedGroup(intent.field, intent.options, page, policy.section, () => new Set([...ctx.steps.flatMap((at) => [...stepLabels(ctx, at.index)]), ...intentLabels(ctx)])) : null;
      if (renamed) return renamed;
      const picked = !option ? rowPick(intent.field, page, ctx, step) : null;
      if (picked && 'pick' in picked) {
        policy.row = picked.pick;
        return { kind: 'done', thought: `${intent.field} picks the row of ${picked.pick}; the step acts in it next.` };
      }
      if (picked) return click(picked, page, ctx, mem, policy);
      // "选择需要设置的域名" on the list of domains, no field of that name: the task's resource's row, where the step acts.
      // Not in a dialog or a row with a box to tick: there the reader picks by ticking (the servers to add).
      const target = !option && !page.dialog && TARGET_ROW.test(intent.field) && !findControl(reachable(page), { label: intent.field, roles: new Set([...CHOICES, 'combobox', 'textbox']) }) ? resourceRow(reachable(page), ctx) : null;
      if (target && !reachable(page).some((el) => el.role === 'checkbox' && matchesRow(el, target))) {
        policy.row = target;
        return { kind: 'done', thought: `${intent.field} is the row of ${target}.` };
      }
      return inPlace(intent, asWritten(intent.field, ctx, step, choose(intent.field, option, othersOf(intent.field, page, ctx), mem, policy.section)), page, ctx.steps, policy);
    }
    case 'pay': return valueBeforePaying(page, ctx, policy, mem) ?? pay(page, mem, intent.placed === true);
    case 'check': {
      const picked = intent.checked ? rowPick(intent.label, page, ctx, step) : null;
      if (picked && 'pick' in picked) {
        policy.row = picked.pick;
        return { kind: 'done', thought: `${intent.label} picks the row of ${picked.pick}; the step acts in it next.` };
      }
      return picked ? click(picked, page, ctx, mem, policy) : check(intent.label, intent.checked, othersOf(intent.label, page, ctx), mem, ctx, policy);
    }
    case 'tab': return tab(intent.label, page, mem);
    case 'section':
      if (intent.scope === 'page') return onPage(intent.label, page);
      policy.section = intent.label;
      return { kind: 'done', thought: `Work in the ${intent.label} ${intent.scope}.` };
    case 'expect': return intent.label ? expect(intent.label, page, mem) : view(intent.text, page, mem);
    case 'configure': return configure(intent.text, page, ctx, mem, policy);
    // "Repeat the preceding steps to add more rules": more of what the task already did; its inputs name one of each.
    case 'refresh': return refresh(intent.text, page, ctx);
    case 'repeat': return { kind: 'done', thought: `The doc repeats earlier steps for more of the same${intent.text ? ` (${intent.text})` : ''}; the task asks for one.` };
    default: return { kind: 'done', thought: 'Context for the next actions; nothing to do.' };
  }
}


const labelled = new WeakMap<EpisodeContext['steps'], Map<number, Set<string>>>();

/**
 * The labels a doc step writes as labels: bold, or a parameter table's names (normalized), in the step and its
 * sub-steps. A word the doc sets in bold in another step ("click **子域**" later on) is no label where this step says
 * it in plain words ("输入子域 …").
 */
function stepLabels(ctx: EpisodeContext, step: number): Set<string> {
  let byStep = labelled.get(ctx.steps);
  if (!byStep) labelled.set(ctx.steps, (byStep = new Map()));
  let labels = byStep.get(step);
  if (!labels) {
    const found = new Set<string>();
    const walk = (at: EpisodeContext['steps'][number]) => {
      for (const mark of at.marks ?? []) if (mark.kind === 'label') found.add(normalize(mark.text));
      at.substeps.forEach(walk);
    };
    ctx.steps.filter((at) => at.index === step).forEach(walk);
    byStep.set(step, (labels = found));
  }
  return labels;
}

/**
 * A field the doc names in its own words ("enter a key pair name", "填写报警联系组的组名") claims no label: the console's
 * field that reads alike ("SSH Key Pair Name", "组名") is the one meant, not the doc's label renamed. Only a label the
 * step writes as one (bold, or a parameter table's name) can have changed.
 */
function asWritten(field: string, ctx: EpisodeContext, step: number, outcome: Outcome): Outcome {
  if (outcome.kind !== 'act' && outcome.kind !== 'done') return outcome;
  if (outcome.drift?.kind !== 'label-changed' || !field || stepLabels(ctx, step).has(normalize(field))) return outcome;
  return { ...outcome, drift: undefined };
}

function navigate(path: string[], page: PageSnapshot, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const target = path[path.length - 1];
  const parent = path.length > 1 ? path[path.length - 2] : null;
  const elements = reachable(page);
  const nav = elements.filter(isNav);
  const expected = path.join(' > ');
  const underParent = (el: Element) => !parent || (groupOf(el) !== null && isSameEntry(parent, groupOf(el)!));

  // "Instances > Instances": the group's own toggle reads like its item, and is not the entry.
  const isGroupToggle = (el: Element) => parent !== null && isSameEntry(parent, el.name) && el.states.expanded !== undefined;
  const exact = nav.filter((el) => isSameEntry(target, el.name) && el.role !== 'heading' && !isGroupToggle(el));
  const inPlace = exact.find(underParent);
  if (inPlace) {
    if (inPlace.states.current) return { kind: 'done', thought: `"${navPath(inPlace)}" is the current page.` };
    // "Click **Disks**" as the resource's own pane has it, on a resource page that lists them in a Cloud Disk tab: the
    // console's Disks one group deeper is the list of all of them, the tab the resource's.
    const asTab = path.length === 1 && groupOf(inPlace) !== null ? pageTab(target, elements) : null;
    if (asTab) return asTab;
    return clickOn(inPlace, `The doc's path ${expected} is in the left navigation; click ${target}.`);
  }
  // A collapsed group hides its items: open it before judging the path.
  const group = parent ? nav.find((el) => isSameEntry(parent, el.name) && el.states.expanded === false) : undefined;
  if (group && !mem.expandedGroup) {
    mem.expandedGroup = true;
    return act({ type: 'click', ref: group.ref }, `Expand the ${parent} group of the navigation.`, false, { target: group });
  }
  if (exact.length) {
    const moved = exact[0];
    const actual = navPath(moved);
    // The doc's group is gone and the entry sits in a group at the same depth: the group was renamed, not moved.
    const group = groupOf(moved);
    const drift: Drift = parent && group && path.length === 2 && !nav.some((el) => isExact(parent, el.name))
      ? { kind: 'label-changed', expected: parent, actual: group }
      : { kind: 'path-changed', expected, actual };
    if (moved.states.current) return { kind: 'done', thought: `Already on ${target}.`, drift };
    return clickOn(moved, `${target} is not under ${parent}; the console has it at ${actual}.`, { drift });
  }
  // A group's caption (text, not a control: the 2019 OSS console's bucket list) is no entry to click under a new name.
  const roles = new Set(nav.map((el) => el.role).filter((role) => role !== 'text' && role !== 'heading'));
  const entries = nav.filter((el) => !isGroupToggle(el));
  const renamed = findControl(entries.filter(underParent), { label: target, roles }) ?? findControl(entries, { label: target, roles });
  // The entry became a tab of the page ("单击**本实例磁盘**" where the instance's page has a 云盘 tab): the page open now
  // is not the doc's entry under another name.
  // So is a tab that reads more like it than any entry left ("单击**事件查询**" where the console's tab is 历史事件查询 and
  // the pane has only an 事件 group).
  // Only for an entry named alone: a path with its group that is gone is looked for around the console (explore).
  const asTab = path.length === 1 ? pageTab(target, elements, !renamed || renamed.element.states.current ? 0 : renamed.score) : null;
  if (asTab) return asTab;
  if (renamed) {
    const actual = navPath(renamed.element);
    // An entry that now sits in another group, or one level deeper or higher, moved; one in the same place was renamed.
    // A page the doc opens alone ("select **Alert Center**") that reads like a group of the navigation ("Alerts") is
    // spread over that group's entries now: reached another way.
    const moved = (groupOf(renamed.element) === null) !== (path.length === 1) || !underParent(renamed.element) || (path.length === 1 && renamed.element.states.expanded !== undefined);
    const drift: Drift = moved ? { kind: 'path-changed', expected, actual } : { kind: 'label-changed', expected: target, actual: renamed.element.name };
    if (renamed.element.states.current) return { kind: 'done', thought: `Already on ${actual}.`, drift };
    // A group of the navigation that is open already: a click would fold it and hide the entries the doc goes on to.
    if (renamed.element.states.expanded === true) return { kind: 'done', thought: `${actual} is open in the navigation.`, drift };
    return clickOn(renamed.element, moved ? `No "${expected}" in the navigation; the console has it at ${actual}.` : `No "${target}" in the navigation; "${actual}" is the same entry renamed.`, { drift });
  }
  // The doc's group holds one entry only, under another name: that entry, renamed ("Instances > Server Load
  // Balancer" where the group now reads "Instances > Instances").
  const siblings = parent ? nav.filter((el) => el.role !== 'heading' && groupOf(el) !== null && isExact(parent, groupOf(el)!)) : [];
  if (siblings.length === 1) {
    const only = siblings[0];
    const drift: Drift = { kind: 'label-changed', expected: target, actual: only.name };
    if (only.states.current) return { kind: 'done', thought: `Already on ${only.name}, the ${parent} group's only entry.`, drift };
    return clickOn(only, `No "${target}" under ${parent}; its only entry "${only.name}" is the same entry renamed.`, { drift });
  }
  const elsewhere = findControl(elements.filter((el) => !isGroupToggle(el)), { label: target, min: 0.99 });
  if (elsewhere) {
    return clickOn(elsewhere.element, `${target} is not in the navigation but on the page.`, {
      drift: { kind: 'path-changed', expected, actual: `${elsewhere.element.role} "${elsewhere.element.name}" on the page` },
    });
  }
  const tabbed = tabAndArea(path, elements, mem, policy);
  if (tabbed) return tabbed;
  return waitFor(mem, target) ?? missing(expected, `navigation shows: ${nav.map(navPath).join(', ') || 'nothing'}`, `Cannot find ${expected}.`);
}

/**
 * A tab of the page (not the navigation) that reads like the doc's navigation entry, better than `over`: the entry is
 * that tab here (path-changed), opened unless it is open already.
 */
function pageTab(target: string, elements: Element[], over = 0): Outcome | null {
  const found = findControl(elements.filter((el) => !isNav(el)), { label: target, roles: new Set(['tab']) });
  if (!found || found.score <= over) return null;
  const name = found.element.name;
  const drift: Drift = { kind: 'path-changed', expected: target, actual: `the ${name} tab` };
  if (found.element.states.selected) return { kind: 'done', thought: `The doc's ${target} entry is the ${name} tab, open already.`, drift };
  return clickOn(found.element, `The doc's ${target} entry is the page's ${name} tab here.`, { drift });
}

/**
 * "Choose **Basic Settings** > **Static Pages**" on a console that has no such navigation: the page has a **Basic
 * Settings** tab, and the tab an area named like the target (**Static Page**). The doc's path became a tab and an
 * area of the page: open the tab and work in the area, noting the path change once.
 */
function tabAndArea(path: string[], elements: Element[], mem: GoalMemory, policy: PolicyMemory): Outcome | null {
  if (path.length !== 2) return null;
  const [parent, target] = path;
  const tabEl = elements.find((el) => el.role === 'tab' && isExact(parent, el.name));
  if (!tabEl) return null;
  const drift = (area: string): Drift | undefined => (mem.tabbed ? undefined : { kind: 'path-changed', expected: path.join(' > '), actual: `the ${tabEl.name} tab > the ${area} area` });
  if (!tabEl.states.selected) {
    // Not done with the click: the goal looks for the area once the tab is open.
    const out = act({ type: 'click', ref: tabEl.ref }, `No ${path.join(' > ')} in the navigation; the page has a ${tabEl.name} tab: open it.`, false, { target: tabEl, drift: drift(target) });
    mem.tabbed = true;
    return out;
  }
  const area = areaLike(elements, target);
  if (!area) return null;
  const noted = drift(area);
  mem.tabbed = true;
  policy.section = area;
  policy.area = area;
  return { kind: 'done', thought: `${target} is the ${area} area of the ${tabEl.name} tab.`, drift: noted };
}

/** The name of an area of the page that reads as `name`, a plural and its singular alike ("Static Pages", "Static Page"). */
function areaLike(elements: Element[], name: string): string | null {
  const stem = (s: string) => normalize(s).replace(/s$/, '');
  for (const el of elements) {
    for (const w of el.within) {
      if (!AREA.test(w)) continue;
      const area = w.slice(w.indexOf(':') + 1);
      if (isExact(name, area) || stem(name) === stem(area)) return area;
    }
  }
  return null;
}

/**
 * "**Reset Custom Password**: type the new password": the label is a choice (a radio button), not a text box. Select
 * it; the text box it brings into the form takes the task's input that fits its label.
 */
function optionAsField(label: string, page: PageSnapshot, ctx: EpisodeContext): Outcome | null {
  const elements = reachable(page);
  if (!label || findControl(elements.filter((el) => TEXT_ROLES.has(el.role)), { label, min: 1 })) return null;
  const radio = elements.find((el) => el.role === 'radio' && isExact(label, el.name) && !el.states.disabled);
  if (!radio) return null;
  if (!radio.states.checked) {
    return act({ type: 'click', ref: radio.ref }, `${label} is a choice: select it.`, false, { target: radio });
  }
  const form = radio.within.filter((w) => /^(?:dialog|form):/.test(w));
  const box = elements.find((el) => TEXT_ROLES.has(el.role) && !el.value && !el.states.disabled && form.every((w) => el.within.includes(w)) && namedInput(el.name, ctx));
  if (!box) return { kind: 'done', thought: `${label} is selected.` };
  const value = namedInput(box.name, ctx);
  return act({ type: 'type', ref: box.ref, text: value, clear: true, submit: false }, `${label} asks for ${box.name}; enter it.`, true, { target: box });
}

const TEXT_ROLES = new Set(['textbox', 'searchbox', 'textarea', 'spinbutton']);

/** Whether the doc writes this label in bold somewhere (the console's own word), not only in plain words. */
/**
 * "On the **Elastic IP Addresses** page, …": the doc's next actions are on that page. When the console shows another
 * page (a console address that opens the product's home) and its navigation has an entry of that name, open it.
 */
function onPage(label: string, page: PageSnapshot): Outcome {
  const named = (name: string) => isExact(label, name) || isExact(`${label}s`, name) || isExact(label, `${name}s`);
  const elements = reachable(page);
  // A tab's content is what docs often call a page ("单击**云盘**页签，在**云盘**页面的右上方…").
  const here = named(page.title) || elements.some((el) => (el.role === 'heading' || (el.role === 'tab' && el.states.selected)) && named(el.name));
  const entry = here ? undefined : elements.find((el) => isNav(el) && named(el.name));
  // No page of that name anywhere, and the page open is another entry of the navigation that shares no word with it
  // ("On the **History Search** page" where the console opens on Event Detail Query): the doc's way there is gone.
  const open = here || entry ? undefined : elements.find((el) => isNav(el) && el.states.current && isExact(page.title, el.name));
  if (open && similarity(label, page.title) === 0 && !elements.some((el) => isNav(el) && similarity(label, el.name) >= RENAMED_MIN)) {
    return { kind: 'done', thought: `No ${label} page; the console has ${navPath(open)} open.`, drift: { kind: 'path-changed', expected: `the ${label} page`, actual: navPath(open) } };
  }
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


function find(text: string, page: PageSnapshot, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const elements = reachable(page);
  const row = rowWithCell(elements, text);
  if (row) {
    policy.row = row;
    return { kind: 'done', thought: `Found the row of ${text}.` };
  }
  // "Find the **ACL** area": a section of the page (a region or form part) named so, not a row of a list.
  if (hasArea(elements, text)) {
    policy.section = text;
    policy.area = text;
    return { kind: 'done', thought: `Found the ${text} area.` };
  }
  // "Find the **Static Page** area" where the console gave the area a page of its own in the navigation.
  const entry = findControl(elements.filter((el) => isNav(el) && el.states.expanded === undefined), { label: text, min: 0.9, roles: NAV_ROLES });
  if (entry) {
    const drift: Drift = { kind: 'path-changed', expected: `the ${text} area`, actual: navPath(entry.element) };
    if (entry.element.states.current) return { kind: 'done', thought: `${text} is the page open now.`, drift };
    return clickOn(entry.element, `No ${text} area on this page; the navigation has ${navPath(entry.element)}.`, { drift });
  }
  const search = elements.find((el) => (el.role === 'searchbox' || el.role === 'textbox') && !el.states.disabled && /search|搜索|输入|enter/i.test(`${el.name} ${el.placeholder ?? ''}`));
  if (search && !mem.searched) {
    mem.searched = true;
    return act({ type: 'type', ref: search.ref, text, clear: true, submit: true }, `Search the list for ${text}.`, false, { target: search });
  }
  return waitFor(mem, text) ?? { kind: 'fail', verdict: 'env-blocked', expected: text, actual: 'no such row in the list', thought: `${text} is not in the list.` };
}


/** "勾选目标ECS实例", "select the target instances", "the instances that you want to add": the resource's own row. */
const TARGET_ROW = /^(?:您|你)?(?:目标|待[\u4e00-\u9fff]{1,6}的|要[\u4e00-\u9fff]{1,8}的|需要[\u4e00-\u9fff]{1,8}的)|^(?:the\s+)?(?:target|desired)\b|\b(?:that|which)\s+you\s+want\b/i;

function check(label: string, checked: boolean, page: PageSnapshot, mem: GoalMemory, ctx: EpisodeContext, policy: PolicyMemory): Outcome {
  const elements = reachable(page);
  const found = findControl(elements, { label, roles: new Set(['checkbox', 'switch', 'radio']) });
  // "选中一个或多个安全组" on the 安全组 list: what the list lists, by the task's resource's row.
  if (!found && (TARGET_ROW.test(label) || hasArea(elements, label, /^table:/))) {
    const boxIn = (key: string | null) => (key ? elements.find((el) => el.role === 'checkbox' && matchesRow(el, key)) : undefined);
    const row = boxIn(policy.row) ? policy.row : resourceRow(elements.filter((el) => el.role === 'checkbox'), ctx);
    const box = boxIn(row);
    if (box && Boolean(box.states.checked) === checked) return { kind: 'done', thought: `The row of ${row} is already ${checked ? 'selected' : 'clear'}.` };
    if (box) return act({ type: 'check', ref: box.ref, checked }, `${label} is the row of ${row}: ${checked ? 'select' : 'clear'} it.`, true, { target: box });
    // A list of check boxes named by the resources themselves (a transfer list's Select Instance): the task's one.
    const keys = Object.values(ctx.resources).flatMap((r) => [r.name, r.id]).filter((k): k is string => Boolean(k)).map(normalize);
    const own = elements.find((el) => el.role === 'checkbox' && !el.states.disabled && keys.some((k) => normalize(el.name).includes(k)));
    if (own) return Boolean(own.states.checked) === checked ? { kind: 'done', thought: `${own.name} is already ${checked ? 'selected' : 'clear'}.` } : act({ type: 'check', ref: own.ref, checked }, `${label} is ${own.name}: ${checked ? 'select' : 'clear'} it.`, true, { target: own });
  }
  // "勾选一个或多个端口": no box is called 端口, the boxes under it are; the reader ticks one.
  const grouped = !found && checked ? pickBoxes(label, elements, true) : null;
  if (grouped) return grouped;
  if (!found) return waitFor(mem, label) ?? notAsked(label, whole(page, elements, null), `No check box ${label}.`);
  const drift = found.exact ? undefined : { kind: 'label-changed' as const, expected: label, actual: found.element.name };
  if (Boolean(found.element.states.checked) === checked) return { kind: 'done', thought: `${label} is already ${checked ? 'selected' : 'clear'}.`, drift };
  return act({ type: 'check', ref: found.element.ref, checked }, `${checked ? 'Select' : 'Clear'} ${found.element.name}.`, true, { target: found.element, drift });
}

/** Parts of a page a doc may have known as a tab. */
const NAMED_PART = /^(?:table|form|group):/;

function tab(label: string, page: PageSnapshot, mem: GoalMemory): Outcome {
  // "On the **Custom Launch** tab" often names the page itself.
  // A word's ending apart ("Application grouping" on the page titled Application Groups) is the page too.
  if (isExact(label, page.title) || isSameStem(label, page.title) || page.elements.some((el) => el.role === 'heading' && isExact(label, el.name))) {
    return { kind: 'done', thought: `This page is ${label}.` };
  }
  // A Chinese label a word apart: the page itself (the tab's list has a page of its own now), or the button that opens it.
  // When that page is the navigation's entry open now, the tab became that entry (path-changed, "历史事件查询" tab / 事件查询 entry).
  if (cjkAlike(label, page.title) && !page.elements.some((el) => el.role === 'tab' && isExact(label, el.name))) {
    const entry = reachable(page).find((el) => isNav(el) && el.states.current && isExact(page.title, el.name));
    const drift: Drift | undefined = entry ? { kind: 'path-changed', expected: `the ${label} tab`, actual: `${navPath(entry)} in the navigation` } : undefined;
    return { kind: 'done', thought: `This page, ${page.title}, holds what the ${label} tab did.`, drift };
  }
  // A button that acts ("New Contact Group") is no tab renamed.
  const found = findControl(reachable(page).filter((el) => el.role !== 'button' || !readsAsAction(el.name)), { label, roles: new Set(['tab', 'radio', 'button']) });
  if (!found) {
    // No tab, but a part of the page under the tab's name (a table, a form, a group of a dialog): what the tab held
    // is shown without a tab to open.
    if (hasArea(reachable(page), label, NAMED_PART)) return { kind: 'done', thought: `No ${label} tab; the page shows ${label} as a part of its own.` };
    const waited = waitFor(mem, label);
    if (waited) return waited;
    const button = reachable(page).find((el) => el.role === 'button' && cjkAlike(label, el.name));
    if (button) return clickOn(button, `No ${label} tab; the ${button.name} button opens what it held.`, { drift: { kind: 'path-changed', expected: `the ${label} tab`, actual: `the ${button.name} button` } });
    // The doc's tab is an entry or a group of the navigation now (under its name, or one that reads alike: the
    // "Cloud Disk" tab where the instance page's own pane has "Disks"): the path to what it holds changed.
    const entries = reachable(page).filter((el) => isNav(el) && NAV_ROLES.has(el.role));
    const entry = entries.find((el) => isExact(label, el.name)) ?? findControl(entries.filter((el) => !el.states.current), { label, roles: NAV_ROLES })?.element;
    if (entry) {
      const drift: Drift = { kind: 'path-changed', expected: `the ${label} tab`, actual: `${navPath(entry)} in the navigation` };
      if (entry.states.current || entry.states.expanded === true) return { kind: 'done', thought: `${label} is open in the navigation.`, drift };
      return clickOn(entry, `No ${label} tab; the navigation has ${navPath(entry)}.`, { drift });
    }
    return missing(label, 'no such tab', `No tab ${label}.`);
  }
  // No tab of that name, but a button that reads alike ("Contact Group List" for the **Alert Contact Group** tab): what
  // the tab held is reached another way now, not under a new tab name.
  // A plural ending alone ("Triggers" tab, "Trigger" drawn) is the same tab: writers of one console wrote both.
  const same = found.exact || isSameEntry(label, found.element.name);
  const moved = !same && found.element.role === 'button';
  const drift = same ? undefined : moved ? { kind: 'path-changed' as const, expected: `the ${label} tab`, actual: `the ${found.element.name} button` } : { kind: 'label-changed' as const, expected: label, actual: found.element.name };
  if (found.element.states.selected || found.element.states.checked) return { kind: 'done', thought: `The ${label} tab is open.`, drift };
  return clickOn(found.element, `Open the ${found.element.name} tab.`, { drift });
}

function expect(text: string, page: PageSnapshot, mem: GoalMemory): Outcome {
  if (pageSays(page, text)) return { kind: 'done', thought: `The page shows "${text}" as the doc says.` };
  const waited = waitFor(mem, `"${text}"`);
  if (waited) return waited;
  return { kind: 'done', thought: `The page never showed "${text}".`, drift: { kind: 'outcome-mismatch', expected: text, actual: page.toasts.join(' ') || 'not shown on the page' } };
}

/**
 * A choice the doc leaves to the reader ("选择权限策略") among rows the page offers to tick: the one the task made for
 * it, when a check box or radio button is named after a resource of the task (its custom policy among the system
 * ones), not the first row. A field with choices of its own (a radio group under its name) is not such a choice.
 */
function offeredResource(page: PageSnapshot, ctx: EpisodeContext): string {
  const names = new Set(Object.values(ctx.resources).flatMap((r) => [r.name, r.id]).filter((n): n is string => Boolean(n)).map(normalize));
  const box = reachable(page).find((el) => (el.role === 'checkbox' || el.role === 'radio') && !el.states.disabled && names.has(normalize(el.name)));
  return box?.name ?? '';
}

/** Two or more names the doc gives as a part's contents, every one an enabled field of the page by that very name. */
function sectionOfFields(options: string[] | undefined, page: PageSnapshot): boolean {
  if (!options || options.length < 2) return false;
  const fields = reachable(page).filter((el) => FIELD.has(el.role) && !el.states.disabled);
  return options.every((o) => fields.some((el) => isExact(o, el.name)));
}
