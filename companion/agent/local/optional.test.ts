import { describe, expect, it } from 'vitest';
import { actions, page, policy } from './test-pages';

// Steps the doc marks as optional, or as done only the first time: where the console does not offer them (after the
// usual wait for a control to load), they are left out without a defect; where it does, they are done; once begun, a
// missing control is a defect again.
const form = page([
  { ref: 'e1', role: 'heading', name: 'NAT Gateway (Pay-As-You-Go)' },
  { ref: 'e2', role: 'textbox', name: 'Name' },
  { ref: 'e3', role: 'button', name: 'Buy Now' },
]);

const doc = (step2: string) =>
  ['1. On the **NAT Gateway (Pay-As-You-Go)** page, enter `ngw-1` in **Name**.', `2. ${step2}`, '3. Click **Buy Now**.'].join('\n');

describe('local policy: optional and first-time steps', () => {
  it('leaves out a first-time step whose control the console does not show, and reports nothing', async () => {
    const done = await actions(policy(doc('The first time you buy a NAT gateway, click **Create Service-Linked Role** in the notice.')), form, 12);
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('does the same for "(Optional)" and for a Chinese 首次 step', async () => {
    const optional = await actions(policy(doc('(Optional) Click **Add Tags**.')), form, 12);
    expect(optional.filter((a) => a.type === 'note_deviation')).toEqual([]);
    const zh = await actions(policy(doc('首次使用时，单击**创建服务关联角色**。')), form, 12);
    expect(zh.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(zh).toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('does a first-time step the console does show', async () => {
    const withRole = page([...form.elements, { ref: 'e4', role: 'button', name: 'Create Service-Linked Role' }]);
    const done = await actions(policy(doc('The first time you buy a NAT gateway, click **Create Service-Linked Role** in the notice.')), withRole);
    expect(done).toContainEqual({ type: 'click', ref: 'e4' });
  });

  it('reports a missing control of a step that is not optional: obsolete when the rest is done without it', async () => {
    const done = await actions(policy(doc('Click **Create Service-Linked Role**.')), form, 14);
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 2, kind: 'obsolete-step' }));
  });

  it('reports it missing when a later step cannot be done either', async () => {
    const done = await actions(policy(`${doc('Click **Create Service-Linked Role**.')}\n4. Click **Pay**.`), form, 24);
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 2, kind: 'element-missing' }));
    expect(done.filter((a) => a.type === 'note_deviation')).toHaveLength(1);
    expect(done.at(-1)).toMatchObject({ type: 'task_unachievable', step: 2 });
  });

  it('reports a missing control of an optional step it has begun', async () => {
    const withAdd = page([...form.elements, { ref: 'e4', role: 'button', name: 'Add Tags' }]);
    const done = await actions(policy(doc('(Optional) Click **Add Tags**, and then click **Save Tags**.')), withAdd, 14);
    expect(done).toContainEqual({ type: 'click', ref: 'e4' });
    // The purchase goes on without it, so the step is reported obsolete, not left out.
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 2, kind: 'obsolete-step', expected: 'Save Tags' }));
  });
});
