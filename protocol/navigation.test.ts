import { describe, expect, it } from 'vitest';
import { checkNavigation, type NavigationAllowList } from './navigation';

const run: NavigationAllowList = { origins: ['http://127.0.0.1:7300'], hosts: ['ecs.console.aliyun.com'] };
const allowed = (url: string, list = run, base?: string) => checkNavigation(url, list, base).allowed;
const reason = (url: string, list = run) => {
  const v = checkNavigation(url, list);
  return v.allowed ? null : v.reason;
};

describe('checkNavigation', () => {
  it('allows the run origin exactly, the console hosts with their subdomains, the help center and about:blank', () => {
    expect(allowed('http://127.0.0.1:7300/ecs/instances')).toBe(true);
    expect(allowed('http://127.0.0.1:7390/health')).toBe(false);
    expect(allowed('https://127.0.0.1:7300/')).toBe(false);
    expect(allowed('https://ecs.console.aliyun.com/server/region/cn-hangzhou')).toBe(true);
    expect(allowed('https://x.ecs.console.aliyun.com:8443/')).toBe(true);
    expect(allowed('https://evilecs.console.aliyun.com/')).toBe(false);
    expect(allowed('https://console.aliyun.com/')).toBe(false);
    expect(allowed('https://www.alibabacloud.com/help/en/ecs/user-guide/stop-an-instance')).toBe(true);
    expect(allowed('https://www.alibabacloud.com/helpdesk')).toBe(false);
    expect(allowed('https://www.alibabacloud.com/product/ecs')).toBe(false);
    expect(allowed('https://help.aliyun.com/zh/ecs/user-guide/stop-an-instance')).toBe(true);
    expect(allowed('https://help.aliyun.com/', { ...run, helpCenter: false })).toBe(false);
    expect(allowed('about:blank')).toBe(true);
  });

  it('reads a URL as the browser does, so no spelling of a host slips past', () => {
    expect(allowed('HTTP://127.0.0.1:7300/')).toBe(true);
    expect(allowed('http://2130706433:7300/')).toBe(true);
    expect(allowed('http://0x7f.1:7300/')).toBe(true);
    expect(allowed('https://ECS.Console.Aliyun.com./')).toBe(true);
    expect(allowed('http://127.0.0.1:7300@evil.example/')).toBe(false);
    expect(reason('http://user:pw@127.0.0.1:7300/')).toMatch(/user name or password/);
  });

  it('resolves a relative URL against the page, never against a page that has no path', () => {
    expect(checkNavigation('/ecs', run, 'http://127.0.0.1:7300/vpc')).toEqual({ allowed: true, url: 'http://127.0.0.1:7300/ecs' });
    expect(reason('/ecs')).toMatch(/is not a URL/);
    expect(checkNavigation('/ecs', run, 'about:blank').allowed).toBe(false);
    expect(checkNavigation('//evil.example/x', run, 'http://127.0.0.1:7300/').allowed).toBe(false);
  });

  it('refuses every other scheme with its reason', () => {
    const cases: [string, RegExp][] = [
      ['file:///etc/passwd', /local files are never opened/],
      ['FILE:///home/u/.aca/pairing.json', /local files/],
      ['chrome://settings', /browser pages/],
      ['chrome-extension://abcdefghijklmnopabcdefghijklmnop/x.html', /other extensions/],
      ['data:text/html,<h1>hi</h1>', /data: URLs/],
      ['javascript:alert(1)', /never run/],
      ['view-source:http://127.0.0.1:7300/', /view-source/],
      ['about:config', /only about:blank/],
      ['about:srcdoc', /only about:blank/],
      ['blob:http://127.0.0.1:7300/1d3f', /blob:/],
      ['ws://127.0.0.1:7300/', /WebSocket/],
      ['ftp://127.0.0.1/', /ftp/],
      ['gopher://127.0.0.1/', /only http and https/],
    ];
    for (const [url, why] of cases) expect(reason(url), url).toMatch(why);
  });

  it('allows the extension its own pages and no other extension', () => {
    const list = { ...run, selfOrigin: 'chrome-extension://hdkhejlllciphdfhdknbbnafeplhhlke' };
    expect(allowed('chrome-extension://hdkhejlllciphdfhdknbbnafeplhhlke/sidepanel.html', list)).toBe(true);
    expect(allowed('chrome-extension://aaaabbbbccccddddeeeeffffgggghhhh/sidepanel.html', list)).toBe(false);
  });

  it('keeps the scheme rules when any host is allowed', () => {
    expect(allowed('https://evil.example/', { anyHost: true })).toBe(true);
    expect(allowed('file:///etc/passwd', { anyHost: true })).toBe(false);
    expect(allowed('http://u:p@evil.example/', { anyHost: true })).toBe(false);
  });

  it('says what the run allows when it refuses a host', () => {
    expect(reason('https://evil.example/')).toBe(
      'https://evil.example/: not a page this run allows (it allows http://127.0.0.1:7300, ecs.console.aliyun.com (and its subdomains), the help center (www.alibabacloud.com/help, help.aliyun.com))',
    );
  });
});
