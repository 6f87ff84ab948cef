import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import { MASK, scrubDeep, scrubSecrets } from './scrub';

const secret = 'p@ss word"<&>/é';

describe('scrubSecrets', () => {
  it.each([
    ['as is', secret],
    ['URL-encoded', encodeURIComponent(secret)],
    ['form-encoded', encodeURIComponent(secret).replace(/%20/g, '+')],
    ['URL-encoded, lowercase hex', encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())],
    ['JSON-escaped', JSON.stringify(secret).slice(1, -1)],
    ['JSON-escaped twice', JSON.stringify(JSON.stringify(secret).slice(1, -1)).slice(1, -1)],
    ['HTML-escaped', escapeHtml(secret)],
    ['JSON-escaped, then HTML-escaped', escapeHtml(JSON.stringify(secret).slice(1, -1))],
    ['JSON-escaped as ASCII', JSON.stringify(secret).slice(1, -1).replace('é', '\\u00e9')],
  ])('masks the secret %s', (_, form) => {
    expect(scrubSecrets(`before ${form} after`, [secret])).toBe(`before ${MASK} after`);
  });

  it('masks every occurrence of every secret and ignores empty ones', () => {
    expect(scrubSecrets('a=AKID1 b=AKID1 c=xyz', ['AKID1', 'xyz', ''])).toBe(`a=${MASK} b=${MASK} c=${MASK}`);
    expect(scrubSecrets('nothing here', [''])).toBe('nothing here');
  });

  it('masks a longer secret whole even when it contains a shorter one', () => {
    expect(scrubSecrets('key=abcdef', ['abc', 'abcdef'])).toBe(`key=${MASK}`);
  });
});

describe('scrubDeep', () => {
  it('masks strings and keys at any depth and leaves other values alone', () => {
    const value = { a: [{ text: 'pw=hunter22' }], hunter22: 1, n: 3, ok: true, none: null };
    expect(scrubDeep(value, ['hunter22'])).toEqual({ a: [{ text: `pw=${MASK}` }], [MASK]: 1, n: 3, ok: true, none: null });
  });
});
