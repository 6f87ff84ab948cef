// The page runtime's `focus` and popconfirm containers, in a real Chromium through the headless driver: what the
// destructive-action guard judges a key press and a bubble's OK by. (Here, not in injected/: injected/ may not
// import companion/.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { PageSnapshot } from '../../protocol';
import { launchBrowser } from './browser';
import { PlaywrightDriver } from './playwright';

const PAGE = `<!doctype html><html><body>
  <form id="f" onsubmit="return false"><label>Name <input id="name"></label><button type="submit">Delete Matching Rows</button></form>
  <button id="release">Release</button>
  <div id="bare" tabindex="0" style="width:40px;height:20px"></div>
  <div class="next-overlay-wrapper opened"><div class="next-balloon" role="tooltip" style="position:absolute;top:200px;left:10px">
    Are you sure you want to delete this rule? <button>OK</button> <button>Cancel</button>
  </div></div>
</body></html>`;

let browser: Browser;
let driver: PlaywrightDriver;
const snap = () => driver.observe();
const named = (s: PageSnapshot, name: string) => s.elements.find((e) => e.name === name)!;

beforeAll(async () => {
  browser = await launchBrowser();
  driver = await PlaywrightDriver.open(browser, { allow: { origins: [] } });
  await driver.activePage.setContent(PAGE);
});
afterAll(async () => {
  await driver?.close();
  await browser?.close();
});

describe('focus', () => {
  it('is null while nothing has focus', async () => {
    expect((await snap()).focus).toBeNull();
  });

  it('names a focused text field and the button Enter submits its form with', async () => {
    await driver.activePage.focus('#name');
    const s = await snap();
    expect(s.focus).toEqual({ ref: named(s, 'Name').ref, role: 'textbox', name: 'Name', submits: { ref: named(s, 'Delete Matching Rows').ref, name: 'Delete Matching Rows' } });
  });

  it('follows Tab to a button', async () => {
    await driver.activePage.focus('#release');
    const s = await snap();
    expect(s.focus).toEqual({ ref: named(s, 'Release').ref, role: 'button', name: 'Release' });
  });

  it('describes a focused element the snapshot does not list by its role and name', async () => {
    await driver.activePage.focus('#bare');
    expect((await snap()).focus).toEqual({ role: 'div', name: '' });
  });
});

describe('popconfirm', () => {
  it('puts a bubble\'s buttons in a popconfirm container named by its text', async () => {
    const s = await snap();
    const ok = s.elements.find((e) => e.name === 'OK')!;
    expect(ok.within).toEqual(['popconfirm:Are you sure you want to delete this rule?']);
  });
});
