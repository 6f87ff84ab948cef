/**
 * What a procedure says it does, as words the compiler compares with API action names: its title, the labels it
 * clicks (with their step), the dialogs and pages it names, the objects it finds, its prerequisites and its stated
 * result. Chinese text is read through the catalogue's own bilingual labels (the console's words for its controls)
 * and a short list of console verbs; what neither knows is left out.
 */
import { PROCEDURE_HEADINGS } from '../doc/phrases';
import type { DocStep, Intent, Procedure } from '../doc/types';
import type { Catalogue, CatalogueProduct } from './catalogue';
import { CHINESE_VERBS, wordsOf } from './words';

export interface Signal {
  kind: 'title' | 'click' | 'dialog' | 'page' | 'find' | 'open' | 'pick' | 'prerequisite' | 'result' | 'step';
  /** The doc's own words (a label, a sentence). */
  text: string;
  /** English words (stemmed) of the text. */
  words: string[];
  /** Top-level step (1-based) the signal comes from. */
  step?: number;
  /** The step's label as the reader sees it ("3", "4.2"). */
  stepLabel?: string;
  /** The sentence of the step the signal is in. */
  sentence?: string;
}

const CJK = /[\u4e00-\u9fff]/;
const BY_LENGTH = [...CHINESE_VERBS].sort((a, b) => b[0].length - a[0].length);

/** English text of a doc phrase: itself, or for Chinese the English labels and verbs found in it, in order. */
export function english(text: string, catalogue: Catalogue, product: CatalogueProduct | undefined): string {
  if (!CJK.test(text)) return text;
  let rest = text;
  const found: Array<{ at: number; en: string }> = [];
  const take = (zh: string, en: string) => {
    for (let at = rest.indexOf(zh); at >= 0; at = rest.indexOf(zh, at + 1)) {
      found.push({ at, en });
      rest = rest.slice(0, at) + '\u0001'.repeat(zh.length) + rest.slice(at + zh.length);
    }
  };
  // Longer labels first; then the verbs and nouns of the help center (设置 is "set" before it is the Settings label).
  const labels = catalogue.chinese(product);
  for (const { zh, en } of labels) if (zh.length > 2) take(zh, en);
  for (const [zh, en] of BY_LENGTH) take(zh, en);
  for (const { zh, en } of labels) if (zh.length <= 2) take(zh, en);
  const latin = [...rest.matchAll(/[A-Za-z][A-Za-z0-9 ._-]*/g)].map((m) => ({ at: m.index, en: m[0] }));
  return [...found, ...latin].sort((a, b) => a.at - b.at).map((f) => f.en).join(' ');
}

/** Every step and sub-step, in reading order. */
export function allSteps(steps: DocStep[]): DocStep[] {
  return steps.flatMap(function flat(s): DocStep[] {
    return [s, ...s.substeps.flatMap(flat)];
  });
}

/** The intents of a step, conditions' branches included (a "when" still names the controls of the procedure). */
export function intentsOf(step: DocStep): Intent[] {
  return step.intents.flatMap((i) => (i.kind === 'when' ? i.then : [i]));
}

export function signalsOf(proc: Procedure, catalogue: Catalogue, product: CatalogueProduct | undefined, single = true): Signal[] {
  const make = (kind: Signal['kind'], text: string, step?: DocStep): Signal => ({
    kind,
    text,
    words: wordsOf(english(text, catalogue, product)),
    ...(step ? { step: step.index, stepLabel: step.label, sentence: step.text } : {}),
  });
  // A heading that only says "Procedure" (操作步骤, 设置方法) is no title: the page's is.
  const generic = (t: string) => PROCEDURE_HEADINGS.some((re) => re.test(t)) || /^(?:操作步骤|步骤|操作流程|操作方法|设置方法|配置方法|setting method|method \d+)/i.test(t.trim());
  // The page's title is the procedure's only when the procedure's own heading says nothing: a page that holds
  // several procedures ("Manage key pairs") is the context of each, not its object.
  const out: Signal[] = [];
  const own = !generic(proc.title);
  if (own) out.push(make('title', proc.title));
  if (proc.page && proc.page !== proc.title) out.push(make(own && !single ? 'page' : 'title', proc.page));
  if (!out.length) out.push(make('title', proc.title));
  for (const step of allSteps(proc.steps)) {
    out.push(make('step', step.text, step));
    // What a case of the reader's own choice has them do ("if you chose to set it later, restart the instance") is
    // a side path, not the procedure's clicks.
    const own = step.intents.flatMap((i) => (i.kind !== 'when' ? [i] : i.choice ? i.then.filter((t) => t.kind !== 'click') : i.then));
    for (const intent of own) {
      if (intent.kind === 'click' && intent.label) out.push(make('click', intent.label, step));
      // A row's ID or name clicked opens the resource the step names ("click the ID of the target instance").
      if (intent.kind === 'click' && intent.rowLink) out.push(make('open', step.text, step));
      // What a step ticks or picks from a list ("select the servers to add", "tick the target ECS instance"); a
      // choice among options the doc lists (Allow or Deny) picks no resource.
      else if (intent.kind === 'check') out.push(make('pick', intent.label, step));
      // A field named by its alternatives ("NAT网关/ECS实例/SLB实例": the box follows the type chosen above it) names
      // none of them: which one is the reader's, as the type is.
      else if (intent.kind === 'choose' && !intent.option && !intent.options?.length && !ALTERNATIVES_LABEL.test(intent.field)) out.push(make('pick', intent.field, step));
      else if (intent.kind === 'section' && intent.scope === 'dialog') out.push(make('dialog', intent.label, step));
      else if (intent.kind === 'section' || intent.kind === 'tab') out.push(make('page', intent.label, step));
      else if (intent.kind === 'navigate') out.push(make('page', intent.path.join(' '), step));
      else if (intent.kind === 'find') out.push(make('find', intent.text, step));
      else if (intent.kind === 'expect') out.push(make('result', intent.text, step));
    }
  }
  for (const p of proc.prerequisites) out.push(make('prerequisite', p));
  if (proc.result) out.push(make('result', proc.result.text));
  return out;
}

/** A label of two or more alternatives, each a word of three characters or more ("NAT网关/ECS实例"), not "ID/名称". */
const ALTERNATIVES_LABEL = /^[^/]{3,}(?:\/[^/]{3,})+$/;
