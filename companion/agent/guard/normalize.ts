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

/** Format characters (zero-width, bidi, soft hyphen) and the few combining or filler marks that draw nothing. */
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufe00-\ufe0f]|\udb40[\udd00-\uddef]/gu;
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
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
    const visible = text.normalize('NFKC').replace(INVISIBLE, '');
    return fold(visible, homoglyphs).normalize('NFD').replace(ACCENTS, '').normalize('NFC');
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
