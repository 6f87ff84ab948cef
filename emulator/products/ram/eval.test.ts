import { describe, expect, it } from 'vitest';
import { actionMatches, evaluate } from './api/eval.js';

const doc = (...Statement: unknown[]) => JSON.stringify({ Version: '1', Statement });
const policy = (name: string, ...statements: unknown[]) => ({ name, document: doc(...statements) });

describe('RAM policy evaluation', () => {
  it('matches actions with * and ?, without case', () => {
    expect(actionMatches('ecs:Describe*', 'ecs:DescribeInstances')).toBe(true);
    expect(actionMatches('ECS:describe*', 'ecs:DescribeInstances')).toBe(true);
    expect(actionMatches('ecs:Describe*', 'vpc:DescribeVpcs')).toBe(false);
    expect(actionMatches('*:Get*', 'oss:GetObject')).toBe(true);
    expect(actionMatches('ram:GetUse?', 'ram:GetUser')).toBe(true);
    expect(actionMatches('ram:GetUse?', 'ram:GetUsers')).toBe(false);
    expect(actionMatches('ecs:Describe.Instances', 'ecs:DescribeXInstances')).toBe(false);
  });

  it('denies by default, allows on an Allow, and lets a Deny anywhere win', () => {
    expect(evaluate([], 'ecs:DescribeInstances')).toEqual({ allowed: false, why: 'no-allow' });
    const admin = policy('System:AdministratorAccess', { Effect: 'Allow', Action: '*', Resource: '*' });
    expect(evaluate([admin], 'ecs:DeleteInstance')).toEqual({ allowed: true, by: 'System:AdministratorAccess' });
    const deny = policy('Custom:no-delete', { Effect: 'Deny', Action: ['ecs:Delete*', 'ecs:Release*'], Resource: '*' });
    expect(evaluate([admin, deny], 'ecs:DeleteInstance')).toEqual({ allowed: false, why: 'explicit-deny', by: 'Custom:no-delete' });
    expect(evaluate([deny, admin], 'ecs:StartInstance')).toMatchObject({ allowed: true });
  });

  it('applies NotAction; takes every statement to cover every resource and its conditions to hold', () => {
    const notRam = policy('Custom:not-ram', { Effect: 'Allow', NotAction: 'ram:*', Resource: '*' });
    expect(evaluate([notRam], 'ecs:DescribeInstances').allowed).toBe(true);
    expect(evaluate([notRam], 'ram:CreateUser').allowed).toBe(false);
    const scoped = policy('Custom:one-bucket', { Effect: 'Allow', Action: 'oss:GetObject', Resource: 'acs:oss:*:*:mybucket/*', Condition: { IpAddress: { 'acs:SourceIp': '10.0.0.0/8' } } });
    expect(evaluate([scoped], 'oss:GetObject').allowed).toBe(true);
    const single = { name: 'Custom:single', document: JSON.stringify({ Version: '1', Statement: { Effect: 'Allow', Action: 'vpc:*' } }) };
    expect(evaluate([single], 'vpc:CreateVpc').allowed).toBe(true);
    expect(evaluate([{ name: 'Custom:broken', document: '{' }], 'vpc:CreateVpc').allowed).toBe(false);
  });
});
