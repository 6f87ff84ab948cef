import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Element as ElementInfo, PageSnapshot } from '../protocol';
import { openFixture, type FixturePage } from './fixtures/fixture';

let fx: FixturePage;
let snap: PageSnapshot;
const find = (s: PageSnapshot, f: (e: ElementInfo) => boolean) => s.elements.filter(f);
const one = (s: PageSnapshot, f: (e: ElementInfo) => boolean) => {
  const all = find(s, f);
  expect(all).toHaveLength(1);
  return all[0];
};

beforeAll(async () => {
  fx = await openFixture();
  snap = await fx.snapshot();
});
afterAll(() => fx?.close());

describe('snapshot of a Fusion console page', () => {
  it('reads a Select as a combobox named by its form label, with its value', () => {
    const region = one(snap, (e) => e.role === 'combobox' && e.name === 'Region');
    expect(region.value).toBe('China (Hangzhou)');
    expect(region.states.required).toBe(true);
    expect(snap.text).toContain(`[${region.ref}] select Region*: China (Hangzhou) ▾`);
  });

  it('attributes the options of an open Select to it and marks the selected one', async () => {
    const region = one(snap, (e) => e.name === 'Region');
    await fx.act({ type: 'click', ref: region.ref });
    const open = await fx.snapshot();
    const options = find(open, (e) => e.role === 'option');
    expect(options.map((o) => o.name)).toEqual(['China (Hangzhou)', 'China (Shanghai)', 'Singapore', 'US (Silicon Valley)']);
    expect(options.every((o) => o.within.at(-1) === 'menu:Region')).toBe(true);
    expect(options.filter((o) => o.states.selected).map((o) => o.name)).toEqual(['China (Hangzhou)']);
    expect(one(open, (e) => e.name === 'Region').options).toHaveLength(4);
    await fx.act({ type: 'press', key: 'Escape' });
  });

  it('reads an open CascaderSelect: its columns as options, the open branch expanded, leaf paths on the combobox', async () => {
    const product = one(snap, (e) => e.role === 'combobox' && e.name === 'Product');
    expect(product.placeholder).toBe('Select a product');
    await fx.act({ type: 'click', ref: product.ref });
    const first = await fx.snapshot();
    expect(find(first, (e) => e.role === 'option').map((o) => o.name)).toEqual(['Elastic Compute', 'Databases', 'Networking']);
    await fx.act({ type: 'click', ref: one(first, (e) => e.role === 'option' && e.name === 'Databases').ref });
    const open = await fx.snapshot();
    const options = find(open, (e) => e.role === 'option');
    expect(options.map((o) => o.name)).toEqual(['Elastic Compute', 'Databases', 'Networking', 'ApsaraDB RDS for MySQL', 'ApsaraDB for Redis']);
    expect(options.every((o) => o.within.at(-1) === 'menu:Product')).toBe(true);
    expect(options.filter((o) => o.states.expanded).map((o) => o.name)).toEqual(['Databases']);
    expect(one(open, (e) => e.name === 'Product' && e.role === 'combobox').options).toEqual([
      'Elastic Compute > …', 'Databases > ApsaraDB RDS for MySQL', 'Databases > ApsaraDB for Redis', 'Networking > …',
    ]);
    await fx.act({ type: 'click', ref: product.ref });
    await fx.page.waitForFunction(() => !document.querySelector('.next-overlay-wrapper.opened .next-cascader'));
  });

  it('marks the current nav item, inside its group', () => {
    const current = one(snap, (e) => e.role === 'navitem' && !!e.states.current);
    expect(current.name).toBe('Instances');
    expect(current.within).toEqual(['nav:ECS', 'group:Instances & Images']);
    expect(snap.text).toMatch(/nav ECS: .*Instances & Images › \[e\d+\] Instances \(current\)/);
  });

  it('marks the current page of the pagination', () => {
    expect(one(snap, (e) => e.within.includes('pagination') && !!e.states.current).name).toBe('1');
  });

  it('masks password values everywhere', () => {
    expect(one(snap, (e) => e.name === 'Login Password').value).toBe('••••');
    expect(JSON.stringify(snap)).not.toContain('S3cret');
  });

  it('reads NumberPicker as a spinbutton named by its label, without its arrow buttons', () => {
    expect(one(snap, (e) => e.role === 'spinbutton')).toMatchObject({ name: 'Quantity', value: '1' });
    expect(find(snap, (e) => /icon-(up|down)/.test(e.name))).toHaveLength(0);
  });

  it('ties form errors and help to their field', () => {
    const host = one(snap, (e) => e.name === 'Host Name');
    expect(host).toMatchObject({ error: 'The host name must be 2-64 characters', states: { invalid: true } });
    expect(one(snap, (e) => e.name === 'Instance Name' && e.role === 'textbox').error).toBe('2-128 characters');
  });

  it('reads Tags as statuses, strips icon glyphs and names or drops unnamed icons', () => {
    expect(find(snap, (e) => e.role === 'button' && /Running|Stopped|Draft/.test(e.name))).toHaveLength(0);
    expect(one(snap, (e) => e.role === 'status').name).toBe('Beta');
    expect(snap.text).toContain('Status: Draft');
    expect(one(snap, (e) => e.role === 'button' && e.name.includes('Create Instance')).name).toBe('Create Instance');
    expect(find(snap, (e) => /[\uE000-\uF8FF]/.test(e.name))).toHaveLength(0);
    expect(one(snap, (e) => e.name === 'refresh').role).toBe('button');
    expect(one(snap, (e) => e.name === 'Settings').role).toBe('button');
    expect(find(snap, (e) => e.role === 'button' && e.name === '')).toHaveLength(0);
  });

  it('keys rows by their first column and knows cells by column', () => {
    const rows = find(snap, (e) => e.role === 'row');
    expect(rows).toHaveLength(50);
    expect(rows[0].name).toBe('i-fixture0001 web-prod-01');
    const status = one(snap, (e) => e.role === 'cell' && e.name === 'Status' && e.within.includes('row:i-fixture0003 web-prod-03'));
    expect(status.value).toBe('Stopped');
    expect(snap.text).toMatch(/table Instances 50 rows \(1-\d+ shown\) \| Instance ID\/Name \| Status \|/);
    expect(snap.text).toMatch(/rows \d+-50 not shown: scroll or search/);
  });

  it('lists each locked-column control once, as the copy on top that takes the click', async () => {
    const stops = find(snap, (e) => e.name === 'Stop' && e.within.includes('row:i-fixture0002 web-prod-02'));
    expect(stops).toHaveLength(1);
    expect(stops[0].within.at(-1)).toBe('col:Actions');
    expect(find(snap, (e) => e.role === 'button' && e.name === 'Stop')).toHaveLength(50);
    const onTop = await fx.page.evaluate((ref) => {
      const el = (window as unknown as { __aca: { resolve(r: string): Element } }).__aca.resolve(ref);
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { inCopy: !!el.closest('.next-table-lock-right'), hit: !!hit && el.contains(hit) };
    }, stops[0].ref);
    expect(onTop).toEqual({ inCopy: true, hit: true });
  });

  it('keeps refs stable across snapshots and marks only new elements as new', async () => {
    const first = await fx.snapshot();
    const again = await fx.snapshot();
    const byName = (s: PageSnapshot) => new Map(s.elements.filter((e) => e.role === 'button').map((e) => [`${e.within.join('/')}|${e.name}`, e.ref]));
    expect(byName(again)).toEqual(byName(snap));
    expect(again.elements.map((e) => e.ref)).toEqual(first.elements.map((e) => e.ref));
    expect(again.elements.filter((e) => e.isNew)).toHaveLength(0);
  });

  it('includes open shadow roots and same-origin iframes, frame-prefixed', async () => {
    expect(one(snap, (e) => e.name === 'Shadow action').ref).toMatch(/^e\d+$/);
    const go = one(snap, (e) => e.name === 'Go');
    expect(go.ref).toMatch(/^f\d+:e\d+$/);
    expect(go.within).toEqual(['frame:Help']);
    const frame = await fx.page.evaluate(() => {
      window.scrollTo(0, 0);
      const r = document.querySelector('iframe')!.getBoundingClientRect();
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom };
    });
    const s = await fx.snapshot();
    const box = one(s, (e) => e.name === 'Go').box;
    expect(box.x).toBeGreaterThan(frame.x);
    expect(box.y).toBeGreaterThan(frame.y);
    expect(box.x + box.width).toBeLessThan(frame.right);
    expect(box.y + box.height).toBeLessThan(frame.bottom);
  });

  it('puts an open dialog first and marks the background blocked', async () => {
    const stop = find(snap, (e) => e.name === 'Stop')[0];
    await fx.act({ type: 'click', ref: stop.ref });
    const s = await fx.snapshot();
    expect(s.dialog).toBe('Stop Instance');
    expect(one(s, (e) => e.name === 'Create Instance').blocked).toBe(true);
    const ok = one(s, (e) => e.name === 'OK');
    expect(ok.blocked).toBeUndefined();
    expect(ok.within).toEqual(['dialog:Stop Instance']);
    expect(s.text.split('\n')[1]).toBe('dialog Stop Instance');
    expect(s.text).not.toContain('Create Instance');
    expect(s.text).toMatch(/elements behind the dialog are blocked/);
    await fx.act({ type: 'press', key: 'Escape' });
    expect((await fx.snapshot()).dialog).toBeNull();
  });
});
