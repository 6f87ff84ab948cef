// The ECS page descriptions, today's and each generation's: they apply, name labels that exist in both languages,
// open dialogs that exist, and call actions the emulator serves with parameters the official SDK knows.
import * as $Ecs from '@alicloud/ecs20140526';
import * as $Vpc from '@alicloud/vpc20160428';
import { describe, expect, it } from 'vitest';
import { GENERATION_ID, pagesOf } from '../../console/kinds/generation';
import { labelKeysOf } from '../../console/kinds/labels';
import { keyedNodes } from '../../console/kinds/patch';
import { isGroup, type ActionSpec, type ApiCall, type PageSpec } from '../../console/kinds/spec';
import common from '../../console/vocabulary.json';
import { products } from '../../product-modules';
import { ecsPages } from './console/pages';
import { ecsGenerations } from './generations';
import vocabulary from './vocabulary.json';

type Label = { en: string; zh: string };
const SDK: Record<string, Record<string, unknown>> = { Ecs: $Ecs, Vpc: $Vpc };
/** The request fields of side APIs whose SDK the project does not install (ecs-workbench-20220220's LoginInstanceRequest). */
const SIDE_REQUESTS: Record<string, Record<string, string[]>> = { 'ecs-workbench': { LoginInstance: ['InstanceLoginInfo', 'UserAccount', 'PartnerInfo'] } };
const consoles = [{ id: 'today', labels: {} as Record<string, Label>, pages: ecsPages }, ...ecsGenerations.map((g) => ({ id: g.id, labels: g.labels ?? {}, pages: pagesOf(ecsPages, g) }))];

function calls(page: PageSpec): ApiCall[] {
  const out: ApiCall[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      if ('action' in v && 'params' in v && !('items' in v)) out.push(v as ApiCall);
      Object.values(v).forEach(visit);
    }
  };
  visit(page);
  return out;
}

function actions(page: PageSpec): ActionSpec[] {
  const out: ActionSpec[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.key === 'string' && typeof o.label === 'string' && ('dialog' in o || 'to' in o || 'notice' in o)) out.push(o as ActionSpec);
      Object.values(o).forEach(visit);
    }
  };
  visit(page);
  return out;
}

describe.each(consoles)('the ECS console $id', ({ labels, pages }) => {
  it('has unique page keys and node keys unique within each page', () => {
    expect(new Set(pages.map((p) => p.key)).size).toBe(pages.length);
    for (const p of pages) expect(() => keyedNodes(p)).not.toThrow();
  });

  it('names labels that exist in English and Chinese', () => {
    const missing = pages.flatMap((p) => [...labelKeysOf(p)].filter((k) => {
      const l = labels[k] ?? (vocabulary.labels as Record<string, Label>)[k] ?? (common.labels as Record<string, Label>)[k];
      return !l?.en || !l?.zh;
    }).map((k) => `${p.key}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('opens dialogs that exist and goes to routes it has', () => {
    const keys = new Map(pages.map((p) => [p.key, p.kind]));
    const routes = pages.flatMap((p) => ('route' in p ? [p.route] : []));
    for (const p of pages) {
      for (const a of actions(p)) {
        if (a.dialog) expect(['dialog', 'customDialog'], `${p.key} > ${a.key}`).toContain(keys.get(a.dialog));
        if (a.to) expect(routes, `${p.key} > ${a.key}`).toContain(a.to.replace(/\{[^}]+\}/g, ':id'));
      }
    }
  });

  it('calls served actions with parameters of the SDK request models', () => {
    const problems: string[] = [];
    for (const p of pages) {
      for (const c of calls(p)) {
        const service = c.product ?? 'Ecs';
        const side = products.flatMap((x) => x.alsoServes ?? []).find((a) => a.service === service);
        const served = Object.keys((side ?? products.find((x) => x.service === service))?.actions ?? {});
        if (!served.includes(c.action)) problems.push(`${p.key}: ${service} ${c.action} is not served`);
        const model = SDK[service]?.[`${c.action}Request`] as { names(): Record<string, string> } | undefined;
        const sideNames = SIDE_REQUESTS[service]?.[c.action];
        if (!model && !sideNames) {
          problems.push(`${p.key}: the ${service} SDK has no ${c.action}Request`);
          continue;
        }
        const names = sideNames ?? Object.values(model!.names());
        for (const param of Object.keys(c.params)) if (!names.includes(param.split('.')[0])) problems.push(`${p.key}: ${c.action} has no parameter ${param}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the instance actions in the ⋮ (or More) menu under Instance Status', () => {
    const list = pages.find((p) => p.key === 'instances');
    if (list?.kind !== 'list') throw new Error('no instances list');
    const status = list.actions?.menu?.items.find((i) => isGroup(i) && i.label === 'more.status');
    expect(status && isGroup(status) ? status.items.map((a) => a.label) : []).toEqual(['action.start', 'action.stop', 'action.restart', 'action.release']);
  });
});

describe('the ECS generations', () => {
  it('are dated, named after the product, and cite dated pages', () => {
    for (const g of ecsGenerations) {
      expect(GENERATION_ID.exec(g.id)?.[1]).toBe('ecs');
      expect(g.product).toBe('ecs');
      expect(g.sources.length).toBeGreaterThan(0);
      for (const s of g.sources) {
        expect(s.url).toMatch(/^https:\/\/(www\.alibabacloud\.com\/help\/|github\.com\/AlibabaCloudDocs\/ecs\/blob\/[0-9a-f]{7,40}\/)/);
        expect(s.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number(s.date.slice(0, 4)) - Number(g.id.slice(4, 8))).toBeGreaterThanOrEqual(0);
        expect(Number(s.date.slice(0, 4)) - Number(g.id.slice(4, 8))).toBeLessThanOrEqual(1);
      }
    }
    expect(ecsGenerations.map((g) => g.id)).toEqual(['ecs@2019', 'ecs@2021', 'ecs@2023']);
  });

  it('differ where the facts say: the 2019 instance page has its own pane, the 2021 attach dialog two screens, today All Actions', () => {
    const page = (id: string, key: string) => consoles.find((c) => c.id === id)!.pages.find((p) => p.key === key)!;
    expect(page('ecs@2019', 'instanceDetails')).toMatchObject({ tabsAs: 'nav' });
    expect(page('ecs@2021', 'attachToInstance')).toMatchObject({ screens: [{ submit: { label: 'common.ok' } }, { submit: { label: 'attachTo.attach' } }] });
    expect(page('today', 'instanceDetails')).toMatchObject({ allActions: { label: 'allActions.label' } });
    expect('allActions' in page('ecs@2021', 'instanceDetails')).toBe(false);
    expect(page('ecs@2019', 'securityGroups')).toMatchObject({ toolbar: { primary: { dialog: 'createSecurityGroupDialog' } } });
  });
});
