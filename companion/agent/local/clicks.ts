/**
 * The click intent: a control by its label, in the row, column, area or dialog the doc names; a row's own link; a
 * renamed control (of the label's kind, in the doc's area first), the dialog's confirm button under another word, a
 * row action folded into More or behind the row's plus sign.
 */
import type { Element, PageSnapshot } from '../../../protocol';
import type { DocStep, Intent } from '../../doc/types';
import type { EpisodeContext } from '../policy';
import { BACK_WORDS, CANCEL_WORDS, CONFIRM_WORDS, FINISH_WORDS, SUBMIT_WORDS, readsAsAction, synonymsOf } from './glossary';
import { leftToReader } from './fields';
import { ACTING } from './goal-list';
import { CLICKABLE, FIELD, RENAMED_MIN, choiceGroupOf, findControl, inDialog, inSection, isNav, matchesRow, navPath, reachable, rowOf, rowWithCell } from './ground';
import { isExact, normalize, similarity } from './match';
import { pageNamedControls } from './page-named';
import { readerBoxFirst } from './reader-owned';
import { act, clickOn, missing, waitFor, type GoalMemory, type Outcome, type PolicyMemory } from './outcome';

export type { Drift, GoalMemory, Outcome, PolicyMemory } from './outcome';


/** Containers a doc calls an area or section of the page (`within` entries). */
export const AREA = /^(?:form|group):/;

/** Whether some element sits in a container of those `kinds` named `name` (an area of the page by default). */
export const hasArea = (elements: Element[], name: string, kinds = AREA) => elements.some((el) => el.within.some((w) => kinds.test(w) && isExact(name, w.slice(w.indexOf(':') + 1))));

export const RENAMABLE = new Set(['button', 'link', 'menuitem', 'option', 'treeitem']);

/** The choice taken in the radio group that offers `option` unselected (null when `option` is no such choice). */
function choiceTakenInstead(elements: Element[], option: string): string | null {
  const radio = elements.find((el) => el.role === 'radio' && isExact(option, el.name));
  if (!radio || radio.states.checked) return null;
  const group = choiceGroupOf(radio);
  const checked = group ? elements.find((el) => el.role === 'radio' && el.states.checked && el.within.includes(group)) : undefined;
  return checked?.name ?? null;
}

export function click(intent: Extract<Intent, { kind: 'click' }>, page: PageSnapshot, ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const elements = reachable(page);
  // What the previous action brought onto the page, as the goal first sees it (later looks mark nothing new).
  mem.revealed ??= elements.filter((el) => el.isNew && (el.role === 'button' || el.role === 'link') && !isNav(el)).map((el) => el.ref);
  if (intent.rowLink) return clickRowLink(intent, elements, ctx, mem, policy);
  // The doc names the row by any of its cells ("the rule whose port range is 22/22"); rows are keyed by their first.
  // "Click **Modify** to the right of the **default** group": the neighbour names the row when a row has it.
  const near = intent.near ? rowWithCell(elements, intent.near) : null;
  // "找到**生命周期**区域，然后单击**设置**": the place named is an area of the page, not a row of a list.
  const area = intent.row && !rowWithCell(elements, intent.row) && hasArea(elements, intent.row) ? intent.row : null;
  if (area) policy.section = area;
  const row = area ? null : intent.row ? (rowWithCell(elements, intent.row) ?? intent.row) : near ?? (intent.column ? policy.row ?? resourceRow(elements, ctx) : null);
  // "Search for **Stop** and click it": type the label into the pane's search box first, as the doc does.
  const search = intent.search && !mem.searched ? searchBox(elements, !!page.dialog) : undefined;
  if (search) {
    mem.searched = true;
    return act({ type: 'type', ref: search.ref, text: intent.label, clear: true, submit: true }, `Search for ${intent.label} in ${search.name || 'the search box'}.`, false, { target: search });
  }
  // Inside the area the doc works in, when it has the control: a page of areas has a Settings button in each.
  const inArea = policy.section && !row && !page.dialog ? findControl(inSection(elements, policy.section), { label: intent.label, min: 1 }) : null;
  // A row's menu (its More, opened by the doc's previous click) is drawn outside the row: its items count as the row's.
  // Not a menu the policy opened itself to look for a control the row no longer shows (that is a path-changed).
  const inMenu = row && !page.dialog && !mem.openedMore ? findControl(elements.filter((el) => el.role === 'menuitem'), { label: intent.label, min: 1 }) : null;
  const exact = (inArea?.exact ? inArea : null) ?? findControl(elements, { label: intent.label, row, min: 1 }) ?? (page.dialog && row ? findControl(elements.filter(inDialog), { label: intent.label, min: 1 }) : null) ?? (inMenu?.exact ? inMenu : null);
  if (exact?.exact) {
    // "Choose **Basic Settings** > **Delete Bucket**" read as two clicks: an open group of the navigation stays open.
    if (isNav(exact.element) && exact.element.states.expanded === true) return { kind: 'done', thought: `${intent.label} is open already.` };
    if (exact.element.states.disabled) return waitFor(mem, `An enabled ${intent.label}`) ?? { kind: 'fail', verdict: 'env-blocked', expected: intent.label, actual: `${intent.label} is disabled`, thought: `${intent.label} stays disabled.` };
    const footer = exact.element.icon && !intent.icon && inDialog(exact.element) ? closedByFooter(intent.label, elements) : undefined;
    if (footer) return clickOn(footer, `No button reads "${intent.label}"; the dialog's × is named so, and its footer closes it with "${footer.name}".`, { drift: { kind: 'label-changed', expected: intent.label, actual: footer.name } });
    const moved = movedControl(intent, exact.element, elements, page, mem, policy);
    if (moved) return moved;
    const first = readerBoxFirst(exact.element, elements, ctx, mem);
    if (first) return first;
    const where = row ? ` in the row of ${row}` : '';
    return clickOn(exact.element, `Click ${intent.label}${where}.`);
  }
  // "在**标签**列将鼠标悬浮至![edit-tag]()图标，然后单击**编辑标签**": a hover only brings out the control the doc clicks next;
  // where the console shows that control already, there is nothing to hover over first.
  if (intent.hover) {
    const next = nextActing(ctx, intent);
    if (next?.kind === 'click' && findControl(elements, { label: next.label, row, min: 1 })?.exact) return { kind: 'done', thought: `${next.label} is shown without hovering over ${intent.label || 'the icon'} first.` };
  }
  // "单击**删除Bucket**，在弹出的对话框中，单击**确定**" where that dialog is open already (an earlier click opened it).
  if (page.dialog && isExact(intent.label, page.dialog) && opensDialogNext(ctx, intent)) {
    return { kind: 'done', thought: `The ${page.dialog} dialog is open already; the doc's next click is in it.` };
  }
  // "**Specify ECS Instance**: pick it in **Select ECS Instance**": a control the doc places at a choice the form has not
  // taken belongs to that choice's case; with another choice taken, the form does not show it.
  const taken = intent.near ? choiceTakenInstead(elements, intent.near) : null;
  if (taken) return { kind: 'done', thought: `${intent.label} comes with ${intent.near}; the form has ${taken} chosen, so it does not show it.` };
  // "…, then save the settings": the button that saves, in the dialog when one is open, whatever it reads.
  if (intent.submit) {
    const submit = elements.find((el) => el.role === 'button' && !el.states.disabled && SUBMIT_WORDS.includes(normalize(el.name)) && (!page.dialog || inDialog(el)));
    if (submit) return clickOn(submit, `The doc saves the settings: click ${submit.name}.`);
  }
  // "Click **Create**" after the button of the previous step closed the form with a success message: the console
  // submitted it there; the doc's last click has nothing left to do.
  if (!page.dialog && policy.submitted && FINISH_WORDS.includes(normalize(intent.label))) {
    return { kind: 'done', thought: `No ${intent.label}: the ${policy.submitted} dialog was submitted by the previous click.`, drift: { kind: 'obsolete-step', expected: intent.label, actual: `the ${policy.submitted} dialog was submitted and closed by the previous step` } };
  }
  // "Select the **Alarm Type**": the label is a field's, not a control's; the doc leaves its value to the reader.
  const field = !row && !intent.icon && !intent.hover ? leftToReader(intent.label, elements, true) : null;
  if (field) return field;
  // A renamed confirm button: the dialog's primary action under another word.
  if (page.dialog && CONFIRM_WORDS.includes(normalize(intent.label))) {
    const primary = elements.find((el) => el.role === 'button' && CONFIRM_WORDS.includes(normalize(el.name)));
    if (primary && isExact(intent.label, primary.name)) return clickOn(primary, `Click ${primary.name} in the dialog.`);
    if (primary) return clickOn(primary, `The dialog has no "${intent.label}"; its confirm button reads "${primary.name}".`, { drift: { kind: 'label-changed', expected: intent.label, actual: primary.name } });
    // No OK, one action button named after the action ("Disable", "Delete Role"; a wizard's 添加 beside its 上一步,
    // under a table whose rows have buttons of their own): the same button renamed, unless it waits for a field the
    // doc never names.
    const only = dialogActions(elements).filter((el) => !BACK_WORDS.includes(normalize(el.name)) && rowOf(el) === null);
    if (only.length === 1) return renamedAction(intent.label, only[0], elements);
  }
  // A dialog the console made a page of its own: the doc's OK is the button named after the page ("单击**确定**" where
  // the 创建安全组 page ends with **创建安全组**).
  if (!page.dialog && CONFIRM_WORDS.includes(normalize(intent.label))) {
    const own = elements.find((el) => el.role === 'button' && !isNav(el) && !el.states.disabled && rowOf(el) === null && isExact(page.title, el.name));
    if (own) return clickOn(own, `No "${intent.label}" on the ${page.title} page; its button "${own.name}" confirms it.`, { drift: { kind: 'label-changed', expected: intent.label, actual: own.name } });
    // A list that edits in place: the row whose fields are open saves with a button of its own (保存), the doc's OK.
    const save = elements.find((el) => (el.role === 'button' || el.role === 'link') && !el.states.disabled && rowOf(el) !== null && SUBMIT_WORDS.includes(normalize(el.name)) && elements.some((f) => FIELD.has(f.role) && !f.states.readonly && rowOf(f) === rowOf(el)));
    if (save) return clickOn(save, `No "${intent.label}"; the row being edited saves with "${save.name}".`, { drift: { kind: 'label-changed', expected: intent.label, actual: save.name } });
  }
  // A renamed control is still a control of its kind: a column's cells (named by the column) or a tab that reads
  // alike are not the button the doc clicks under a new name; nor is an action a place or thing the doc names
  // ("Buckets" is not "Create Bucket"), unless the doc places it in a column of a row's actions ("单击**操作**列的
  // **转发策略**" where the row offers 配置转发策略).
  const asAction = readsAsAction(intent.label) || (intent.column !== undefined && ACTIONS_COLUMN.test(normalize(intent.column)));
  const kindOfLabel = elements.filter((el) => asAction || !readsAsAction(el.name) || synonymsOf(normalize(intent.label)).includes(normalize(el.name)));
  // Inside the area the doc works in first: each area of a settings page has its own Settings button.
  const scoped = policy.section && !row && !page.dialog ? inSection(kindOfLabel, policy.section) : kindOfLabel;
  const renamed = findControl(scoped, { label: intent.label, row, min: RENAMED_MIN, roles: RENAMABLE }) ?? (scoped === kindOfLabel ? null : findControl(kindOfLabel, { label: intent.label, row, min: RENAMED_MIN, roles: RENAMABLE }));
  if (renamed && !isNav(renamed.element)) {
    const candidates = [renamed.element, ...(renamed.rivals ?? []).filter((el) => !isNav(el))];
    // Several controls fit equally: which one is the doc's is the person's to say, not a rename the policy can show.
    if (candidates.length > 1 && !mem.answer) return { kind: 'ask', label: intent.label, candidates, thought: `No "${intent.label}"; ${candidates.map((el) => `"${el.name}"`).join(' and ')} fit it equally.` };
    const chosen = mem.answer ? (mem.answer.ref ? elements.find((el) => el.ref === mem.answer!.ref) : undefined) : renamed.element;
    if (!chosen) return missing(intent.label, `none of ${candidates.map((el) => el.name).join(', ')} (the person's answer: ${mem.answer!.text})`, `The person says none of them is ${intent.label}.`);
    return clickOn(chosen, `No "${intent.label}"; "${chosen.name}" is the same control renamed${mem.answer ? ', as the person said' : ''}.`, { drift: { kind: 'label-changed', expected: intent.label, actual: chosen.name } });
  }
  // "在**安全组规则**页面上，单击**添加安全组规则**" where the page's button reads 手动添加: the page's name left out.
  const bare = !row && !page.dialog ? pageNamedControls(intent.label, ctx.steps, intent, elements) : [];
  if (bare.length > 1 && !mem.answer) return { kind: 'ask', label: intent.label, candidates: bare, thought: `No "${intent.label}"; ${bare.map((el) => `"${el.name}"`).join(' and ')} fit it equally.` };
  const pick = mem.answer?.ref ? bare.find((el) => el.ref === mem.answer!.ref) : bare.length === 1 ? bare[0] : undefined;
  if (pick) return clickOn(pick, `No "${intent.label}"; "${pick.name}" is the same action on this page, without the page's name.`, { drift: { kind: 'label-changed', expected: intent.label, actual: pick.name } });
  // The doc names the dialog's button after its action ("click **Disable**") where the dialog confirms with OK; a
  // label that names no action ("click **Inbound**") is not that button. The buttons of a table's rows in the dialog
  // act on their row, not on the dialog.
  if (page.dialog && !row && readsAsAction(intent.label)) {
    const only = dialogActions(elements).filter((el) => rowOf(el) === null);
    if (only.length === 1 && CONFIRM_WORDS.includes(normalize(only[0].name))) return renamedAction(intent.label, only[0], elements);
  }
  // The doc's previous click opened a part of the page (a row's plus sign, a folded panel) that brought one action
  // of its own: when it shares a word with the doc's label, it is the doc's control renamed ("Event Detail" where
  // the opened row offers "View event").
  const opened = mem.revealed.length === 1 && !page.dialog ? elements.find((el) => el.ref === mem.revealed![0] && !el.states.disabled) : undefined;
  if (opened && similarity(intent.label, opened.name) > 0) {
    return clickOn(opened, `No "${intent.label}"; what the last click opened offers "${opened.name}" alone, the same action renamed.`, { drift: { kind: 'label-changed', expected: intent.label, actual: opened.name } });
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
  // Expandable tables keep a row's own actions in its expanded part, behind the plus sign at its left.
  if (!mem.expandedRow && !intent.hover) {
    const plus = elements.find((el) => el.role === 'button' && el.name === '+' && rowOf(el) !== null && (!row || matchesRow(el, row)));
    if (plus) {
      mem.expandedRow = true;
      // What the row brings is looked at anew after it opens (the doc's control renamed may be its one action).
      mem.revealed = undefined;
      return act({ type: 'click', ref: plus.ref }, `${intent.label} is not shown; open the row with its plus sign.`, false, { target: plus });
    }
  }
  return waitFor(mem, intent.label) ?? missing(intent.label, describeNear(elements, row), `There is no ${intent.label} on the page.`);
}

/**
 * "Click **Close**" on a dialog that only shows something, where no button reads Close any more: the × in its corner
 * is named Close but shows no word; the one button of its footer that ends it (OK, 确定) is the doc's Close renamed.
 */
function closedByFooter(label: string, elements: Element[]): Element | undefined {
  if (!CANCEL_WORDS.includes(normalize(label))) return undefined;
  const inside = elements.filter(inDialog);
  if (inside.some((el) => (FIELD.has(el.role) || CHOICES.has(el.role)) && !el.states.readonly && !el.states.disabled)) return undefined;
  const footer = inside.filter((el) => el.role === 'button' && !el.icon && !el.states.disabled && CONFIRM_WORDS.includes(normalize(el.name)));
  return footer.length === 1 ? footer[0] : undefined;
}

const CHOICES = new Set(['radio', 'checkbox', 'switch']);

/**
 * A control the doc places somewhere the console no longer has it, found under its own label elsewhere: a button of
 * an area the page lacks that is now an entry of the navigation ("在**Bucket管理**区域单击**删除Bucket**": the entry opens
 * a page with the button, which is clicked next), or an item of a menu path ("**基础设置** > **删除Bucket**") that is a
 * plain button on the page. Both are the doc's control reached another way (path-changed). Null when in place.
 */
function movedControl(intent: Extract<Intent, { kind: 'click' }>, el: Element, elements: Element[], page: PageSnapshot, mem: GoalMemory, policy: PolicyMemory): Outcome | null {
  const area = policy.section && !page.dialog && !hasArea(elements, policy.section) ? policy.section : null;
  if (isNav(el)) {
    // Back from the entry's page: it holds no button of that name, so the entry was the doc's control.
    if (mem.viaNav) return { kind: 'done', thought: `${intent.label} is open; its page has nothing more of that name.` };
    if (!area || el.states.current) return null;
    mem.viaNav = true;
    return act({ type: 'click', ref: el.ref }, `No ${area} area here; ${intent.label} is an entry of the navigation: open it.`, false, {
      target: el,
      drift: { kind: 'path-changed', expected: `${intent.label} in the ${area} area`, actual: navPath(el) },
    });
  }
  if (intent.area !== 'menu' || page.dialog || !['button', 'link'].includes(el.role)) return null;
  return clickOn(el, `${intent.label} is no menu item here but a ${el.role} on the page.`, {
    drift: { kind: 'path-changed', expected: `${intent.label} in a menu`, actual: `${el.role} "${el.name}" on the page` },
  });
}

/** Whether the intent after this one, in the same step, clicks in a dialog ("click **X**, then in the dialog click **OK**"). */
function opensDialogNext(ctx: EpisodeContext, intent: Intent): boolean {
  const next = nextActing(ctx, intent);
  return next?.kind === 'click' && next.area === 'dialog';
}

/** The intent that acts after this one in the same step (undefined when it is the step's last). */
function nextActing(ctx: EpisodeContext, intent: Intent): Intent | undefined {
  const walk = (steps: DocStep[]): Intent | undefined | null => {
    for (const step of steps) {
      const at = step.intents.indexOf(intent);
      if (at >= 0) return step.intents.slice(at + 1).find((i) => ACTING.has(i.kind));
      const inner = walk(step.substeps);
      if (inner !== null) return inner;
    }
    return null;
  };
  return walk(ctx.steps) ?? undefined;
}

/** The dialog's buttons that act (not Cancel or Close). */
const dialogActions = (elements: Element[]) => elements.filter((el) => el.role === 'button' && inDialog(el) && !CANCEL_WORDS.includes(normalize(el.name)));

function renamedAction(label: string, button: Element, elements: Element[]): Outcome {
  const empty = elements.find((el) => inDialog(el) && (el.role === 'textbox' || el.role === 'textarea') && !el.value && !el.states.disabled);
  if (button.states.disabled && empty) {
    return { kind: 'fail', verdict: 'missing-step', expected: `the doc does not mention ${empty.name}`, actual: `${button.name} stays disabled until ${empty.name} is filled`, thought: `The dialog wants ${empty.name} before ${button.name}; the doc does not say so.` };
  }
  return clickOn(button, `The dialog has no "${label}"; its action button reads "${button.name}".`, { drift: { kind: 'label-changed', expected: label, actual: button.name } });
}

/**
 * "Click its ID" / "单击实例名称": the row's own link to its resource. The link that reads the resource's ID (or name)
 * when the episode knows it, else the row's first link, as a person reading the table would take it.
 */
function clickRowLink(intent: Extract<Intent, { kind: 'click' }>, elements: Element[], ctx: EpisodeContext, mem: GoalMemory, policy: PolicyMemory): Outcome {
  const row = intent.row ?? policy.row ?? resourceRow(elements, ctx);
  const what = `the ${intent.label} link${row ? ` of ${row}` : ''}`;
  if (!row) {
    // No table, but the console's left pane lists the resources by name (OSS's 2019 bucket list under 存储空间): the
    // entry that reads the resource's name or ID is the link the doc means.
    const keys = Object.values(ctx.resources).flatMap((r) => [r.id, r.name]).filter((k): k is string => Boolean(k));
    const entry = elements.find((el) => isNav(el) && CLICKABLE.has(el.role) && !el.states.current && keys.some((k) => isExact(k, el.name)));
    if (entry) return clickOn(entry, `Click ${entry.name} in the left pane's list (${what}).`);
    return waitFor(mem, 'The resource row') ?? missing(what, 'no row of the resource on the page', `There is no row to click the ${intent.label} of.`);
  }
  const links = elements.filter((el) => el.role === 'link' && matchesRow(el, row)).sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y);
  const resource = Object.values(ctx.resources).find((r) => [r.id, r.name].some((k) => k && (normalize(row).includes(normalize(k)) || normalize(k).includes(normalize(row)))));
  const key = intent.rowLink === 'id' ? resource?.id : resource?.name;
  const target =
    (key ? links.find((el) => normalize(el.name).includes(normalize(key))) : undefined) ??
    links[0] ??
    // A row whose name opens it as a button (an event list's event name) is the same link to a person.
    elements.find((el) => el.role === 'button' && matchesRow(el, row) && isExact(el.name, rowOf(el) ?? ''));
  if (!target) return waitFor(mem, what) ?? missing(what, describeNear(elements, row), `The row of ${row} has no link.`);
  return clickOn(target, `Click ${what} (${target.name}).`);
}

const SEARCH_WORDS = /search|filter|find|搜索|查找|筛选|输入/i;

/** The search box of the open pane or dialog (or of the page when none is open). */
export function searchBox(elements: Element[], inPane: boolean): Element | undefined {
  return elements.find((el) => (el.role === 'searchbox' || el.role === 'textbox') && !el.states.disabled && (!inPane || inDialog(el)) && SEARCH_WORDS.test(`${el.name} ${el.placeholder ?? ''}`));
}

/** The column of a list's row actions (操作, Actions). */
const ACTIONS_COLUMN = /^(?:操作|actions?|operations?)$/;

export function resourceRow(elements: Element[], ctx: EpisodeContext): string | null {
  const keys = Object.values(ctx.resources).flatMap((res) => [res.id, res.name]).filter((k): k is string => Boolean(k));
  const keyed = keys.find((key) => elements.some((el) => matchesRow(el, key)));
  // Else a list whose rows are about the resource without being keyed by it (an event naming the user in its Resource Name).
  return keyed ?? keys.map((key) => rowWithCell(elements, key)).find((row) => row !== null) ?? null;
}

export function describeNear(elements: Element[], row: string | null): string {
  const pool = elements.filter((el) => CLICKABLE.has(el.role) && (!row || matchesRow(el, row)) && el.inViewport);
  const names = [...new Set(pool.map((el) => el.name).filter(Boolean))].slice(0, 12);
  return names.length ? `the page offers: ${names.join(', ')}` : 'no matching control on the page';
}
