// requiresFor: the `requires` list made from what a procedure needs and the create forms the catalogue describes.
import { describe, expect, it } from 'vitest';
import type { ControlCall } from './catalogue';
import { kindOf } from './kinds';
import { requiresFor, type Need } from './requires';

const need = (type: string, extra: Partial<Need> = {}): Need => ({
  kind: kindOf(type)!, reason: 'prerequisite', evidence: { kind: 'catalogue', text: `a ${type}` }, confidence: 0.9, ...extra,
});
const vSwitchForm: ControlCall = {
  path: ['Create vSwitch'], action: 'CreateVSwitch', rowParams: [],
  fields: [
    { en: 'IPv4 CIDR Block', zh: 'IPv4网段', param: 'CidrBlock', value: '192.168.1.0/24', kind: 'text' },
    { en: 'Zone', zh: '可用区', param: 'ZoneId', value: 'cn-hangzhou-k', kind: 'select' },
  ],
};

describe('requiresFor', () => {
  it('gives a form\'s fixed CIDR block to the first of several vSwitches only (the provisioner picks a free block for the others), its zone to each', () => {
    const { requires } = requiresFor([need('vpc'), need('vswitch', { instances: [{}, {}] })], [vSwitchForm]);
    const vSwitches = requires.filter((r) => r.type === 'vswitch');
    expect(vSwitches.map((r) => r.id)).toEqual(['vsw', 'vsw2']);
    expect(vSwitches[0].attributes).toMatchObject({ CidrBlock: '192.168.1.0/24', VpcId: '${vpc.id}' });
    expect(vSwitches[1].attributes.CidrBlock).toBeUndefined();
    expect(vSwitches[1].attributes).toMatchObject({ VpcId: '${vpc.id}', ZoneId: 'cn-hangzhou-k', VSwitchName: 'aca-${rand}-vsw2' });
  });

  it('keeps a value the page gives each of them', () => {
    const { requires } = requiresFor([need('vpc'), need('vswitch', { instances: [{ CidrBlock: '10.0.1.0/24' }, { CidrBlock: '10.0.2.0/24' }] })], [vSwitchForm]);
    expect(requires.filter((r) => r.type === 'vswitch').map((r) => r.attributes.CidrBlock)).toEqual(['10.0.1.0/24', '10.0.2.0/24']);
  });

  it('gives a CLB listener the port it is known by when the page names none', () => {
    const { requires } = requiresFor([need('slb_listener')], []);
    expect(requires.map((r) => r.type)).toEqual(['slb_load_balancer', 'slb_listener']);
    expect(requires[1].attributes).toMatchObject({ LoadBalancerId: '${clb.id}', ListenerPort: '80' });
  });

  it('makes an existing SNAT entry with what it is made of: its NAT gateway\'s table, a vSwitch, an EIP bound to the gateway', () => {
    const { requires } = requiresFor([need('snat_entry')], []);
    expect(requires.map((r) => `${r.id}: ${r.type}`)).toEqual(['vpc: vpc', 'vsw: vswitch', 'nat: nat_gateway', 'eip: eip', 'snat-entry: snat_entry']);
    const [, , nat, eip, snat] = requires;
    expect(nat.attributes).toMatchObject({ VpcId: '${vpc.id}', VSwitchId: '${vsw.id}' });
    expect(eip.attributes).toMatchObject({ InstanceId: '${nat.id}' });
    expect(snat.attributes).toMatchObject({ SnatTableId: '${nat.SnatTableId}', SourceVSwitchId: '${vsw.id}', SnatIp: '${eip.IpAddress}' });
  });
});
