// The planner on the real emulator's catalogue: which tasks each product gets, what they require and check,
// and how a catalogue the console cannot support turns into skips and errors that say why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { CatalogError, fetchCatalog, labelReader, productOf, type Catalog } from './catalog';
import { planProduct } from './plan';
import { PRODUCT_KEYS, PRODUCTS } from '../task/products';
import { nounOf, requirementsFor, typeOfNoun } from './resources';

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
    expect(nounOf('GetBucketInfo', 'Get', ['Bucket'])).toBe('Bucket');
    expect(nounOf('DescribeContactList', 'Describe', ['Contact'])).toBe('Contact');
    expect(nounOf('SetLoadBalancerName', 'Set', ['LoadBalancer'])).toBe('LoadBalancer');
    expect(nounOf('UpdateDomainRecordRemark', 'Update', ['Domain', 'DomainRecord'])).toBe('DomainRecord');
    expect(nounOf('AddUserToGroup', 'Add', [])).toBeUndefined();
  });
});

describe('typeOfNoun', () => {
  it('matches a noun to a type of the product\'s own console, with the service\'s prefix or the type\'s last words', () => {
    expect(typeOfNoun('SecurityGroup')).toBe('security_group');
    expect(typeOfNoun('Role')).toBeUndefined();
    expect(typeOfNoun('Role', 'ram')).toBe('ram_role');
    expect(typeOfNoun('Account', 'rds')).toBe('db_account');
    expect(typeOfNoun('Bucket', 'oss')).toBe('oss_bucket');
    expect(typeOfNoun('Contact', 'cms')).toBe('cms_alarm_contact');
    expect(typeOfNoun('ContactGroup', 'cms')).toBe('cms_alarm_contact_group');
    expect(typeOfNoun('DomainRecord', 'dns')).toBe('alidns_record');
    expect(typeOfNoun('LoadBalancerTCPListener', 'slb')).toBe('slb_listener');
    // Another product's type is not the noun's (ECS has no RAM users), nor a type without the product's shared prefix
    // (VPC's route entries are no SNAT entries).
    expect(typeOfNoun('Group', 'ram')).toBe('ram_group');
    expect(typeOfNoun('User', 'ecs')).toBeUndefined();
    expect(typeOfNoun('RouteEntry', 'vpc')).toBeUndefined();
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

  it('names a camelCase `name` after the noun the form creates, as a bare Name', () => {
    const camel = structuredClone(catalog);
    const form = productOf(camel, 'vpc').vocabulary.forms.find((f) => f.key === 'createVSwitch')!;
    form.sections[1].fields.push({ label: 'vsw.name', param: 'name', kind: 'text' });
    const create = planProduct(camel, productOf(camel, 'vpc')).tasks.find((t) => t.verb === 'create' && t.resource === 'vswitch')!;
    expect(create.inputs).toMatchObject({ vSwitchName: expect.stringMatching(/^explore-/) });
    expect(create.success[0]?.params?.name).toBe('${inputs.vSwitchName}');
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

describe('every product', () => {
  /** Every text a doc may show in bold for a product: its labels, the console's, and its forms' declared options. */
  const known = (product: string, lang: 'en' | 'zh') => {
    const p = productOf(catalog, product);
    const options = p.vocabulary.forms.flatMap((f) => f.sections.flatMap((s) => s.fields.flatMap((x) => (x.option ? [x.option[lang]] : []))));
    return new Set([...Object.values(p.vocabulary.labels), ...Object.values(catalog.console.labels)].map((l) => l[lang]).concat(options));
  };

  // EIP and NAT Gateway are pages of the VPC console (their emulatorPath is under /vpc/), not products of their own.
  const ownConsoles = PRODUCT_KEYS.filter((k) => PRODUCTS[k].emulatorPath === `/${k}`);
  it.each(ownConsoles)('%s: plans at least one task, and its docs name only labels of the vocabulary', (product) => {
    const plan = planProduct(catalog, productOf(catalog, product));
    expect(plan.tasks.length).toBeGreaterThan(0);
    for (const lang of ['en', 'zh'] as const) {
      const label = labelReader(catalog, productOf(catalog, product), lang);
      const bold = new Set(known(product, lang));
      for (const task of plan.tasks) {
        const keys = task.steps.flatMap((s) => {
          if (s.kind === 'navigate') return s.path;
          if (s.kind === 'open-form') return [s.page, s.button];
          if (s.kind === 'fields') return [...(s.section ? [s.section] : []), ...s.fields.map((f) => f.label)];
          if (s.kind === 'row-action') return ['common.actions', ...s.path];
          if (s.kind === 'dialog') return [s.title, ...s.texts.map((t) => t.label), ...s.choices.flatMap((c) => [c.label, c.option]), ...s.checks, ...s.continues, s.confirm];
          if (s.kind === 'click') return [s.label];
          return [];
        });
        const unknown = keys.map((k) => label(k)).filter((text) => !bold.has(text));
        expect(unknown, `${product} ${task.verb} ${task.resource} (${lang})`).toEqual([]);
      }
    }
  });

  it('plans the hand-drawn consoles\' creates and deletes from their vocabulary forms and lists', () => {
    expect(summary('ram').tasks).toEqual(expect.arrayContaining(['create ram-group', 'delete ram-group', 'delete ram-user', 'delete ram-role', 'delete ram-policy']));
    expect(summary('oss').tasks).toEqual(['create oss-bucket', 'delete oss-bucket']);
    expect(summary('dns').tasks).toEqual(expect.arrayContaining(['create alidns-domain', 'delete alidns-domain']));
    expect(summary('cms').tasks).toEqual(expect.arrayContaining(['create cms-alarm-contact', 'delete cms-alarm-contact']));
    expect(summary('rds').tasks).toEqual(expect.arrayContaining(['read db-instance', 'delete db-instance']));
    expect(summary('actiontrail').tasks).toEqual(['create trail', 'delete trail']);
    // Three create actions name a CLB listener: one resource, one skip per verb.
    expect(summary('slb').skipped.filter((s) => s.endsWith(' slb-listener'))).toEqual(['create slb-listener', 'read slb-listener', 'update slb-listener', 'delete slb-listener']);
  });

  it('names a trail after its resource, selects the bucket it delivers to by name, and keeps a declared domain name', () => {
    const trail = planProduct(catalog, productOf(catalog, 'actiontrail')).tasks.find((t) => t.verb === 'create')!;
    expect(trail.inputs).toEqual({ trailName: 'explore-trail-${rand}' });
    expect(trail.requires).toEqual([{ id: 'oss-bucket', type: 'oss_bucket', attributes: { BucketName: 'explore-oss-bucket-${rand}' } }]);
    expect(trail.success).toEqual([{ service: 'Actiontrail', event: 'CreateTrail', succeeded: true, params: { Name: '${inputs.trailName}', OssBucketName: '${oss-bucket.id}' } }]);
    const domain = planProduct(catalog, productOf(catalog, 'dns')).tasks.find((t) => t.verb === 'delete' && t.resource === 'alidns-domain')!;
    expect(domain.requires).toEqual([{ id: 'alidns-domain', type: 'alidns_domain', attributes: { DomainName: 'explore-${rand}.com' } }]);
  });

  it('leaves a secret\'s value out of the rule: ActionTrail masks it', () => {
    const secret = planProduct(catalog, productOf(catalog, 'kms')).tasks.find((t) => t.verb === 'create' && t.resource === 'kms-secret')!;
    expect(secret.success).toEqual([{ service: 'Kms', event: 'CreateSecret', succeeded: true, params: { SecretName: '${inputs.secretName}', VersionId: 'v1' } }]);
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
