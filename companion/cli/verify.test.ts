import { describe, expect, it } from 'vitest';
import { parseVerifyArgs } from './verify';

describe('aca verify arguments', () => {
  it('--provision and --write-requires', () => {
    expect(parseVerifyArgs(['tasks']).provision).toBe('pre');
    const args = parseVerifyArgs(['tasks', '--provision', 'on-demand', '--write-requires']);
    expect(args).toMatchObject({ provision: 'on-demand', writeRequires: true });
    expect(parseVerifyArgs(['tasks', '--provision=none']).provision).toBe('none');
  });

  it('an unknown provisioning mode is bad input that names the choices', () => {
    expect(() => parseVerifyArgs(['tasks', '--provision', 'later'])).toThrow('--provision must be one of pre, on-demand, none (got "later")');
  });
});
