import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { accountFromEnv, AccountError, EmulatorControl } from './account';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let control: EmulatorControl;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'account-tests' });
  control = new EmulatorControl(emulator.url, emulator.adminToken);
});
afterAll(() => emulator?.close());

test('creates emulator accounts that point the SDK at the emulator, and login URLs for them', async () => {
  const account = await control.createAccount({ variant: null });
  expect(account).toMatchObject({ endpoint: new URL(emulator.url).host, protocol: 'HTTP' });
  expect(account.accessKeyId).toBeTruthy();
  expect(account.accessKeySecret).toBeTruthy();
  const url = await control.loginUrl(account.accountId, { next: '/vpc', lang: 'en' });
  expect(url.startsWith(emulator.url)).toBe(true);
});

test('control errors carry the HTTP status and the message', async () => {
  const wrong = new EmulatorControl(emulator.url, 'not-the-token');
  const error = await wrong.createAccount().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AccountError);
  expect(error).toMatchObject({ code: 'emulator-control-failed', status: 401 });
  const missing = await control.loginUrl('999').catch((e: unknown) => e);
  expect(missing).toMatchObject({ status: 404 });
  expect((missing as Error).message).toMatch(/HTTP 404/);
});

test('the real cloud account comes from the environment, or a clear error says what to set', () => {
  expect(() => accountFromEnv({})).toThrow(/ALIBABA_CLOUD_ACCESS_KEY_ID and ALIBABA_CLOUD_ACCESS_KEY_SECRET/);
  expect(() => accountFromEnv({ ALIBABA_CLOUD_ACCESS_KEY_ID: 'LTAI5t' })).toThrow(/set ALIBABA_CLOUD_ACCESS_KEY_SECRET \(/);
  const account = accountFromEnv({ ALIBABA_CLOUD_ACCESS_KEY_ID: 'LTAI5tX', ALIBABA_CLOUD_ACCESS_KEY_SECRET: 'sec', ALIBABA_CLOUD_REGION_ID: 'cn-beijing' });
  expect(account).toMatchObject({ accessKeyId: 'LTAI5tX', protocol: 'HTTPS', regionId: 'cn-beijing', endpoint: 'aliyuncs.com' });
});
