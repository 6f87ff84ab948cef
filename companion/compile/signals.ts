/**
 * What a procedure says it does, as words the compiler compares with API action names: its title, the labels it
 * clicks (with their step), the dialogs and pages it names, the objects it finds, its prerequisites and its stated
 * result. Chinese text is read through the catalogue's own bilingual labels (the console's words for its controls)
 * and a short list of console verbs; what neither knows is left out.
 */
import { PROCEDURE_HEADINGS } from '../doc/phrases';
import type { DocStep, Intent, Procedure } from '../doc/types';
import type { Catalogue, CatalogueProduct } from './catalogue';
import { CHINESE_VERBS, CONSOLE_VERBS, objectOf, wordsOf } from './words';

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
  /**
   * A title's object (the words after its verb, `objectOf`), with `UNTRANSLATED` where Chinese words stand that
   * neither the catalogue nor the help center's verbs translate: "删除站点监控任务" deletes something, not nothing.
   */
  object?: string[];
  /** What a pick's step says in full, its notes and sub-steps included ("you can add only two ECS instances"). */
  detail?: string;
  /** The text holds Chinese words nothing translates: its English says less than it does ("删除全部过期证书"). */
  untranslated?: true;
}

/** The word that stands for a run of Chinese the compiler cannot translate: no API noun, no resource, no verb. */
export const UNTRANSLATED = 'untranslated';

/** Characters that carry no object of their own (的, 和, 或 …): a run of them alone is no untranslated word. */
const FUNCTION_CHARS = /[的了和与及或在中为到对将把等后前时并于从由以之其该此个所被是]/g;

const CJK = /[\u4e00-\u9fff]/;
const BY_LENGTH = [...CHINESE_VERBS].sort((a, b) => b[0].length - a[0].length);

/**
 * English text of a doc phrase: itself, or for Chinese the English labels and verbs found in it, in order. With
 * `marked`, each run of two or more Chinese characters that nothing translates (function words aside) is written as
 * `UNTRANSLATED` where it stands.
 */
export function english(text: string, catalogue: Catalogue, product: CatalogueProduct | undefined, marked = false): string {
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
  // 应用 with a 到 or 至 after it is the verb ("应用模板到组": apply a template to a group), not an application
  // ("创建应用"); 应用分组 is read by now.
  for (const m of rest.matchAll(/应用(?=[^，,。；;：:]{0,12}?[到至])/g)) {
    found.push({ at: m.index, en: 'apply' });
    rest = rest.slice(0, m.index) + '\u0001\u0001' + rest.slice(m.index + 2);
  }
  for (const { zh, en } of labels) if (zh.length <= 2) take(zh, en);
  for (const { zh, en } of nounsOfLabels(product)) take(zh, en);
  // 至 or 到 between two words read is "to" ("应用报警模板至应用分组": apply an alert template to an application group),
  // so that the object ends before it.
  // eslint-disable-next-line no-control-regex -- \u0001 marks the characters already read
  for (const m of rest.matchAll(/(?<=[\u0001\u4e00-\u9fff])[至到](?=\u0001)/g)) found.push({ at: m.index, en: 'to' });
  const latin = [...rest.matchAll(/[A-Za-z][A-Za-z0-9 ._-]*/g)].map((m) => ({ at: m.index, en: m[0] }));
  const unknown = marked
    ? [...rest.replace(FUNCTION_CHARS, ' ').matchAll(/[\u4e00-\u9fff]{2,}/g)].map((m) => ({ at: m.index, en: UNTRANSLATED }))
    : [];
  return [...found, ...latin, ...unknown].sort((a, b) => a.at - b.at).map((f) => f.en).join(' ');
}

const labelNouns = new WeakMap<CatalogueProduct, Array<{ zh: string; en: string }>>();
/** Labels that name a resource with its verb: 创建证书 (Create Certificate), 删除证书 (Delete Certificate). */
/** Words a label may use as nouns that the help center writes as verbs ("登录RAM控制台" logs on). */
const PROSE_VERBS = new Set(['登录', '显示', '授权', '保护', '执行', '操作']);
const NAMING_VERBS: Array<[string, string]> = [['创建', 'Create'], ['新建', 'Create'], ['删除', 'Delete']];

/**
 * Nouns a product's own labels write with a verb of creation or deletion or as a name ("创建证书" Create Certificate,
 * "证书名称" Certificate Name: 证书 is a certificate), for Chinese the labels do not hold alone. Only the product's:
 * another console's noun for the same characters is another resource.
 */
function nounsOfLabels(product: CatalogueProduct | undefined): Array<{ zh: string; en: string }> {
  if (!product) return [];
  let found = labelNouns.get(product);
  if (found) return found;
  const seen = new Map<string, string>();
  const add = (zh: string, en: string) => {
    // A prompt ("请输入实例名称") names no noun; a noun is capitalized, with no verb or preposition of its own.
    if (zh.length < 2 || !/^[\u4e00-\u9fff]+$/.test(zh) || /^(?:请|输入)/.test(zh) || PROSE_VERBS.has(zh) || !/^[A-Z][A-Za-z/-]*(?: [A-Z][A-Za-z/-]*)*$/.test(en) || seen.has(zh)) return;
    if (!wordsOf(en).length || wordsOf(en).some((w) => CONSOLE_VERBS[w])) return;
    seen.set(zh, en);
  };
  for (const { zh, en } of Object.values(product.labels)) {
    const named = /^(.+)名称$/.exec(zh);
    const ofName = /^(.+)\s+Name$/.exec(en.trim());
    if (named && ofName) add(named[1], ofName[1]);
    for (const [verb, english] of NAMING_VERBS) {
      if (zh.startsWith(verb) && en.startsWith(`${english} `)) add(zh.slice(verb.length), en.slice(english.length + 1).trim());
    }
  }
  found = [...seen].map(([zh, en]) => ({ zh, en })).sort((a, b) => b.zh.length - a.zh.length);
  labelNouns.set(product, found);
  return found;
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
    ...(CJK.test(text) && english(text, catalogue, product, true).includes(UNTRANSLATED) ? { untranslated: true as const } : {}),
    ...(kind === 'title' && CJK.test(text) ? { object: objectOf(english(text, catalogue, product, true)) } : {}),
    ...(step ? { step: step.index, stepLabel: step.label, sentence: step.text } : {}),
  });
  // A heading that only says "Procedure" (操作步骤, 设置方法) is no title: the page's is.
  const generic = (t: string) => PROCEDURE_HEADINGS.some((re) => re.test(t)) || /^(?:操作步骤|步骤|操作流程|操作方法|设置方法|配置方法|setting method|method \d+)/i.test(t.trim());
  // The page's title is the procedure's only when the procedure's own heading says nothing: a page that holds
  // several procedures ("Manage key pairs") is the context of each, not its object.
  const out: Signal[] = [];
  const own = !generic(proc.title);
  if (own) out.push(make('title', aside(proc.title)));
  if (proc.page && proc.page !== proc.title) out.push(make(own && !single ? 'page' : 'title', aside(proc.page)));
  if (!out.length) out.push(make('title', aside(proc.title)));
  for (const step of allSteps(proc.steps)) {
    // "登录云监控控制台" names the console, not what the procedure does: its words (cloud monitor) are no noun of it.
    const opensConsole = step.intents.length > 0 && step.intents.every((i) => i.kind === 'open-console');
    if (!opensConsole) out.push(make('step', step.text, step));
    // What a case of the reader's own choice has them do ("if you chose to set it later, restart the instance") is
    // a side path, not the procedure's clicks.
    const own = step.intents.flatMap((i) => (i.kind !== 'when' ? [i] : i.choice ? i.then.filter((t) => t.kind !== 'click') : i.then));
    for (const intent of own) {
      if (intent.kind === 'click' && intent.label) out.push(make('click', intent.label, step));
      // A row's ID or name clicked opens the resource the step names ("click the ID of the target instance").
      if (intent.kind === 'click' && intent.rowLink) out.push(make('open', step.text, step));
      // What a step ticks or picks from a list ("select the servers to add", "tick the target ECS instance"); a
      // choice among options the doc lists (Allow or Deny) picks no resource.
      else if (intent.kind === 'check') out.push({ ...make('pick', intent.label, step), detail: step.markdown });
      // A field named by its alternatives ("NAT网关/ECS实例/SLB实例": the box follows the type chosen above it) names
      // none of them: which one is the reader's, as the type is.
      else if (intent.kind === 'choose' && !intent.option && !intent.options?.length && !ALTERNATIVES_LABEL.test(intent.field)) out.push({ ...make('pick', intent.field, step), detail: step.markdown });
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

/**
 * A title without its remark in brackets at the end ("设置多EIP网卡可见模式（停止接受使用申请）": no longer open to new
 * users): the remark's verb (申请, apply) is not what the procedure does.
 */
const aside = (title: string) => title.replace(/\s*[（(][^（()）]*[)）]\s*$/, '').trim() || title;

/** A label of two or more alternatives, each a word of three characters or more ("NAT网关/ECS实例"), not "ID/名称". */
const ALTERNATIVES_LABEL = /^[^/]{3,}(?:\/[^/]{3,})+$/;
