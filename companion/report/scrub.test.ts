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

describe('secret patterns (values nobody told the scrubber)', () => {
  const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAx1c3\nq2Zr9A==\n-----END RSA PRIVATE KEY-----';
  it.each([
    ['an AccessKey ID', 'key LTAI5tF5Ji1pfj8e22e5gAfX here', `key ${MASK} here`],
    ['an AccessKey secret after its label', 'AccessKey Secret: MIomRjEXxfUW4i7fSwlYdbZZxxUn8E', `AccessKey Secret: ${MASK}`],
    ['an AccessKey secret as a JSON field', '{"accessKeySecret":"MIomRjEXxfUW4i7fSwlYdbZZxxUn8E"}', `{"accessKeySecret":"${MASK}"}`],
    ['an AccessKey secret in an environment line', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET=MIomRjEXxfUW4i7fSwlYdbZZxxUn8E', `ALIBABA_CLOUD_ACCESS_KEY_SECRET=${MASK}`],
    ['an STS token', `token CAIS${'q1W2e3R4t5Y6'.repeat(5)} end`, `token ${MASK} end`],
    ['a PEM private key', `key:\n${pem}\ndone`, `key:\n${MASK}\ndone`],
    ['a PEM private key inside JSON', JSON.stringify({ key: pem }), `{"key":"${MASK}"}`],
  ])('masks %s', (_, text, expected) => {
    expect(scrubSecrets(text, [])).toBe(expected);
  });

  it('leaves ordinary console text alone', () => {
    const text = 'i-bp1fiolybq0blrxu3uku web-prod-01 | Running | sg-bp1a2b3c4d5e6f7g8h | The AccessKey secret is shown once.';
    expect(scrubSecrets(text, [])).toBe(text);
  });

  it('masks patterns in scrubDeep too, without any known secret', () => {
    expect(scrubDeep({ events: [{ accessKeyId: 'LTAI5tF5Ji1pfj8e22e5gAfX' }] }, [])).toEqual({ events: [{ accessKeyId: MASK }] });
  });
});
