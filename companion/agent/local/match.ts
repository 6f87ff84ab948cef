/**
 * Fuzzy, bilingual matching of a doc's words against a console's labels. Scores are in [0, 1]:
 * 1 for the same label after normalizing, high for a synonym or a label that contains the other.
 */
import { canonical, synonymsOf } from './glossary';

/** Lowercases, folds full-width forms, drops punctuation, glyphs and spacing differences. */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\uE000-\uF8FF]/g, '')
    .toLowerCase()
    .replace(/[()（）[\]【】{}<>《》"'“”‘’`*:：,，.。!！?？、;；|▾›»]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const CJK = /[\u3400-\u9fff]/;

/** An English word without its plural ending ("disks" → "disk", "policies" → "policy", "switches" → "switch"). */
export function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Word tokens; English words in the singular ("Disks" and "Cloud Disk" share a word); CJK runs become character
 * bigrams so "创建实例" and "创建ECS实例" overlap.
 */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of normalize(text).split(' ')) {
    for (const run of word.match(/[\u3400-\u9fff]+|[^\u3400-\u9fff]+/g) ?? []) {
      if (!CJK.test(run)) {
        out.push(singular(run));
        continue;
      }
      const chars = [...run];
      if (chars.length === 1) out.push(run);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
    }
  }
  return out;
}

/**
 * Dice coefficient of two token lists; `same` (default: equal) says when two tokens count as one, so a
 * glossary synonym ("new" for "create") can count as a shared word.
 */
export function dice(a: string[], b: string[], same: (x: string, y: string) => boolean = (x, y) => x === y): number {
  if (!a.length || !b.length) return 0;
  const rest = [...b];
  let common = 0;
  for (const t of a) {
    const i = rest.findIndex((r) => same(t, r));
    if (i >= 0) {
      common++;
      rest.splice(i, 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

/** How well a console label matches the doc's wording. */
export function similarity(doc: string, label: string): number {
  const a = normalize(doc);
  const b = normalize(label);
  if (!a || !b) return 0;
  if (a === b || alternativeOf(a, b)) return 1;
  if (synonymsOf(a).some((s) => s === b)) return 0.95;
  const compactA = a.replace(/ /g, '');
  const compactB = b.replace(/ /g, '');
  if (compactA === compactB) return 0.98;
  let score = Math.max(dice(tokens(a), tokens(b)), within(a, b));
  for (const s of synonymsOf(a)) score = Math.max(score, 0.9 * dice(tokens(s), tokens(b)));
  // A word swapped for its glossary synonym inside a longer label ("Create Contact" / "New Contact"): the same
  // control renamed, scored below a whole-label synonym.
  score = Math.max(score, 0.85 * dice(tokens(a), tokens(b), (x, y) => x === y || synonymsOf(x).includes(y)));
  const ca = canonical(a);
  const cb = canonical(b);
  if (ca === cb) return Math.max(score, 0.9);
  return Math.max(score, 0.95 * dice(tokens(ca), tokens(cb)), 0.95 * within(ca, cb));
}

/**
 * One label inside the other as whole words ("Stop" in "Stop Instance", "磁盘" in "本实例磁盘"): a strong hint, the
 * stronger the more of the longer label it covers. Not a part of a word or of a hyphenated name ("Files" is not in
 * the bucket "doc-files-1a2b").
 */
function within(a: string, b: string): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const inside = CJK.test(short) ? long.includes(short) : ` ${long} `.includes(` ${short} `);
  return inside ? 0.55 + 0.4 * (short.length / long.length) : 0;
}

/**
 * Two Chinese labels for one thing a word apart ("报警联系组", "联系人组列表"): the same last character (what the label
 * names, past a trailing 列表) and most characters shared. Character bigrams miss these; only for looking around.
 */
export function cjkAlike(doc: string, label: string): boolean {
  const strip = (s: string) => normalize(s).replace(/ /g, '').replace(/列表$/, '');
  const a = strip(doc);
  const b = strip(label);
  if (!CJK.test(a) || !CJK.test(b) || a.at(-1) !== b.at(-1)) return false;
  return dice([...a], [...b]) >= 0.6;
}

/** True when the label reads as exactly what the doc says (no drift). */
export function isExact(doc: string, label: string): boolean {
  const a = normalize(doc);
  const b = normalize(label);
  return a === b || a.replace(/ /g, '') === b.replace(/ /g, '') || alternativeOf(a, b);
}

/**
 * The doc names one field by its alternatives ("NAT网关/ECS实例/SLB实例": the box is labelled by the type chosen
 * above it) and the console's label is one of them. Each alternative is a word of three characters or more, so a
 * column such as "实例ID/名称" or "ID/Name" is no list of alternatives.
 */
function alternativeOf(a: string, b: string): boolean {
  if (!a.includes('/')) return false;
  const parts = a.split('/').map((p) => p.trim());
  return parts.length >= 2 && parts.every((p) => p.replace(/ /g, '').length >= 3) && parts.some((p) => p === b || p.replace(/ /g, '') === b.replace(/ /g, ''));
}

/**
 * The same navigation entry in the doc's wording: exact, or the same English words but for a plural ending
 * ("Networks and Security" for "Network and Security", "SSH Key Pair" for "SSH Key Pairs"); doc writers of one
 * console wrote both, so a plural alone is no renamed entry.
 */
export function isSameEntry(doc: string, label: string): boolean {
  if (isExact(doc, label)) return true;
  const a = tokens(doc);
  const b = tokens(label);
  return a.length > 0 && !CJK.test(doc) && a.length === b.length && a.every((t, i) => t === b[i]);
}

/**
 * The same English words but for a plural or a gerund ending: "Application grouping" (a translated page's tab) for
 * the page titled "Application Groups". Only for a label that may name the page itself.
 */
export function isSameStem(doc: string, label: string): boolean {
  if (CJK.test(doc) || CJK.test(label)) return false;
  const stem = (t: string) => (t.length > 6 && t.endsWith('ing') ? t.slice(0, -3) : t);
  const a = tokens(doc).map(stem);
  const b = tokens(label).map(stem);
  return a.length > 0 && a.length === b.length && a.every((t, i) => t === b[i]);
}

export interface Scored<T> {
  item: T;
  score: number;
}

/** Best candidates first; ties keep input order (document order). */
export function rank<T>(doc: string, items: T[], labelOf: (item: T) => string): Scored<T>[] {
  return items
    .map((item) => ({ item, score: similarity(doc, labelOf(item)) }))
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score);
}
