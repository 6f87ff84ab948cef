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

/** Word tokens; CJK runs become character bigrams so "创建实例" and "创建ECS实例" overlap. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of normalize(text).split(' ')) {
    for (const run of word.match(/[\u3400-\u9fff]+|[^\u3400-\u9fff]+/g) ?? []) {
      if (!CJK.test(run)) {
        out.push(run);
        continue;
      }
      const chars = [...run];
      if (chars.length === 1) out.push(run);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
    }
  }
  return out;
}

function dice(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const rest = [...b];
  let common = 0;
  for (const t of a) {
    const i = rest.indexOf(t);
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
  if (a === b) return 1;
  if (synonymsOf(a).some((s) => s === b)) return 0.95;
  const compactA = a.replace(/ /g, '');
  const compactB = b.replace(/ /g, '');
  if (compactA === compactB) return 0.98;
  let score = dice(tokens(a), tokens(b));
  // "Stop" inside "Stop Instance" is a strong hint; inside a long sentence it is not.
  if (b.includes(a) || a.includes(b)) score = Math.max(score, 0.55 + 0.4 * (Math.min(a.length, b.length) / Math.max(a.length, b.length)));
  for (const s of synonymsOf(a)) score = Math.max(score, 0.9 * dice(tokens(s), tokens(b)));
  const ca = canonical(a);
  const cb = canonical(b);
  if (ca === cb) return Math.max(score, 0.9);
  // The same containment in the console's words for one thing: "云盘" inside "本实例磁盘" (this instance's disks).
  if (` ${cb} `.includes(` ${ca} `) || ` ${ca} `.includes(` ${cb} `)) score = Math.max(score, 0.5 + 0.4 * (Math.min(ca.length, cb.length) / Math.max(ca.length, cb.length)));
  return Math.max(score, 0.95 * dice(tokens(ca), tokens(cb)));
}

/** True when the label reads as exactly what the doc says (no drift). */
export function isExact(doc: string, label: string): boolean {
  const a = normalize(doc);
  const b = normalize(label);
  return a === b || a.replace(/ /g, '') === b.replace(/ /g, '');
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
