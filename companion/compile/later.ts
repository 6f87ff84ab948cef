/**
 * What a procedure does besides its decisive action: write actions later steps carry out ("then restart the
 * instance", "add two NS records under the primary domain"), and the same creation once for each item of a list
 * the decisive step gives ("add a record for each line: default (10.0.0.1), China Unicom (10.0.0.2)").
 */
import type { DocStep } from '../doc/types';
import type { ApiAction, CatalogueProduct } from './catalogue';
import { givenAttributes } from './counts';
import type { Choice } from './decisive';
import { kindsOfAction, type On } from './kinds';
import { CREATING, createsItsNoun, kindsNamed } from './requires';
import type { Signal } from './signals';
import { CONSOLE_VERBS, objectOf, stem } from './words';

/** Verbs that undo another on the same noun (`UnassignPrivateIpAddresses` undoes `AssignPrivateIpAddresses`). */
const UNDO_OF: Record<string, string> = { unassign: 'assign', unassociate: 'associate', detach: 'attach', untag: 'tag', unbind: 'bind' };

/**
 * True when `a` undoes `b` on the same noun: a dialog that does both (Manage Secondary Private IP: Assign New IP,
 * Unassign) is opened by a control the catalogue records for `b`, and a later click picks `a`.
 */
export const undoes = (a: ApiAction, b: ApiAction) => UNDO_OF[a.verb] === b.verb && a.nouns.join(' ') === b.nouns.join(' ');

/** The same operation on one or on several (`StartInstance`, `StartInstances`): a later click confirms it. */
const sameOperation = (a: ApiAction, b: ApiAction) => a.verb === b.verb && a.nouns.join(' ') === b.nouns.join(' ');

/** A clause that opens with a verb of creation, or with where to do it ("在主域下添加…", "then add …"). */
const IMPERATIVE = /^(?:then\s+|and\s+)?(?:add|create|buy|purchase|upload|import)\b|^(?:然后|再|并|接着)?(?:(?:到|在)[^，。]{0,15}?(?:下|中|里|上|页面))?\s*(?:添加|创建|新建|新增|购买|申请|上传|导入)/i;

/** The first console verb of an English sentence, as the help center writes it (stemmed). */
function firstVerb(text: string): string | undefined {
  return text.toLowerCase().split(/[^a-z]+/).map(stem).find((w) => CONSOLE_VERBS[w]);
}

/**
 * Other write actions later steps carry out after the decisive one: a click whose verb is the action's own and whose
 * step names the action's object; or a step in which the reader finds no control (`controlled` lists the steps
 * where it fills, chooses or ticks something) that says to create something ("Add two NS records under the primary
 * domain"), the action that creates what its object names.
 */
export function laterActions(product: CatalogueProduct, signals: Signal[], choice: Choice, toEnglish: (text: string) => string, controlled: Set<string>): Choice[] {
  const after = (s: Signal) => (s.step ?? 0) > (choice.evidence.step ?? Infinity);
  const out: Choice[] = [];
  const push = (found: ApiAction | undefined, evidence: Signal) => {
    if (found && !out.some((o) => o.action.name === found.name)) out.push({ action: found, score: 0, confidence: 0.6, evidence });
  };
  for (const click of signals.filter((s) => s.kind === 'click' && after(s))) {
    const verb = click.words[0];
    if (!verb) continue;
    // A bare verb of the decisive action's own ("Create" in the dialog "Create Snapshot" opened) confirms it.
    if (click.words.length === 1 && (verb === choice.action.verb || CONSOLE_VERBS[verb]?.[0] === choice.action.verb)) continue;
    const stepWords = new Set([...click.words, ...signals.filter((s) => s.kind === 'step' && s.stepLabel === click.stepLabel).flatMap((s) => s.words)]);
    push(
      product.actions.find(
        (a) => a.rw === 'Write' && a.name !== choice.action.name && !sameOperation(a, choice.action) && (a.verb === verb || CONSOLE_VERBS[verb]?.[0] === a.verb) && a.nouns.length > 0 && a.nouns.every((n) => stepWords.has(n)),
      ),
      click,
    );
  }
  for (const step of signals.filter((s) => s.kind === 'step' && after(s) && !controlled.has(s.stepLabel ?? ''))) {
    // A clause that tells the reader to create something: it opens with the verb, or with where to do it.
    for (const clause of step.text.split(/[，,；;。]|\.\s/).map((c) => c.trim()).filter((c) => IMPERATIVE.test(c))) {
      const text = toEnglish(clause);
      const verb = firstVerb(text);
      if (!verb || !CREATING.has(CONSOLE_VERBS[verb][0])) continue;
      // The object's head is the resource ("two NS records"), not a property of one ("permissions for the user").
      const object = objectOf(text);
      const head = object.at(-1);
      const [kind] = kindsNamed(object, product).filter((k) => k.service === product.service && k.words.some((w) => stem(w.split(' ').at(-1)!) === head));
      if (!kind) continue;
      push(
        product.actions.find((a) => a.rw === 'Write' && a.name !== choice.action.name && createsItsNoun(a, kind) && kindsOfAction(product, a.name)[0] === kind && CONSOLE_VERBS[verb].includes(a.verb)),
        step,
      );
    }
  }
  return out.slice(0, 2);
}

/**
 * The items of a list in the decisive step that each give the values of one more of what the action creates (a DNS
 * record per line, each with its address): the values per item, when there are two or more and each gives some.
 */
export function listedCreations(step: DocStep | undefined, action: ApiAction, on: On): Array<Record<string, string>> {
  const [made] = kindsOfAction(on, action.name);
  if (!step || !made || !createsItsNoun(action, made)) return [];
  const items = [...step.markdown.matchAll(/^\s*[-*+]\s+(.+)$/gm)].map((m) => m[1]);
  const given = items.map((item) => givenAttributes(made.type, item, 1)[0]);
  return given.length >= 2 && given.every((g) => Object.keys(g).length) ? given : [];
}
