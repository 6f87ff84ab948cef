import { maskSecretText } from '../../injected/secrets';
import { escapeHtml, escapeXmlAttr } from './escape';

/**
 * Secret values, or a function returning the ones known now: a run resolves secrets as episodes need them, so
 * writers that live for the whole run (trajectories, progress) ask again on every write.
 */
export type SecretSource = readonly string[] | (() => readonly string[]);

/** What every writer of this folder takes: the secret values that must never reach a file. */
export interface ScrubOptions {
  secrets: SecretSource;
}

export const secretsOf = (source: SecretSource | undefined): readonly string[] =>
  typeof source === 'function' ? source() : (source ?? []);

export const MASK = '******';

const jsonEscaped = (s: string) => JSON.stringify(s).slice(1, -1);
/** JSON as Python's json.dumps writes it by default: non-ASCII as \uXXXX. */
const jsonAscii = (s: string) => jsonEscaped(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const urlComponent = (s: string) => encodeURIComponent(s);
const urlForm = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
const urlLowerHex = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
const url = (s: string) => encodeURI(s);

const ENCODINGS = [jsonEscaped, jsonAscii, urlComponent, urlForm, urlLowerHex, url, escapeHtml, escapeXmlAttr];

/**
 * Every form a secret can take in our files: as is, and encoded once or twice (JSON inside HTML, a URL inside
 * JSON, JSON inside a JSON string such as raw model output). Longest first, so a form that contains another is
 * masked whole.
 */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    forms.add(secret);
    for (const first of ENCODINGS) {
      const once = safely(first, secret);
      forms.add(once);
      for (const second of ENCODINGS) forms.add(safely(second, once));
    }
  }
  forms.delete('');
  return [...forms].sort((a, b) => b.length - a.length);
}

/** encodeURI throws on lone surrogates; such a form cannot occur in our output anyway. */
function safely(encode: (s: string) => string, s: string): string {
  try {
    return encode(s);
  } catch {
    return s;
  }
}

/**
 * Replaces every secret value, and its URL-encoded, JSON-escaped and HTML-escaped forms, with `******`; then
 * whatever a secret pattern recognises without knowing the value (PEM private keys, STS tokens, AccessKey IDs,
 * a token after an AccessKey-secret label; `injected/secrets.ts`).
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return createScrubber(secrets)(text);
}

/** A scrubber with the forms computed once, for writers that scrub many strings. */
export function createScrubber(secrets: readonly string[]): (text: string) => string {
  const forms = secretForms(secrets);
  return (text) => {
    let out = text;
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(MASK);
    return maskSecretText(out, MASK);
  };
}

/**
 * Scrubs every string (and object key) inside a JSON-like value, before it is rendered, so that a secret is
 * masked whatever escaping the renderer applies afterwards.
 */
export function scrubDeep<T>(value: T, secrets: readonly string[]): T {
  const scrub = createScrubber(secrets);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [scrub(k), walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}
