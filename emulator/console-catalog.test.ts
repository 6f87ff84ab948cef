// GET /__emulator/catalog, and the truth of the forms and lists the vocabularies declare: their labels exist in
// both languages, their actions are served, and their fields are parameters of the official SDK's request models.
import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCatalog } from './console-catalog.js';
import { products } from './product-modules.js';
import { startEmulator, type RunningEmulator } from './server.js';
import { admin } from './testing.js';

type Label = { en: string; zh: string };
type Field = { label: string; param: string; option?: Label };
type Vocabulary = {
  labels: Record<string, Label>;
  nav: { key: string }[];
  forms: { nav: string; open: string; submit: string; sections: { label?: string; action: string; fields: Field[] }[] }[];
  lists: { nav: string; rowActions: { path: string[]; action: string; params: string[]; dialog?: { title: string; confirm: string; fields?: { label: string; option?: string; param?: string }[] } }[] }[];
};

const SDK: Record<string, Record<string, unknown>> = { Ecs: $Ecs, Vpc: $Vpc };

/** The OpenAPI parameter names of an action's request model (`CreateVSwitchRequest.names()`). */
function sdkParams(service: string, action: string): string[] {
  const model = SDK[service][`${action}Request`] as { names(): Record<string, string> } | undefined;
  if (!model) throw new Error(`the ${service} SDK has no ${action}Request`);
  return Object.values(model.names());
}

let em: RunningEmulator;
beforeAll(async () => {
  em = await startEmulator({ seed: 'catalog' });
});
afterAll(() => em.close());

describe('GET /__emulator/catalog', () => {
  it('keeps the vocabulary file\'s forms and lists of hand-drawn pages beside a product\'s page descriptions (SLB)', () => {
    const slb = consoleCatalog(products).products.find((p) => p.key === 'slb')!;
    const vocabulary = slb.vocabulary as unknown as { forms: { key?: string }[]; lists: unknown[]; pages: { key: string }[] };
    expect(vocabulary.forms.map((f) => f.key)).toContain('createClb');
    expect(vocabulary.lists.length).toBeGreaterThan(0);
    expect(vocabulary.pages.map((p) => p.key)).toContain('listenerWizard');
  });

  it('serves a product as one of its earlier generations: its navigation and labels, its hand-drawn forms and lists, without the pages it removes', async () => {
    const { status, body } = await admin(em, 'GET', '/__emulator/catalog?generation=cms@2020');
    expect(status).toBe(200);
    const catalog = body as { console: { labels: Record<string, Label> }; products: { key: string; actions: { name: string }[]; vocabulary: Vocabulary }[] };
    const cms = catalog.products.find((p) => p.key === 'cms')!;
    const vocab = cms.vocabulary;
    const actions = vocab.forms.flatMap((f) => f.sections.map((s) => s.action));
    expect(actions).toEqual(expect.arrayContaining(['PutContact', 'PutContactGroup']));
    expect(actions).not.toContain('CreateContact');
    expect(vocab.lists.flatMap((l) => l.rowActions.map((r) => `${r.action}(${r.params.join()})`))).toEqual(expect.arrayContaining(['DeleteMetricRules(Id.1)', 'DisableMetricRules(RuleId.1)', 'DeleteContact(ContactName)']));
    expect(vocab.labels['group.dialog.ok'].en).toBe('Confirm');
    // What its forms and lists name exists in that console: the navigation entry, the labels, the action.
    const problems: string[] = [];
    for (const form of vocab.forms) {
      if (!vocab.nav.some((n) => n.key === form.nav)) problems.push(`nav ${form.nav}`);
      for (const k of [form.open, form.submit, ...form.sections.flatMap((s) => [s.label, ...s.fields.map((f) => f.label)])]) if (k && !(vocab.labels[k] ?? catalog.console.labels[k])) problems.push(`label ${k}`);
    }
    for (const list of vocab.lists) {
      if (!vocab.nav.some((n) => n.key === list.nav)) problems.push(`nav ${list.nav}`);
      for (const row of list.rowActions) {
        if (!cms.actions.some((a) => a.name === row.action)) problems.push(`action ${row.action}`);
        for (const k of [...row.path, row.dialog?.title, row.dialog?.confirm]) if (k && !(vocab.labels[k] ?? catalog.console.labels[k])) problems.push(`label ${k}`);
      }
    }
    expect(problems).toEqual([]);
    // Today's console is the 2.0 Alert Center; a generation no product declares is refused.
    const today = (await admin(em, 'GET', '/__emulator/catalog')).body as typeof catalog;
    expect(today.products.find((p) => p.key === 'cms')!.vocabulary.forms.flatMap((f) => f.sections.map((s) => s.action))).toContain('CreateContact');
    expect((await admin(em, 'GET', '/__emulator/catalog?generation=cms@1999')).status).toBe(404);
  });

  it('lists each action a dialog\'s choice leads to: ecs@2021\'s Upgrade/Downgrade wizard orders a type change or a bandwidth change', async () => {
    const { body } = await admin(em, 'GET', '/__emulator/catalog?generation=ecs@2021');
    const ecs = (body as { products: { key: string; vocabulary: Vocabulary }[] }).products.find((p) => p.key === 'ecs')!;
    const rows = ecs.vocabulary.lists.flatMap((l) => l.rowActions).filter((r) => r.path.join() === 'action.upgradeDowngrade');
    const told = rows.map((r) => `${r.action} ${r.dialog?.fields?.filter((f) => f.option).map((f) => f.option).join('+')} ${r.dialog?.confirm}`);
    // The first screen that orders (Downgrade > Instance Type), and the two that the other choices lead to.
    expect(told).toEqual([
      'ModifyPrepayInstanceSpec upgrade.op.downgrade+upgrade.downgrade.type upgrade.downgradeNow',
      'ModifyInstanceNetworkSpec upgrade.op.downgrade+upgrade.downgrade.bandwidth upgrade.downgradeNow',
      'ModifyInstanceNetworkSpec upgrade.op.bandwidth upgrade.activate',
    ]);
  });

  it('lists each product with a console, its API actions and its vocabulary', async () => {
    const { status, body } = await admin(em, 'GET', '/__emulator/catalog');
    expect(status).toBe(200);
    const catalog = body as { products: { key: string; service: string; actions: { name: string; rw: string }[] }[] };
    expect(catalog.products.map((p) => p.key)).toEqual(expect.arrayContaining(['ecs', 'vpc']));
    expect(catalog.products.find((p) => p.key === 'actiontrail')?.actions).toContainEqual({ name: 'CreateTrail', rw: 'Write' });
    const vpc = catalog.products.find((p) => p.key === 'vpc')!;
    expect(vpc.actions).toContainEqual({ name: 'CreateVSwitch', rw: 'Write' });
    expect(vpc.actions).toContainEqual({ name: 'DescribeVpcs', rw: 'Read' });
  });

  it('marks what each action destroys, and every Delete, Release, Detach, Disable, Remove, Revoke, Unassociate, Reset action is marked', async () => {
    const { body } = await admin(em, 'GET', '/__emulator/catalog');
    const catalog = body as { products: { key: string; actions: { name: string; rw: string; effect?: string; effectWhen?: Record<string, string[]> }[] }[] };
    const action = (key: string, name: string) => catalog.products.find((p) => p.key === key)!.actions.find((a) => a.name === name);
    expect(action('ecs', 'DeleteInstance')).toEqual({ name: 'DeleteInstance', rw: 'Write', effect: 'release' });
    expect(action('ecs', 'ResetDisk')).toMatchObject({ effect: 'overwrite' });
    expect(action('ecs', 'ModifyInstanceAttribute')).toMatchObject({ effect: 'reset', effectWhen: { Password: ['*'] } });
    expect(action('ram', 'UpdateAccessKey')).toMatchObject({ effect: 'disable', effectWhen: { Status: ['Inactive'] } });
    expect(action('ecs', 'ModifyInstanceAutoReleaseTime')).toMatchObject({ effect: 'release', effectWhen: { AutoReleaseTime: ['*'] } });
    expect(action('ecs', 'UntagResources')).toMatchObject({ effect: 'detach' });
    for (const name of ['StopInstances', 'RebootInstances', 'StartInstances', 'ModifyDiskAttribute']) expect(action('ecs', name)?.effect, name).toBeUndefined();
    expect(action('ecs', 'StopInstance')).toEqual({ name: 'StopInstance', rw: 'Write' });
    expect(action('vpc', 'CreateVpc')).toEqual({ name: 'CreateVpc', rw: 'Write' });
    const unmarked = catalog.products.flatMap((p) => p.actions.filter((a) => /^(Delete|Release|Detach|Disable|Remove|Revoke|Unassociate|Reset|ScheduleKeyDeletion)/.test(a.name) && !a.effect).map((a) => `${p.key} ${a.name}`));
    expect(unmarked).toEqual([]);
    const readsMarked = catalog.products.flatMap((p) => p.actions.filter((a) => a.rw === 'Read' && a.effect).map((a) => `${p.key} ${a.name}`));
    expect(readsMarked).toEqual([]);
  });

  it.each(['ecs', 'vpc'])('%s: forms and lists name labels that exist, actions that are served, parameters the SDK knows', (key) => {
    const catalog = consoleCatalog(products);
    const product = catalog.products.find((p) => p.key === key)!;
    const vocab = product.vocabulary as Vocabulary;
    const shared = (catalog.console as { labels: Record<string, Label> }).labels;
    const problems: string[] = [];
    const label = (k: string | undefined, where: string) => {
      const l = k === undefined ? undefined : vocab.labels[k] ?? shared[k];
      if (k !== undefined && !(l?.en && l?.zh)) problems.push(`${where}: label "${k}"`);
    };
    const served = (action: string, where: string) => {
      if (!product.actions.some((a) => a.name === action)) problems.push(`${where}: action ${action} is not served`);
    };
    const nav = (k: string, where: string) => {
      if (!vocab.nav.some((n) => n.key === k)) problems.push(`${where}: nav "${k}"`);
    };
    for (const form of vocab.forms) {
      nav(form.nav, form.open);
      [form.open, form.submit].forEach((k) => label(k, form.open));
      for (const section of form.sections) {
        label(section.label, form.open);
        served(section.action, form.open);
        const params = sdkParams(product.service, section.action);
        for (const field of section.fields) {
          label(field.label, section.action);
          if (!params.includes(field.param)) problems.push(`${section.action}: ${field.param} is not a parameter`);
        }
      }
    }
    for (const list of vocab.lists) {
      nav(list.nav, list.nav);
      for (const row of list.rowActions) {
        row.path.forEach((k) => label(k, row.action));
        served(row.action, list.nav);
        const params = sdkParams(product.service, row.action);
        // A repeated parameter is sent numbered (`DeleteVersion.1`, `Tag.1.Key`), as the SDK's list (`DeleteVersion`, `Tag`) is.
        const known = (p: string) => params.includes(p) || params.includes(p.replace(/\.\d+(\.\w+)?$/, ''));
        row.params.filter((p) => !known(p)).forEach((p) => problems.push(`${row.action}: ${p} is not a parameter`));
        if (row.dialog) {
          [row.dialog.title, row.dialog.confirm].forEach((k) => label(k, row.action));
          row.dialog.fields?.forEach((f) => [f.label, f.option].forEach((k) => label(k, row.action)));
          // A text box sets a request parameter of the row action (Modify Information's Instance Name: InstanceName).
          row.dialog.fields?.filter((f) => f.param !== undefined && !known(f.param)).forEach((f) => problems.push(`${row.action}: ${f.param} is not a parameter`));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(vocab.forms.length + vocab.lists.length).toBeGreaterThan(0);
  });
});
