/**
 * What a credential looks like on a console page, shared by the page runtime (it masks them in the snapshot)
 * and the companion (it masks them in screenshots and scrubs them from every file). Pure: no DOM, no Node.
 */

/** What the snapshot shows instead of a password or a credential. */
export const SECRET_MASK = '••••';

/** Labels under which a console shows a credential: a table column, a form label, a description term. */
export const SECRET_LABEL = /access\s*key\s*secret|accesskeysecret|secret\s*access\s*key|^\s*secret\s*$|client\s*secret|密钥|security\s*token|private\s*key/i;

/** A value that may be a credential when a secret label names it: 16+ characters of base64 or hex. */
const TOKEN = /^[A-Za-z0-9+/=_-]{16,}$/;

/** Patterns that are credentials wherever they appear, with the part to mask as group 2 (group 1 is kept). */
export const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  // PEM private keys (RSA, EC, OpenSSH, PKCS#8), including JSON-escaped line breaks.
  /()(-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----)/g,
  // STS security tokens: base64 starting with CAIS.
  /()(\bCAIS[A-Za-z0-9+/=]{40,})/g,
  // A 30-character AccessKey secret (or any long token) right after a secret label: `AccessKeySecret: …`,
  // `"accessKeySecret":"…"`, `ALIBABA_CLOUD_ACCESS_KEY_SECRET=…`.
  /((?:access[\s_-]*key[\s_-]*secret|secret[\s_-]*access[\s_-]*key|client[\s_-]*secret|security[\s_-]*token|密钥)\W{0,6}?\s*[:=：]\s*\\?["']?)([A-Za-z0-9+/=]{16,})/gi,
];

/**
 * What never leaves in a file or a screenshot: the credentials, and AccessKey IDs too (an ID names the key a
 * leak would be paired with). The snapshot masks only the credentials: a person on the console page reads the
 * IDs, and a task may have to find a key by its ID.
 */
export const SECRET_PATTERNS: readonly RegExp[] = [...CREDENTIAL_PATTERNS, /()(\bLTAI[A-Za-z0-9]{12,28}\b)/g];

/** Replaces every match of `patterns` (default: all secret patterns) in `text` with `mask`. */
export function maskSecretText(text: string, mask = SECRET_MASK, patterns: readonly RegExp[] = SECRET_PATTERNS): string {
  let out = text;
  for (const pattern of patterns) out = out.replace(pattern, (_m, keep: string) => `${keep}${mask}`);
  return out;
}

/** Masks the credentials (not the AccessKey IDs) in page text. */
export const maskCredentials = (text: string): string => maskSecretText(text, SECRET_MASK, CREDENTIAL_PATTERNS);

/** True when a secret pattern recognises something in `text`. */
export function hasSecretPattern(text: string): boolean {
  return maskSecretText(text, '\u0000') !== text;
}

/** True when `label` names a credential and `value` looks like one (a token, not a sentence). */
export function isLabelledSecret(label: string | undefined, value: string): boolean {
  return !!label && SECRET_LABEL.test(label) && TOKEN.test(value.trim());
}
