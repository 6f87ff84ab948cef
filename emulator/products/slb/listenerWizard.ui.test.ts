// End-to-end: today's listener configuration wizard of a CLB (Protocol & Listener, Backend Servers, Health Check,
// Confirm) in headless Chromium for HTTP and UDP listeners (the UDP one forwarding to a primary/secondary server group), and the one-screen dialog that slb@2019 and slb@2021 keep in
// its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';
import { api, network } from './testNetwork';

/** An intranet CLB in a new network with a running ECS instance. */
async function setup(page: Page, name: string) {
  const { VpcId, VSwitchId, InstanceId } = await network(page, name);
  const lb = await api(page, 'Slb', 'CreateLoadBalancer', { LoadBalancerName: `${name}-clb`, AddressType: 'intranet', VpcId, VSwitchId, LoadBalancerSpec: 'slb.s1.small' });
  return { LoadBalancerId: lb.LoadBalancerId as string, InstanceId };
}

const listeners = async (page: Page, id: string) =>
  (await api<{ Listeners: Array<Record<string, any>> }>(page, 'Slb', 'DescribeLoadBalancerListeners', { 'LoadBalancerId.1': id })).Listeners;

describe('CLB listener wizard', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('adds an HTTP listener from the Listeners tab: checks each step, adds the chosen server, reviews and submits', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    const { LoadBalancerId, InstanceId } = await setup(page, 'site');
    await page.goto(new URL(`/slb/instances/${LoadBalancerId}?tab=listeners`, page.url()).toString());
    await page.getByRole('button', { name: 'Add Listener' }).click();
    await page.getByText('Protocol & Listener', { exact: true }).first().waitFor();

    await page.getByText('HTTP', { exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Backend Protocol' }).inputValue()).toBe('HTTP');
    await page.getByRole('textbox', { name: 'Listener Port' }).fill('70000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter a port from 1 to 65535.').waitFor();
    await page.getByRole('textbox', { name: 'Listener Port' }).fill('80');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('checkbox', { name: 'site-vm' }).check();
    await page.getByRole('textbox', { name: 'Backend Port' }).fill('8080');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Health Check Path' }).fill('/ping');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('/ping', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await toast(page)).toBe('The listener is configured and started.');
    await page.waitForURL(/tab=listeners/);

    const [l] = await listeners(page, LoadBalancerId);
    expect(l).toMatchObject({ ListenerPort: 80, ListenerProtocol: 'http', BackendServerPort: 8080, Scheduler: 'rr' });
    expect(l.HTTPListenerConfig).toMatchObject({ HealthCheck: 'on', HealthCheckURI: '/ping' });
    const attr = await api(page, 'Slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId });
    expect(attr.BackendServers.BackendServer).toEqual([expect.objectContaining({ ServerId: InstanceId, Weight: 100 })]);
  });

  it('adds a UDP listener from the instance list that forwards to a primary/secondary server group: UDP backend protocol, no health check path, a Layer-4 health check switch', async () => {
    const page = await openConsole(h, {}, { path: '/slb/instances' });
    const { LoadBalancerId, InstanceId } = await setup(page, 'dns');
    const servers = [{ ServerId: InstanceId, Port: '53', Weight: '100', ServerType: 'Master' }, { ServerId: InstanceId, Port: '5353', Weight: '100', ServerType: 'Slave' }];
    const pair = await api(page, 'Slb', 'CreateMasterSlaveServerGroup', { LoadBalancerId, MasterSlaveServerGroupName: 'dns-pair', MasterSlaveBackendServers: JSON.stringify(servers) });
    await page.reload();
    await page.locator('.next-table-row').filter({ hasText: 'dns-clb' }).getByRole('button', { name: 'Configure Listener' }).click();
    await page.getByText('Protocol & Listener', { exact: true }).first().waitFor();
    await page.getByText('UDP', { exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Backend Protocol' }).inputValue()).toBe('UDP');
    await page.getByRole('textbox', { name: 'Listener Port' }).fill('53');
    await page.getByRole('button', { name: 'Next' }).click();
    // A Layer-4 listener may forward to a primary/secondary server group: no servers nor backend port of its own then.
    await page.getByRole('textbox', { name: 'Backend Port' }).waitFor();
    await page.getByText('Primary/Secondary Server Group', { exact: true }).first().click();
    await page.getByRole('textbox', { name: 'Backend Port' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Select a server group.').waitFor();
    await choose(page, page, 'Primary/Secondary Server Group', 'dns-pair');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('textbox', { name: 'Health Check Path' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await toast(page)).toBe('The listener is configured and started.');
    const [l] = await listeners(page, LoadBalancerId);
    expect(l).toMatchObject({ ListenerPort: 53, ListenerProtocol: 'udp', MasterSlaveServerGroupId: pair.MasterSlaveServerGroupId, UDPListenerConfig: { HealthCheck: 'on' } });
  });

  it('adds a UDP listener forwarding to a primary/secondary server group in the Chinese dialog of slb@2019 (监听配置向导, 选择负载均衡协议 UDP, 主备服务器组)', async () => {
    const page = await openConsole(h, { variant: 'slb@2019' }, { path: '/slb/instances', lang: 'zh' });
    const { LoadBalancerId, InstanceId } = await setup(page, 'old-udp');
    const servers = [{ ServerId: InstanceId, Port: '5000', Weight: '100', ServerType: 'Master' }, { ServerId: InstanceId, Port: '5001', Weight: '100', ServerType: 'Slave' }];
    const pair = await api(page, 'Slb', 'CreateMasterSlaveServerGroup', { LoadBalancerId, MasterSlaveServerGroupName: 'old-pair', MasterSlaveBackendServers: JSON.stringify(servers) });
    await page.reload();
    await page.locator('.next-table-row').filter({ hasText: 'old-udp-clb' }).getByRole('button', { name: '监听配置向导' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('UDP', { exact: true }).click();
    expect(await dialog.getByRole('textbox', { name: '检查路径' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: '监听端口' }).fill('5000');
    await dialog.getByRole('textbox', { name: '后端端口' }).waitFor();
    // The group choice: 主备服务器组 takes the place of the backend port.
    await dialog.getByText('主备服务器组', { exact: true }).click();
    await choose(page, dialog, '主备服务器组', 'old-pair');
    expect(await dialog.getByRole('textbox', { name: '后端端口' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '提交' }).click();
    expect(await toast(page)).toBe('监听配置成功并已启动。');
    const [l] = await listeners(page, LoadBalancerId);
    expect(l).toMatchObject({ ListenerPort: 5000, ListenerProtocol: 'udp', MasterSlaveServerGroupId: pair.MasterSlaveServerGroupId, Status: expect.stringMatching(/starting|running/) });
  });

  it('keeps the one-screen Configure Listener dialog on slb@2021', async () => {
    const page = await openConsole(h, { variant: 'slb@2021' }, { path: '/slb/instances' });
    const { LoadBalancerId } = await setup(page, 'old');
    await page.reload();
    await page.locator('.next-table-row').filter({ hasText: 'old-clb' }).getByRole('button', { name: 'Configure Listener' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Listener Port' }).fill('81');
    await dialog.getByRole('textbox', { name: 'Backend Port' }).fill('8081');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(await toast(page)).toBe('The listener is configured and started.');
    expect(page.url()).not.toContain('/listeners/create');
    const [l] = await listeners(page, LoadBalancerId);
    expect(l).toMatchObject({ ListenerPort: 81, ListenerProtocol: 'tcp', BackendServerPort: 8081 });
  });
});
