import { describe, expect, it } from 'vitest';
import { fill, get, holds, paramsOf, valueOf } from './resolve';
import type { FieldSpec } from './spec';
import { initialValues, problems, withChange } from './validate';

const row = { InstanceId: 'i-1', Status: 'Running', Cpu: 2, VpcAttributes: { PrivateIpAddress: { IpAddress: ['10.0.0.1'] } }, InstanceChargeType: 'PostPaid' };

describe('reading descriptions against data', () => {
  it('writes a JSON list of objects from sources, one per each entry', () => {
    const scope = { values: { port: '80' }, item: 'i-7' };
    expect(valueOf({ json: [{ ServerId: { item: '.' }, Weight: '100', Port: { field: 'port' } }] }, scope)).toBe('[{"ServerId":"i-7","Weight":"100","Port":"80"}]');
  });

  it('follows dot paths, list indices included', () => {
    expect(get({ Instances: { Instance: [row] } }, 'Instances.Instance.0.InstanceId')).toBe('i-1');
    expect(get(row, 'VpcAttributes.PrivateIpAddress.IpAddress')).toEqual(['10.0.0.1']);
    expect(get(row, 'Missing.Deeper')).toBeUndefined();
  });

  it('tests conditions on the row and on the form', () => {
    expect(holds({ row: 'Status', eq: 'Running' }, { row })).toBe(true);
    expect(holds({ row: 'Status', in: ['Stopped'] }, { row })).toBe(false);
    expect(holds({ all: [{ row: 'InstanceChargeType', eq: 'PostPaid' }, { not: { field: 'force', eq: true } }] }, { row, values: { force: false } })).toBe(true);
    expect(holds({ any: [{ field: 'time', set: true }, { row: 'Cpu', eq: 4 }] }, { row, values: {} })).toBe(false);
  });

  it('builds a call\'s parameters: row, mapped fields, region, route, earlier answers, lists, batch rows', () => {
    const scope = { row, values: { mode: 'force', name: 'web', none: '' }, regionId: 'cn-hangzhou', route: { id: 'i-9' }, results: [{ SecurityGroupId: 'sg-1' }], rows: [row, { ...row, InstanceId: 'i-2' }] };
    expect(
      paramsOf(
        {
          params: {
            InstanceId: { row: 'InstanceId' },
            ForceStop: { field: 'mode', map: { force: true, '*': null } },
            Force: { row: 'Status', map: { Stopped: null, '*': true } },
            Name: { field: 'name' },
            Empty: { field: 'none' },
            RegionId: { region: true },
            InstanceIds: { list: { route: 'id' } },
            SecurityGroupId: { result: 'SecurityGroupId' },
            Batch: { rows: 'InstanceId' },
            Fixed: 'tcp',
          },
        },
        scope,
      ),
    ).toEqual({ InstanceId: 'i-1', ForceStop: true, Force: true, Name: 'web', RegionId: 'cn-hangzhou', InstanceIds: ['i-9'], SecurityGroupId: 'sg-1', Batch: ['i-1', 'i-2'], Fixed: 'tcp' });
    expect(valueOf({ field: 'mode', map: { stop: true, '*': null } }, scope)).toBeUndefined();
    expect(valueOf({ item: '.' }, { item: '22/22' })).toBe('22/22');
  });

  it('fills label templates from item fields, names and labels', () => {
    const lookup = (kind: 'label' | 'zone', value: string, prefix: string) => `${kind}:${prefix}${value}`;
    expect(fill('{InstanceId} ({Cpu} vCPU)', row)).toBe('i-1 (2 vCPU)');
    expect(fill('{zone:ZoneId}', { ZoneId: 'cn-hangzhou-k' }, lookup)).toBe('zone:cn-hangzhou-k');
    expect(fill('{label:status.Status}', row, lookup)).toBe('label:status.Running');
    expect(fill('{Missing}', row)).toBe('');
  });
});

describe('form values', () => {
  const fields: FieldSpec[] = [
    { key: 'name', label: 'n', kind: 'text', from: 'InstanceName', required: true, rules: [{ rule: 'pattern', pattern: '^[a-z]', message: 'bad.name' }] },
    { key: 'mode', label: 'm', kind: 'radio', default: 'stop' },
    { key: 'force', label: 'f', kind: 'check' },
    { key: 'protocol', label: 'p', kind: 'select', default: 'ssh' },
    { key: 'port', label: 'r', kind: 'text', follow: { field: 'protocol', map: { ssh: '22/22', http: '80/80' } } },
    { key: 'password', label: 'pw', kind: 'password', rules: [{ rule: 'password', message: 'bad.password' }] },
    { key: 'confirm', label: 'c', kind: 'password', rules: [{ rule: 'sameAs', field: 'password', message: 'bad.confirm' }] },
    { key: 'time', label: 't', kind: 'datetime', required: true, visible: { field: 'mode', eq: 'scheduled' } },
    { key: 'rules', label: 'x', kind: 'custom', component: 'rows', rules: [{ rule: 'check', check: 'complete', message: 'bad.rows' }] },
    { key: 'terms', label: 'agree', kind: 'check', required: true, requiredMessage: 'bad.terms', visible: { field: 'mode', eq: 'buy' } },
  ];

  it('start from the resource, then defaults, then the values other fields set', () => {
    expect(initialValues(fields, { InstanceName: 'web' })).toEqual({ name: 'web', mode: 'stop', force: false, terms: false, protocol: 'ssh', port: '22/22' });
    expect(withChange(fields, { protocol: 'ssh', port: '22/22' }, 'protocol', 'http')).toEqual({ protocol: 'http', port: '80/80' });
    expect(withChange(fields, { protocol: 'ssh', port: '22/22' }, 'protocol', 'custom_tcp')).toEqual({ protocol: 'custom_tcp', port: '22/22' });
  });

  it('report the problems of shown fields only, with the rule\'s message', () => {
    const validators = { complete: (v: unknown) => (v as { ok: boolean }).ok };
    const found = problems(fields, { values: { name: '9', password: 'short', confirm: 'other', mode: 'stop', rules: { ok: false } } }, validators);
    expect(found).toEqual({ name: 'bad.name', password: 'bad.password', confirm: 'bad.confirm', rules: 'bad.rows' });
    expect(problems(fields, { values: { mode: 'scheduled', rules: { ok: true } } }, validators)).toEqual({ name: 'common.required', time: 'common.required' });
    expect(() => problems(fields, { values: { name: 'a', rules: {} } })).toThrow(/check "complete", which the product does not register/);
    expect(problems(fields, { values: { name: 'a', mode: 'buy', terms: false, rules: { ok: true } } }, validators)).toEqual({ terms: 'bad.terms' });
  });
});
