// Seeded randomness. Every stream keeps its whole state in one number held by the caller's state object, so
// a snapshot of the state is also a snapshot of the randomness.

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789ABCDEF';

/** FNV-1a of the text: turns a seed and a stream name into a 32-bit starting state. */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32 over `holder[key]`: reading a number advances the stored state. */
export class Rng {
  constructor(
    private readonly holder: Record<string, number>,
    private readonly key: string,
  ) {}

  next(): number {
    let t = (this.holder[this.key] = (this.holder[this.key] + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chars(length: number, alphabet = LOWER_ALNUM): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  alnum(length: number): string {
    return this.chars(length, ALNUM);
  }

  /** An upper-case UUID-looking id, like the cloud's RequestId and eventId. */
  uuid(): string {
    return [8, 4, 4, 4, 12].map((n) => this.chars(n, HEX)).join('-');
  }
}
