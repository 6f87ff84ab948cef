/** `a.b.c.d/n` with octets ≤ 255 and 0 ≤ n ≤ 32. */
export function isCidr(s: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(s.trim());
  if (!m) return false;
  return m.slice(1, 5).every((o) => Number(o) <= 255) && Number(m[5]) <= 32;
}
