/**
 * Labels joined to one a rule already placed: "select **A** and **B**", "enter the **Key** and **Value**", "选择**A**和
 * **B**", "配置**A**、**B**（可选）、**C**", "set Type to **A**, **B**, or **C**". The rule read the first label of the
 * list; each label after it, joined by "and", "or", a comma, 和, 与, 及, 、 or 或, is given the same role: another
 * click, check box or field, or, after "or", one of the field's choices or the other click of an `either`.
 */
import { TOKEN_CLOSE, TOKEN_OPEN, type Token } from './inline';
import type { Emit } from './intents';

/** A label, an aside after it ("（可选）", "(optional)") and the word that joins the next label to it. */
const JOINED = new RegExp(
  `${TOKEN_OPEN}([BIV])(\\d+)${TOKEN_CLOSE}(?:\\s*[（(][^）)${TOKEN_OPEN}]{0,20}[）)])?\\s*(,\\s*(?:and|or)\\s+|,\\s*|\\s+(?:and|or)\\s+|以及|或者|、|和|与|及|或)\\s*$`,
  'i',
);
const OR = /^(?:,\s*)?(?:or|或者|或)\s*$/i;
/** The rest of a list after a label, when it ends in "or": ", **B**, or **C**", "、**B**或**C**". */
const OR_AHEAD = new RegExp(
  `^(?:(?:\\s*[（(][^）)${TOKEN_OPEN}]{0,20}[）)])?\\s*(?:,|、|，)\\s*${TOKEN_OPEN}[BIV]\\d+${TOKEN_CLOSE})*(?:\\s*[（(][^）)${TOKEN_OPEN}]{0,20}[）)])?\\s*,?\\s*(?:or\\s|或者|或)\\s*${TOKEN_OPEN}[BIV]\\d+${TOKEN_CLOSE}`,
  'i',
);

/** Whether text ends inside an open parenthesis. */
export function insideParens(before: string): boolean {
  let depth = 0;
  for (const c of before) {
    if (c === '(' || c === '（') depth++;
    else if ((c === ')' || c === '）') && depth > 0) depth--;
  }
  return depth > 0;
}

/** The label an emit gives a role to, when another label joined to it takes the same role. */
function roleLabel(emit: Emit): string | undefined {
  switch (emit.kind) {
    case 'click':
      return emit.via === 'guess' || emit.icon || emit.rowLink ? undefined : emit.label;
    case 'check':
      return emit.label;
    case 'fill':
      return emit.value ? undefined : emit.field;
    case 'choose':
      return emit.option || emit.field;
    default:
      return undefined;
  }
}

/**
 * The emit for `label`, joined by `joint` to the label `prior` placed by `emit`; null when the join says nothing
 * (a field's value followed by another value: "set X to **a** and **b**").
 */
function joinedTo(emit: Emit, prior: string, label: string, or: boolean): Emit[] | null {
  switch (emit.kind) {
    case 'click': {
      const { via: _via, ...rest } = emit;
      return or ? [{ kind: '_or' }, { ...rest, label, ...(emit.via ? { via: emit.via } : {}) }] : [{ ...emit, label }];
    }
    case 'check':
      return [{ ...emit, label }];
    case 'fill':
      return [{ ...emit, field: label }];
    case 'choose':
      if (or && emit.options?.includes(prior)) {
        emit.options.push(label);
        return [];
      }
      if (emit.option === prior) {
        // "Set **Type** to **A**, **B**, or **C**": the field takes one of them; "选择**A**和**B**": both are chosen.
        if (!or) return [{ ...emit, option: label }];
        const options = [...(emit.options ?? [emit.option]), label];
        emit.option = '';
        emit.options = options;
        return [];
      }
      return emit.option ? null : [{ ...emit, field: label }];
    default:
      return null;
  }
}

/**
 * Gives the labels of `s` (the sentence with what the rules used up) that are joined to a label a rule placed the
 * same role. `original` is the sentence before the rules ran; `placed` the drafts of the sentence so far (emits
 * with where they stand); `add` places a new emit at an offset of the sentence; `consume` uses up a label's text.
 */
export function joinLabels(
  s: string,
  original: string,
  tokens: readonly Token[],
  placed: () => Emit[],
  add: (emit: Emit, at: number) => void,
  consume: (from: number, to: number) => void,
): void {
  for (const m of s.matchAll(new RegExp(`${TOKEN_OPEN}([BIV])(\\d+)${TOKEN_CLOSE}`, 'g'))) {
    const at = m.index ?? 0;
    const joint = JOINED.exec(original.slice(0, at));
    if (!joint) continue;
    const prior = tokens[Number(joint[2])]?.text;
    const label = tokens[Number(m[2])]?.text;
    if (!prior || !label || (m[1] === 'V') !== (joint[1] === 'V')) continue;
    // A label the sentence already gave a role, or one in an aside ("（VPC：**A**、**B**）"), is not joined again.
    if (insideParens(original.slice(0, at)) || placed().some((e) => roleLabel(e) === label)) continue;
    const emit = placed().findLast((e) => roleLabel(e) === prior || (e.kind === 'choose' && !!e.options?.includes(prior)));
    // A comma joins as the list ends: "**A**, **B**, or **C**" are alternatives from the first comma on.
    const or = OR.test(joint[3]) || (!/and|以及|和|与|及/i.test(joint[3]) && OR_AHEAD.test(original.slice(at + m[0].length)));
    const made = emit ? joinedTo(emit, prior, label, or) : null;
    if (!made) continue;
    made.forEach((e, i) => add(e, at + i * 1e-3));
    consume(at, at + m[0].length);
  }
}
