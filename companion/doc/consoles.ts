/**
 * Which console a "Log on to the … console" step opens: the product named by its words or by the console's link, and
 * the link. Another vendor's console is none of ours.
 */
import { productFromText } from '../task/products';

/**
 * Another vendor's site a step works in: an identity provider's portal (Okta, Azure AD, AD FS, Google Workspace), a
 * DNS provider's console elsewhere (DNSPod, GoDaddy, Cloudflare). Its clicks and dialog boxes are that site's.
 */
export const OTHER_SITE_CUE =
  /\b(?:Okta|OneLogin|Keycloak|Azure(?:\s+AD|\s+Active\s+Directory)?|Microsoft\s+Entra|AD\s+FS|Google\s+(?:Workspace|Admin)|G\s+Suite|GoDaddy|Cloudflare|DNSPod|AWS)\b|DNSPod|腾讯云|华为云|新网/;

function product(text: string): { product?: string } {
  const key = productFromText(text);
  return key ? { product: key } : {};
}

/** The console the doc names, or links ("[console](https://partners-intl.console.aliyun.com/#/ecs)"), and the link. */
export function consoleOf(text: string, links: string[]): { product?: string; url?: string } {
  const url = links.find((u) => /^https?:\/\/[^/]*console\.(?:aliyun|alibabacloud)\.com/i.test(u));
  // Another vendor's console ("the DNSPod console") is none of ours, whatever product its name recalls.
  if (!url && OTHER_SITE_CUE.test(text)) return {};
  const named = product(text);
  if (!url) return named;
  const fromUrl = named.product ? named : productOfUrl(url);
  return { ...fromUrl, url };
}

/** Console hosts and the product keys they belong to. */
const CONSOLE_HOSTS: Array<[RegExp, string]> = [
  [/^(?:ecs|ecs-buy)\b/, 'ecs'], [/^(?:vpc|vpcnext)\b/, 'vpc'], [/^ram\b/, 'ram'], [/^(?:rds|rdsnext)\b/, 'rds'], [/^(?:slb|slbnew)\b/, 'slb'],
  [/^oss\b/, 'oss'], [/^kms\b/, 'kms'], [/^dns\b/, 'dns'], [/^(?:cdn|cdnnext)\b/, 'cdn'], [/^(?:cms|cms-intl|cloudmonitor)\b/, 'cms'],
  [/^(?:fc|fcnext)\b/, 'fc'], [/^actiontrail\b/, 'actiontrail'],
];

function productOfUrl(url: string): { product?: string } {
  const m = /^https?:\/\/([^/]+)(?:\/[^#]*)?(?:#\/?([\w-]+))?/i.exec(url);
  if (!m) return {};
  const host = m[1].toLowerCase();
  const key = CONSOLE_HOSTS.find(([re]) => re.test(host))?.[1] ?? (m[2] ? CONSOLE_HOSTS.find(([re]) => re.test(m[2].toLowerCase()))?.[1] : undefined);
  // The domain console's DNS pages ("[域名解析控制台](https://dc.console.aliyun.com/dns/)") are Alibaba Cloud DNS.
  if (!key && /^dc\.console\./.test(host) && /^https?:\/\/[^/]+\/(?:#\/)?dns\b/i.test(url)) return { product: 'dns' };
  if (key === 'vpc' && /\/eip\b/i.test(url)) return { product: 'eip' };
  if (key === 'vpc' && /\/nat\b/i.test(url)) return { product: 'nat' };
  return key ? { product: key } : {};
}
