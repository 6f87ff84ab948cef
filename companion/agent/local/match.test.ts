import { describe, expect, it } from 'vitest';
import { dice, isExact, similarity } from './match';

describe('label matching', () => {
  it('treats case, spacing, glyphs and full-width forms as the same label', () => {
    expect(isExact('Create Instance', 'create  instance')).toBe(true);
    expect(isExact('IPv4网段', 'IPv4 网段')).toBe(true);
    expect(isExact('OK', '\uE600OK')).toBe(true);
    expect(isExact('（确定）', '(确定)')).toBe(true);
  });

  it('reads a label the doc writes as alternatives as exactly each of them, not a column of two short words', () => {
    expect(isExact('NAT网关/ECS实例/高可用虚拟IP', 'ECS实例')).toBe(true);
    expect(similarity('NAT Gateway/ECS Instance', 'ECS Instance')).toBe(1);
    expect(isExact('NAT网关/ECS实例', 'SLB实例')).toBe(false);
    expect(isExact('实例ID/名称', '名称')).toBe(false);
  });

  it('scores a renamed control above the rename threshold, in both languages', () => {
    expect(similarity('Create Instance', 'Create ECS Instance')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('创建实例', '创建ECS实例')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('vSwitches', 'Switches')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('交换机', '虚拟交换机')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('IPv4 CIDR Block', 'IPv4 Network Segment')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('IPv4网段', 'IPv4 CIDR 地址段')).toBeGreaterThanOrEqual(0.6);
  });

  it('reads disk and cloud disk as one thing, also inside a longer label', () => {
    expect(similarity('目标云盘', '目标磁盘')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('Cloud Disk', 'Disks')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('云盘', '本实例磁盘')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('云盘', '本实例快照')).toBeLessThan(0.6);
  });

  it('knows that consoles swap confirm words', () => {
    expect(similarity('OK', 'Confirm')).toBeGreaterThan(0.9);
    expect(similarity('确定', '确认')).toBeGreaterThan(0.9);
  });

  it('keeps different controls apart', () => {
    expect(similarity('Custom Launch', 'Custom Image')).toBeLessThan(0.6);
    expect(similarity('Logon Password', 'Confirm Password')).toBeLessThan(0.6);
    expect(similarity('Stop', 'Start')).toBeLessThan(0.6);
    expect(similarity('停止', '启动')).toBeLessThan(0.6);
  });

  it('reads a label whose verb became its glossary synonym as the same control renamed', () => {
    expect(similarity('Create Contact', 'New Contact')).toBeCloseTo(0.85, 5);
    expect(similarity('New Contact', 'Create Contact')).toBeCloseTo(0.85, 5);
    expect(similarity('Add Rule', 'Create Rule')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('新建联系人', '创建联系人')).toBeGreaterThanOrEqual(0.6);
  });

  it('does not let a synonym of one word join controls that do different things', () => {
    expect(similarity('Create Contact', 'Delete Contact')).toBeCloseTo(0.5, 5);
    expect(similarity('New Contact', 'Edit Contact')).toBeLessThan(0.6);
  });
});

describe('dice', () => {
  it('counts equal tokens by default and synonyms when told', () => {
    expect(dice(['create', 'contact'], ['new', 'contact'])).toBe(0.5);
    expect(dice(['create', 'contact'], ['new', 'contact'], (x, y) => x === y || (x === 'create' && y === 'new'))).toBe(1);
    expect(dice([], ['new'])).toBe(0);
  });
});
