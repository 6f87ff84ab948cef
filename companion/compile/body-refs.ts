/**
 * The page's own references to resources (`${bucket.id}` in a task body the compiler is given): which local ids it
 * names, and which need each stands for, by the words of its id or of the sentence it sits in.
 */
import { parseReference, REFERENCE } from '../task/refs';
import type { Kind, On } from './kinds';
import { kindsNamed, type Need } from './requires';
import type { Signal } from './signals';
import { stem, wordsOf } from './words';

/** Local ids the body refers to (`${bucket.id}`), in order. */
export function bodyReferences(body: string): string[] {
  const ids: string[] = [];
  for (const m of body.matchAll(REFERENCE)) {
    const ref = parseReference(m[1]);
    if (ref?.kind === 'resource' && !ids.includes(ref.id)) ids.push(ref.id);
  }
  return ids;
}

/** A body reference's id names the need it stands for (`bucket` an OSS bucket, `vm` an instance), by its words. */
export function placeReferences(needs: Need[], refs: string[], on: On, signals: Signal[]): Need[] {
  for (const ref of refs) {
    if (needs.some((n) => n.id === ref)) continue;
    const words = wordsOf(ref.replace(/[-_]/g, ' '));
    const match = needs.find((n) => !n.id && (localIdWords(n.kind).some((w) => words.includes(w)) || n.kind.words.some((w) => words.includes(stem(w.split(' ').at(-1)!)))));
    // A name the words do not place (`${bkt.name}`) is the procedure's object: its target.
    const target = match ?? needs.find((n) => !n.id && n.reason === 'target');
    if (target) target.id = ref;
    else {
      const need = referencedNeed(ref, on, signals);
      if (need) needs.push(need);
    }
  }
  return needs;
}

const localIdWords = (kind: Kind) => [...kind.type.split('_'), ...(kind.type === 'instance' ? ['vm', 'ecs'] : []), ...(kind.type === 'cdn_domain' ? ['dom'] : []), ...(kind.nouns.includes('Function') ? ['fn'] : [])].map(stem);

/** A need for a reference the rules did not infer: the kind its id or its sentence names. */
export function referencedNeed(ref: string, on: On, signals: Signal[]): Need | undefined {
  const words = wordsOf(ref.replace(/[-_]/g, ' '));
  const sentence = signals.find((s) => s.text.includes(`\${${ref}.`));
  const kind = kindsNamed(words, on)[0] ?? (sentence ? kindsNamed(sentence.words, on)[0] : undefined);
  return kind ? { kind, reason: 'named', evidence: sentence ?? { kind: 'catalogue', text: `the page refers to \${${ref}}` }, confidence: 0.5, id: ref } : undefined;
}
