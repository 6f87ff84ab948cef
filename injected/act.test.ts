import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Element as ElementInfo, PageSnapshot } from '../protocol';
import { openFixture, type FixturePage } from './fixtures/fixture';

let fx: FixturePage;
const ref = (s: PageSnapshot, f: (e: ElementInfo) => boolean) => {
  const hits = s.elements.filter(f);
  expect(hits.length).toBeGreaterThan(0);
  return hits[0].ref;
};

beforeAll(async () => {
  fx = await openFixture();
});
beforeEach(() => fx.reload());
afterAll(() => fx?.close());

describe('actions in the page', () => {
  it('clicks Stop in the locked Actions column: the handler runs and the dialog opens', async () => {
    const s = await fx.snapshot();
    const stop = ref(s, (e) => e.name === 'Stop' && e.within.includes('row:i-fixture0004 web-prod-04'));
    const r = await fx.act({ type: 'click', ref: stop });
    expect(r).toMatchObject({ ok: true, changes: { dialogOpened: 'Stop Instance' } });
    expect((await fx.probe()).stopClicks).toEqual(['i-fixture0004']);
  });

  it('refuses a click behind an open dialog, then confirms it and reports the toast', async () => {
    const s = await fx.snapshot();
    await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Stop') });
    const blocked = await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Create Instance') });
    expect(blocked.error?.code).toBe('blocked');
    const d = await fx.snapshot();
    const ok = ref(d, (e) => e.name === 'OK' && e.within[0] === 'dialog:Stop Instance');
    const r = await fx.act({ type: 'click', ref: ok });
    expect(r.ok).toBe(true);
    expect(r.changes.dialogClosed).toBe('Stop Instance');
    expect(r.changes.toasts).toEqual(['The instance is stopping']);
    expect((await fx.probe()).stopped).toEqual(['i-fixture0001']);
    // While the dialog fades out its buttons cannot be used; once it is gone, their refs are stale.
    expect((await fx.act({ type: 'click', ref: ok })).error?.code).toMatch(/not-visible|element-gone/);
    await fx.page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    expect((await fx.act({ type: 'click', ref: ok })).error?.code).toBe('element-gone');
  });

  it('selects in a Select inside a dialog (the dialog is itself an overlay, the options another one)', async () => {
    await fx.act({ type: 'click', ref: ref(await fx.snapshot(), (e) => e.name === 'Stop') });
    const reason = ref(await fx.snapshot(), (e) => e.name === 'Stop Reason' && e.within[0] === 'dialog:Stop Instance');
    expect(await fx.act({ type: 'select', ref: reason, option: 'cost saving' })).toMatchObject({ ok: true });
    expect((await fx.probe()).stopReason).toBe('Cost saving');
  });

  it('types into a Fusion Input so React state follows, and masks what it reports for passwords', async () => {
    const s = await fx.snapshot();
    const name = ref(s, (e) => e.role === 'textbox' && e.name === 'Instance Name');
    expect((await fx.act({ type: 'type', ref: name, text: 'web-01', clear: true, submit: false })).ok).toBe(true);
    expect((await fx.act({ type: 'type', ref: name, text: 'x', clear: false, submit: false })).ok).toBe(true);
    expect((await fx.probe()).instanceName).toBe('web-01x');
    const pw = ref(s, (e) => e.name === 'Login Password');
    await fx.act({ type: 'type', ref: pw, text: 'N3w-secret', clear: true, submit: false });
    expect((await fx.probe()).password).toBe('N3w-secret');
    const after = await fx.snapshot();
    expect(after.elements.find((e) => e.ref === name)?.value).toBe('web-01x');
    expect(JSON.stringify(after)).not.toContain('N3w-secret');
  });

  it('selects a Select option by fuzzy visible text, and lists the options when none fits', async () => {
    const s = await fx.snapshot();
    const region = ref(s, (e) => e.name === 'Region');
    expect((await fx.act({ type: 'select', ref: region, option: 'shanghai' })).ok).toBe(true);
    expect((await fx.probe()).region).toBe('China (Shanghai)');
    expect((await fx.snapshot()).elements.find((e) => e.ref === region)?.value).toBe('China (Shanghai)');
    const missing = await fx.act({ type: 'select', ref: region, option: 'Mars (North)' });
    expect(missing.error?.code).toBe('option-missing');
    expect(missing.error?.message).toContain('"Singapore"');
    expect((await fx.snapshot()).elements.some((e) => e.role === 'option')).toBe(false);
  });

  it('selects in a CascaderSelect by leaf label (searching the tree), by path, and names the leaf paths when none fits', async () => {
    const s = await fx.snapshot();
    const product = ref(s, (e) => e.name === 'Product' && e.role === 'combobox');
    expect(await fx.act({ type: 'select', ref: product, option: 'ApsaraDB for Redis' })).toMatchObject({ ok: true });
    expect((await fx.probe()).product).toBe('redis');
    expect((await fx.snapshot()).elements.find((e) => e.ref === product)?.value).toBe('Databases / ApsaraDB for Redis');
    expect(await fx.act({ type: 'select', ref: product, option: 'Networking > VPC' })).toMatchObject({ ok: true });
    expect((await fx.probe()).product).toBe('vpc');
    expect(await fx.act({ type: 'select', ref: product, option: 'Elastic Compute / ECS' })).toMatchObject({ ok: true });
    expect((await fx.probe()).product).toBe('ecs');
    expect((await fx.snapshot()).elements.find((e) => e.ref === product)?.value).toBe('Elastic Compute / ECS');
    const missing = await fx.act({ type: 'select', ref: product, option: 'Mars Compute' });
    expect(missing.error?.code).toBe('option-missing');
    expect(missing.error?.message).toContain('"Databases > ApsaraDB RDS for MySQL"');
    expect((await fx.snapshot()).elements.some((e) => e.role === 'option')).toBe(false);
    expect((await fx.probe()).product).toBe('ecs');
  });

  it('picks from a dropdown menu and from a radio group with select', async () => {
    const s = await fx.snapshot();
    expect((await fx.act({ type: 'select', ref: ref(s, (e) => e.name === 'Bulk Actions'), option: 'Stop' })).ok).toBe(true);
    expect((await fx.probe()).menuPicks).toEqual(['stop']);
    const payg = ref(s, (e) => e.name === 'Subscription');
    expect((await fx.act({ type: 'select', ref: payg, option: 'subscription' })).ok).toBe(true);
    expect((await fx.snapshot()).elements.find((e) => e.ref === payg)?.states.checked).toBe(true);
  });

  it('checks checkboxes and switches to the wanted state', async () => {
    const s = await fx.snapshot();
    const agree = ref(s, (e) => e.role === 'checkbox' && e.name.startsWith('I agree'));
    expect((await fx.act({ type: 'check', ref: agree, checked: true })).ok).toBe(true);
    expect((await fx.act({ type: 'check', ref: agree, checked: true })).ok).toBe(true);
    expect((await fx.probe()).agreed).toBe(true);
    const sw = ref(s, (e) => e.role === 'switch');
    await fx.act({ type: 'check', ref: sw, checked: true });
    expect((await fx.snapshot()).elements.find((e) => e.ref === sw)?.states.checked).toBe(true);
  });

  it('selects in a native <select> (here inside the iframe)', async () => {
    const s = await fx.snapshot();
    const lang = s.elements.find((e) => e.name === 'Language')!;
    expect(lang).toMatchObject({ role: 'combobox', value: 'English', options: ['English', '中文 (Chinese)'] });
    expect((await fx.act({ type: 'select', ref: lang.ref, option: 'chinese' })).ok).toBe(true);
    expect((await fx.probe()).language).toBe('zh');
  });

  it('scrolls an element: the table body sideways', async () => {
    const s = await fx.snapshot();
    const row = s.elements.find((e) => e.role === 'row')!;
    expect((await fx.act({ type: 'scroll', ref: row.ref, direction: 'right', amount: 300 })).ok).toBe(true);
    expect(await fx.page.evaluate(() => document.querySelector('.next-table-body')!.scrollLeft)).toBeGreaterThan(0);
  });

  it('acts inside open shadow roots and same-origin iframes', async () => {
    const s = await fx.snapshot();
    expect((await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Shadow action') })).ok).toBe(true);
    expect((await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Go' && e.ref.startsWith('f')) })).ok).toBe(true);
    expect(await fx.probe()).toMatchObject({ shadowClicks: 1, frameClicks: 1 });
  });

  it('clicks at a 0-1000 normalized point', async () => {
    const s = await fx.snapshot();
    const box = s.elements.find((e) => e.name === '↻ Refresh')!.box;
    const point = { x: ((box.x + box.width / 2) / 1280) * 1000, y: ((box.y + box.height / 2) / 800) * 1000, space: 'norm1000' as const };
    expect((await fx.act({ type: 'click', point })).ok).toBe(true);
    expect((await fx.probe()).refreshClicks).toBe(1);
  });

  it('scrolls the page so that other rows come into view', async () => {
    const before = await fx.snapshot();
    expect((await fx.act({ type: 'scroll', direction: 'down' })).ok).toBe(true);
    const after = await fx.snapshot();
    const shown = (s: PageSnapshot) => s.elements.filter((e) => e.role === 'row' && e.inViewport).map((e) => e.name);
    expect(shown(after)[0]).not.toBe(shown(before)[0]);
    expect(after.text).toMatch(/rows 1-\d+ not shown/);
  });

  it('reports unknown refs, disabled controls and driver-only actions', async () => {
    expect((await fx.act({ type: 'click', ref: 'e99999' })).error?.code).toBe('element-gone');
    const s = await fx.snapshot();
    expect((await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Previous') })).error?.code).toBe('disabled');
    expect((await fx.act({ type: 'navigate', url: '/x' })).error?.code).toBe('invalid-action');
    expect((await fx.act({ type: 'wait', text: 'no such text anywhere', ms: 200 })).error?.code).toBe('timeout');
    expect((await fx.act({ type: 'wait', text: 'web-prod-01' })).ok).toBe(true);
  });

  it('settles until a closed dialog has left: the next click lands on the page, not on its fading mask', async () => {
    await fx.act({ type: 'click', ref: ref(await fx.snapshot(), (e) => e.name === 'Stop') });
    const d = await fx.snapshot();
    const ok = await fx.act({ type: 'click', ref: ref(d, (e) => e.name === 'OK') });
    expect(ok.changes.dialogClosed).toBe('Stop Instance');
    // Right after the action: nothing of the dialog covers the page any more.
    const create = d.elements.find((e) => e.name === 'Create Instance')!;
    const hit = await fx.page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, { x: create.box.x + create.box.width / 2, y: create.box.y + create.box.height / 2 });
    expect(hit).toContain('Create Instance');
    expect(await fx.act({ type: 'click', ref: create.ref })).toMatchObject({ ok: true });
    expect((await fx.probe()).createClicks).toBe(1);
  });

  it('waits out the mask of a dialog that is closing instead of clicking it', async () => {
    const s = await fx.snapshot();
    await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Stop') });
    const box = s.elements.find((e) => e.name === '↻ Refresh')!.box;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The dialog is closed by the page itself, and the click comes at once, while its mask still covers the page.
    const r = await fx.page.evaluate(async (p) => {
      const aca = (window as unknown as { __aca: { act(a: unknown): Promise<{ ok: boolean }> } }).__aca;
      (document.querySelector('.next-dialog .next-btn-primary') as HTMLElement).click();
      await new Promise((done) => setTimeout(done, 0));
      const covered = document.elementFromPoint(p.x, p.y)?.closest('.next-overlay-wrapper')?.classList.contains('opened') === false;
      return { covered, result: await aca.act({ type: 'click', point: p }) };
    }, point);
    expect(r.covered).toBe(true);
    expect(r.result).toMatchObject({ ok: true });
    expect((await fx.probe()).refreshClicks).toBe(1);
  });

  it('settles until a menu has opened and a nav group has folded (their animations are done)', async () => {
    const s = await fx.snapshot();
    const animating = () =>
      fx.page.evaluate(() => ({
        running: document.getAnimations().filter((a) => a.playState === 'running').length,
        classes: [...document.querySelectorAll('[class]')].filter((e) => [...e.classList].some((c) => /-(enter|leave|appear)(-active)?$|^(fade|zoom|expand|slide)(In|Out)/.test(c))).length,
      }));
    expect(await fx.act({ type: 'click', ref: ref(s, (e) => e.name === 'Bulk Actions') })).toMatchObject({ ok: true });
    expect(await animating()).toEqual({ running: 0, classes: 0 });
    expect(await fx.page.evaluate(() => getComputedStyle(document.querySelector('.next-overlay-wrapper.opened .next-menu')!.closest('.next-overlay-inner')!).opacity)).toBe('1');
    await fx.act({ type: 'press', key: 'Escape' });
    const group = ref(s, (e) => e.role === 'navitem' && e.name === 'Network & Security');
    expect(await fx.act({ type: 'click', ref: group })).toMatchObject({ ok: true });
    expect(await animating()).toEqual({ running: 0, classes: 0 });
    const folded = await fx.snapshot();
    expect(folded.elements.find((e) => e.ref === group)?.states.expanded).toBe(false);
    expect(folded.elements.some((e) => e.name === 'Key Pairs')).toBe(false);
  });
});

