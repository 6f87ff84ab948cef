import { describe, expect, it } from 'vitest';
import type { EpisodeContext } from '../policy';
import { openConsole } from './open-console';
import { page } from './test-pages';

const at = (url: string) => ({ ...page([]), url });
const context = (startUrl: string): EpisodeContext => ({ taskId: 't', steps: [], locale: 'en-US', region: 'cn-hangzhou', startUrl, inputs: {}, resources: {}, rand: 'r1' });

// "Log on to the ECS console" from wherever the procedure starts: a task's product console on the emulator, or the
// person's Console Home in their own tab (on the emulator or on Alibaba Cloud).
describe('local policy: opening the console a step names', () => {
  it('from the Console Home of the emulator opens the named product\'s path there, then is done in it', () => {
    const home = context('http://127.0.0.1:7300/?regionId=cn-hangzhou');
    expect(openConsole('ecs', at('http://127.0.0.1:7300/?regionId=cn-hangzhou'), home)).toMatchObject({ kind: 'act', action: { type: 'navigate', url: 'http://127.0.0.1:7300/ecs' } });
    expect(openConsole('ecs', at('http://127.0.0.1:7300/ecs/instances'), home)).toMatchObject({ kind: 'done' });
    // A console inside another's (EIP in the VPC console) is its own page.
    expect(openConsole('eip', at('http://127.0.0.1:7300/vpc/vpcs'), home)).toMatchObject({ kind: 'act', action: { type: 'navigate', url: 'http://127.0.0.1:7300/vpc/eips' } });
  });

  it('from Alibaba Cloud\'s Console Home opens the real console\'s host', () => {
    const home = context('https://home.console.aliyun.com/');
    expect(openConsole('ecs', at('https://home.console.aliyun.com/'), home)).toMatchObject({ kind: 'act', action: { type: 'navigate', url: 'https://ecs.console.aliyun.com/' } });
    expect(openConsole('ecs', at('https://ecs.console.aliyun.com/server/region/cn-hangzhou'), home)).toMatchObject({ kind: 'done' });
    expect(openConsole('ram', at('https://ecs.console.aliyun.com/'), home)).toMatchObject({ kind: 'act', action: { type: 'navigate', url: 'https://ram.console.aliyun.com/' } });
  });

  it('opens the purchase page a step links (ecs-buy) by the console\'s create button, and is done once its form is open', () => {
    const task = context('http://127.0.0.1:7300/ecs');
    const overview = { ...page([{ ref: 'n1', role: 'navitem', name: '实例' }, { ref: 'e1', role: 'button', name: '创建实例' }]), url: 'http://127.0.0.1:7300/ecs' };
    expect(openConsole(undefined, overview, task, 'https://ecs-buy.aliyun.com/wizard/#/')).toMatchObject({ kind: 'act', action: { type: 'click', ref: 'e1' } });
    const form = { ...page(['地域', '实例规格', '镜像'].map((name, i) => ({ ref: `f${i}`, role: 'combobox', name }))), url: 'http://127.0.0.1:7300/ecs/instances/create' };
    expect(openConsole(undefined, form, task, 'https://ecs-buy.aliyun.com/wizard/#/')).toMatchObject({ kind: 'done' });
    // A console's own link is no purchase page.
    expect(openConsole(undefined, overview, task, 'https://ecs.console.aliyun.com/')).toMatchObject({ kind: 'done' });
  });

  it('in a task that starts in its product\'s console keeps to that console', () => {
    const task = context('http://127.0.0.1:7300/ecs/instances');
    expect(openConsole('ecs', at('http://127.0.0.1:7300/ecs/security-groups'), task)).toMatchObject({ kind: 'done' });
    expect(openConsole('ecs', at('http://127.0.0.1:7300/'), task)).toMatchObject({ kind: 'act', action: { type: 'navigate', url: 'http://127.0.0.1:7300/ecs/instances' } });
  });
});
