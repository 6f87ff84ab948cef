// The equivalence bench:compile measures must be able to fail: each way two front matters can differ is caught,
// and what must not matter (ids, names, inputs' names, order) does not.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TaskFrontMatterSchema, type TaskFrontMatter } from '../../protocol/task';
import { compareFront, pairRequires } from './compare';

const front = (over: Partial<z.input<typeof TaskFrontMatterSchema>>): TaskFrontMatter => TaskFrontMatterSchema.parse({ id: 'x/y', title: 't', product: 'ecs', start: '/ecs', ...over });

type Resource = { id: string; type: string; attributes: Record<string, string> };

const network = (p: string): Resource[] => [
  { id: `${p}net`, type: 'vpc', attributes: { VpcName: `doc-${p}` } },
  { id: `${p}sw`, type: 'vswitch', attributes: { VpcId: `\${${p}net.id}` } },
  { id: `${p}sg`, type: 'security_group', attributes: { VpcId: `\${${p}net.id}` } },
];
const vm = (p: string, extra: Record<string, string> = {}): Resource => ({ id: `${p}vm`, type: 'instance', attributes: { VSwitchId: `\${${p}sw.id}`, SecurityGroupId: `\${${p}sg.id}`, ...extra } });
const stop = (p: string, params: Record<string, string> = { InstanceId: `\${${p}vm.id}` }) => [{ service: 'Ecs', event: 'StopInstance', params }];

const hand = front({ requires: [...network('h'), vm('h')], success: stop('h') });

describe('compareFront', () => {
  it('holds across other ids, names, order and attribute values', () => {
    const compiled = front({ requires: [vm('c', { InstanceName: 'aca-${rand}-vm', Status: 'Running' }), ...network('c').reverse()], success: stop('c') });
    expect(compareFront(hand, compiled)).toMatchObject({ requires: true, success: true, differences: [] });
  });

  it('fails on a missing or extra resource, another type, another state', () => {
    expect(compareFront(hand, front({ requires: network('c'), success: stop('c') })).requires).toBe(false);
    expect(compareFront(hand, front({ requires: [...network('c'), vm('c'), { id: 'd', type: 'disk', attributes: {} }], success: stop('c') })).requires).toBe(false);
    const stopped = compareFront(hand, front({ requires: [...network('c'), vm('c', { Status: 'Stopped' })], success: stop('c') }));
    expect(stopped.requires).toBe(false);
    expect(stopped.differences[0]).toMatch(/instance:Stopped/);
  });

  it('fails when a reference points elsewhere or is missing', () => {
    const [net, sw, sg] = network('c');
    const crossed = front({ requires: [net, sw, sg, { id: 'cvm', type: 'instance', attributes: { VSwitchId: '${csg.id}', SecurityGroupId: '${csw.id}' } }], success: stop('c') });
    expect(pairRequires(hand.requires, crossed.requires)).toBeUndefined();
    const unlinked = front({ requires: [net, { ...sw, attributes: {} }, sg, vm('c')], success: stop('c') });
    expect(compareFront(hand, unlinked).requires).toBe(false);
  });

  it('fails on another event, a missing key parameter, a parameter of another class', () => {
    const base = { requires: [...network('c'), vm('c')] };
    expect(compareFront(hand, front({ ...base, success: [{ service: 'Ecs', event: 'RebootInstance', params: { InstanceId: '${cvm.id}' } }] })).success).toBe(false);
    expect(compareFront(hand, front({ ...base, success: stop('c', {}) })).differences).toEqual(['success: StopInstance: parameter InstanceId is missing']);
    expect(compareFront(hand, front({ ...base, success: stop('c', { InstanceId: 'i-123' }) })).success).toBe(false);
    expect(compareFront(hand, front({ ...base, success: stop('c', { InstanceId: '${csg.id}' }) })).success).toBe(false);
  });

  it('compares inputs as inputs, literals apart, and rubrics only with rubrics', () => {
    const made = front({ inputs: { groupName: 'doc-${rand}' }, success: [{ service: 'Ram', event: 'CreateGroup', params: { GroupName: '${inputs.groupName}', Comments: 'x' } }] });
    const same = compareFront(made, front({ inputs: { name: 'other-${rand}' }, success: [{ service: 'Ram', event: 'CreateGroup', params: { GroupName: '${inputs.name}' } }] }));
    expect(same).toMatchObject({ requires: true, success: true, literals: { matched: 0, total: 1 } });
    const judged = front({ judge: 'the page shows the chart' });
    expect(compareFront(judged, front({ judge: 'another rubric' })).success).toBe(true);
    expect(compareFront(judged, made).success).toBe(false);
    expect(compareFront(made, judged).success).toBe(false);
  });
});
