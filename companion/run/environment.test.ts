/**
 * The environment watch against real emulators: an external one that stops answering, or that is replaced by a
 * freshly started one at the same address, is found gone; one that keeps answering is not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { EnvironmentError, openEnvironment, type Environment } from './environment';

let env: Environment | null = null;
afterEach(async () => {
  await env?.stop();
  env = null;
});

describe('an external emulator', () => {
  it('is refused at the start when it does not answer or refuses the admin token', async () => {
    const em = await startEmulator({ port: 0 });
    await expect(openEnvironment({ url: em.url, adminToken: 'wrong' })).rejects.toThrow(/refused the admin token/);
    await em.close();
    const refused = openEnvironment({ url: em.url, adminToken: em.adminToken });
    await expect(refused).rejects.toBeInstanceOf(EnvironmentError);
    await expect(refused).rejects.toThrow(/does not answer/);
  });

  it('is lost when it stops answering, and says so to whoever listens', async () => {
    const em = await startEmulator({ port: 0 });
    env = await openEnvironment({ url: em.url, adminToken: em.adminToken }, { probeMs: 60_000 });
    const heard: string[] = [];
    env.onLost((why) => heard.push(why));
    expect(await env.check()).toBeNull();
    expect(env.label).toBe(em.url);
    await em.close();
    expect(await env.check()).toMatch(/stopped answering/);
    expect(heard).toEqual([env.lost()]);
  });

  it('is lost when another emulator answers at its address (a restart: the accounts are gone)', async () => {
    const first = await startEmulator({ port: 0, adminToken: 'same-token-for-both-starts' });
    env = await openEnvironment({ url: first.url, adminToken: first.adminToken }, { probeMs: 60_000 });
    await first.close();
    // Started later than the first one could have been, at the same port with the same token.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const second = await startEmulator({ port: first.port, adminToken: first.adminToken });
    try {
      expect(await env.check()).toMatch(/was restarted during the run/);
    } finally {
      await second.close();
    }
  });
});
