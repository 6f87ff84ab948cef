/**
 * The procedure's decisive action: the API operation its last meaningful click makes the console call. Each API
 * action of the product is scored against what the procedure says: the verb and the object of its title, the verbs
 * of the labels it clicks, the nouns of the pages and dialogs it goes through, and the catalogue's own record of
 * which console control calls which action (a row action's label path, a create form's button). The best scores
 * win; how far the best is ahead of the next is the confidence.
 */
import type { ApiAction, CatalogueProduct } from './catalogue';
import { ALL_KINDS, kindsOfAction } from './kinds';
import { createsItsNoun, kindsNamed, PRESENT_CUE } from './requires';
import { UNTRANSLATED, type Signal } from './signals';
import { CONSOLE_VERBS, IMPLIED_NOUNS, NOUN_SYNONYMS, objectOf, PREPOSITIONS, splitName, stem, wordsOf } from './words';

export interface Choice {
  action: ApiAction;
  score: number;
  /** 0..1: how sure the choice is (absolute score and the margin to the runner-up). */
  confidence: number;
  /** The signal that named the action best (the click, else the title). */
  evidence: Signal;
  /** The runner-up, for the summary. */
  runnerUp?: { action: string; score: number };
}

/** Verbs with which the help center turns a resource's feature on, off or sets it. */
const CONFIG_VERBS = new Set(['create', 'add', 'configure', 'set', 'enable', 'disable', 'modify', 'change', 'edit', 'specify', 'turn']);

/** Verbs of reads a procedure may be about (a query): other reads are what every page does on load. */
const QUERY_VERBS = new Set(['lookup']);
const NOUN_FILLER = new Set(['id', 'ids', 'name', 'attribute', 'info', 'list']);
const TAG_VERBS = new Set(['tag', 'untag']);
/** Signals of what the steps click, open or pick (not the sentences around them, nor the menus on the way). */
const WALKED = new Set<Signal['kind']>(['click', 'dialog', 'open', 'pick']);

function verbMatch(words: string[], action: ApiAction): number {
  let best = 0;
  for (const w of words) {
    if (w === action.verb) return 1;
    const api = CONSOLE_VERBS[w];
    if (!api) continue;
    const at = api.indexOf(action.verb);
    if (at === 0) best = Math.max(best, 0.9);
    else if (at > 0) best = Math.max(best, 0.6 - at * 0.04);
  }
  return best;
}

/** The nouns an action must find in the doc, with the words each may appear as. */
export function nounsOf(action: ApiAction): string[][] {
  // TagResources and UntagResources act on the tag: "Resources" is any resource a page tags.
  if (TAG_VERBS.has(action.verb)) return [['tag']];
  // A preposition of the name (RemoveUserFromGroup's "from") is no noun a doc has to say.
  const nouns = [...action.nouns.filter((n) => !NOUN_FILLER.has(n) && !PREPOSITIONS.has(n)), ...(IMPLIED_NOUNS[action.verb] ?? [])];
  const named = kindWordsIn(nouns);
  return nouns.flatMap((n, i) => (named.optional.has(i) ? [] : [[n, ...(NOUN_SYNONYMS[n] ?? []), ...(named.forms.get(i) ?? [])].map(stem)]));
}

/**
 * What a resource kind's API noun is called on its console: CloudMonitor's `MonitorGroup` is an "application group",
 * its `MetricRuleTemplate` an "alert template", ECS's `AutoSnapshotPolicy` a "snapshot policy". A phrase of the kind's
 * words that ends with the noun's last word lines up with the noun's end, word for word: the one word of the noun
 * it names otherwise gets the phrase's word as another form (monitor: application), and the noun's words before the phrase are
 * ones a doc may leave out. For the actions whose name holds that noun whole. Without it the API's word (the
 * product's own "monitor") had to come from the console's name.
 */
type KindPhrase = { noun: string[]; forms: Map<number, string>; optional: number[] };
const KIND_PHRASES: KindPhrase[] = ALL_KINDS.flatMap((kind) =>
  // The kind's first noun is the one its words name (a launch template's "template version" is not its
  // `LaunchTemplateDefaultVersion`); an action whose name holds it ("MonitorGroupInstances") is found all the same.
  kind.nouns.slice(0, 1).flatMap((name) => {
    const noun = splitName(name);
    if (noun.length < 2) return [];
    return kind.words.map((w) => wordsOf(w).map(stem)).flatMap((phrase): KindPhrase[] => {
      if (phrase.length < 2 || phrase.length > noun.length || phrase[phrase.length - 1] !== noun[noun.length - 1]) return [];
      // Lined up at the end ("alert rule" is ResourceMetricRule's "metric rule"): the words before it may be left out.
      const tail = noun.length - phrase.length;
      const forms = new Map<number, string>();
      phrase.forEach((w, i) => { if (w !== noun[tail + i]) forms.set(tail + i, w); });
      // One word named otherwise at most: a phrase that differs more ("launch template version" against
      // `TemplateDefaultVersion`) names another noun of the kind.
      return (forms.size || tail) && forms.size <= 1 ? [{ noun, forms, optional: [...Array(tail).keys()] }] : [];
    });
  }),
);

/** The kind phrases found in an action's nouns: more forms by position, and the positions a doc may leave out. */
function kindWordsIn(nouns: string[]): { forms: Map<number, string[]>; optional: Set<number> } {
  const forms = new Map<number, string[]>();
  const optional = new Set<number>();
  for (const phrase of KIND_PHRASES) {
    for (let at = 0; at + phrase.noun.length <= nouns.length; at++) {
      if (!phrase.noun.every((w, i) => nouns[at + i] === w)) continue;
      for (const [i, w] of phrase.forms) forms.set(at + i, [...new Set([...(forms.get(at + i) ?? []), w])]);
      for (const i of phrase.optional) optional.add(at + i);
    }
  }
  return { forms, optional };
}

function nounMatch(words: Set<string>, action: ApiAction): { matched: number; coverage: number } {
  const nouns = nounsOf(action);
  if (!nouns.length) return { matched: 0, coverage: 0 };
  const matched = nouns.filter((forms) => forms.some((f) => words.has(f))).length;
  return { matched, coverage: matched / nouns.length };
}

const same = (a: string, b: string) => wordsOf(a).join(' ') === wordsOf(b).join(' ');

/** How well the catalogue's controls for `action` match what the procedure clicks and names. */
function controlMatch(product: CatalogueProduct, action: ApiAction, clicks: Signal[], dialogs: Signal[], english: (s: string) => string): { score: number; signal?: Signal } {
  let score = 0;
  let signal: Signal | undefined;
  // A label whose Chinese the compiler reads only in part ("删除全部过期证书" as Delete) is no control it knows.
  [clicks, dialogs] = [clicks.filter((c) => !c.untranslated), dialogs.filter((d) => !d.untranslated)];
  for (const control of product.controls.filter((c) => c.action === action.name)) {
    const last = control.path[control.path.length - 1];
    const hit = clicks.find((c) => same(english(c.text), last));
    if (hit) {
      const before = control.path.slice(0, -1).every((p) => clicks.some((c) => same(english(c.text), p)));
      const s = 2 + (before ? 0.5 : 0) + (control.path.length > 1 || wordsOf(last).length > 1 ? 0.5 : 0);
      if (s > score) [score, signal] = [s, hit];
    }
    const dialog = control.dialog && dialogs.find((d) => same(english(d.text), control.dialog!));
    if (dialog && score < 1.5) [score, signal] = [1.5, dialog];
  }
  return { score, signal };
}

/**
 * Scores every action of the product and returns them best first. `english` turns a doc phrase into English (the
 * catalogue's labels for Chinese).
 */
export function rankActions(product: CatalogueProduct, signals: Signal[], english: (s: string) => string): Choice[] {
  const titles = signals.filter((s) => s.kind === 'title');
  const clicks = signals.filter((s) => s.kind === 'click');
  const dialogs = signals.filter((s) => s.kind === 'dialog');
  const titleWords = new Set(titles.flatMap((s) => s.words));
  const context = new Set(signals.filter((s) => s.kind !== 'prerequisite' && s.kind !== 'result').flatMap((s) => s.words));
  const setsUp = titles.some((t) => t.words.some((w) => CONFIG_VERBS.has(w)));
  const walked = new Set(signals.filter((s) => WALKED.has(s.kind)).flatMap((s) => s.words));
  // A Chinese title's object keeps a mark where words stand that nothing translates ("删除站点监控任务").
  const objects = titles.map((t) => t.object ?? objectOf(english(t.text)));
  const allNouns = new Set(product.actions.flatMap((a) => nounsOf(a).flat()));
  // The object's head (its last word) is no noun of the API and no resource: a feature of one. Words the compiler
  // cannot read may name a resource as well as a feature: they say neither.
  const feature = objects.some((o) => o.length > 0 && o[o.length - 1] !== UNTRANSLATED && !allNouns.has(o[o.length - 1]) && !kindsNamed(o.slice(-1), product).length);
  // The resource the head of the title's object names ("alert contact group"): an action on another resource of the
  // product is about something else, when an action on that one exists.
  const titleKind = objects.map((o) => kindsNamed(o.slice(-2), product)[0]).find((k) => k && k.service === product.service);
  const onTitleKind = (a: ApiAction) => Boolean(titleKind && kindsOfAction(product, a.name).includes(titleKind));
  const titleKindActed = product.actions.some(onTitleKind);
  // What the prerequisites say exists is not what the procedure creates ("The RAM user … and the user group … exist").
  const existing = new Set(signals.filter((s) => s.kind === 'prerequisite' && PRESENT_CUE.test(s.text)).flatMap((s) => kindsNamed(s.words, product)));
  // A query is what a title says ("View … events") or what a click runs ("Search" on a history page).
  // A procedure whose title names tags binds or unbinds them (TagResources, UntagResources); any other only mentions them.
  const aboutTags = titles.some((t) => t.words.some((w) => stem(w) === 'tag'));
  const query = titles.some((t) => t.words.some((w) => ['query', 'search', 'view', 'lookup'].includes(w))) || clicks.some((c) => ['query', 'search'].includes(c.words[0] ?? ''));
  // A membership whose member is a resource of its own (an instance, not a rule of the group).
  const memberships = titles.flatMap((t) => membershipOf(english(t.text))).filter((m) => kindsNamed(m.member, product).length);
  const joined = memberships.filter((m) => product.actions.some((a) => a.verb === m.verb && nounMatch(new Set(m.container), a).coverage === 1));
  const memberKinds = new Set(joined.flatMap((m) => kindsNamed(m.member, product)));
  const scored: Choice[] = [];
  for (const action of product.actions) {
    if (action.rw === 'Read' && !(QUERY_VERBS.has(action.verb) && query)) continue;
    if (/^(?:Tag|Untag|UnTag|ListTag)/.test(action.name) && !(aboutTags && /^(?:Tag|Untag|UnTag)Resources$/.test(action.name))) continue;
    // A title that sets up a feature the API names no other way ("Create a cache expiration rule", "Configure
    // hotlink protection") is about the action that sets a resource's configuration (`BatchSetCdnDomainConfig`).
    const configures = action.nouns.includes('config') && feature && titles.some((t) => t.words.some((w) => CONFIG_VERBS.has(w)));
    // "Add an instance to a security group" is the group's Join (JoinSecurityGroup), not the instance's Create.
    const joins = joined.find((m) => m.verb === action.verb && nounMatch(new Set(m.container), action).coverage === 1);
    // …and then the member is not created or deleted.
    const madeMember = joined.length && ['create', 'delete', 'release'].includes(action.verb) && kindsOfAction(product, action.name).some((k) => memberKinds.has(k)) ? 2 : 0;
    const titleVerb = joins ? 1 : Math.max(0, ...titles.map((t) => verbMatch(t.words, action)), configures ? 0.6 : 0);
    let clickVerb = 0;
    let clickSignal: Signal | undefined;
    for (const c of clicks) {
      // A click that names another object ("Enable Deletion Protection" for EnableKey) speaks of something else.
      const cov = nounMatch(new Set(c.words), action).coverage;
      const foreign = c.untranslated || c.words.filter((w) => !CONSOLE_VERBS[w] && !allNouns.has(w)).length > 0;
      const v = verbMatch(c.words, action) * (cov > 0 ? 0.4 + 0.6 * cov : foreign ? 0.15 : 0.4);
      if (v > clickVerb || (v === clickVerb && v > 0 && (c.step ?? 0) >= (clickSignal?.step ?? 0))) [clickVerb, clickSignal] = [v, c];
    }
    // The feature is that action's object, as its configuration.
    const object = Math.max(objects.length ? Math.max(...objects.map((o) => objectMatch(o, action))) : 0, configures ? 0.5 : 0, joins ? 1.5 + objectMatch(joins.container, action) : 0);
    const config = action.nouns.includes('config') && feature;
    const inTitle = nounMatch(config ? new Set([...titleWords, 'config']) : titleWords, action);
    const anywhere = nounMatch(config ? new Set([...context, 'config']) : context, action);
    const control = controlMatch(product, action, clicks, dialogs, english);
    const verb = Math.max(titleVerb, clickVerb);
    if (verb === 0 && control.score === 0 && !(action.rw === 'Read' && query)) continue;
    // A title whose object is neither the action's noun nor any resource ("Enable deletion protection") is about
    // something else; an action whose noun the doc never mentions is unlikely.
    // Words of the title the compiler cannot read are explained by an action whose every noun the steps click or
    // go through ("设置跨域访问" on the 跨域设置 (CORS) section): not by the console's name alone.
    // After a verb that sets something up ("配置频次控制") they may name a feature: the resource's configuration explains them.
    const read = (o: string[]) => o.includes(UNTRANSLATED) && ((o.every((w) => w === UNTRANSLATED) && nounMatch(walked, action).coverage === 1) || (action.nouns.includes('config') && setsUp));
    const unexplained = objects.some((o) => o.length > 0 && !kindsNamed(o, product).length && !read(o)) && object === 0 && control.score === 0 ? 1 : 0;
    const unmentioned = (1 - anywhere.coverage) * 1.2;
    const [made] = kindsOfAction(product, action.name);
    const exists = made && existing.has(made) && createsItsNoun(action, made) ? 2 : 0;
    const otherKind = titleKindActed && !onTitleKind(action) && kindsOfAction(product, action.name).length ? 2.5 : 0;
    const score =
      2 * titleVerb + 2 * clickVerb + 1.2 * inTitle.coverage + object + 0.8 * anywhere.coverage + 0.3 * anywhere.matched + control.score -
      (anywhere.matched === 0 ? 1.5 : 0) - unexplained - unmentioned - otherKind - exists - madeMember;
    // The step that carries the action out is the evidence, when a click names its verb; else the title.
    const evidence = control.signal ?? (clickVerb > 0 && clickSignal ? clickSignal : titles[0]);
    scored.push({ action, score, confidence: 0, evidence });
  }
  scored.sort((a, b) => b.score - a.score || a.action.name.length - b.action.name.length);
  const [best, next] = scored;
  if (best) {
    const margin = next ? Math.min(1, (best.score - next.score) / Math.max(1, best.score) * 3) : 1;
    best.confidence = round(Math.min(1, best.score / 6) * (0.55 + 0.45 * margin));
    if (next) best.runnerUp = { action: next.action.name, score: round(next.score) };
  }
  for (const c of scored.slice(1)) c.confidence = round(Math.min(1, c.score / 6) * 0.5);
  return scored;
}

/**
 * A title that puts something into a container or takes it out ("Add an instance to a security group", "Remove a
 * server from a vServer group"): the container's words and the verb of an API that makes the membership (join,
 * leave), for a product that names it so (JoinSecurityGroup, LeaveSecurityGroup).
 */
function membershipOf(title: string): Array<{ verb: string; member: string[]; container: string[] }> {
  const into = /\b(?:add|put|move|assign)\s+(.+?)\s+(?:to|into)\s+(.+)$/i.exec(title);
  const out = /\b(?:remove|move)\s+(.+?)\s+from\s+(.+)$/i.exec(title);
  const words = (s: string) => wordsOf(s).map(stem);
  return [...(into ? [{ verb: 'join', member: words(into[1]), container: words(into[2]) }] : []), ...(out ? [{ verb: 'leave', member: words(out[1]), container: words(out[2]) }] : [])];
}

/** How well an action's nouns are the title's object: coverage, and its head (the object's last word). */
function objectMatch(object: string[], action: ApiAction): number {
  if (!object.length) return 0;
  const nouns = nounsOf(action);
  if (!nouns.length) return 0;
  const set = new Set(object);
  const covered = nouns.filter((forms) => forms.some((f) => set.has(f))).length / nouns.length;
  const head = object[object.length - 1];
  return covered + (nouns[nouns.length - 1].includes(head) || nouns.some((forms) => forms.includes(head)) ? 0.5 : 0);
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The least score an action needs to be taken as the decisive one (a verb and an object both found). */
export const DECISIVE_THRESHOLD = 2.8;
