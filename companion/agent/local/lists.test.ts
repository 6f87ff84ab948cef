import { describe, expect, it } from 'vitest';
import { actions, page, policy } from './test-pages';

// Lists that are searched by a key and a value, and rows that are about the task's resource without being keyed by it.
describe('local policy: event lists', () => {
  it('types the value into the box after the filter whose chosen key the doc named in an earlier step', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'combobox', name: 'Filter', value: 'Username', options: ['Username', 'Event Name'] },
      { ref: 'e2', role: 'textbox', name: 'Attribute Value' },
      { ref: 'e3', role: 'button', name: 'Search' },
    ]);
    const doc = '1. Select **Username** from the **Filter** drop-down list.\n2. Enter the user name and click **Search**.';
    const done = await actions(policy(doc, { userName: 'root' }), snapshot, 6);
    expect(done.filter((a) => a.type !== 'select')).toEqual([
      { type: 'type', ref: 'e2', text: 'root', clear: true, submit: false },
      { type: 'click', ref: 'e3' },
      expect.objectContaining({ type: 'task_complete' }),
    ]);
  });

  it('opens the row whose cell names the resource, by the button its name is, when rows are keyed by the event', async () => {
    const row = (key: string) => [`table:事件`, `row:${key}`];
    const snapshot = page([
      { ref: 'e1', role: 'button', name: 'DescribeRegions', within: row('DescribeRegions') },
      { ref: 'e2', role: 'cell', name: '资源名称', value: '-', within: row('DescribeRegions') },
      { ref: 'e3', role: 'button', name: 'GetUser', within: row('GetUser') },
      { ref: 'e4', role: 'cell', name: '资源名称', value: 'orders-db', within: row('GetUser') },
    ]);
    const done = await actions(policy('1. 单击要查看的事件，再单击**查看事件**。'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e3' }]);
  });
});
