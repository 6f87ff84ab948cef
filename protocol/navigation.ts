/**
 * Where a run's browser may go (SPEC section 5): http(s) pages of the origins and hosts the run allows, the
 * help center for reading, and `about:blank`. Every driver asks this one module (the headless driver, the
 * extension's background, the companion's extension driver), so the rules cannot drift apart.
 *
 * The check works on the URL as the browser would parse it (WHATWG URL): `http://2130706433/` is 127.0.0.1,
 * `HTTP://Example.COM.` is example.com, so a spelling cannot slip past it.
 */

/** What one run allows. */
export interface NavigationAllowList {
  /** Exact origins (scheme, host and port), e.g. the emulator's `http://127.0.0.1:7300`. Default none. */
  origins?: readonly string[];
  /** Hostnames on http and https, any port, subdomains included (`ecs.console.aliyun.com`). Default none. */
  hosts?: readonly string[];
  /** The help-center pages (HELP_CENTER), for reading. Default true. */
  helpCenter?: boolean;
  /** The extension's own pages, `chrome-extension://<id>` (only the extension sets it). Default none. */
  selfOrigin?: string;
  /**
   * Any host on http and https: only the scheme rules apply. For a layer whose hosts another one checks (the
   * companion's extension driver for a pasted doc: the extension knows the hosts the person allowed). Default false.
   */
  anyHost?: boolean;
}

/** The help center's hosts and the paths under which their articles live. */
export const HELP_CENTER: readonly { host: string; path: string }[] = [
  { host: 'www.alibabacloud.com', path: '/help' },
  { host: 'help.aliyun.com', path: '/' },
];

/** Loopback names: what `allow local test consoles` in the extension admits, on any port. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

export type NavigationVerdict =
  | { allowed: true; url: string }
  | { allowed: false; url: string; reason: string };

/** Why a scheme is never opened; any scheme not listed (and not http, https or about:blank) is refused too. */
const REFUSED_SCHEMES: Record<string, string> = {
  'file:': 'local files are never opened',
  'data:': 'data: URLs are never opened (a page can forge any content in one)',
  'javascript:': 'javascript: URLs are never run',
  'view-source:': 'view-source: pages are never opened',
  'blob:': 'blob: URLs are never opened at the top level',
  'chrome:': 'browser pages (chrome:) are never opened',
  'chrome-untrusted:': 'browser pages (chrome-untrusted:) are never opened',
  'devtools:': 'DevTools pages are never opened',
  'chrome-extension:': "other extensions' pages are never opened",
  'chrome-error:': 'the page could not be loaded',
  'about:': 'only about:blank is opened among about: pages',
  'ws:': 'WebSocket URLs are not pages',
  'wss:': 'WebSocket URLs are not pages',
  'ftp:': 'ftp: is not opened',
  'filesystem:': 'filesystem: URLs are never opened',
};

/** One line saying what the list allows, for refusal messages. */
export function describeAllowList(list: NavigationAllowList): string {
  const parts = [
    ...(list.origins ?? []),
    ...(list.hosts ?? []).map((h) => `${h} (and its subdomains)`),
    ...(list.helpCenter === false ? [] : ['the help center (www.alibabacloud.com/help, help.aliyun.com)']),
  ];
  return parts.length ? parts.join(', ') : 'nothing but about:blank';
}

/**
 * Whether the browser may open `url` (resolved against `base`, the page's address, when it is relative).
 * The verdict carries the absolute URL; a refusal says why in words a policy can act on.
 */
export function checkNavigation(url: string, list: NavigationAllowList, base?: string): NavigationVerdict {
  let parsed: URL;
  try {
    parsed = hierarchical(base) ? new URL(url, base) : new URL(url);
  } catch {
    return { allowed: false, url, reason: `"${url}" is not a URL` };
  }
  const href = parsed.href;
  const refuse = (reason: string): NavigationVerdict => ({ allowed: false, url: href, reason: `${shorten(href)}: ${reason}` });
  const scheme = parsed.protocol;
  if (scheme === 'about:') return parsed.pathname === 'blank' ? { allowed: true, url: href } : refuse(REFUSED_SCHEMES['about:']);
  if (scheme === 'chrome-extension:' && list.selfOrigin && `chrome-extension://${parsed.host}` === normalOrigin(list.selfOrigin)) return { allowed: true, url: href };
  if (scheme !== 'http:' && scheme !== 'https:') return refuse(REFUSED_SCHEMES[scheme] ?? `only http and https pages are opened, not ${scheme}`);
  if (parsed.username || parsed.password) return refuse('URLs with a user name or password are refused');
  const host = parsed.hostname.replace(/\.$/, '');
  if ((list.origins ?? []).some((o) => normalOrigin(o) === originOf(parsed, host))) return { allowed: true, url: href };
  if (list.anyHost || (list.hosts ?? []).some((h) => hostMatches(host, h))) return { allowed: true, url: href };
  if (list.helpCenter !== false && HELP_CENTER.some((h) => h.host === host && underPath(parsed.pathname, h.path))) return { allowed: true, url: href };
  return refuse(`not a page this run allows (it allows ${describeAllowList(list)})`);
}

/** A host entry matches itself and its subdomains; entries are compared as the URL parser writes hosts. */
function hostMatches(host: string, entry: string): boolean {
  const e = normalHost(entry);
  return e !== '' && (host === e || host.endsWith(`.${e}`));
}

function normalHost(entry: string): string {
  try {
    return new URL(`http://${entry.trim()}`).hostname.replace(/\.$/, '');
  } catch {
    return '';
  }
}

function normalOrigin(origin: string): string {
  try {
    const u = new URL(origin);
    return u.protocol === 'chrome-extension:' ? `chrome-extension://${u.host}` : originOf(u, u.hostname.replace(/\.$/, ''));
  } catch {
    return origin;
  }
}

const originOf = (u: URL, host: string) => `${u.protocol}//${host}${u.port ? `:${u.port}` : ''}`;
const underPath = (path: string, prefix: string) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
const shorten = (href: string) => (href.length > 120 ? `${href.slice(0, 117)}…` : href);

function hierarchical(base: string | undefined): base is string {
  if (!base) return false;
  try {
    return /^(https?|chrome-extension):$/.test(new URL(base).protocol);
  } catch {
    return false;
  }
}
