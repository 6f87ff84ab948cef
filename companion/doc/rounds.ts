/**
 * A form the doc has the reader fill and submit once per item of a list: "添加记录时的**解析线路**依次这样选：" over "- 默认线路：
 * 电信IP（10.10.10.10）" / "- 联通线路：联通IP（1.1.1.1）", "When you add the records, set **Line** in turn as follows:".
 * Each item is one submission of the form the step's click opens: the field the lead names in bold takes the item's
 * lead (its choice), the value the item gives (in brackets or code, or after the colon) goes to the box the doc leaves
 * unnamed, and the form's confirm button submits it; the items after the first open the form again with the same click.
 */
import type { List } from 'mdast';
import { textOf, TOKEN_CLOSE, TOKEN_OPEN, type Inline } from './inline';
import type { Intent } from './types';

/** "one by one", "依次", "逐条": the items are done in turn, each on its own. */
const IN_TURN = /依次|逐条|逐一|一条一条|\bone\s+(?:by|after)\s+(?:one|the\s+other)\b|\bin\s+(?:turn|sequence)\b|\bone\s+at\s+a\s+time\b/i;

/** Words of a lead's bold labels that name no field: the example's own heading. */
const NOT_A_FIELD = /^(?:示例|例如|举例|example|for\s+example|e\.g\.)$/i;

/** A value written out: an address, a host name, a number, no spaces. */
const VALUE = /^[\w.:/@*-]*\d[\w.:/@*-]*$|^[a-z0-9-]+(?:\.[a-z0-9-]+)+\.?$/i;

export interface Rounds {
  /** The bold labels of the lead: the form's field the items choose, and what else it names. */
  field: string;
  labels: string[];
  items: Array<{ option: string; value: string }>;
}

/** The items of `list` as rounds of one form, when the lead paragraph says to go through them in turn. */
export function roundsOf(list: List, lead: Inline | undefined): Rounds | undefined {
  if (list.ordered || !lead || !IN_TURN.test(lead.skeleton)) return undefined;
  const labels = lead.tokens.filter((t) => t.kind === 'B').map((t) => t.text.trim()).filter((t) => t && !NOT_A_FIELD.test(t));
  // The field the items choose for: the lead's last bold label, named just before "依次" / "in turn".
  const before = lead.skeleton.slice(0, lead.skeleton.search(IN_TURN));
  const marks = [...before.matchAll(new RegExp(`${TOKEN_OPEN}B(\\d+)${TOKEN_CLOSE}`, 'g'))].map((m) => lead.tokens[Number(m[1])]?.text.trim() ?? '');
  const field = marks.filter((t) => t && !NOT_A_FIELD.test(t)).at(-1);
  if (!field) return undefined;
  const items = list.children.map((item) => itemOf(textOf(item.children.flatMap((c) => (c.type === 'paragraph' ? c.children : []))), field));
  if (items.length < 2 || items.some((i) => !i)) return undefined;
  return { field, labels, items: items as Rounds['items'] };
}

/** "默认线路：电信IP（10.10.10.10）": the choice (the field's own word left off the end: 默认) and the value. */
function itemOf(text: string, field: string): { option: string; value: string } | undefined {
  const m = /^\s*([^:：]{1,40}?)\s*[:：]\s*(.+?)\s*[。.;；]?\s*$/.exec(text);
  if (!m) return undefined;
  const bracketed = [...m[2].matchAll(/[（(]\s*([^（）()]+?)\s*[）)]/g)].map((b) => b[1]).filter((v) => VALUE.test(v)).at(-1);
  const value = bracketed ?? (VALUE.test(m[2]) ? m[2] : undefined);
  if (!value) return undefined;
  return { option: withoutFieldWord(m[1], field), value };
}

/** "联通线路" under the field 解析线路 is the choice 联通; "China Unicom line" under **Line**, China Unicom. */
function withoutFieldWord(option: string, field: string): string {
  const tail = /[\u3400-\u9fff]/.test(field) ? field.slice(-2) : field.split(/\s+/).at(-1) ?? '';
  if (tail && option.length > tail.length && option.toLowerCase().endsWith(tail.toLowerCase())) return option.slice(0, -tail.length).replace(/[\s_-]+$/, '');
  return option;
}

/**
 * The intents of the rounds after the step's own: `open` is the click that opened the form (the step's last click),
 * done again before each item after the first.
 */
export function roundIntents(rounds: Rounds, open: Extract<Intent, { kind: 'click' }> | undefined): Intent[] {
  return rounds.items.flatMap((item, i): Intent[] => [
    ...(i > 0 && open ? [open] : []),
    { kind: 'choose', field: rounds.field, option: item.option },
    { kind: 'fill', field: '', value: item.value },
    { kind: 'click', label: /[\u3400-\u9fff]/.test(rounds.field) ? '确定' : 'OK', area: 'dialog', submit: true },
  ]);
}
