import { describe, expect, it } from 'vitest';
import type { Element as ElementInfo } from '../protocol';
import { serialize } from './serialize';

let n = 0;
const el = (role: string, name: string, within: string[] = [], extra: Partial<ElementInfo> = {}): ElementInfo => ({
  ref: `e${++n}`, role, name, states: {}, box: { x: 0, y: 0, width: 10, height: 10 }, inViewport: true, isNew: false, within, ...extra,
});
const page = (elements: ElementInfo[], extra = {}) => ({ url: 'http://x/ecs', title: 'ECS', elements, ...extra });

describe('serialize (pure)', () => {
  it('puts nav on one line with groups and the current item', () => {
    n = 0;
    const nav = ['nav:ECS'];
    const { text } = serialize(page([
      el('navitem', 'Overview', nav),
      el('navitem', 'Instances & Images', nav, { states: { expanded: true } }),
      el('navitem', 'Instances', [...nav, 'group:Instances & Images'], { states: { current: true } }),
      el('navitem', 'Images', [...nav, 'group:Instances & Images']),
    ]));
    expect(text.split('\n')[1]).toBe('nav ECS: [e1] Overview · [e2] Instances & Images › [e3] Instances (current), [e4] Images');
  });

  it('prints tables as a header line and one line per row, rows outside the viewport summarised', () => {
    n = 0;
    const t = ['table:Instances'];
    const rows: ElementInfo[] = [el('columnheader', 'ID', t), el('columnheader', 'Status', t), el('columnheader', 'Actions', t)];
    for (let i = 1; i <= 4; i++) {
      const r = [...t, `row:i-${i}`];
      rows.push(el('row', `i-${i}`, t, { inViewport: i <= 2 }));
      if (i <= 2) rows.push(el('cell', 'ID', r, { value: `i-${i}` }), el('cell', 'Status', r, { value: 'Running' }));
      rows.push(el('button', 'Stop', [...r, 'col:Actions']));
    }
    const { text, cut } = serialize(page(rows));
    expect(text).toContain('table Instances 4 rows (1-2 shown) | ID | Status | Actions |');
    expect(text).toContain('  i-1 | Running | [e7] Stop');
    expect(text).toContain('  rows 3-4 not shown: scroll or search');
    expect(cut).toEqual(['rows 3-4 of table Instances']);
    expect(serialize(page(rows), { allRows: true }).text).toContain('  i-4 |  | [e15] Stop');
  });

  it('shows an open dialog first and leaves the blocked background out', () => {
    n = 0;
    const { text } = serialize(page([el('button', 'Create', [], { blocked: true }), el('button', 'OK', ['dialog:Stop']), el('button', 'Cancel', ['dialog:Stop'])], { dialog: 'Stop', toasts: ['Saved'] }));
    expect(text.split('\n')).toEqual(['ECS  http://x/ecs', 'toast: Saved', 'dialog Stop', '  [e2] button OK   [e3] button Cancel', '(1 elements behind the dialog are blocked until it closes)']);
  });

  it('writes fields with label, value, required mark, state and error', () => {
    n = 0;
    const f = ['form:Basics'];
    const { text } = serialize(page([
      el('combobox', 'Region', f, { value: 'Hangzhou', states: { required: true, expanded: false } }),
      el('textbox', 'Name', f, { value: 'x', error: 'Too short', states: { invalid: true } }),
      el('textbox', 'Password', f, { value: '••••' }),
      el('checkbox', 'I agree', f, { states: { checked: false } }),
    ]));
    expect(text.split('\n').slice(1)).toEqual([
      'form Basics',
      '  [e1] select Region*: Hangzhou ▾',
      '  [e2] textbox Name = "x" ! Too short',
      '  [e3] textbox Password = "••••"',
      '  [e4] ☐ I agree',
    ]);
  });

  it('keeps to the character budget and says what it cut', () => {
    n = 0;
    const many = Array.from({ length: 400 }, (_, i) => el('text', `paragraph number ${i} with some words in it`));
    const { text, cut } = serialize(page(many), { maxChars: 2000 });
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toMatch(/… cut: \d+ lines \(0 refs\) over the 2000-char budget/);
    expect(cut).toHaveLength(1);
  });
});
