/**
 * Text as the guard reads it: one spelling for every way a page can draw a word. NFKC (full-width and
 * mathematical letters become ASCII, half-width katakana full-width), invisible characters dropped (zero-width
 * spaces and joiners, soft hyphens, bidi controls, variation selectors), look-alike letters of other scripts folded
 * to Latin, accents stripped, camelCase / snake_case / kebab-case split, case folded, Traditional Chinese folded to
 * Simplified. The tables are data (lexicon.json); this file only applies them.
 */

export interface Normalized {
  /** Latin words in order (`BatchDelete` → `batch`, `delete`), each also in its stemmed form. */
  words: string[];
  /**
   * Words of each chunk that separators split (`re-initialize`, `Roll_Back`, `D e l e t e`), joined back into one
   * word: a term may be spelled either way.
   */
  joined: string[];
  /** The Chinese and Japanese characters in order, everything else left out. */
  cjk: string;
  /** The whole text folded (lower case, single spaces), for comparing whole names. */
  folded: string;
}

/** Code points that draw nothing (beyond the format characters, \p{Cf}): fillers, variation selectors, the grapheme joiner. */
const INVISIBLE_RANGES: Array<[number, number]> = [
  [0x034f, 0x034f], [0x115f, 0x1160], [0x17b4, 0x17b5], [0x180b, 0x180f], [0x3164, 0x3164], [0xffa0, 0xffa0],
  [0xfe00, 0xfe0f], [0xe0100, 0xe01ef],
];
/** Combining accents over Latin, Greek and Cyrillic letters (not the kana voicing marks, which are letters' parts). */
const ACCENT_RANGES: Array<[number, number]> = [[0x0300, 0x036f], [0x1ab0, 0x1aff], [0x1dc0, 0x1dff], [0x20d0, 0x20ff], [0xfe20, 0xfe2f]];
const FORMAT = /\p{Cf}/u;
const inRanges = (cp: number, ranges: Array<[number, number]>) => ranges.some(([a, b]) => cp >= a && cp <= b);
const dropChars = (text: string, drop: (ch: string, cp: number) => boolean) => {
  let out = '';
  for (const ch of text) if (!drop(ch, ch.codePointAt(0)!)) out += ch;
  return out;
};
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const LETTER = /[a-z0-9]/;

export function makeNormalizer(homoglyphs: Record<string, string>, traditional: Record<string, string>) {
  const fold = (text: string, table: Record<string, string>) => {
    let out = '';
    for (const ch of text) out += table[ch] ?? ch;
    return out;
  };

  /** NFKC, invisible characters out, look-alikes to Latin, accents off: still in its own case. */
  function clean(text: string): string {
    const visible = dropChars(text.normalize('NFKC'), (ch, cp) => FORMAT.test(ch) || inRanges(cp, INVISIBLE_RANGES));
    return dropChars(fold(visible, homoglyphs).normalize('NFD'), (_ch, cp) => inRanges(cp, ACCENT_RANGES)).normalize('NFC');
  }

  function normalize(text: string): Normalized {
    const cleaned = fold(clean(text), traditional);
    const words: string[] = [];
    const joined: string[] = [];
    let singles = '';
    const flushSingles = () => {
      if (singles.length > 1) joined.push(singles);
      singles = '';
    };
    for (const chunk of cleaned.split(/[\s\p{Z}]+/u)) {
      const parts = splitChunk(chunk);
      if (!parts.length) continue;
      words.push(...parts);
      // "D e l e t e": letters spaced out one by one read as the word they spell.
      if (parts.length === 1 && parts[0].length === 1) {
        singles += parts[0];
        continue;
      }
      flushSingles();
      if (parts.length > 1) joined.push(parts.join(''));
      for (const part of parts) joined.push(...unleet(part));
    }
    flushSingles();
    let cjk = '';
    for (const ch of cleaned) if (CJK.test(ch)) cjk += ch;
    return { words, joined, cjk, folded: cleaned.toLowerCase().replace(/\s+/g, ' ').trim() };
  }

  return { normalize, clean };
}

/** `De1ete`, `D1sable`, `R3lease`: a word that mixes letters and digits, read with the digits as the letters they look like. */
function unleet(word: string): string[] {
  if (!/[a-z]/.test(word) || !/[0-9]/.test(word)) return [];
  const base = word.replace(/0/g, 'o').replace(/3/g, 'e').replace(/4/g, 'a').replace(/5/g, 's').replace(/7/g, 't');
  return [...new Set([base.replace(/1/g, 'l'), base.replace(/1/g, 'i')])];
}

/** A chunk between spaces split at separators and case changes, into lower-case words of letters and digits. */
function splitChunk(chunk: string): string[] {
  const spaced = chunk
    // camelCase and an acronym before a word: `batchDelete`, `EIPRelease` → `batch Delete`, `EIP Release`.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  const out: string[] = [];
  for (const piece of spaced.toLowerCase().split(/[^a-z0-9]+/)) if (piece && LETTER.test(piece)) out.push(piece);
  return out;
}

/**
 * A light English stemmer: enough to make `deleting`, `deleted`, `deletes`, `deletion` one word (`delet`), and
 * `resetting` / `reset` another. Applied to the text and to the terms alike, so its mistakes cancel out.
 */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ions', 'ion', 'ing', 'ies', 'ied', 'es', 'ed', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = suffix === 'ies' || suffix === 'ied' ? `${w.slice(0, -suffix.length)}y` : w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // resetting → resett → reset; stopped → stopp → stop
  if (w.length > 3 && w.at(-1) === w.at(-2) && !'aeiou'.includes(w.at(-1)!)) w = w.slice(0, -1);
  return w;
}
