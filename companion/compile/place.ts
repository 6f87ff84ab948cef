/**
 * Where a procedure does its work: the console (or the other site) of the step of its last click. A CDN page that
 * has the reader copy a CNAME in the CDN console and then add the record in the Alibaba Cloud DNS console works in
 * DNS; the same page's section for another DNS provider ("Log on to the DNSPod console", "Log on to Xinnet") works
 * on that provider's site and is no console procedure of ours, whatever Alibaba Cloud console it opened first.
 */
import { OTHER_SITE_CUE } from '../doc/places';
import type { DocStep, Procedure } from '../doc/types';
import { isProductKey, productFromText, type ProductKey } from '../task/products';
import type { Catalogue } from './catalogue';
import { allSteps, intentsOf } from './signals';

/** Sites of other vendors and stores a help-center step may send the reader to, beyond the reader's own list. */
const VENDOR_SITE = /\b(?:Xinnet|Tencent\s+Cloud|Huawei\s+Cloud|Namecheap|GoDaddy|Cloudflare|DNSPod|Amazon\s+Route\s*53|Alibaba\s+Cloud\s+Marketplace)\b|西部数码|腾讯云|华为云|新网|云市场/i;

/** A step that takes the reader somewhere: logs on to, opens or goes to a console or a site. */
const OPENING = /^\s*(?:\d+[.)]\s*)?(?:log\s+(?:on|in)\s+to|sign\s+in\s+to|go\s+to|open|visit|navigate\s+to\s+the\s+\S+\s+(?:console|site|website))\b|^\s*(?:登录|登陆|进入|打开|访问|前往)/i;

export type Place = { kind: 'console'; product: ProductKey } | { kind: 'elsewhere'; site: string };

export interface WorkingPlace {
  place: Place;
  /** The label of the step the place is judged from (the last step that clicks or fills). */
  step: string;
  /** How many different places the procedure opened before it. */
  opened: number;
}

/** The place a step takes the reader to, if it takes them anywhere. */
function placeOpened(step: DocStep): Place | undefined {
  const text = step.text;
  const site = VENDOR_SITE.exec(text) ?? OTHER_SITE_CUE.exec(text);
  if (site && (OPENING.test(text) || step.outside)) return { kind: 'elsewhere', site: site[0] };
  const open = intentsOf(step).find((i) => i.kind === 'open-console');
  if (open?.kind !== 'open-console') return undefined;
  // A console the reader linked but did not name ("登录域名解析控制台" linking dc.console.aliyun.com/dns) is the URL's.
  const product = open.product ?? productFromText(open.url ?? '');
  return product && isProductKey(product) ? { kind: 'console', product } : undefined;
}

const acts = (step: DocStep) => !step.inInstance && intentsOf(step).some((i) => i.kind === 'click' || i.kind === 'fill' || i.kind === 'choose');

/**
 * The place of the procedure's last step that clicks or fills, when a step before it said where the reader is;
 * undefined when no step opens a place (the console is then the one the page's words name). A case of the procedure
 * ("If the domain is not managed by this account, add the record by hand:" over sub-steps) that opens another console
 * is one way among others: it moves the procedure's place only when nothing was done in a console before it.
 */
export function workingPlace(proc: Procedure): WorkingPlace | undefined {
  let current: Place | undefined;
  let last: WorkingPlace | undefined;
  const seen = new Set<string>();
  const ofCase = new Set<Place>();
  const walk = (steps: DocStep[], inCase: boolean) => {
    for (const step of steps) {
      const opened = placeOpened(step);
      if (opened) {
        current = opened;
        seen.add(opened.kind === 'console' ? opened.product : opened.site.toLowerCase());
        if (inCase) ofCase.add(opened);
      }
      if (current && acts(step) && !(last && ofCase.has(current))) last = { place: current, step: step.label, opened: seen.size };
      const branch = step.intents[0]?.kind === 'when' && step.substeps.length > 0;
      const before = current;
      walk(step.substeps, inCase || branch);
      // What a case opened stays in it: the steps after it are back where they were.
      if (branch) current = before;
    }
  };
  walk(proc.steps, false);
  return last;
}

/** Intents that change something in a console: a click, a value entered or chosen, a box ticked, a payment (a vague
 * "configure …" alone is no control). */
const CHANGING = new Set(['click', 'fill', 'choose', 'check', 'pay', 'either']);

/**
 * The procedure only looks in the console: no step done there clicks, enters, chooses or pays ("On the User-based SSO tab,
 * copy the SP metadata URL", then work in the IdP). A write action is then none of its doing.
 */
export function viewsOnly(proc: Procedure): boolean {
  return !allSteps(proc.steps).some((s) => !s.outside && !s.inInstance && intentsOf(s).some((i) => CHANGING.has(i.kind)));
}


/** The account's own menu behind its picture in the console's top bar (security settings, MFA, switching identity). */
const ACCOUNT_MENU = /头像|\b(?:profile\s+picture|avatar)\b/i;

/**
 * The label of the step that works in the account's menu (behind its picture in the top bar: security settings, MFA,
 * switching identity), when the procedure opens no product's console: it works in the account's settings, which are
 * no product console. Undefined otherwise (a RAM console step that passes through the menu stays RAM's).
 */
export function accountSettingsStep(proc: Procedure): string | undefined {
  const steps = allSteps(proc.steps);
  const product = steps.some((s) => intentsOf(s).some((i) => i.kind === 'open-console' && (i.product ?? productFromText(i.url ?? ''))));
  // The menu's Security Settings (安全设置) open the account center, whichever console the page logged on to first
  // ("log on to the RAM console", then the account's own logon password).
  if (product) return steps.find((s) => ACCOUNT_MENU.test(s.text) && ACCOUNT_CENTER.test(s.text))?.label;
  return steps.find((s) => ACCOUNT_MENU.test(s.text))?.label;
}

/** Entries of the account's menu that open the account center, not a product console. */
const ACCOUNT_CENTER = /安全设置|\bSecurity\s+Settings\b/i;

/** Buttons every wizard and dialog has, a console's or an installer's alike: they say nothing of where a step is. */
const ANY_WINDOW = new Set(['ok', 'cancel', 'next', 'previous', 'back', 'close', 'confirm', 'submit', 'save', 'apply', 'add', 'create', 'delete',
  'yes', 'no', 'finish', 'complete', 'install', 'continue', 'search', 'edit', 'view', 'more', 'settings',
  '确定', '取消', '下一步', '上一步', '关闭', '确认', '提交', '保存', '应用', '添加', '创建', '删除', '完成', '安装', '继续', '搜索', '编辑', '查看', '更多', '设置']);

/**
 * The first step that ties the procedure to a console the catalogue has: it opens one of ours (by name or link),
 * picks a region, or goes through the navigation or clicks a control under a label some console of the catalogue
 * has (not a button every window has: Next, OK, Install). Undefined for a procedure whose steps are all a program's
 * or a system's (an installer's wizard, Server Manager, an IDE), however many clicks they name.
 */
export function consoleAnchor(proc: Procedure, catalogue: Catalogue): string | undefined {
  const labels = new Set<string>();
  const norm = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');
  const every = [...catalogue.products.flatMap((p) => Object.values(p.labels)), ...catalogue.chinese(undefined)];
  for (const l of every) for (const text of [l.en, l.zh]) labels.add(norm(text));
  const known = (label: string) => !ANY_WINDOW.has(norm(label)) && labels.has(norm(label));
  return allSteps(proc.steps).find((step) => !step.outside && !step.inInstance && intentsOf(step).some((i) => {
    if (i.kind === 'open-console') return Boolean(i.product || i.url);
    if (i.kind === 'select-region') return true;
    if (i.kind === 'navigate') return i.path.some(known);
    if (i.kind === 'click') return known(i.label);
    return false;
  }))?.label;
}
