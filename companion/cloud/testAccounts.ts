// Test support: fresh accounts, with SDK clients, on an emulator the test started (tests import the emulator
// themselves: only *.test.ts files may reach into emulator/).
import { cloudConfigFor, EmulatorControl, type Account } from './account';
import { createCloudClient, type CloudClient } from './sdk';

export const TEST_REGION = 'cn-hangzhou';

export interface TestAccounts {
  control: EmulatorControl;
  /** A fresh account and an SDK client for it, with fast retries so that fault tests stay short. */
  create(): Promise<{ account: Account; client: CloudClient }>;
}

export function testAccounts(emulator: { url: string; adminToken: string }): TestAccounts {
  const control = new EmulatorControl(emulator.url, emulator.adminToken);
  return {
    control,
    async create() {
      const account = await control.createAccount({ variant: null });
      const client = createCloudClient({
        ...cloudConfigFor(account, TEST_REGION),
        retry: { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 100 },
      });
      return { account, client };
    },
  };
}
