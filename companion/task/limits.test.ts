import { describe, expect, it } from 'vitest';
import { parseDoc, parseTask } from './load';
import { decodeUtf8, MAX_DOC_BYTES } from './limits';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe('UTF-8 only', () => {
  it('keeps valid text as it is, a byte order mark included', () => {
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], '# 操作步骤\n'), 'a.md')).toBe('\uFEFF# 操作步骤\n');
  });

  it('names the line and offset of the first byte that is not UTF-8: Latin-1, overlong forms, surrogates, a cut sequence', () => {
    const cases: Array<[Buffer, RegExp]> = [
      [bytes('one\ntwo caf', [0xe9], '\n'), /line 2: byte 0xe9 at offset 11/],
      [bytes('x', [0xc0, 0xaf]), /line 1: byte 0xc0 at offset 1/],
      [bytes('ab', [0xed, 0xa0, 0x80]), /line 1: byte 0xed at offset 2/],
      [bytes('\n\n操', [0xe6, 0x93]), /line 3: byte 0xe6 at offset 5/],
    ];
    for (const [data, message] of cases) expect(() => decodeUtf8(data, 'a.md')).toThrow(message);
  });
});

describe('limits of a doc', () => {
  const front = '---\nid: ecs/x\ntitle: X\nproduct: ecs\nstart: /ecs\n---\n';
  it('refuses a doc past the size limit, naming the limit', () => {
    const big = `# X\n\n## Procedure\n1. Click **OK**.\n${'x'.repeat(MAX_DOC_BYTES)}`;
    expect(() => parseDoc(big)).toThrow(`may be at most 2.0 MiB (${MAX_DOC_BYTES} bytes)`);
    expect(() => parseTask(front + big, 'x.md')).toThrow(/x\.md: \(file\): is 2\.0 MiB/);
  });

  it('refuses a procedure of bullets, but not a numbered one with bulleted sub-steps', () => {
    expect(() => parseDoc('# X\n\n## Procedure\n* Click **A**.\n* Click **B**.\n')).toThrow(/body: the procedure is a bulleted list \(line 4\)/);
    const nested = parseDoc('# X\n\n## Procedure\n1. Open the dialog:\n   - Click **A**.\n2. Click **OK**.\n');
    expect(nested.steps.map((s) => s.label)).toEqual(['1', '2']);
  });

  it('refuses YAML aliases that expand past the limit, and keeps a few', () => {
    const aliases = (n: number) => `inputs:\n  a: &a "v"\n${Array.from({ length: n }, (_, i) => `  b${i}: *a`).join('\n')}\n`;
    const body = '# X\n\n## Procedure\n1. Click **OK**.\n';
    expect(parseTask(front.replace('---\n', `---\n${aliases(3)}`) + body, 'ok.md').front.inputs.b2).toBe('v');
    const laughs = `---\nid: ecs/x\ntitle: X\nproduct: ecs\nstart: /ecs\ninputs:\n  a: &a [x, x, x, x, x, x, x, x]\n  b: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n  c: [*b, *b, *b, *b, *b, *b, *b, *b]\n---\n${body}`;
    expect(() => parseTask(laughs, 'laughs.md')).toThrow(/laughs\.md:2: yaml: YAML aliases expand to more than 50 nodes/);
  });
});
