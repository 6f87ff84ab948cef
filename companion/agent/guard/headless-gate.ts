/**
 * The gate of headless runs (`aca verify`, `aca batch`, `aca env-serve`): in a console that is not the emulator,
 * an action the guard holds (destructive, or one it cannot classify) does not run without a person. Nobody watches a
 * headless run, so the action fails with the reason (`needs-approval`), which the policy reads next turn; or, when
 * the run has an approver (`ACA_APPROVER`: a command that asks someone), it runs once the approver says yes.
 */
import { spawn } from 'node:child_process';
import type { Action, Observation } from '../../../protocol';
import type { GateResult } from '../episode';
import type { Decision } from '../policy';
import { holdFor, rememberFirstSeen, type FirstSeen, type Hold } from '../safety';

/** What an approver is asked: the action, why it is held, and where. */
export interface ApprovalRequest {
  reason: string;
  action: Action;
  url: string;
  title: string;
  docStep: number | null;
  thought: string;
}

/** Resolves true to run the held action. */
export type Approver = (request: ApprovalRequest) => Promise<boolean>;

export interface HeadlessGateOptions {
  /** The emulator's URL (its tabs are not real consoles); null treats every tab as a real console. */
  emulatorUrl: string | null;
  approver?: Approver;
  /** More hosts the run works on (configured console hosts). */
  runHosts?: string[];
  /** Told about every held action and what became of it (stderr of the CLI). */
  log?(line: string): void;
}

export function headlessGate(opts: HeadlessGateOptions): (decision: Decision, observation: Observation) => Promise<GateResult> {
  const firstSeen: FirstSeen = new Map();
  return async (decision, observation) => {
    const action = decision.action;
    if (!action) return { kind: 'run' };
    rememberFirstSeen(firstSeen, observation.page);
    const hold = holdFor(action, observation.page, { emulatorUrl: opts.emulatorUrl, tabs: observation.tabs, runHosts: opts.runHosts, firstSeen });
    if (!hold) return { kind: 'run' };
    if (!opts.approver) {
      opts.log?.(`held: ${hold.reason} (no approver: the action fails)`);
      return refusal(hold, 'nobody approves actions in a headless run; the action did not run (set ACA_APPROVER to a command that asks a person)');
    }
    const request: ApprovalRequest = { reason: hold.reason, action, url: observation.page.url, title: observation.page.title, docStep: decision.docStep, thought: decision.thought };
    const approved = await opts.approver(request).catch((error: Error) => {
      opts.log?.(`approver failed: ${error.message}`);
      return false;
    });
    opts.log?.(`held: ${hold.reason}: ${approved ? 'approved' : 'refused'} by the approver`);
    return approved ? { kind: 'run' } : refusal(hold, 'the approver refused it; the action did not run');
  };
}

const refusal = (hold: Hold, what: string): GateResult => ({ kind: 'refuse', reason: `held: ${hold.reason}; ${what}` });

/**
 * An approver that runs `command` (through the shell) with the request as JSON on stdin: exit status 0 approves,
 * anything else refuses. The command is the user's own: a prompt on a terminal, a chat message that waits for an
 * answer.
 */
export function commandApprover(command: string, timeoutMs = 10 * 60_000): Approver {
  return (request) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, { shell: true, stdio: ['pipe', 'ignore', 'inherit'] });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`ACA_APPROVER did not answer within ${Math.round(timeoutMs / 1000)} s`));
      }, timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`ACA_APPROVER could not run: ${error.message}`));
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(`${JSON.stringify(request)}\n`);
    });
}

/**
 * The headless gate as the environment configures it: `ACA_APPROVER` (a command, see `commandApprover`) and
 * `ACA_GUARD_EMULATOR=real` (the guard treats the emulator as a real console: a rehearsal of a run in your own
 * console, and what the security tests use).
 */
export function headlessGateFromEnv(emulatorUrl: string | null, env: NodeJS.ProcessEnv = process.env, log?: (line: string) => void) {
  const command = env.ACA_APPROVER?.trim();
  return headlessGate({
    emulatorUrl: env.ACA_GUARD_EMULATOR === 'real' ? null : emulatorUrl,
    approver: command ? commandApprover(command) : undefined,
    log,
  });
}
