/**
 * A step the agent cannot settle alone, end to end in real Chromium: a console page with two controls that fit the
 * doc's label equally. Headless, nobody answers: the step is unclear and the task inconclusive, never a defect. With
 * a person (as the extension's side panel answers), the answer joins the trajectory and the chosen control is used.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs helper without types
import { bundleInjected } from '../../injected/bundle.mjs';
import { parseSteps } from '../doc/steps';
import { launchBrowser } from '../driver/browser';
import { PlaywrightDriver } from '../driver/playwright';
import { runLoop, type EpisodeEnv } from './episode';
import { createLocalPolicy } from './local/policy';
import { stepVerdicts, taskVerdict } from './verdicts';

const PAGE = `<!doctype html><html><body><h1>Console</h1>
<button onclick="document.getElementById('out').textContent='ECS form'">Create ECS Instance</button>
<button onclick="document.getElementById('out').textContent='RDS form'">Create RDS Instance</button>
<p id="out"></p></body></html>`;
const DOC = '## Procedure\n1. Click **Create Instance**.\n';

let browser: Browser;
let server: Server;
let url: string;

beforeAll(async () => {
  await bundleInjected();
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function episode(ask?: EpisodeEnv['ask']) {
  const driver = await PlaywrightDriver.open(browser, { allow: { origins: [new URL(url).origin] } });
  try {
    await driver.goto(url);
    const context = { taskId: 't', steps: parseSteps(DOC), locale: 'en-US' as const, region: 'cn-hangzhou', startUrl: url, inputs: {}, resources: {}, rand: 'r1' };
    const outcome = await runLoop({
      driver, context, policy: createLocalPolicy, maxTurns: 12, revealSecrets: (t) => t, capture: async () => undefined,
      provisionOnDemand: async () => 'not provisioned', ...(ask ? { ask } : {}),
    });
    const steps = stepVerdicts({ ...outcome.facts, success: null });
    return { outcome, steps, verdict: taskVerdict(steps, { ...outcome.facts, success: null }), text: (await driver.observe()).text };
  } finally {
    await driver.close();
  }
}

describe('a step the agent cannot settle alone', () => {
  it('headless: the step is unclear and the task inconclusive, with the candidates in the reason', async () => {
    const { steps, verdict, text } = await episode();
    expect(steps.map((s) => s.kind)).toEqual(['unclear']);
    expect(verdict.verdict).toBe('inconclusive');
    expect(verdict.reason).toMatch(/step 1: unclear: .*"Create ECS Instance", "Create RDS Instance"/);
    expect(text).not.toMatch(/ECS form|RDS form/);
  });

  it('asked: the answer joins the trajectory and the chosen control is the one clicked', async () => {
    const questions: string[] = [];
    const { outcome, steps, text } = await episode(async (action) => {
      questions.push(action.question);
      return { kind: 'answer', answer: 'Create RDS Instance', ref: action.candidates!.find((c) => c.name === 'Create RDS Instance')!.ref };
    });
    expect(questions).toHaveLength(1);
    const asked = outcome.trajectory.find((s) => s.action?.type === 'ask_human')!;
    expect(asked.result).toMatchObject({ ok: true, answer: 'Create RDS Instance' });
    const next = outcome.trajectory[outcome.trajectory.indexOf(asked) + 1];
    expect(next.observation.text).toContain('the person answered: Create RDS Instance');
    expect(steps[0]).toMatchObject({ kind: 'label-changed', expected: 'Create Instance', actual: 'Create RDS Instance' });
    expect(text).toContain('RDS form');
  });
});
