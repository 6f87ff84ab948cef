/**
 * The states of the ECS console page that bench:observe measures, reached with Playwright's own clicks (never
 * through the page runtime): the list, the list with a row's ⋮ menu open, the details page, its All Actions pane,
 * and its Reset Instance Password dialog (two password fields with their show-password eyes).
 */
import type { Page } from 'playwright-core';
import { INSTANCES } from './data';

export interface PageState {
  label: string;
  /** Brings a freshly loaded page (at the console's URL) into the state. */
  enter(page: Page, url: string): Promise<void>;
  /** A password typed into the page in this state, to check that the observation does not leak it. */
  password?: string;
}

/** Waits until Fusion's overlay animations of the page are over (an open overlay has its `opened` class). */
async function overlayOpen(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`.next-overlay-wrapper.opened ${selector}`);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A new document each time (the same URL with a hash would only change the route, and keep open overlays). */
const fresh = async (page: Page, url: string) => {
  await page.goto('about:blank');
  await page.goto(url);
};

const list = async (page: Page, url: string) => {
  await fresh(page, url);
  await page.waitForSelector('.next-table-lock-right .next-table-row');
};

const details = async (page: Page, url: string) => {
  await fresh(page, `${url}#/instances/${INSTANCES[0].id}`);
  await page.waitForSelector('.info-grid');
};

export const ECS_STATES: PageState[] = [
  { label: 'ECS instance list (50 rows)', enter: list },
  {
    label: 'ECS instance list, a row\'s ⋮ menu open',
    enter: async (page, url) => {
      await list(page, url);
      await page.locator('.next-table-lock-right .row-more').first().click();
      await overlayOpen(page, '.row-more-menu');
      await page.locator('.row-more-menu').getByText('Instance Status').click();
      await page.locator('.row-more-menu').getByText('Stop', { exact: true }).waitFor();
    },
  },
  { label: 'ECS instance details', enter: details },
  {
    label: 'ECS instance details, All Actions pane',
    enter: async (page, url) => {
      await details(page, url);
      await page.getByRole('button', { name: 'All Actions' }).click();
      await overlayOpen(page, '.next-drawer');
    },
  },
  {
    label: 'ECS instance details, Reset Instance Password dialog',
    password: 'Bench#Typed-Passw0rd',
    enter: async (page, url) => {
      await details(page, url);
      await page.getByRole('button', { name: 'All Actions' }).click();
      await overlayOpen(page, '.next-drawer');
      await page.getByRole('button', { name: 'Reset Instance Password' }).click();
      await overlayOpen(page, '.next-dialog');
      for (const field of await page.locator('.next-dialog input[type=password]').all()) await field.fill('Bench#Typed-Passw0rd');
    },
  },
];
