import { describe, expect, it } from 'vitest';
import { PageSnapshotSchema, type PageSnapshot } from '../../../protocol';
import { findField, inSection, pageSays } from './ground';

const box = { x: 0, y: 0, width: 10, height: 10 };
const el = (ref: string, role: string, name: string, value?: string) => ({ ref, role, name, value, box, inViewport: true });
const page = (elements: ReturnType<typeof el>[], toasts: string[] = [], text = ''): PageSnapshot =>
  PageSnapshotSchema.parse({ url: 'http://x/', title: 't', viewport: { width: 1280, height: 800 }, elements, text, toasts });

describe('pageSays: what the page shows as a result', () => {
  it('reads statuses, cells, headings and text, as whole words', () => {
    expect(pageSays(page([el('e1', 'cell', 'Status', 'Stopped')]), 'Stopped')).toBe(true);
    expect(pageSays(page([el('e1', 'status', 'The order is complete')]), 'complete')).toBe(true);
    expect(pageSays(page([el('e1', 'cell', 'Status', 'Stopping')]), 'Stop')).toBe(false);
    expect(pageSays(page([el('e1', 'cell', '状态', '已停止')]), '已停止')).toBe(true);
    expect(pageSays(page([], [], 'Console  http://x/\nLogging\n[e1] button Stop Logging'), 'Logging')).toBe(true);
  });

  it('reads a field the form shows by its label, as a choice group labelled with it', () => {
    const group = (ref: string, name: string) => ({ ...el(ref, 'radio', name), within: ['form:Buy', 'radiogroup:计费周期'], states: { checked: true } });
    expect(pageSays(page([group('e1', '按小时')]), '计费周期')).toBe(true);
    expect(pageSays(page([group('e1', '按小时')]), '计费')).toBe(false);
  });

  it('does not take a control name or a toast sentence for the status', () => {
    expect(pageSays(page([el('e1', 'button', 'Stop Logging')], [], 'Console  http://x/\n[e1] button Stop Logging'), 'Logging')).toBe(false);
    expect(pageSays(page([], ['The instance is being stopped.'], 'toast: The instance is being stopped.'), 'Stopped')).toBe(false);
    expect(pageSays(page([], ['Stopped']), 'Stopped')).toBe(true);
    expect(pageSays(page([], ['实例已停止']), '已停止')).toBe(true);
  });
});

describe('findField: the value box of a key/value filter', () => {
  const filter = (key: string) =>
    page([el('e1', 'combobox', 'Filter', key), el('e2', 'textbox', 'Attribute Value'), el('e3', 'combobox', 'Event Type', 'All')]).elements;

  it('takes the text box after the select whose chosen key the doc names', () => {
    expect(findField(filter('Username'), 'user name')?.element.ref).toBe('e2');
    expect(findField(page([el('e1', 'combobox', '过滤器', '用户名'), el('e2', 'textbox', '属性值')]).elements, '用户名')?.element.ref).toBe('e2');
  });

  it('finds nothing when the chosen key is another one', () => {
    expect(findField(filter('Event Name'), 'user name')).toBeNull();
  });
});

describe('inSection: a table is no section', () => {
  it('keeps the whole page when only a table is named like the section', () => {
    const elements = page([el('e1', 'combobox', 'Filter', 'Username'), { ...el('e2', 'link', 'CreateUser'), within: ['table:History Search'] } as never]).elements;
    expect(inSection(elements, 'History Search').map((e) => e.ref)).toEqual(['e1', 'e2']);
    const dialog = page([el('e1', 'textbox', 'Name'), { ...el('e2', 'textbox', 'Name'), within: ['dialog:Create vSwitch'] } as never]).elements;
    expect(inSection(dialog, 'Create vSwitch').map((e) => e.ref)).toEqual(['e2']);
  });
});
