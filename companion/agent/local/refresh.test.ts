import { describe, expect, it } from 'vitest';
import { parseSteps } from '../../doc/steps';
import type { EpisodeContext } from '../policy';
import { refresh } from './refresh';
import { actions, page, policy } from './test-pages';

const context: EpisodeContext = { taskId: 't', steps: [], locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/ecs', inputs: {}, resources: {}, rand: 'r1' };

// "Refresh the … list": the page's refresh control, clicked once; nothing to do without one; a list the doc names after
// its own label that the page shows under a tab now has moved.
const list = (extra: Parameters<typeof page>[0] = []) =>
  page([
    { ref: 'e1', role: 'cell', name: 'd-001', within: ['table:Disks', 'row:d-001'] },
    { ref: 'e2', role: 'button', name: 'Refresh', icon: '↻', within: ['table:Disks'] },
    ...extra,
  ]);

describe('local policy: refreshing a list', () => {
  it('clicks the refresh control of the page', async () => {
    const done = await actions(policy('1. Refresh the disk list.'), list(), 3);
    expect(done[0]).toEqual({ type: 'click', ref: 'e2' });
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
  });

  it('does nothing, and notes nothing, on a page without one', async () => {
    const bare = page([{ ref: 'e1', role: 'cell', name: 'd-001', within: ['table:Disks', 'row:d-001'] }]);
    const done = await actions(policy('1. Refresh the disk list.'), bare, 3);
    expect(done.filter((a) => a.type === 'click' || a.type === 'note_deviation')).toEqual([]);
    expect(done.at(-1)?.type).toBe('task_complete');
  });

  it('notes a path change when the list named after a doc label sits under a tab that reads otherwise', () => {
    const doc = '1. Click **Instance Disks**.\n2. Refresh the Instance Disks list.';
    const ctx = { ...context, steps: parseSteps(doc) };
    const tab = { ref: 'e3', role: 'tab', name: 'Disks', states: { selected: true } };
    expect(refresh('Instance Disks list', list([tab]), ctx)).toMatchObject({ kind: 'act', drift: { kind: 'path-changed', expected: 'Instance Disks', actual: 'the Disks tab' } });
    // Where the page still has it under the doc's name, or shows no tab, nothing moved.
    expect(refresh('Instance Disks list', list([tab, { ref: 'e4', role: 'navitem', name: 'Instance Disks' }]), ctx)).not.toHaveProperty('drift');
    expect(refresh('Instance Disks list', list(), ctx)).not.toHaveProperty('drift');
  });
});
