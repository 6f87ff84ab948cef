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
    expect(one(snap, (e) => e.name === '↻ Refresh').role).toBe('button');
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

describe('icon-only controls, headings and toasts', () => {
  const named = (name: string) => one(snap, (e) => e.name === name && e.role !== 'text');

  it('names icon-only controls with the words a doc uses for their icon (glyph and word)', () => {
    expect(named('⤓ Download').role).toBe('button');
    expect(named('? Help').role).toBe('link');
    expect(named('Show password').role).toBe('button');
    // The ⋮ drawn as a text glyph, and the ⋮ icon that opens a Dropdown menu.
    expect(find(snap, (e) => e.name === '⋮ More').map((e) => e.states.expanded)).toEqual([undefined, false]);
    // An image names its icon by its file (icon-cart.svg) or by its alt text; a title names it before its class.
    expect(named('Cart').role).toBe('button');
    expect(named('monitor').role).toBe('button');
    // Named by an aria-label that says its icon: the glyph alone tells the icon from a button that reads the word.
    expect(named('Copy instance ID').icon).toBe('⧉');
    // Named by an aria-label that does not say what the icon is: the icon goes beside the name.
    const customize = named('Customize');
    expect(customize.icon).toBe('⚙ Settings');
    expect(snap.text).toContain(`[${customize.ref}] button Customize (icon ⚙ Settings)`);
    // A tooltip tied by id but closed (not in the page): the icon's class still names it.
    expect(named('⚙ Settings').role).toBe('button');
  });

  it('names the icons in table cells and headers: the edit pencil of each row, a column sort', () => {
    const edits = find(snap, (e) => e.name === '✎ Edit' && e.within.at(-1) === 'col:Instance ID/Name');
    expect(edits).toHaveLength(50);
    expect(edits[0].within).toContain('row:i-fixture0001 web-prod-01');
    expect(named('⇅ Sort (Zone)').within).toEqual(['table:Instances']);
    expect(find(snap, (e) => e.role === 'button' && /descending|ascending/.test(e.name))).toHaveLength(0);
  });

  it('lists the Back link and the edit icon of a heading, and the heading without their names', async () => {
    const heading = one(snap, (e) => e.role === 'heading' && e.name.includes('web-prod-01'));
    expect(heading.name).toBe('web-prod-01');
    const back = named('Back');
    expect(back.role).toBe('link');
    expect(back.icon).toBe('←');
    const edit = find(snap, (e) => e.name === '✎ Edit' && e.within.length === 0);
    expect(edit).toHaveLength(1);
    expect(snap.text).toMatch(new RegExp(`# web-prod-01\\n\\[${back.ref}\\] link Back \\(icon ←\\) +\\[${edit[0].ref}\\] button ✎ Edit`));
    expect(await fx.act({ type: 'click', ref: edit[0].ref })).toMatchObject({ ok: true });
    expect(((await fx.probe()).iconClicks as Record<string, number>)['title-edit']).toBe(1);
  });

  it('names an icon by its tooltip once the tooltip was seen open, and keeps the name after it closed', async () => {
    const report = named('report');
    expect(await fx.act({ type: 'hover', ref: report.ref })).toMatchObject({ ok: true });
    await fx.page.waitForSelector('.next-balloon-tooltip:has-text("Export the usage report")');
    const open = await fx.snapshot();
    expect(one(open, (e) => e.ref === report.ref).name).toBe('Export the usage report');
    // The tooltip tied by id names its gear while open; the icon goes beside the name.
    const gear = named('⚙ Settings');
    await fx.act({ type: 'hover', ref: gear.ref });
    await fx.page.waitForSelector('#tip-columns');
    expect(one(await fx.snapshot(), (e) => e.ref === gear.ref)).toMatchObject({ name: 'Customize list columns', icon: '⚙ Settings' });
    await fx.act({ type: 'hover', ref: named('⤓ Download').ref });
    await fx.page.waitForSelector('#tip-columns', { state: 'detached' });
    const closed = await fx.snapshot();
    expect(one(closed, (e) => e.ref === report.ref).name).toBe('Export the usage report');
    expect(one(closed, (e) => e.ref === gear.ref).name).toBe('Customize list columns');
  });

  it("reports only the toast layer as toasts: a dialog's inline Message is the dialog's content", async () => {
    const stop = find(snap, (e) => e.name === 'Stop')[0];
    expect((await fx.act({ type: 'click', ref: stop.ref })).changes).toEqual({ dialogOpened: 'Stop Instance' });
    const d = await fx.snapshot();
    expect(d.toasts).toEqual([]);
    const warning = one(d, (e) => e.role === 'alert');
    expect(warning).toMatchObject({ name: 'Stopping an instance interrupts the services that run on it.', within: ['dialog:Stop Instance'] });
    expect(d.text).toContain('! Stopping an instance interrupts');
    const ok = one(d, (e) => e.name === 'OK');
    expect((await fx.act({ type: 'click', ref: ok.ref })).changes).toEqual({ dialogClosed: 'Stop Instance', toasts: ['The instance is stopping'] });
    const after = await fx.snapshot();
    expect(after.toasts).toEqual(['The instance is stopping']);
    expect(after.text.split('\n')[1]).toBe('toast: The instance is stopping');
    expect(find(after, (e) => e.role === 'alert')).toHaveLength(0);
  });

  it('reads a Step as buttons named by their titles, the current one marked', async () => {
    const steps = find(snap, (e) => e.within.at(-1) === 'steps');
    expect(steps.map((e) => [e.role, e.name, !!e.states.current])).toEqual([['button', 'Basics', false], ['button', 'Network', true], ['button', 'Confirm', false]]);
    expect(snap.text).toMatch(/steps: \[e\d+\] Basics {2}\[e\d+\] Network \(current\) {2}\[e\d+\] Confirm/);
    expect(await fx.act({ type: 'click', ref: steps[0].ref })).toMatchObject({ ok: true });
    expect((await fx.probe()).steps).toEqual([0]);
  });

  it('lists a sub-menu as its head (expanded or not) and its items in a group', async () => {
    const more = find(snap, (e) => e.name === '⋮ More' && e.states.expanded === false)[0];
    await fx.act({ type: 'click', ref: more.ref });
    const open = await fx.snapshot();
    const head = one(open, (e) => e.name === 'Instance Status');
    expect(head).toMatchObject({ role: 'menuitem', states: { expanded: false }, within: ['menu:⋮ More'] });
    expect(find(open, (e) => e.name === 'Stop' && e.within.at(-1) === 'group:Instance Status')).toHaveLength(0);
    await fx.act({ type: 'click', ref: head.ref });
    const expanded = await fx.snapshot();
    expect(one(expanded, (e) => e.ref === head.ref).states.expanded).toBe(true);
    const stop = one(expanded, (e) => e.name === 'Stop' && e.within.at(-1) === 'group:Instance Status');
    expect(stop.role).toBe('menuitem');
    // The items that just appeared carry the new mark (+).
    expect(expanded.text).toMatch(/menu ⋮ More: \[e\d+\] Instance Status › \+\[e\d+\] Start, \+\[e\d+\] Stop {2}\[e\d+\] Edit Tags/);
    expect(await fx.act({ type: 'click', ref: stop.ref })).toMatchObject({ ok: true });
    expect((await fx.probe()).menuPicks).toContain('icon:stop');
  });
});

