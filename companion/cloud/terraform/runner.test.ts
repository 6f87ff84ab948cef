// The runner without a terraform binary (CI has none): what it does when the binary is missing, and the
// environment it gives the child. Its parsing of real terraform output is in stream.test.ts; fixtures/README.md
// says how the runner itself was run against terraform 1.11.4 to capture that output.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv, TerraformError, TerraformRunner } from './runner';

const workDir = () => mkdtempSync(path.join(tmpdir(), 'aca-tf-'));

describe('TerraformRunner', () => {
  it('says so when the binary cannot be started', async () => {
    const missing = path.join(workDir(), 'no-terraform');
    const runner = new TerraformRunner({ binary: missing, workDir: workDir() });
    const error = await runner.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TerraformError);
    expect(error).toMatchObject({ code: 'terraform-not-started', command: 'init' });
    expect((error as Error).message).toContain(missing);
    await expect(runner.apply()).rejects.toMatchObject({ code: 'terraform-not-started', command: 'apply' });
    await expect(runner.output()).rejects.toMatchObject({ code: 'terraform-not-started', command: 'output' });
  });
});

describe('childEnv', () => {
  it('passes the automation switches, the inherited variables and the given ones, and nothing else', () => {
    const parent = { PATH: '/usr/bin', HOME: '/home/a', ALIBABA_CLOUD_ACCESS_KEY_SECRET: 'parent-secret', TF_PLUGIN_CACHE_DIR: '/cache' };
    const env = childEnv({ ALICLOUD_ACCESS_KEY: 'LTAI-test', TF_VAR_password: 'p' }, parent);
    expect(env).toEqual({
      TF_IN_AUTOMATION: '1',
      TF_INPUT: '0',
      CHECKPOINT_DISABLE: '1',
      PATH: '/usr/bin',
      HOME: '/home/a',
      TF_PLUGIN_CACHE_DIR: '/cache',
      ALICLOUD_ACCESS_KEY: 'LTAI-test',
      TF_VAR_password: 'p',
    });
  });

  it('lets the given environment override an inherited variable', () => {
    expect(childEnv({ PATH: '/opt/tf' }, { PATH: '/usr/bin' }).PATH).toBe('/opt/tf');
  });
});
