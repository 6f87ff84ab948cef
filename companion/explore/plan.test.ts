// The planner on the real emulator's catalogue: which tasks each product gets, what they require and check,
// and how a catalogue the console cannot support turns into skips and errors that say why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { CatalogError, fetchCatalog, labelReader, productOf, type Catalog } from './catalog';
import { planProduct } from './plan';
import { nounOf, requirementsFor } from './resources';

let emulator: RunningEmulator;
let catalog: Catalog;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'explore-plan' });
  catalog = await fetchCatalog(emulator);
});
afterAll(() => emulator.close());

const summary = (product: string, cat = catalog) => {
  const plan = planProduct(cat, productOf(cat, product));
  return { tasks: plan.tasks.map((t) => `${t.verb} ${t.resource}`), skipped: plan.skipped.map((s) => `${s.verb} ${s.resource}`) };
};

describe('nounOf', () => {
  it('reads the resource an action names after its verb', () => {
    expect(nounOf('CreateVSwitch', 'Create', [])).toBe('VSwitch');
    expect(nounOf('DescribeVSwitches', 'Describe', ['VSwitch'])).toBe('VSwitch');
    expect(nounOf('DescribeSecurityGroupAttribute', 'Describe', ['SecurityGroup'])).toBe('SecurityGroup');
    expect(nounOf('ModifyInstanceAttribute', 'Modify', ['Instance'])).toBe('Instance');
    expect(nounOf('ListAccessKeys', 'List', ['AccessKey'])).toBe('AccessKey');
    expect(nounOf('DescribeRegions', 'Describe', ['Vpc'])).toBeUndefined();
    expect(nounOf('RunInstances', 'Create', [])).toBeUndefined();
  });
});

describe('planProduct', () => {
  it('plans every verb the console supports and skips the rest', () => {
    // VPC grows (route tables, NAT gateways: no forms in its vocabulary yet): its VPCs and vSwitches plan as before.
    const vpc = summary('vpc');
    expect(vpc.tasks).toEqual(['create vpc', 'read vpc', 'delete vpc', 'create vswitch', 'delete vswitch']);
    expect(vpc.skipped.slice(0, 3)).toEqual(['update vpc', 'read vswitch', 'update vswitch']);
    expect(vpc.skipped).toEqual(expect.arrayContaining(['create route-table', 'create nat-gateway']));
    // ECS (today's console, from its page descriptions): the instance row has no Manage link any more (the ID opens
    // the details page), so there is no read of an instance; the rest plans as before.
    const ecs = summary('ecs');
    expect(ecs.tasks).toEqual(expect.arrayContaining(['update instance', 'delete instance', 'create security-group', 'read security-group', 'delete security-group', 'create disk', 'delete disk']));
    expect(ecs.skipped).toEqual(expect.arrayContaining(['create instance', 'read instance', 'update security-group']));
    expect(ecs.tasks).not.toContain('create instance');
  });

  it('checks a create with the events of each form section, ids of required resources and the entered names', () => {
    const plan = planProduct(catalog, productOf(catalog, 'vpc'));
    const vsw = plan.tasks.find((t) => t.verb === 'create' && t.resource === 'vswitch')!;
    expect(vsw.requires).toEqual([{ id: 'vpc', type: 'vpc', attributes: { CidrBlock: '192.168.0.0/16', VpcName: 'explore-vpc-${rand}' } }]);
    expect(vsw.inputs).toEqual({ vSwitchName: 'explore-vswitch-${rand}' });
    expect(vsw.success).toEqual([
      { service: 'Vpc', event: 'CreateVSwitch', succeeded: true, params: { VpcId: '${vpc.id}', VSwitchName: '${inputs.vSwitchName}', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.2.0/24' } },
    ]);
  });

  it('builds requires from the provisioner dependencies, each type once, with the create forms\' values', () => {
    expect(requirementsFor(catalog, ['instance']).map((r) => [r.id, r.attributes])).toEqual([
      ['vpc', { CidrBlock: '192.168.0.0/16', VpcName: 'explore-vpc-${rand}' }],
      ['vswitch', { VpcId: '${vpc.id}', ZoneId: 'cn-hangzhou-k', CidrBlock: '192.168.2.0/24', VSwitchName: 'explore-vswitch-${rand}' }],
      ['security-group', { VpcId: '${vpc.id}', SecurityGroupName: 'explore-security-group-${rand}' }],
      ['instance', { VSwitchId: '${vswitch.id}', SecurityGroupId: '${security-group.id}', InstanceName: 'explore-instance-${rand}' }],
    ]);
  });

  it('updates through a row action\'s dialog: a new name as an input, the Modify event with the row\'s id and that name', () => {
    const plan = planProduct(catalog, productOf(catalog, 'ecs'));
    const update = plan.tasks.find((t) => t.verb === 'update' && t.resource === 'instance')!;
    expect(update.requires.map((r) => r.id)).toEqual(['vpc', 'vswitch', 'security-group', 'instance']);
    expect(update.inputs).toEqual({ newInstanceName: 'explore-instance-renamed-${rand}' });
    expect(update.steps.slice(-2)).toEqual([
      { kind: 'row-action', target: '${instance.name}', path: ['action.more', 'more.settings', 'action.modify'] },
      { kind: 'dialog', title: 'modify.title', texts: [{ label: 'modify.name', value: '${inputs.newInstanceName}' }], choices: [], checks: [], continues: [], confirm: 'common.ok' },
    ]);
    expect(update.success).toEqual([
      { service: 'Ecs', event: 'ModifyInstanceAttribute', succeeded: true, params: { InstanceId: '${instance.id}', InstanceName: '${inputs.newInstanceName}' } },
    ]);
  });

  it('types a dialog text field\'s declared value, and skips one that has none and is not a name', () => {
    const modifyDialog = (cat: Catalog) =>
      productOf(cat, 'ecs').vocabulary.lists.find((l) => l.id === 'InstanceId')!.rowActions.find((r) => r.action === 'ModifyInstanceAttribute')!.dialog!;
    const withValue = structuredClone(catalog);
    modifyDialog(withValue).fields!.push({ label: 'modify.description', kind: 'text', param: 'Description', value: 'renamed by aca explore' });
    const update = planProduct(withValue, productOf(withValue, 'ecs')).tasks.find((t) => t.verb === 'update')!;
    expect(update.success[0].params).toEqual({ InstanceId: '${instance.id}', InstanceName: '${inputs.newInstanceName}', Description: 'renamed by aca explore' });

    const broken = structuredClone(catalog);
    modifyDialog(broken).fields!.push({ label: 'modify.description', kind: 'text', param: 'Description' });
    const skip = planProduct(broken, productOf(broken, 'ecs')).skipped.find((s) => s.verb === 'update' && s.resource === 'instance');
    expect(skip?.reason).toBe('dialog "modify.title": field "modify.description" (Description) has no value and is not a name');
  });

  it('clicks through the screens of a dialog before its confirm: Release Settings, Next, OK', () => {
    const release = planProduct(catalog, productOf(catalog, 'ecs')).tasks.find((t) => t.verb === 'delete' && t.resource === 'instance')!;
    expect(release.steps.at(-1)).toEqual({
      kind: 'dialog', title: 'release.title', texts: [], choices: [{ label: 'release.mode', option: 'release.now' }], checks: [], continues: ['common.next'], confirm: 'common.ok',
    });
  });

  it('skips a create whose form has a field it cannot fill, naming the form and the field', () => {
    const broken = structuredClone(catalog);
    const form = productOf(broken, 'vpc').vocabulary.forms.find((f) => f.key === 'createVSwitch')!;
    form.sections[1].fields.push({ label: 'vsw.cidr', param: 'Description', kind: 'text' });
    const skip = planProduct(broken, productOf(broken, 'vpc')).skipped.find((s) => s.verb === 'create' && s.resource === 'vswitch');
    expect(skip?.reason).toBe('form "createVSwitch": field "vsw.cidr" (Description) has no value, is not a name and names no resource type');
  });
});

describe('the catalogue edge', () => {
  it('names the products that exist for an unknown one, and the product for an unknown label', () => {
    expect(() => productOf(catalog, 'warpdrive')).toThrow(/unknown product "warpdrive"; the emulator's console has: ecs, vpc/);
    const label = labelReader(catalog, productOf(catalog, 'vpc'), 'zh');
    expect(label('nav.vswitches')).toBe('交换机');
    expect(label('common.ok')).toBe('确定');
    expect(() => label('nav.nothing')).toThrow(new CatalogError('unknown-label', 'the vpc vocabulary has no label "nav.nothing"'));
  });

  it('says where and why when the emulator refuses the catalogue', async () => {
    const refused = fetchCatalog({ url: emulator.url, adminToken: 'not-the-token' });
    await expect(refused).rejects.toThrow(new RegExp(`${emulator.url}/__emulator/catalog answered HTTP 401`));
  });
});
