import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expand, ExpandError, expandTask, realSecrets, type ExpandContext } from './expand';
import { parseTask } from './load';
import { clearSecrets, generatePassword, resolveSecret, scrubSecrets, SecretError, secretValues } from './secrets';

const ctx: ExpandContext = {
  rand: 'x1y2',
  inputs: { name: 'doc-${rand}', password: '${secret:ecs_password}', loop: '${inputs.loop}' },
  resources: { vpc: { id: 'vpc-bp1', name: 'doc-vpc-x1y2', CidrBlock: '192.168.0.0/16' } },
};

describe('expand', () => {
  it('fills rand, inputs (which may hold references themselves) and resource attributes', () => {
    expect(expand('${inputs.name} in ${vpc.name} (${vpc.id}, ${vpc.CidrBlock})', ctx)).toBe('doc-x1y2 in doc-vpc-x1y2 (vpc-bp1, 192.168.0.0/16)');
  });

  it('shows secrets as placeholders unless given a resolver', () => {
    expect(expand('${inputs.password}', ctx)).toBe('<secret:ecs_password>');
    expect(expand('${secret:ecs_password}', { ...ctx, secrets: 'placeholder' })).toBe('<secret:ecs_password>');
    expect(expand('${secret:ecs_password}', { ...ctx, secrets: (name) => `value-of-${name}` })).toBe('value-of-ecs_password');
  });

  it('writes $${ as a literal ${ (a page\'s own shell variable), in the same pass as the references beside it', () => {
    expect(expand('echo $${HOME}/${inputs.name} $${x.y}', ctx)).toBe('echo ${HOME}/doc-x1y2 ${x.y}');
  });

  it('says what is missing', () => {
    expect(() => expand('${vsw.id}', ctx)).toThrow(new ExpandError('${vsw.id}: resource "vsw" is not provisioned (have: vpc)'));
    expect(() => expand('${vpc.ZoneId}', ctx)).toThrow(/has no attribute "ZoneId" \(has: id, name, CidrBlock\)/);
    expect(() => expand('${inputs.nope}', ctx)).toThrow(/no input "nope"/);
    expect(() => expand('${inputs.loop}', ctx)).toThrow(/cycle \(loop → loop\)/);
    expect(() => expand('${whatever}', ctx)).toThrow(/not a reference/);
  });
});

describe('expandTask', () => {
  const source = `---
id: vpc/x
title: Create a vSwitch
product: vpc
start: /vpc
requires:
  - id: vpc
    type: vpc
    attributes: { VpcName: "doc-\${rand}", CidrBlock: 192.168.0.0/16 }
inputs:
  vswName: "vsw-\${rand}"
success:
  - service: Vpc
    event: CreateVSwitch
    params: { VSwitchName: "\${inputs.vswName}", VpcId: "\${vpc.id}", Port: 22 }
---
## Procedure
1. Select \`\${vpc.name}\` for **VPC**.
2. Set **Name** to \`\${inputs.vswName}\`.
`;

  it('fills the body, re-parses its steps at the same lines, and fills the success rules', () => {
    const task = parseTask(source, 'tasks/vpc/x.md');
    const out = expandTask(task, { rand: 'ab12', inputs: {}, resources: { vpc: { id: 'vpc-9', name: 'doc-ab12' } } });
    expect(out.body).toContain('1. Select `doc-ab12` for **VPC**.');
    expect(out.steps.map((s) => [s.line, s.intents])).toEqual([
      [18, [{ kind: 'choose', field: 'VPC', option: 'doc-ab12' }]],
      [19, [{ kind: 'fill', field: 'Name', value: 'vsw-ab12' }]],
    ]);
    expect(out.inputs).toEqual({ vswName: 'vsw-ab12' });
    expect(out.success[0].params).toEqual({ VSwitchName: 'vsw-ab12', VpcId: 'vpc-9', Port: 22 });
  });
});

describe('secrets', () => {
  beforeEach(() => clearSecrets());
  afterEach(() => {
    vi.unstubAllEnvs();
    clearSecrets();
  });

  it('reads ACA_SECRET_<NAME> first, then the secrets file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aca-secrets-'));
    const file = path.join(dir, 'secrets.json');
    await writeFile(file, JSON.stringify({ ecs_password: 'FromFile#123', db: 'Db#Pass99' }));
    vi.stubEnv('ACA_SECRETS_FILE', file);
    vi.stubEnv('ACA_SECRET_ECS_PASSWORD', 'FromEnv#123');
    expect(resolveSecret('ecs_password')).toBe('FromEnv#123');
    expect(resolveSecret('db')).toBe('Db#Pass99');
    expect(realSecrets('db')).toBe('Db#Pass99');
    expect(secretValues().sort()).toEqual(['Db#Pass99', 'FromEnv#123']);
    expect(scrubSecrets('typed FromEnv#123 then Db#Pass99')).toBe('typed <secret:ecs_password> then <secret:db>');
  });

  it('fails with the ways to provide a missing secret, and no value in the message', () => {
    vi.stubEnv('ACA_SECRETS_FILE', path.join(os.tmpdir(), 'no-such-aca-secrets.json'));
    vi.stubEnv('ACA_SECRETS', '');
    const attempt = () => resolveSecret('ecs_password');
    expect(attempt).toThrow(SecretError);
    expect(attempt).toThrow(/export ACA_SECRET_ECS_PASSWORD, or add "ecs_password" to .*no-such-aca-secrets\.json/);
  });

  it('generates a compliant password with ACA_SECRETS=generate, the same one for the same name', () => {
    vi.stubEnv('ACA_SECRETS_FILE', path.join(os.tmpdir(), 'no-such-aca-secrets.json'));
    vi.stubEnv('ACA_SECRETS', 'generate');
    const value = resolveSecret('ecs_password');
    expect(value).toHaveLength(16);
    expect(value).toMatch(/[a-z]/);
    expect(value).toMatch(/[A-Z]/);
    expect(value).toMatch(/[0-9]/);
    expect(value).toMatch(/[^A-Za-z0-9]/);
    expect(resolveSecret('ecs_password')).toBe(value);
    expect(secretValues()).toEqual([value]);
    expect(expand('pw ${secret:ecs_password}', { ...ctx, secrets: realSecrets })).toBe(`pw ${value}`);
    expect(generatePassword()).not.toBe(value);
  });
});
