/**
 * What an icon is called, in the words a help-center doc uses for it. Docs draw icons as images whose alt text
 * names them (`more`, `编辑`, `setting`), so an icon-only control is named by its glyph and that word ("⋮ More"):
 * the glyph for a reader who saw ⋮ in a screenshot, the word for one who reads the alt text. Chinese pages get the
 * Chinese word.
 */

interface IconWord {
  /** Icon names (from a class `next-icon-more`, an image file `icon-more.svg`, a glyph) that mean this. */
  keys: string[];
  glyph: string;
  en: string;
  zh: string;
}

const WORDS: IconWord[] = [
  { keys: ['more', 'ellipsis', 'ellipsis-vertical', 'more-vertical', 'more-horizontal', 'gengduo', 'caozuo', '⋮', '⋯', '…'], glyph: '⋮', en: 'More', zh: '更多' },
  { keys: ['set', 'setting', 'settings', 'config', 'gear', 'cog', 'shezhi', '⚙'], glyph: '⚙', en: 'Settings', zh: '设置' },
  { keys: ['edit', 'pencil', 'bianji', 'modify', 'xiugai', '✎'], glyph: '✎', en: 'Edit', zh: '编辑' },
  { keys: ['delete', 'ashbin', 'trash', 'shanchu'], glyph: '', en: 'Delete', zh: '删除' },
  // Fusion draws an input's clear button with the filled delete icon.
  { keys: ['delete-filling', 'clear', 'input-clear'], glyph: '×', en: 'Clear', zh: '清除' },
  { keys: ['refresh', 'reload', 'sync', 'shuaxin', '↻'], glyph: '↻', en: 'Refresh', zh: '刷新' },
  { keys: ['download', 'export', 'xiazai', 'daochu'], glyph: '⤓', en: 'Download', zh: '下载' },
  { keys: ['upload', 'import', 'shangchuan'], glyph: '⤒', en: 'Upload', zh: '上传' },
  { keys: ['copy', 'fuzhi', 'duplicate'], glyph: '⧉', en: 'Copy', zh: '复制' },
  { keys: ['close', 'guanbi', '×', '✕'], glyph: '×', en: 'Close', zh: '关闭' },
  { keys: ['help', 'question', 'question-circle', 'wenhao', 'bangzhu', '?'], glyph: '?', en: 'Help', zh: '帮助' },
  { keys: ['search', 'sousuo'], glyph: '', en: 'Search', zh: '搜索' },
  { keys: ['filter', 'funnel', 'shaixuan'], glyph: '', en: 'Filter', zh: '筛选' },
  { keys: ['sorting', 'sort', 'ascending', 'descending', 'paixu'], glyph: '⇅', en: 'Sort', zh: '排序' },
  { keys: ['add', 'plus', 'tianjia'], glyph: '+', en: 'Add', zh: '添加' },
  { keys: ['eye-close', 'eye-slash', 'eye-invisible', 'invisible'], glyph: '', en: 'Show password', zh: '显示密码' },
  { keys: ['eye', 'visible', 'eye-open'], glyph: '', en: 'Hide password', zh: '隐藏密码' },
  { keys: ['arrow-left', 'back', 'return', 'fanhui', '←'], glyph: '←', en: 'Back', zh: '返回' },
  { keys: ['arrow-right', 'forward'], glyph: '→', en: 'Forward', zh: '前进' },
  { keys: ['arrow-double-left', 'fold', 'collapse', 'shouqi'], glyph: '«', en: 'Collapse', zh: '收起' },
  { keys: ['arrow-double-right', 'unfold', 'zhankai'], glyph: '»', en: 'Expand', zh: '展开' },
  { keys: ['arrow-up'], glyph: '', en: 'Up', zh: '向上' },
  { keys: ['arrow-down'], glyph: '', en: 'Expand', zh: '展开' },
  { keys: ['prompt', 'info', 'information'], glyph: 'ⓘ', en: 'Info', zh: '提示' },
  { keys: ['warning'], glyph: '⚠', en: 'Warning', zh: '警告' },
  { keys: ['favorites', 'favorites-filling', 'star', 'shoucang'], glyph: '☆', en: 'Favorite', zh: '收藏' },
  { keys: ['list', 'menu', 'hamburger', 'caidan'], glyph: '☰', en: 'Menu', zh: '菜单' },
  { keys: ['monitor', 'monitoring', 'chart', 'chart-bar', 'chart-line', 'jiankong'], glyph: '', en: 'Monitoring', zh: '监控' },
  { keys: ['terminal', 'remote', 'connect', 'yuancheng'], glyph: '', en: 'Remote Connection', zh: '远程连接' },
  { keys: ['notification', 'notice', 'bell', 'message', 'xiaoxi'], glyph: '', en: 'Notifications', zh: '消息' },
  { keys: ['cart', 'shopping-cart', 'gouwuche'], glyph: '', en: 'Cart', zh: '购物车' },
  { keys: ['tag', 'tags', 'label', 'biaoqian'], glyph: '', en: 'Tags', zh: '标签' },
  { keys: ['lock'], glyph: '', en: 'Lock', zh: '锁定' },
  { keys: ['unlock'], glyph: '', en: 'Unlock', zh: '解锁' },
  { keys: ['calendar'], glyph: '', en: 'Calendar', zh: '日历' },
  { keys: ['detail', 'details'], glyph: '', en: 'Details', zh: '详情' },
  { keys: ['exit', 'logout'], glyph: '', en: 'Log Out', zh: '退出' },
  { keys: ['account', 'user', 'avatar'], glyph: '', en: 'Account', zh: '账号' },
  { keys: ['switch', 'toggle-left', 'toggle-right'], glyph: '', en: 'Switch', zh: '切换' },
];

const BY_KEY = new Map(WORDS.flatMap((w) => w.keys.map((k) => [k, w] as const)));

/** Class words that say nothing about what an icon does (sizes, states, the icon font's own name). */
const NOISE = new Set([
  'medium', 'small', 'large', 'xs', 'xxs', 's', 'm', 'l', 'xl', 'xxl', 'first', 'last', 'alone', 'only', 'font', 'fill', 'filling', 'outline',
  'wrapper', 'btn', 'button', 'container', 'box', 'active', 'disabled', 'hover', 'icon', 'selected', 'size', 'symbol', 'custom', 'loading',
]);

/** `next-icon-more`, `icon-more`, `ecs-icon-terminal`, `anticon-setting`, `iconfont-edit` -> the part after the icon prefix. */
const ICON_CLASS = /(?:^|[-_])(?:icon|anticon|iconfont)[-_]([a-z0-9][a-z0-9_-]*)$/i;

export type Locale = 'en' | 'zh';

const localeCache = new WeakMap<Document, { at: number; locale: Locale }>();
const CJK = /[\u3400-\u9fff]/g;

/** The page's language: its `lang` attribute, else whether its text is mostly Chinese (re-read at most every second). */
export function pageLocale(doc: Document): Locale {
  const now = performance.now();
  const hit = localeCache.get(doc);
  if (hit && now - hit.at < 1000) return hit.locale;
  const lang = (doc.documentElement.getAttribute('lang') || doc.body?.getAttribute('lang') || '').toLowerCase();
  let locale: Locale = 'en';
  if (lang.startsWith('zh')) locale = 'zh';
  else if (!lang || lang === 'und') {
    const sample = (doc.body?.textContent ?? '').slice(0, 4000);
    const cjk = sample.match(CJK)?.length ?? 0;
    const latin = sample.match(/[a-z]/gi)?.length ?? 0;
    if (cjk > 20 && cjk * 2 > latin) locale = 'zh';
  }
  localeCache.set(doc, { at: now, locale });
  return locale;
}

/** "⋮ More" for `more` (or "⋮ 更多"); null for a name the vocabulary does not know. */
export function iconWord(key: string, locale: Locale): string | null {
  const w = key ? BY_KEY.get(key.toLowerCase()) : undefined;
  if (!w) return null;
  const word = locale === 'zh' ? w.zh : w.en;
  return w.glyph ? `${w.glyph} ${word}` : word;
}

/** The icon name a class list carries (`next-icon next-icon-more next-medium` -> `more`), or ''. */
export function iconKeyOfClasses(classes: Iterable<string>): string {
  let fallback = '';
  for (const c of classes) {
    const m = ICON_CLASS.exec(c);
    if (!m) continue;
    const key = m[1].toLowerCase();
    if (NOISE.has(key) || NOISE.has(key.split(/[-_]/)[0])) continue;
    if (BY_KEY.has(key)) return key;
    fallback ||= key;
  }
  return fallback;
}

/** An image file's name as an icon name (`/img/icon-cart.svg` -> `cart`), or '' when it reads as a hash or number. */
export function iconKeyOfFile(src: string): string {
  const file = src.split(/[?#]/)[0].split('/').pop() ?? '';
  const base = file.replace(/\.(svg|png|gif|jpe?g|webp)$/i, '').replace(/^(?:icon|ic|ico)[-_]/i, '').replace(/[-_](?:icon|ic)$/i, '');
  if (!/^[a-z][a-z_-]{1,30}[a-z0-9]?$/i.test(base) || /^(?:p|icon|img|image|pic)\d*$/i.test(base)) return '';
  return base.toLowerCase();
}

/** Words for an icon name: the vocabulary's, else the name itself with separators as spaces. */
export function iconName(key: string, locale: Locale): string {
  if (!key) return '';
  return iconWord(key, locale) ?? key.replace(/[-_]+/g, ' ').trim();
}
