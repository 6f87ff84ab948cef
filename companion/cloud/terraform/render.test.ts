// The root module rendered for every task with requires parses, points at existing modules, and passes only
// inputs those modules declare; bad requires give errors naming the resource and attribute.
import { parse } from '@cdktf/hcl2json';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequiredResource } from '../../../protocol/task';
import { loadTasks } from '../../task/load';
import type { ProvisionContext } from '../provision';
import { moduleVariables, RenderError, renderRootModule } from './render';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WORK_DIR = path.join(ROOT, '.aca', 'episodes', 'ep-1');
const ctx = (over: Partial<ProvisionContext> = {}): ProvisionContext => ({
  episodeId: 'ep-1',
  rand: 'k3x9',
  inputs: {},
  region: 'cn-hangzhou',
  expand: (s) => s.replace(/\$\{rand\}/g, 'k3x9'),
  ...over,
});
const render = (requires: RequiredResource[], over: Partial<ProvisionContext> = {}, endpoint?: string) =>
  renderRootModule(requires, ctx(over), { workDir: WORK_DIR, endpoint });

describe('renderRootModule on the task corpus', () => {
  it('renders every task with requires into a root module whose inputs the modules declare', async () => {
    const tasks = (await loadTasks([path.join(ROOT, 'tasks')])).filter((t) => t.front.requires.length);
    expect(tasks.length).toBeGreaterThan(50);
    for (const task of tasks) {
      const rendered = render(task.front.requires);
      const hcl = await parse('main.tf', rendered.mainTf);
      const modules = hcl.module as Record<string, Array<Record<string, unknown>>>;
      expect(Object.keys(modules).sort(), task.file).toEqual(task.front.requires.map((r) => r.id).sort());
      for (const [id, [block]] of Object.entries(modules)) {
        const dir = path.resolve(WORK_DIR, String(block.source));
        expect(existsSync(path.join(dir, 'main.tf')), `${task.file}: ${id}`).toBe(true);
        const declared = moduleVariables(dir);
        for (const input of Object.keys(block).filter((k) => k !== 'source')) expect(declared.has(input), `${task.file}: ${id}.${input}`).toBe(true);
      }
      expect(Object.keys(hcl.output).sort()).toEqual(task.front.requires.map((r) => r.id).sort());
    }
  });
});

describe('renderRootModule', () => {
  const vpcAndVsw: RequiredResource[] = [
    { id: 'vpc', type: 'vpc', attributes: { CidrBlock: '192.168.0.0/16' } },
    { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', VSwitchName: 'doc-${rand}', ZoneId: 'cn-hangzhou-k', Description: 'in ${vpc.VRouterId}' } },
  ];

  it('turns references into module expressions, defaults names and tags the episode', async () => {
    const { mainTf } = render(vpcAndVsw);
    expect(mainTf).toMatch(/VpcId += module\.vpc\.id\n/);
    expect(mainTf).toMatch(/Description += "in \$\{module\.vpc\.VRouterId\}"/);
    expect(mainTf).toMatch(/VSwitchName += "doc-k3x9"/);
    expect(mainTf).toMatch(/VpcName += "aca-k3x9-vpc"/);
    const hcl = await parse('main.tf', mainTf);
    expect(hcl.module.vpc[0].tags).toEqual({ 'aca:episode': 'ep-1' });
    expect(hcl.provider.alicloud[0].region).toBe('cn-hangzhou');
    expect(hcl.provider.alicloud[0].endpoints).toBeUndefined();
  });

  it('points every product at the emulator and keeps credentials and secrets out of the file', async () => {
    const requires: RequiredResource[] = [{ id: 'acct', type: 'db_account', attributes: { DBInstanceId: 'rm-1', AccountName: 'app', AccountPassword: 'S3cret!pw' } }];
    const rendered = render(requires, {}, '127.0.0.1:18080');
    const hcl = await parse('main.tf', rendered.mainTf);
    const provider = hcl.provider.alicloud[0];
    expect(provider.protocol).toBe('HTTP');
    expect(provider.endpoints[0].ecs).toBe('127.0.0.1:18080');
    expect(provider.endpoints[0].actiontrail).toBe('127.0.0.1:18080');
    expect(rendered.mainTf).not.toContain('S3cret!pw');
    expect(rendered.mainTf).not.toMatch(/access_key|secret_key/);
    expect(rendered.secretVariables).toEqual({ acct_AccountPassword: 'S3cret!pw' });
    expect(hcl.module.acct[0].AccountPassword).toBe('${var.acct_AccountPassword}');
  });

  it('escapes template sequences and quotes in literal values', async () => {
    const requires: RequiredResource[] = [{ id: 'pol', type: 'ram_policy', attributes: { PolicyName: 'p', Description: 'say "hi" %{x} $${y}' } }];
    const { mainTf } = render(requires);
    expect(mainTf).toContain('= "say \\"hi\\" %%{x} $$${y}"');
    const hcl = await parse('main.tf', mainTf);
    // hcl2json keeps template escapes as written: a literal, not an interpolation.
    expect(hcl.module.pol[0].Description).toBe('say "hi" %%{x} $$${y}');
  });

  it.each([
    [[{ id: 'x', type: 'vpcc', attributes: {} }], 'unknown-type', 'x', undefined, /unknown type "vpcc"/],
    [[{ id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}' } }, { id: 'vpc', type: 'vpc', attributes: {} }], 'bad-reference', 'vsw', 'VpcId', /before it is declared/],
    [[{ id: 'vpc', type: 'vpc', attributes: { Colour: 'red' } }], 'unknown-input', 'vpc', 'Colour', /Colour is not an input of terraform\/modules\/vpc/],
    [[{ id: 'vpc', type: 'vpc', attributes: {} }, { id: 'vpc', type: 'vpc', attributes: {} }], 'duplicate-id', 'vpc', undefined, /declared twice/],
  ] as const)('refuses bad requires (%#)', (requires, problem, resourceId, attribute, text) => {
    let error: unknown;
    try {
      render(requires as unknown as RequiredResource[]);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RenderError);
    expect(error).toMatchObject({ problem, resourceId, attribute });
    expect((error as Error).message).toMatch(text);
  });
});
