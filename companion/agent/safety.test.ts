import { describe, expect, it } from 'vitest';
import type { Action, Element, PageSnapshot } from '../../protocol';
import { approvalReason, destructiveText, isRealConsole, readsDestructive, REAL_CONSOLE_REASON } from './safety';

const el = (ref: string, name: string, extra: Partial<Element> = {}): Element => ({
  ref, role: 'button', name, states: {}, box: { x: 10, y: 10, width: 80, height: 30 }, inViewport: true, isNew: false, within: [], ...extra,
});
const page = (elements: Element[], extra: Partial<PageSnapshot> = {}): PageSnapshot => ({
  url: 'https://ecs.console.aliyun.com/instances', title: 'ECS', viewport: { width: 1280, height: 800 }, elements, text: '', cut: [], dialog: null, toasts: [], ...extra,
});
const click = (ref: string): Action => ({ type: 'click', ref });
const EMULATOR = 'http://127.0.0.1:4100';

describe('readsDestructive', () => {
  it.each(['Release', 'Delete instance', 'Remove rule', 'Unbind EIP', 'Terminate', 'Destroy', 'Reset password', 'Releasing…', '释放', '删除实例', '移除', '解绑', '销毁', '重置密码'])('"%s" is destructive', (text) => {
    expect(readsDestructive(text)).toBe(true);
  });
  it.each(['Create Instance', 'OK', 'Next', 'Search', '创建实例', '确定', 'Preset', 'Dropdown', ''])('"%s" is not', (text) => {
    expect(readsDestructive(text)).toBe(false);
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

describe('destructiveText', () => {
  it('reads the target element name, by ref or by point', () => {
    const p = page([el('e1', 'Release'), el('e2', 'Create', { box: { x: 200, y: 10, width: 80, height: 30 } })]);
    expect(destructiveText(click('e1'), p)).toBe('Release');
    expect(destructiveText(click('e2'), p)).toBeNull();
    expect(destructiveText({ type: 'click', point: { x: 20, y: 20, space: 'viewport' } }, p)).toBe('Release');
  });
  it('reads the dialog an OK button confirms, but not its Cancel button', () => {
    const p = page([el('e1', 'OK', { within: ['dialog:Delete Instance'] }), el('e2', 'Cancel', { within: ['dialog:Delete Instance'] })], { dialog: 'Delete Instance' });
    expect(destructiveText(click('e1'), p)).toBe('Delete Instance');
    expect(destructiveText(click('e2'), p)).toBeNull();
    expect(destructiveText({ type: 'press', key: 'Enter' }, p)).toBe('Delete Instance');
  });
  it('ignores actions that commit nothing', () => {
    const p = page([el('e1', 'Delete')]);
    expect(destructiveText({ type: 'hover', ref: 'e1' }, p)).toBeNull();
    expect(destructiveText({ type: 'type', ref: 'e1', text: 'x', clear: true, submit: false }, p)).toBeNull();
    expect(destructiveText({ type: 'type', ref: 'e1', text: 'x', clear: true, submit: true }, p)).toBe('Delete');
  });
});

describe('approvalReason', () => {
  it('holds destructive actions in a real console only', () => {
    const real = page([el('e1', '释放')]);
    expect(approvalReason(click('e1'), real, EMULATOR)).toBe(REAL_CONSOLE_REASON);
    expect(approvalReason(click('e1'), { ...real, url: 'http://127.0.0.1:4100/ecs' }, EMULATOR)).toBeNull();
    expect(approvalReason(click('e1'), page([el('e1', 'Start')]), EMULATOR)).toBeNull();
  });
});
