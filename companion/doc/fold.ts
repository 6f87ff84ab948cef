/**
 * The fold of a step's drafts into intents (intents.ts drafts them from the phrase rules): field, dialog, page, column
 * and row context given to the intents around them, "or" into `either`, conditional sentences into `when`.
 */
import type { Draft } from './intents';
import type { Intent } from './types';

/** Step-level context carried from intent to intent (and, for `row`, from step to step). */
export interface IntentState {
  /** The literal of the last "find" ("Find the instance named `x`"): the row later column clicks act on. */
  row?: string;
  rowStep?: number;
}

/**
 * Folds drafts into intents in reading order: field context fills unnamed fields ("**Name**: Enter `x`"),
 * "select **X**" after a field becomes a choice, dialog and page context becomes a click's area, a found row
 * becomes a click's row. A field named with nothing to set ("**Zone**: select a zone") is a field the doc leaves
 * to the reader. The drafts of a conditional sentence fold into one `when`.
 */
export function foldDrafts(drafts: Draft[], state: IntentState, step: number, guessed: string[] = []): Intent[] {
  const sorted = [...drafts].sort((a, b) => a.at - b.at);
  const out: Intent[] = [];
  let area: 'dialog' | 'page' | undefined;
  let section: string | undefined;
  let fields: { names: string[]; paragraph: number; used: boolean; filled: boolean; choice: boolean; from: number } | undefined;
  /** Where in `out` an "or" stood: the intents before and after it are alternatives. */
  const ors: number[] = [];
  /** A column named before the click it belongs to ("在**操作**列，单击…"): it holds for the next intent, if a click. */
  let column: { name: string; paragraph: number } | undefined;
  const settle = () => {
    if (fields && !fields.used) {
      // A field the step already sets ("| **Mode** | … picked from the **Mode** list |") is not set again.
      const set = new Set(out.flatMap((i) => (i.kind === 'fill' || i.kind === 'choose' ? [i.field] : [])));
      for (const field of fields.names.filter((f) => !set.has(f))) out.push(fields.choice ? { kind: 'choose', field, option: '' } : { kind: 'fill', field, value: '' });
    } else if (fields && !fields.filled && fields.names.length === 1) {
      // "**Image**: click **Marketplace**, …": the controls the sentence clicks sit at that form item.
      for (const intent of out.slice(fields.from)) if ((intent.kind === 'click' || intent.kind === 'check') && !intent.near) intent.near = fields.names[0];
    }
    fields = undefined;
  };
  for (let i = 0; i < sorted.length; i++) {
    const { emit, paragraph, when } = sorted[i];
    if (fields && fields.paragraph !== paragraph) settle();
    if (when) {
      const group = [sorted[i]];
      while (sorted[i + 1]?.when?.id === when.id) group.push(sorted[++i]);
      // A rule's own condition inside the sentence's ("You can **Edit** or **Delete** it" in a later paragraph) is the same
      // condition: its intents join the group; an empty one (the sentence's placeholder) adds nothing.
      const inner = group.flatMap((d) => (d.emit.kind === 'when' ? d.emit.then.map((emit) => ({ ...d, emit })) : [d]));
      const then = foldDrafts(inner.map(({ when: _w, ...d }) => d), { ...state }, step, guessed);
      out.push({ kind: 'when', text: when.text, then, ...(when.choice ? { choice: true as const } : {}) });
      continue;
    }
    const local = fields && fields.paragraph === paragraph ? fields : undefined;
    if (column && emit.kind !== '_column') {
      if (emit.kind === 'click' && column.paragraph === paragraph && !emit.column && !emit.area) emit.column = column.name;
      column = undefined;
    }
    // Whatever the sentence does after naming a field is what it does with it ("**Ports**: select the **SSH** check box").
    if (local && ['check', 'click', 'fill', 'choose', 'tab'].includes(emit.kind)) local.used = true;
    switch (emit.kind) {
      case '_field':
        settle();
        fields = { names: emit.fields, paragraph, used: false, filled: false, choice: !!emit.choice, from: out.length };
        break;
      case '_dialog':
        area = 'dialog';
        break;
      case '_column':
        column = { name: emit.column, paragraph };
        break;
      case '_or':
        ors.push(out.length);
        break;
      case 'section':
        out.push(emit);
        if (emit.scope === 'section') section = emit.label;
        else area = emit.scope;
        break;
      case 'check':
        // "**Force Restart**: select the check box": the check box of the field the sentence names.
        if (!emit.label && local?.names.length) {
          local.used = local.filled = true;
          out.push(...local.names.map((label) => ({ ...emit, label })));
        } else if (emit.label) out.push(emit);
        break;
      case 'find':
        out.push(emit);
        state.row = emit.literal ? emit.text : undefined;
        state.rowStep = step;
        break;
      case 'click': {
        const { via, hint: _hint, ...click } = emit;
        if (via === 'guess') guessed.push(click.label);
        if (via === 'select' && local?.names.length) {
          local.used = local.filled = true;
          for (const field of local.names) out.push({ kind: 'choose', field, option: click.label });
          break;
        }
        if (click.area !== 'menu' && area) click.area = area;
        if (state.row && click.area !== 'menu' && (click.column || click.rowLink || state.rowStep === step)) click.row = state.row;
        out.push(click);
        break;
      }
      case 'fill':
      case 'choose': {
        const { hint, ...rest } = emit;
        const example = rest.kind === 'fill' ? rest.example : (rest as { example?: true }).example;
        // A choice keeps no example mark; a fill keeps it (a value the reader chose wins over the doc's example).
        const { example: _mark, ...bare } = rest as typeof rest & { example?: true };
        const intent = (rest.kind === 'fill' ? rest : bare) as Intent & { kind: 'fill' | 'choose' };
        // "**Name**: Enter a name. For example, `web-01`.", "选择地域。本示例选择**华东1（杭州）**。": the example is the value of
        // the field the step left to the reader just before.
        const value = intent.kind === 'fill' ? intent.value : intent.option;
        // In a cell or under a bold field ("**Pattern**: … for example `GIF,BMP`") it goes to that field only.
        const owners = [...(local?.names ?? []), ...(section ? [section] : [])];
        if (example && giveExample(out, value, intent.field ? [intent.field] : owners)) break;
        // "Select your certificate type. You can choose **A**, **B** or **C**.": the choices of the field before.
        // "Specify the **Mode** parameter. Valid values: **A** and **B**.": a field with named choices is a choice.
        // Under a bold field of its own ("**Type**: select **A** or **B**", a table row) they are that field's choices only.
        const mine = (field: string) => !local?.names.length || local.names.includes(field);
        const open = intent.kind === 'choose' && intent.options && !intent.field ? out.findLast((i) => (i.kind === 'choose' && !i.option && !i.options && mine(i.field)) || (i.kind === 'fill' && !i.value && !local?.names.length)) : undefined;
        if (open?.kind === 'choose' && intent.kind === 'choose') {
          open.options = intent.options;
          break;
        }
        if (open?.kind === 'fill' && intent.kind === 'choose') {
          out[out.lastIndexOf(open)] = { kind: 'choose', field: open.field, option: '', options: intent.options };
          break;
        }
        if (intent.field) {
          if (local?.names.includes(intent.field)) local.used = local.filled = true;
          out.push(intent);
          break;
        }
        if (local?.names.length) local.used = local.filled = true;
        const names = local?.names.length ? local.names : section ? [section] : [cleanHint(hint ?? '')];
        for (const field of names) out.push({ ...intent, field });
        break;
      }
      default: {
        const { via: _via, hint: _hint, ...intent } = emit as Intent & { via?: string; hint?: string };
        out.push(intent as Intent);
      }
    }
  }
  settle();
  nameMenuIcons(out);
  return alternatives(out, ors);
}

/** Gives an example value to the last field of the step the doc left open (a fill, a choice, a region); false if none. */
function giveExample(out: Intent[], value: string, owners: string[]): boolean {
  const open = out.findLast((i) => i.kind === 'fill' || i.kind === 'choose' || i.kind === 'select-region');
  if (owners.length && !(open && 'field' in open && owners.includes(open.field))) return false;
  if (open?.kind === 'fill' && !open.value) Object.assign(open, { value, example: true });
  else if (open?.kind === 'choose' && !open.option) open.option = value;
  else if (open?.kind === 'select-region' && !open.region) open.region = value;
  else return false;
  return true;
}

/**
 * An icon whose image names nothing (`![image]()`, `![icon1]()`) and whose click opens a menu ("click ![image]() >
 * **Instance Status** > **Release**") is the ⋮ More icon: a console names that control More, and 更多 where the menu's
 * items are Chinese ("选择![](p1.png) > **网络和安全组** > …": the page is, so the console's names are).
 */
function nameMenuIcons(out: Intent[]) {
  out.forEach((intent, i) => {
    const next = out[i + 1];
    if (intent.kind === 'click' && intent.icon && !intent.label && next?.kind === 'click' && next.area === 'menu') intent.label = /[\u4e00-\u9fff]/.test(next.label) ? '更多' : 'More';
  });
}

/** Intents that can be one way of doing a step ("click its ID or click **Manage**"). */
const ALTERNATIVE = new Set<Intent['kind']>(['click', 'navigate', 'check', 'choose', 'fill', 'tab', 'do']);
/** A click on an item of the menu the click before opened: one unit with it ("choose **More** > **Stop**"). */
const inMenu = (i: Intent | undefined) => i?.kind === 'click' && i.area === 'menu';

/**
 * Folds the intents on either side of each "or" into one `either`: an alternative is an intent with the menu
 * items clicked after it; "A or B or C" is one `either` of three. An "or" without an action on both sides is dropped.
 */
function alternatives(out: Intent[], ors: number[]): Intent[] {
  const groups: Array<{ from: number; to: number; of: Intent[][] }> = [];
  for (const at of ors) {
    if (at <= 0 || at >= out.length || !ALTERNATIVE.has(out[at - 1].kind) || !ALTERNATIVE.has(out[at].kind)) continue;
    let from = at - 1;
    while (from > 0 && inMenu(out[from]) && ALTERNATIVE.has(out[from - 1].kind)) from--;
    let to = at;
    while (inMenu(out[to + 1])) to++;
    const last = groups.at(-1);
    if (last && last.to === at - 1) {
      last.of.push(out.slice(at, to + 1));
      last.to = to;
    } else if (!last || last.to < from) {
      groups.push({ from, to, of: [out.slice(from, at), out.slice(at, to + 1)] });
    }
  }
  if (!groups.length) return out;
  const folded: Intent[] = [];
  let i = 0;
  for (const g of groups) {
    folded.push(...out.slice(i, g.from), { kind: 'either', of: g.of });
    i = g.to + 1;
  }
  return [...folded, ...out.slice(i)];
}

/**
 * The thing a plain "select a …" / "输入…" names: "an existing VPC", "已创建的专有网络", "相关的用户名" name the field
 * VPC, 专有网络, 用户名 (the words before it only point at it).
 */
function cleanHint(hint: string): string {
  return hint
    .replace(/^(?:a|an|the|your)\s+/i, '')
    .replace(/^(?:existing|previously created)\s+|^(?:已创建|已有|现有|已存在|已经创建|相关|对应|所需|需要)的/i, '')
    .replace(/\s+(?:such as|e\.g\.?|for example|like)$/i, '')
    .replace(/[，,：:]$/, '')
    .trim();
}
