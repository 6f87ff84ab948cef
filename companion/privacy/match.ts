/**
 * Does a piece of text hold a secret? Exact for DOM text; for OCR text, tolerant of the few characters OCR gets
 * wrong (O/0, l/1, a dropped last character) and of the spaces it inserts.
 */
import { hasSecretPattern } from '../../injected/secrets';

/** Known secrets shorter than this are not looked for by substring: they would match ordinary words. */
export const MIN_SECRET = 4;

/** A long run of letters and digits, both present: what an AccessKey secret or a token looks like to OCR. */
const TOKEN = /[A-Za-z0-9+/=]{24,}/g;

export function domHasSecret(text: string, secrets: readonly string[]): boolean {
  if (!text) return false;
  return secrets.some((s) => s.length >= MIN_SECRET && text.includes(s)) || hasSecretPattern(text);
}

export function ocrHasSecret(text: string, secrets: readonly string[]): boolean {
  const squeezed = text.replace(/\s+/g, '');
  if (hasSecretPattern(text) || hasSecretPattern(squeezed)) return true;
  if ((squeezed.match(TOKEN) ?? []).some((t) => /\d/.test(t) && /[A-Za-z]/.test(t))) return true;
  return secrets.some((s) => {
    const needle = s.replace(/\s+/g, '');
    if (needle.length < MIN_SECRET) return false;
    return fuzzyContains(squeezed, needle, Math.floor(needle.length / 6));
  });
}

/** True when `needle` occurs in `hay` with at most `k` edits (Sellers' approximate substring match). */
export function fuzzyContains(hay: string, needle: string, k: number): boolean {
  if (k === 0) return hay.includes(needle);
  const m = needle.length;
  let prev = Array.from({ length: m + 1 }, (_, i) => i);
  let best = prev[m];
  for (const ch of hay) {
    const cur = [0];
    for (let i = 1; i <= m; i++) {
      const cost = needle[i - 1] === ch ? 0 : 1;
      cur[i] = Math.min(prev[i - 1] + cost, prev[i] + 1, cur[i - 1] + 1);
    }
    best = Math.min(best, cur[m]);
    prev = cur;
  }
  return best <= k;
}
