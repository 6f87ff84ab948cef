/** Terminal column widths: CJK and emoji take two columns, combining marks none, ANSI escapes none. */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001B\[[0-9;]*[A-Za-z]/g;
const ZERO_WIDTH = /^(?:\p{Mn}|\p{Me}|\p{Cc}|\p{Cf}|[\uFE00-\uFE0F])$/u;
const WIDE = /^\p{Emoji_Presentation}$/u;

const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo
  [0x2e80, 0x303e], // CJK radicals, punctuation
  [0x3041, 0x33ff], // kana, CJK symbols
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd], // CJK extensions B and later
];

export const stripAnsi = (text: string): string => text.replace(ANSI, '');

function charWidth(ch: string): number {
  if (ZERO_WIDTH.test(ch)) return 0;
  const cp = ch.codePointAt(0) ?? 0;
  if (WIDE_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi) || WIDE.test(ch)) return 2;
  return 1;
}

/** Columns the text takes in a terminal. */
export function stringWidth(text: string): number {
  let width = 0;
  for (const ch of stripAnsi(text)) width += charWidth(ch);
  return width;
}

/** Cuts plain text (no ANSI) to at most `max` columns, ending with `…` when cut. */
export function truncateWidth(text: string, max: number): string {
  if (stringWidth(text) <= max) return text;
  let out = '';
  let width = 0;
  for (const ch of text) {
    const w = charWidth(ch);
    if (width + w > max - 1) break;
    out += ch;
    width += w;
  }
  return `${out}…`;
}

export const padEndWidth = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - stringWidth(text)));
export const padStartWidth = (text: string, width: number): string => ' '.repeat(Math.max(0, width - stringWidth(text))) + text;
