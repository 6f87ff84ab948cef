// The terraform backend's decisions, on output captured from terraform 1.11.4 (fixtures/README.md): what apply
// created, where it failed, what destroy left, and the outputs as provisioned resources. No test runs terraform.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequiredResource } from '../../../protocol/task';
import { ProvisionError } from '../provision';
import { createdBy, failingModule, leftAfterDestroy, resourceFromOutput, terraformBinary, TerraformProvisioner } from './provisioner';
import { parseStream, type OutputValue } from './stream';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const workDir = () => mkdtempSync(path.join(tmpdir(), 'aca-tf-'));
const ctx = { episodeId: 'ep-7', rand: 'k3x9', inputs: {}, region: 'cn-hangzhou', expand: (s: string) => s.replace(/\$\{rand\}/g, 'k3x9') };
const requires: RequiredResource[] = [
  { id: 'vpc', type: 'vpc', attributes: { CidrBlock: '192.168.0.0/16' } },
  { id: 'vsw', type: 'vswitch', attributes: { VpcId: '${vpc.id}', CidrBlock: '192.168.1.0/24', ZoneId: 'cn-hangzhou-k' } },
];
const provisioner = (dir: string, binary = path.join(dir, 'no-terraform')) =>
  new TerraformProvisioner({ binary, workDir: dir, credentials: { accessKeyId: 'LTAI-test', accessKeySecret: 'not-in-any-file' }, endpoint: '127.0.0.1:18080' });
const both = {
  vpc: { id: 'vpc-real0001', name: 'aca-k3x9-vpc', type: 'vpc', attributes: {} },
  vsw: { id: 'vsw-real0002', name: 'aca-k3x9-vsw', type: 'vswitch', attributes: {} },
};

describe('resourceFromOutput', () => {
  it('turns a module output of `terraform output -json` into a provisioned resource', () => {
    const outputs = JSON.parse(fixture('real-output.json')) as Record<string, OutputValue>;
    expect(resourceFromOutput('vsw', 'vswitch', outputs.vsw)).toEqual({ id: 'vsw-real0002', name: 'aca-k3x9-vsw', type: 'vswitch', attributes: { VpcId: 'vpc-real0001' } });
    expect(resourceFromOutput('vpc', 'vpc', outputs.vpc)).toEqual({ id: 'vpc-real0001', name: 'aca-k3x9-vpc', type: 'vpc', attributes: { VpcId: '' } });
  });

  it('reads the same from the outputs message of the apply stream', () => {
    const outputs = parseStream(fixture('real-apply.jsonl')).outputs ?? {};
    expect(resourceFromOutput('vsw', 'vswitch', outputs.vsw)).toEqual(resourceFromOutput('vsw', 'vswitch', (JSON.parse(fixture('real-output.json')) as Record<string, OutputValue>).vsw));
  });

  it('refuses an output that is missing or holds no object', () => {
    const outputs = JSON.parse(fixture('real-flat-output.json')) as Record<string, OutputValue>;
    expect(() => resourceFromOutput('eip', 'eip', outputs.eip)).toThrow(/terraform outputs hold nothing for resource "eip"/);
    expect(() => resourceFromOutput('vpc', 'vpc', { sensitive: false, action: 'create' })).toThrow(ProvisionError);
  });
});

describe('after a failed apply', () => {
  it('names the module it failed at, from the errored resource or else from a diagnostic', () => {
    expect(failingModule(parseStream(fixture('real-apply-failed.jsonl')))).toBe('vsw');
    const diagnosticOnly = parseStream(fixture('real-apply-failed.jsonl'));
    diagnosticOnly.errored = [];
    expect(failingModule(diagnosticOnly)).toBe('vsw');
    expect(failingModule(parseStream(fixture('real-precondition-apply.jsonl')))).toBeUndefined();
  });

  it('knows what the apply created, to roll it back', () => {
    expect(createdBy(parseStream(fixture('real-apply-failed.jsonl')), requires)).toEqual({
      vpc: { id: '3ac883a6-4e01-e063-8eb0-9136ef836984', name: '', type: 'vpc', attributes: {} },
    });
  });
});

describe('leftAfterDestroy', () => {
  it('is empty after a destroy that succeeded', () => {
    expect(leftAfterDestroy(both, { exitCode: 0, stdout: '', stderr: '', summary: parseStream(fixture('real-destroy.jsonl')) })).toEqual([]);
    expect(leftAfterDestroy({ vpc: both.vpc }, { exitCode: 0, stdout: '', stderr: '', summary: parseStream(fixture('real-rollback-destroy.jsonl')) })).toEqual([]);
  });

  it('lists what a failed destroy did not delete, with its error', () => {
    const leaked = leftAfterDestroy(both, { exitCode: 1, stdout: '', stderr: '', summary: parseStream(fixture('real-destroy-failed.jsonl')) });
    expect(leaked.map((l) => [l.localId, l.id, l.code])).toEqual([['vpc', 'vpc-real0001', 'terraform-destroy-failed']]);
    expect(leaked[0].error).toContain('DependencyViolation: the VPC still holds a vSwitch.');
  });
});

describe('TerraformProvisioner', () => {
  it('writes main.tf without credentials, then reports an init that cannot run', async () => {
    const dir = workDir();
    const error = await provisioner(dir).provisionAll(requires, ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProvisionError);
    expect(error).toMatchObject({ code: 'provision-failed' });
    expect((error as Error).message).toMatch(/^terraform init failed: Cannot run .*no-terraform init/);
    const mainTf = readFileSync(path.join(dir, 'main.tf'), 'utf8');
    expect(mainTf).toMatch(/VpcId += module\.vpc\.id\n/);
    expect(mainTf).not.toContain('not-in-any-file');
    expect(mainTf).not.toContain('LTAI-test');
  });

  it('turns render errors into ProvisionErrors naming the resource, before writing anything', async () => {
    const dir = workDir();
    const bad: RequiredResource[] = [{ id: 'net', type: 'vpcc', attributes: {} }];
    await expect(provisioner(dir).provisionAll(bad, ctx)).rejects.toMatchObject({ code: 'unknown-resource-type', details: { resourceId: 'net' } });
    expect(existsSync(path.join(dir, 'main.tf'))).toBe(false);
  });
});

describe('terraformBinary', () => {
  it('uses ACA_TERRAFORM only, never a terraform found on PATH', () => {
    const dir = workDir();
    const tf = path.join(dir, 'terraform');
    writeFileSync(tf, '', { mode: 0o755 });
    expect(terraformBinary({ ACA_TERRAFORM: tf, PATH: '/usr/bin' })).toBe(tf);
    expect(terraformBinary({ PATH: dir })).toBeUndefined();
    expect(terraformBinary({ ACA_TERRAFORM: ' ', PATH: dir })).toBeUndefined();
  });

  it('refuses an ACA_TERRAFORM that is relative or not an executable', () => {
    const dir = workDir();
    const plain = path.join(dir, 'terraform.txt');
    writeFileSync(plain, '', { mode: 0o644 });
    expect(() => terraformBinary({ ACA_TERRAFORM: 'terraform' })).toThrow(/ACA_TERRAFORM must be an absolute path .*"terraform"/);
    expect(() => terraformBinary({ ACA_TERRAFORM: plain })).toThrow(/ACA_TERRAFORM is ".*terraform\.txt", which is not an executable file/);
    expect(() => terraformBinary({ ACA_TERRAFORM: path.join(dir, 'missing') })).toThrow(ProvisionError);
  });
});
