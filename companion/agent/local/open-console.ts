/**
 * "Log on to the ECS console", "Go to the Elastic IP Address console": the product console a procedure starts in.
 * On the emulator a task starts in its product's console (the start URL the run opened); a procedure run in the
 * person's own tab may start anywhere (their Console Home), and then the named console is opened where it lives:
 * the real console's host for a page of Alibaba Cloud, the product's path on the origin of any other (the emulator).
 */
import type { PageSnapshot } from '../../../protocol';
import type { EpisodeContext } from '../policy';
import { isProductKey, PRODUCT_KEYS, PRODUCTS, type ProductInfo } from '../../task/products';
import { FIELD, isNav, reachable } from './ground';
import { act, clickOn, type Outcome } from './outcome';

/** A link to a product's purchase page ("前往[实例创建页](https://ecs-buy.aliyun.com/wizard/#/)"), not its console. */
const PURCHASE = /^https?:\/\/[\w.-]*-buy\.(?:aliyun|alibabacloud)\.com\b/i;
/** The console's button that opens its purchase (create) page. */
const CREATE = /^\s*(?:创建|购买|新建|create|buy|purchase)/i;

/**
 * The doc opens the product's purchase page by its link: in the console, that page is behind the button that creates
 * the product's resource ("创建实例" on the overview or the list). Done once a form is open; null when the page offers
 * no such button (the console is opened first, as any other).
 */
function purchasePage(page: PageSnapshot): Outcome | null {
  const elements = reachable(page);
  if (elements.filter((el) => FIELD.has(el.role)).length >= 3) return { kind: 'done', thought: 'The purchase page the doc links is open.' };
  const create = elements.find((el) => (el.role === 'button' || el.role === 'link') && !isNav(el) && !page.dialog && CREATE.test(el.name));
  return create ? clickOn(create, `The doc's purchase page is the console's ${create.name} page; open it.`) : null;
}

/** Hosts of Alibaba Cloud's own consoles. */
const REAL_CONSOLE = /(^|\.)(aliyun\.com|alibabacloud\.com)$/;

/** Where a product's console is, as seen from `page`. */
function consoleOf(info: ProductInfo, page: URL): URL {
  return REAL_CONSOLE.test(page.hostname) ? new URL(info.consoleUrl) : new URL(info.emulatorPath, page.origin);
}

/** `url` is inside the console at `at` (the same host, the console's path or below it). */
function inside(url: URL, at: URL): boolean {
  if (url.host !== at.host) return false;
  const base = at.pathname.replace(/\/$/, '');
  return !base || url.pathname === base || url.pathname.startsWith(`${base}/`);
}

/** Whether `url` is in some product's console. */
const inAnyConsole = (url: URL) => PRODUCT_KEYS.some((key) => inside(url, consoleOf(PRODUCTS[key], url)));

export function openConsole(named: string | undefined, page: PageSnapshot, ctx: EpisodeContext, url?: string): Outcome {
  const start = new URL(ctx.startUrl);
  const here = new URL(page.url);
  const buy = url && PURCHASE.test(url) && here.origin === start.origin ? purchasePage(page) : null;
  if (buy) return buy;
  const info = named && isProductKey(named) ? PRODUCTS[named] : undefined;
  // Started outside every product console (the person's Console Home): the named console, wherever it lives.
  if (info && !inAnyConsole(start)) {
    const target = consoleOf(info, here);
    if (inside(here, target)) return { kind: 'done', thought: `Already in the ${info.name} console.` };
    return act({ type: 'navigate', url: target.href }, `Open the ${info.name} console.`);
  }
  const product = start.pathname.split('/')[1];
  // A console inside the product's (the EIP or NAT Gateway console of the VPC console) opens its own page.
  const inner = info?.emulatorPath ?? '';
  if (inner.startsWith(`/${product}/`) && here.pathname !== inner) {
    return act({ type: 'navigate', url: new URL(inner, start.origin).href }, `Open the ${info!.name} console.`);
  }
  if (here.origin === start.origin && here.pathname.split('/')[1] === product) return { kind: 'done', thought: 'Already in the product console.' };
  return act({ type: 'navigate', url: ctx.startUrl }, 'Open the product console where the procedure starts.');
}
