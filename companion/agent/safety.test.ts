import { describe, expect, it } from 'vitest';
import type { Action, Element, PageSnapshot } from '../../protocol';
import { approvalReason, holdFor, isDestructive, isRealConsole, judge, rememberFirstSeen, REAL_CONSOLE_REASON, UNCLASSIFIED_REASON, type FirstSeen } from './safety';

const box = (x: number, y: number, width = 80, height = 30) => ({ x, y, width, height });
const el = (ref: string, name: string, extra: Partial<Element> = {}): Element => ({
  ref, role: 'button', name, states: {}, box: box(10, 10), inViewport: true, isNew: false, within: [], ...extra,
});
const page = (elements: Element[], extra: Partial<PageSnapshot> = {}): PageSnapshot => ({
  url: 'https://ecs.console.aliyun.com/instances', title: 'ECS', viewport: { width: 1280, height: 800 }, elements, text: '', cut: [], dialog: null, toasts: [], focus: null, ...extra,
});
const click = (ref: string): Action => ({ type: 'click', ref });
const at = (x: number, y: number): Action => ({ type: 'click', point: { x, y, space: 'viewport' } });
const EMULATOR = 'http://127.0.0.1:4100';
const real = { emulatorUrl: EMULATOR };
const held = (action: Action, p: PageSnapshot) => holdFor(action, p, real)?.reason ?? null;

/** A dialog titled `title` with a body line, an OK and a Cancel button. */
function dialog(title: string, body: string, ok = 'OK'): PageSnapshot {
  const w = [`dialog:${title}`];
  return page([
    el('e1', 'Release', { within: ['table:Instances', 'row:i-1 web-01', 'col:Actions'], blocked: true }),
    el('e10', title, { role: 'heading', within: w }),
    el('e11', body, { role: 'text', within: w }),
    el('e12', ok, { within: w, box: box(600, 500) }),
    el('e13', 'Cancel', { within: w, box: box(700, 500) }),
  ], { dialog: title });
}

describe('isDestructive (the lexicon, through the public module)', () => {
  it.each(['Release', 'Delete instance', 'Remove rule', 'Unbind EIP', 'Terminate', 'Destroy', 'Reset password', 'Releasing…', '释放', '删除实例', '移除', '解绑', '销毁', '重置密码'])('"%s" is destructive', (text) => {
    expect(isDestructive(text)).toBe(true);
  });
  it.each(['Create Instance', 'OK', 'Next', 'Search', '创建实例', '确定', 'Preset', 'Dropdown', ''])('"%s" is not', (text) => {
    expect(isDestructive(text)).toBe(false);
  });
});

describe('isRealConsole', () => {
  it('is false on the emulator host and true elsewhere', () => {
    expect(isRealConsole('http://127.0.0.1:4100/ecs', EMULATOR)).toBe(false);
    expect(isRealConsole('https://ecs.console.aliyun.com/', EMULATOR)).toBe(true);
    expect(isRealConsole('http://127.0.0.1:4101/ecs', EMULATOR)).toBe(true);
  });
  it('treats every tab as real when no emulator is known, and unparseable URLs as real', () => {
    expect(isRealConsole('http://127.0.0.1:4100/ecs', null)).toBe(true);
    expect(isRealConsole('not a url', EMULATOR)).toBe(true);
  });
});

describe('the element an action will hit', () => {
  it('a click by ref: the element\'s own name', () => {
    const p = page([el('e1', 'Release'), el('e2', 'Create', { box: box(200, 10) })]);
    expect(held(click('e1'), p)).toBe(`${REAL_CONSOLE_REASON}: release, the control reads "Release"`);
    expect(held(click('e2'), p)).toBeNull();
    expect(held({ type: 'double_click', ref: 'e1' }, p)).toMatch(REAL_CONSOLE_REASON);
  });

  it('a menu item says so', () => {
    const p = page([el('e80', 'Release', { role: 'menuitem', within: ['menu:More'] })]);
    expect(holdFor(click('e80'), p, real)).toMatchObject({ ref: 'e80', judgement: { kind: 'destructive', effect: 'release', where: 'menu item' } });
  });

  it('a point on an unnamed icon inside a Delete button is that button; a point on nothing is held as unclassifiable', () => {
    // The icon has no name, so the snapshot lists only the button around it.
    const p = page([el('e5', 'Delete', { box: box(100, 100, 60, 24) }), el('e6', 'Instances', { role: 'heading', box: box(0, 0, 1280, 60) })]);
    expect(holdFor(at(108, 110), p, real)).toMatchObject({ ref: 'e5', judgement: { kind: 'destructive', text: 'Delete' } });
    expect(held({ type: 'click', point: { x: 100, y: 140, space: 'norm1000' } }, p)).toMatch(REAL_CONSOLE_REASON);
    expect(held(at(900, 700), p)).toBe(`${UNCLASSIFIED_REASON}: a point (900, 700) on no element`);
    expect(held(at(20, 20), p)).toMatch(/on "Instances", which is no control/);
  });

  it('a point ignores the page behind an open dialog', () => {
    const p = dialog('Modify Instance', 'Change the name.');
    // (10..90, 10..40) is the blocked Release link behind the dialog.
    expect(held(at(20, 20), p)).toMatch(UNCLASSIFIED_REASON);
  });

  it('Tab to a Delete button, then Enter: the key press goes to the focused element', () => {
    const p = page([el('e1', 'Search'), el('e2', 'Delete', { box: box(200, 10) })], { focus: { ref: 'e2', role: 'button', name: 'Delete' } });
    expect(held({ type: 'press', key: 'Tab' }, p)).toBeNull();
    expect(held({ type: 'press', key: 'Enter' }, p)).toMatch(/release|delete/);
    expect(held({ type: 'press', key: ' ' }, p)).toMatch(REAL_CONSOLE_REASON);
    expect(held({ type: 'press', key: 'NumpadEnter' }, p)).toMatch(REAL_CONSOLE_REASON);
    expect(held({ type: 'press', key: 'Shift+Enter' }, p)).toMatch(REAL_CONSOLE_REASON);
  });

  it('a key press with no focused element, or from a page runtime that does not report focus, cannot be classified', () => {
    const p = page([el('e1', 'Delete')]);
    expect(held({ type: 'press', key: 'Enter' }, p)).toBe(`${UNCLASSIFIED_REASON}: "Enter" with no focused element`);
    expect(held({ type: 'press', key: 'Enter' }, { ...p, focus: undefined })).toMatch(/did not say which one has focus/);
    expect(held({ type: 'press', key: 'Escape' }, p)).toBeNull();
  });

  it('Enter in a text field submits its form: the form\'s submit button and the dialog are judged', () => {
    const search = page([el('e1', 'Instance Name', { role: 'textbox' })], { focus: { ref: 'e1', role: 'textbox', name: 'Instance Name' } });
    expect(held({ type: 'press', key: 'Enter' }, search)).toBeNull();
    const form = { ...search, focus: { ref: 'e1', role: 'textbox', name: 'Instance Name', submits: { name: 'Delete Matching Instances' } } };
    expect(held({ type: 'press', key: 'Enter' }, form)).toMatch(/the submit button reads "Delete Matching Instances"/);
    const confirm = dialog('Release Instance', 'Type the instance name to confirm.');
    confirm.elements.push(el('e14', 'Instance name', { role: 'textbox', within: ['dialog:Release Instance'] }));
    confirm.focus = { ref: 'e14', role: 'textbox', name: 'Instance name' };
    expect(held({ type: 'press', key: 'Enter' }, confirm)).toMatch(/the dialog title reads "Release Instance"/);
    expect(held({ type: 'type', ref: 'e14', text: 'web-01', clear: true, submit: true }, confirm)).toMatch(/dialog title/);
    expect(held({ type: 'type', ref: 'e14', text: 'web-01', clear: true, submit: false }, confirm)).toBeNull();
  });

  it('select judges the option chosen', () => {
    const p = page([el('e3', 'Action', { role: 'combobox', options: ['Start', 'Release'] })]);
    expect(held({ type: 'select', ref: 'e3', option: 'Release' }, p)).toMatch(/the option reads "Release"/);
    expect(held({ type: 'select', ref: 'e3', option: 'Start' }, p)).toBeNull();
  });

  it('check judges the check box\'s label and its dialog; turning a switch off disables what it names', () => {
    const p = page([
      el('e4', 'Release the EIP with the instance', { role: 'checkbox' }),
      el('e5', 'Email', { role: 'checkbox' }),
      el('e6', 'Logging', { role: 'switch', states: { checked: true } }),
    ]);
    expect(held({ type: 'check', ref: 'e4', checked: true }, p)).toMatch(/check box reads/);
    expect(held({ type: 'check', ref: 'e5', checked: true }, p)).toBeNull();
    expect(held({ type: 'check', ref: 'e6', checked: false }, p)).toMatch(/disable, the switch reads "Logging"/);
    expect(held({ type: 'check', ref: 'e6', checked: true }, p)).toBeNull();
    expect(held(click('e6'), p)).toMatch(/switch/);
    const inDialog = dialog('Release Instance', 'Release now.');
    inDialog.elements.push(el('e15', 'I have backed up my data', { role: 'checkbox', within: ['dialog:Release Instance'] }));
    expect(held({ type: 'check', ref: 'e15', checked: true }, inDialog)).toMatch(/dialog title/);
  });

  it('navigate: a URL that names a destructive operation, or a page outside the run', () => {
    const p = page([]);
    expect(held({ type: 'navigate', url: '/instances/i-1/release' }, p)).toMatch(/the url reads "release"/);
    expect(held({ type: 'navigate', url: 'https://ecs.console.aliyun.com/?action=DeleteInstance&id=i-1' }, p)).toMatch(/"DeleteInstance"/);
    expect(held({ type: 'navigate', url: 'https://ecs.console.aliyun.com/#/server/region/cn-hangzhou/delete' }, p)).toMatch(REAL_CONSOLE_REASON);
    expect(held({ type: 'navigate', url: 'https://vpc.console.aliyun.com/vpc/cn-hangzhou/vpcs' }, p)).toBeNull();
    expect(held({ type: 'navigate', url: 'https://help.aliyun.com/zh/ecs/user-guide/stop-an-instance' }, p)).toBeNull();
    expect(held({ type: 'navigate', url: 'https://attacker.example/steal' }, p)).toBe(`${UNCLASSIFIED_REASON}: "attacker.example" is not a page of the run`);
    expect(held({ type: 'navigate', url: 'file:///etc/passwd' }, p)).toMatch(/"file:" is not a page of the run/);
    expect(holdFor({ type: 'navigate', url: 'https://console.example.com/x' }, p, { ...real, runHosts: ['console.example.com'] })).toBeNull();
  });
});

describe('the context it acts in', () => {
  it('OK in a dialog titled "Confirm" whose body says the instance will be released', () => {
    const p = dialog('Confirm', 'The instance web-01 will be released and its data cannot be recovered.');
    expect(holdFor(click('e12'), p, real)).toMatchObject({ ref: 'e12', judgement: { kind: 'destructive', where: 'dialog body', effect: 'release' } });
    expect(held(click('e13'), p)).toBeNull();
  });

  it('OK in a dialog titled "Delete Instance"; its Cancel is safe; Enter on its focused OK too', () => {
    const p = dialog('Delete Instance', 'Are you sure?');
    expect(held(click('e12'), p)).toMatch(/the dialog title reads "Delete Instance"/);
    expect(held(click('e13'), p)).toBeNull();
    expect(held({ type: 'press', key: 'Enter' }, { ...p, focus: { ref: 'e12', role: 'button', name: 'OK' } })).toMatch(/dialog title/);
  });

  it('the footer button of a page that is the act: the page title decides (Replace Operating System\'s Confirm Order)', () => {
    const form = (title: string) => page([
      el('e1', title, { role: 'heading' }),
      el('e2', 'Image', { role: 'heading', within: ['form:Image'] }),
      el('e3', 'Public Image', { role: 'radio', within: ['form:Image'], states: { checked: true } }),
      el('e4', 'Confirm Order'),
      el('e5', 'Cancel'),
      el('e6', 'Refresh', { within: ['toolbar'] }),
    ]);
    expect(held(click('e4'), form('Replace Operating System'))).toMatch(/the page title reads "Replace Operating System"/);
    expect(held(click('e4'), form('更换操作系统'))).toMatch(/page title/);
    expect(held(click('e5'), form('Replace Operating System'))).toBeNull();
    // Only the page's own buttons: a toolbar's is judged by its name.
    expect(held(click('e6'), form('Replace Operating System'))).toBeNull();
    expect(held(click('e4'), form('Create Instance'))).toBeNull();
    // An order that spends money on what exists: renewing, switching the billing method.
    expect(held(click('e4'), form('Renew'))).toMatch(/the page title reads "Renew"/);
    expect(held(click('e4'), form('按量付费转包年包月'))).toMatch(/page title/);
    // A details page's title is the resource's name, which anyone may choose: no fields, no page-title rule.
    const details = page([el('e1', 'release-me', { role: 'heading' }), el('e2', 'Start'), el('e3', 'Stop')]);
    expect(held(click('e2'), details)).toBeNull();
  });

  it('a dialog or form button commits the choices around it: a destructive pick, a switch turned off', () => {
    const w = ['dialog:Modify Logon Settings', 'form', 'group:Console Logon'];
    const logon = (disabled: boolean) => page([
      el('e1', 'Enabled', { role: 'radio', within: w, states: { checked: !disabled } }),
      el('e2', 'Disabled', { role: 'radio', within: w, states: { checked: disabled } }),
      el('e4', 'New Password', { role: 'textbox', within: w }),
      el('e3', 'OK', { within: ['dialog:Modify Logon Settings'] }),
    ], { dialog: 'Modify Logon Settings' });
    // As a gate sees it: the dialog as it opened, the agent picks Disabled, types, then clicks OK.
    const seen = (...pages: PageSnapshot[]) => {
      const s: FirstSeen = new Map();
      for (const p of pages) rememberFirstSeen(s, p);
      return s;
    };
    const opened = logon(false);
    expect(holdFor(click('e3'), logon(true), { ...real, firstSeen: seen(opened, logon(true)) })).toMatchObject({ judgement: { where: 'choice', text: 'Disabled', effect: 'disable' } });
    expect(holdFor(click('e3'), logon(false), { ...real, firstSeen: seen(opened) })).toBeNull();
    // Checked when the dialog appeared: the console's default, not the agent's doing.
    expect(holdFor(click('e3'), logon(true), { ...real, firstSeen: seen(logon(true)) })).toBeNull();
    // No memory: every checked choice counts.
    expect(holdFor(click('e3'), logon(true), real)).toMatchObject({ judgement: { where: 'choice' } });

    const https = (on: boolean) => page([
      el('e5', 'HTTPS Secure Acceleration', { role: 'switch', within: ['dialog:HTTPS Settings', 'form'], states: { checked: on } }),
      el('e6', 'OK', { within: ['dialog:HTTPS Settings'] }),
    ], { dialog: 'HTTPS Settings' });
    expect(holdFor(click('e6'), https(false), { ...real, firstSeen: seen(https(true)) })).toMatchObject({ judgement: { effect: 'disable', text: 'HTTPS Secure Acceleration: off' } });
    expect(holdFor(click('e6'), https(true), { ...real, firstSeen: seen(https(false)) })).toBeNull();

    const versioning = (suspend: boolean) => page([
      el('e7', 'Enable', { role: 'radio', within: ['form:Versioning', 'group:Versioning Status'], states: { checked: !suspend } }),
      el('e8', 'Suspend', { role: 'radio', within: ['form:Versioning', 'group:Versioning Status'], states: { checked: suspend } }),
      el('e9', 'Save', { within: ['form:Versioning'] }),
    ]);
    expect(holdFor(click('e9'), versioning(true), { ...real, firstSeen: seen(versioning(false)) })).toMatchObject({ judgement: { text: 'Suspend', where: 'choice' } });
    expect(holdFor(click('e9'), versioning(false), { ...real, firstSeen: seen(versioning(false)) })).toBeNull();
  });

  it('a harmless dialog stays harmless', () => {
    const p = dialog('Modify Instance Information', 'Enter a new name.');
    expect(held(click('e12'), p)).toBeNull();
  });

  it('a dialog the guard cannot read, and an unnamed control, cannot be classified', () => {
    const p = page([el('e20', 'OK', { within: ['dialog'] })], { dialog: 'dialog' });
    expect(held(click('e20'), p)).toBe(`${UNCLASSIFIED_REASON}: a dialog the guard cannot read`);
    expect(held(click('e21'), page([el('e21', '⋮')]))).toBe(`${UNCLASSIFIED_REASON}: a button without a name`);
    expect(held(click('e99'), page([]))).toMatch(/\[e99\] is not on the page the guard saw/);
  });

  it('a popconfirm beside its trigger', () => {
    const p = page([el('e30', 'OK', { within: ['popconfirm:Are you sure you want to delete this rule?'] }), el('e31', 'Cancel', { within: ['popconfirm:Are you sure you want to delete this rule?'] })]);
    expect(held(click('e30'), p)).toMatch(/the popconfirm reads/);
    expect(held(click('e31'), p)).toBeNull();
  });

  it('a bare Reset beside a Search button resets a filter; alone, or as Reset Password, it is held', () => {
    const filter = page([el('e1', 'Search', { within: ['form:Filter'] }), el('e2', 'Reset', { within: ['form:Filter'], box: box(200, 10) })]);
    expect(held(click('e2'), filter)).toBeNull();
    const zh = page([el('e1', '查询'), el('e2', '重置', { box: box(200, 10) })]);
    expect(held(click('e2'), zh)).toBeNull();
    expect(held(click('e2'), page([el('e2', 'Reset')]))).toMatch(REAL_CONSOLE_REASON);
    expect(held(click('e2'), page([el('e1', 'Search'), el('e2', 'Reset Password', { box: box(200, 10) })]))).toMatch(REAL_CONSOLE_REASON);
    expect(held(click('e2'), page([el('e1', '查询'), el('e2', '重置密码', { box: box(200, 10) })]))).toMatch(REAL_CONSOLE_REASON);
  });

  it('a navigation entry or a tab opens a view: harmless whatever it is called', () => {
    const p = page([el('e1', 'Purge and Prefetch', { role: 'navitem', within: ['nav:CDN'] }), el('e2', 'Deleted Instances', { role: 'tab' })]);
    expect(held(click('e1'), p)).toBeNull();
    expect(held(click('e2'), p)).toBeNull();
    expect(held(click('e3'), page([el('e3', 'Delete', { role: 'link' })]))).toMatch(REAL_CONSOLE_REASON);
  });

  it('Stop and Restart are disruptive, not destructive: they run', () => {
    const p = page([el('e1', 'Stop'), el('e2', 'Restart', { box: box(200, 10) })]);
    expect(judge(click('e1'), p)).toEqual({ kind: 'disruptive', text: 'Stop', ref: 'e1' });
    expect(held(click('e1'), p)).toBeNull();
    expect(held(click('e2'), p)).toBeNull();
  });
});

describe('approvalReason', () => {
  it('holds only in a real console; hover, scroll and waits never', () => {
    const p = page([el('e1', '释放')]);
    expect(approvalReason(click('e1'), p, EMULATOR)).toMatch(REAL_CONSOLE_REASON);
    expect(approvalReason(click('e1'), { ...p, url: 'http://127.0.0.1:4100/ecs' }, EMULATOR)).toBeNull();
    expect(approvalReason(click('e1'), { ...p, url: 'http://127.0.0.1:4100/ecs' }, null)).toMatch(REAL_CONSOLE_REASON);
    expect(approvalReason(click('e1'), page([el('e1', 'Start')]), EMULATOR)).toBeNull();
    expect(approvalReason({ type: 'hover', ref: 'e1' }, p, EMULATOR)).toBeNull();
    expect(approvalReason({ type: 'scroll', direction: 'down' }, p, EMULATOR)).toBeNull();
    expect(approvalReason({ type: 'wait', ms: 100 }, p, EMULATOR)).toBeNull();
  });
});
