import { describe, expect, it } from 'vitest';
import type { EpisodeContext } from '../policy';
import { inputFor, readerValue } from './inputs';

const inputs = { groupName: 'doc-group-1', displayName: 'Doc group', note: 'made by a task', password: '<secret:pw>' };

describe('the input a doc leaves a field to', () => {
  it('is found by the field label in English words', () => {
    expect(inputFor('Group Name', inputs)).toBe('doc-group-1');
    expect(inputFor('Display Name', inputs)).toBe('Doc group');
    expect(inputFor('Note', inputs)).toBe('made by a task');
  });
  it('is found by the Chinese label through the glossary', () => {
    expect(inputFor('用户组名称', inputs)).toBe('doc-group-1');
    expect(inputFor('显示名称', inputs)).toBe('Doc group');
    expect(inputFor('备注', inputs)).toBe('made by a task');
    const rule = { authorizationObject: '192.168.0.0/24', portRange: '8080/8080' };
    expect(inputFor('授权对象', rule)).toBe('192.168.0.0/24');
    expect(inputFor('端口范围', rule)).toBe('8080/8080');
    expect(inputFor('Port Range', rule)).toBe('8080/8080');
  });
  it('is the provisioned resource the field names, when no input does', () => {
    const resources = { role: { id: '3001', name: 'doc-role-1' }, user: { id: '2001', name: 'doc-user-1' } };
    expect(inputFor('name of the RAM role', {}, resources)).toBe('doc-role-1');
    expect(inputFor('role ID', {}, resources)).toBe('3001');
    expect(inputFor('name of the resource', {}, resources)).toBe('');
  });
  it('is empty when no input names the field', () => {
    expect(inputFor('Description', inputs)).toBe('');
    expect(inputFor('', inputs)).toBe('');
  });
});

describe('the task\'s only input for a field the doc leaves to the reader', () => {
  const ctx: EpisodeContext = { taskId: 't', steps: [], locale: 'zh-CN', region: 'cn-hangzhou', startUrl: '', inputs: { eipName: 'doc-eip-1' }, resources: {}, rand: 'r1' };
  it('goes into a Chinese field that says name, not into one that says something else (a region, a bandwidth)', () => {
    expect(readerValue('名称', [], ctx, [])).toBe('doc-eip-1');
    expect(readerValue('目录名', [], { ...ctx, inputs: { folderName: 'doc-dir' } }, [])).toBe('doc-dir');
    expect(readerValue('地域', [], ctx, [])).toBe('');
    expect(readerValue('带宽', [], ctx, [])).toBe('');
  });
});
