import { describe, expect, it } from 'vitest';
import type { Element, Observation, TrajectoryRecord } from '../../protocol';
import { createReplayPolicy, findAgain, mapValues, valueMap } from './replay';
import type { EpisodeContext, TurnFeedback } from './policy';

const el = (ref: string, role: string, name: string, extra: Partial<Element> = {}): Element => ({
  ref, role, name, states: {}, box: { x: 0, y: 0, width: 10, height: 10 }, inViewport: true, isNew: false, within: [], ...extra,
});

describe('findAgain', () => {
  const page = [el('e1', 'button', 'Create VPC'), el('e2', 'button', 'OK'), el('e3', 'link', 'OK'), el('e4', 'button', 'OK', { blocked: true })];

  it('finds the same role and name, preferring the recorded ref among equals and never a blocked element', () => {
    expect(findAgain(page, { role: 'button', name: 'OK', ref: 'e9' })).toEqual({ el: page[1], renamed: false });
    expect(findAgain([...page, el('e9', 'button', 'OK')], { role: 'button', name: 'OK', ref: 'e9' })!.el.ref).toBe('e9');
  });

  it('tells equal elements apart by their position on the page', () => {
    const form = [el('e20', 'textbox', 'Name'), el('e21', 'textbox', 'CIDR'), el('e22', 'textbox', 'Name')];
    expect(findAgain(form, { role: 'textbox', name: 'Name', ref: 'e5', nth: 1 })!.el.ref).toBe('e22');
    expect(findAgain(form, { role: 'textbox', name: 'Name', ref: 'e5', nth: 0 })!.el.ref).toBe('e20');
  });

  it('falls back to the closest label of the same role, and says it was renamed', () => {
    expect(findAgain(page, { role: 'button', name: 'Create', ref: 'e1' })).toEqual({ el: page[0], renamed: true });
    expect(findAgain(page, { role: 'link', name: 'Delete', ref: 'e1' })).toBeNull();
    expect(findAgain(page, { role: 'checkbox', name: 'OK', ref: 'e2' })).toBeNull();
  });
});

describe('valueMap', () => {
  it('maps the recorded episode values to this episode, longest first', () => {
    const pairs = valueMap(
      { inputs: { name: 'vsw-abc', none: '' }, resources: { vpc: { id: 'vpc-1', name: 'vsw-abc-vpc' } } },
      { inputs: { name: 'vsw-xyz', none: 'x' }, resources: { vpc: { id: 'vpc-2', name: 'vsw-xyz-vpc' } } },
    );
    expect(pairs[0]).toEqual(['vsw-abc-vpc', 'vsw-xyz-vpc']);
    expect(mapValues('put vsw-abc in vsw-abc-vpc (vpc-1)', pairs)).toBe('put vsw-xyz in vsw-xyz-vpc (vpc-2)');
    expect(valueMap(undefined, { inputs: {}, resources: {} })).toEqual([]);
  });
});

describe('the replay policy after a failed action', () => {
  const step = (index: number, action: Record<string, unknown>, target?: { role: string; name: string; ref: string }) => ({ index, docStep: 1, thought: '', action, target, result: { ok: true } });
  const record = {
    steps: [step(0, { type: 'click', ref: 'e2' }, { role: 'button', name: 'OK', ref: 'e2' }), { ...step(1, { type: 'task_complete', summary: 'done' }), observation: { url: 'http://console.test/vpc' } }],
  } as unknown as TrajectoryRecord;
  const context = { taskId: 't', steps: [], locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/vpc', inputs: {}, resources: {}, rand: 'r' } as unknown as EpisodeContext;
  const observe = (elements: Element[]) => ({ page: { url: 'http://console.test/vpc', title: '', elements, dialog: null }, tabs: [], step: null, steps: [], history: [], provisioning: [] }) as unknown as Observation;
  const failed = { action: { type: 'click', ref: 'e2' }, result: { ok: false, error: { message: 'timeout' } } } as unknown as TurnFeedback;

  it('tries it again once when its target is still on the page', async () => {
    const policy = await createReplayPolicy(record)(context);
    const page = observe([el('e2', 'button', 'OK')]);
    expect((await policy.next(page, null)).action).toMatchObject({ type: 'click', ref: 'e2' });
    expect((await policy.next(page, failed)).action).toMatchObject({ type: 'wait' });
    expect((await policy.next(page, { action: { type: 'wait', ms: 800 }, result: { ok: true } } as unknown as TurnFeedback)).action).toMatchObject({ type: 'click', ref: 'e2' });
  });

  it('goes on without doing it again when its target is gone: the click landed though it timed out', async () => {
    const policy = await createReplayPolicy(record)(context);
    expect((await policy.next(observe([el('e2', 'button', 'OK')]), null)).action).toMatchObject({ type: 'click' });
    const next = await policy.next(observe([el('e7', 'link', 'vsw-1')]), failed);
    expect(next.action?.type).toBe('wait');
    expect(next.thought).toMatch(/All recorded actions are done/);
  });
});
