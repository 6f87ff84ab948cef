import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element, Observation } from '../../../protocol';
import type { Decision } from '../policy';
import { commandApprover, headlessGate, headlessGateFromEnv } from './headless-gate';

const element = (ref: string, name: string): Element => ({ ref, role: 'button', name, states: {}, box: { x: 10, y: 10, width: 80, height: 30 }, inViewport: true, isNew: false, within: [] });
const observation = (url: string): Observation => ({
  page: { url, title: 'Instances', viewport: { width: 1280, height: 800 }, elements: [element('e1', 'Release'), element('e2', 'Start')], text: '', cut: [], dialog: null, toasts: [], focus: null },
  tabs: [], step: null, steps: [], history: [], provisioning: [],
});
const decision = (ref: string): Decision => ({ thought: 'release it', action: { type: 'click', ref }, docStep: 3, raw: '' });
const EMULATOR = 'http://127.0.0.1:4100';
const REAL = 'https://ecs.console.aliyun.com/#/server';

describe('the headless gate', () => {
  it('runs everything on the emulator, and in a real console what the guard does not hold', async () => {
    const gate = headlessGate({ emulatorUrl: EMULATOR });
    expect(await gate(decision('e1'), observation(`${EMULATOR}/ecs/instances`))).toEqual({ kind: 'run' });
    expect(await gate(decision('e2'), observation(REAL))).toEqual({ kind: 'run' });
  });

  it('without an approver, a held action fails with the reason', async () => {
    const lines: string[] = [];
    const gate = headlessGate({ emulatorUrl: EMULATOR, log: (l) => lines.push(l) });
    const result = await gate(decision('e1'), observation(REAL));
    expect(result).toEqual({ kind: 'refuse', reason: expect.stringMatching(/^held: destructive action in a real console: release, the control reads "Release"; nobody approves actions in a headless run/) });
    expect(lines.join('\n')).toMatch(/no approver/);
  });

  it('an approver command reads the request on stdin; exit 0 runs the action, anything else refuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aca-approver-'));
    const seen = join(dir, 'request.json');
    const yes = headlessGate({ emulatorUrl: EMULATOR, approver: commandApprover(`cat > '${seen}'`) });
    expect(await yes(decision('e1'), observation(REAL))).toEqual({ kind: 'run' });
    const request = JSON.parse(readFileSync(seen, 'utf8'));
    expect(request).toMatchObject({ action: { type: 'click', ref: 'e1' }, url: REAL, docStep: 3, thought: 'release it', reason: expect.stringContaining('"Release"') });
    const no = headlessGate({ emulatorUrl: EMULATOR, approver: commandApprover('exit 3') });
    expect(await no(decision('e1'), observation(REAL))).toEqual({ kind: 'refuse', reason: expect.stringContaining('the approver refused it') });
    const broken = headlessGate({ emulatorUrl: EMULATOR, approver: commandApprover('sleep 5', 200) });
    expect(await broken(decision('e1'), observation(REAL))).toMatchObject({ kind: 'refuse' });
  });

  it('ACA_GUARD_EMULATOR=real treats the emulator as a real console; ACA_APPROVER configures the approver', async () => {
    const rehearsal = headlessGateFromEnv(EMULATOR, { ACA_GUARD_EMULATOR: 'real' });
    expect(await rehearsal(decision('e1'), observation(`${EMULATOR}/ecs/instances`))).toMatchObject({ kind: 'refuse' });
    const approved = headlessGateFromEnv(EMULATOR, { ACA_GUARD_EMULATOR: 'real', ACA_APPROVER: 'true' });
    expect(await approved(decision('e1'), observation(`${EMULATOR}/ecs/instances`))).toEqual({ kind: 'run' });
    const plain = headlessGateFromEnv(EMULATOR, {});
    expect(await plain(decision('e1'), observation(`${EMULATOR}/ecs/instances`))).toEqual({ kind: 'run' });
  });
});
