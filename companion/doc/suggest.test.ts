import { describe, expect, it } from 'vitest';
import { suggestValue } from './suggest';

describe('suggestValue', () => {
  it('mends a value by what the console says is wrong with it', () => {
    expect(suggestValue('DocVPC-01', 'Specified VPC name is not valid: it may not contain uppercase letters.')).toBe('docvpc-01');
    expect(suggestValue('my vpc', 'The name cannot contain spaces.')).toBe('my-vpc');
    expect(suggestValue('DocVPC', '名称不能包含大写字母。')).toBe('docvpc');
    expect(suggestValue('DocVPC-${inputs.vpcName}', 'no uppercase letters')).toBe('docvpc-${inputs.vpcName}');
  });

  it('suggests nothing when the message gives no way to mend the value', () => {
    expect(suggestValue('x', 'The name must be 2 to 128 characters long.')).toBeUndefined();
    expect(suggestValue('docvpc', 'it may not contain uppercase letters')).toBeUndefined();
  });
});
