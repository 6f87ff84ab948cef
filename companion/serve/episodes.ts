/**
 * The companion's methods for the extension: `task.list`, `episode.plan|start|decide|answer|handback|stop`, `report.get`.
 * An episode runs in the same episode engine and worker pool as headless runs (`run/engine.ts`, `run/pool.ts`),
 * with the ExtensionDriver (the user's tab), the local policy and a gate for the human (gate.ts); it streams
 * `episode.step`, then one `episode.verdict` per doc step and `episode.finished`, and writes its run folder
 * (ledger.db, report.html etc.) under `out`.
 */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { MethodParams, PageSnapshot, Report, RunMode } from '../../protocol';
import { newEpisodeId } from '../agent/episode';
import { createLocalPolicy } from '../agent/local/policy';
import type { PolicyFactory } from '../agent/policy';
import { Ledger, type Finished } from '../batch/ledger';
import type { EmulatorControl } from '../cloud/account';
import type { Catalogue } from '../compile/catalogue';
import { FRONT_MATTER } from '../compile/onTheFly';
import { compileDoc, type CompiledDoc } from '../compile/plan';
import { reportHeader } from '../report/header';
import { createRunDir, createTrajectoryWriter, writeRunOutputs } from '../report/index';
import { runEpisode } from '../run/engine';
import { EpisodePool } from '../run/pool';
import { Secrets } from '../run/secrets';
import { parseDoc, type Task } from '../task/load';
import { EpisodeInterruptedError, ExtensionDriver } from './extension-driver';
import { EpisodeGate } from './gate';
import { ownAccountService, type OwnAccount } from './own-account';
import { HUMAN_POLICY, Recording } from './recording';
import type { Peer } from './peer';
import type { Session } from './session';

export interface EpisodeServiceOptions {
  tasks: Task[];
  /** Task files left out because they cannot be used (`file: field: reason`), told to the person on pairing. */
  skipped?: string[];
  /** Base folder for run folders (default `runs`). */
  out: string;
  maxTurns: number;
  region: string;
  emulator: { url: string; control: EmulatorControl } | null;
  /**
   * The compiler's catalogue, to compile docs without front matter: the emulator's, or (with --no-emulator) the one
   * the build wrote from the emulator's product registry. Absent: `episode.plan` is refused `no-catalogue`.
   */
  catalogue?: () => Promise<Catalogue>;
  /**
   * The person's own account (`--own-account`): `episode.plan` lists what it has, and a provisioned episode runs in it
   * with the person's picks and approval instead of in a new emulator account.
   */
  ownAccount?: OwnAccount;
  log(line: string): void;
  policy?: { name: string; version: string; create: PolicyFactory };
  /** How long a call waits for the extension to reconnect (default 60 s). */
  resumeWaitMs?: number;
}

interface Running {
  id: string;
  session: Session;
  gate: EpisodeGate;
  /** Record mode: the person's demonstration. */
  recording: Recording | null;
  abort: AbortController;
  turn: number;
  done: Promise<void>;
}

/** A refused call; the peer sends `code` and the message back as the error response. */
class ServeError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'ServeError';
  }
}

export function createEpisodeService(opts: EpisodeServiceOptions) {
  const policy = opts.policy ?? { name: 'local', version: '1', create: createLocalPolicy };
  const running = new Map<string, Running>();
  const reports = new Map<string, string>();
  const seen = new WeakSet<Session>();

  const own = opts.ownAccount ? ownAccountService(opts.ownAccount) : null;
  const ownInEmulator = () => Boolean(opts.emulator && opts.ownAccount && new URL(opts.emulator.url).host === opts.ownAccount.account.endpoint);
  let catalogue: Promise<Catalogue> | undefined;
  /** A doc without front matter, compiled against the catalogue (read once, again after a failure). */
  async function compiled(markdown: string): Promise<CompiledDoc> {
    if (!opts.catalogue) {
      throw new ServeError('no-catalogue', 'this companion has no catalogue to work out what the doc needs (build it: node bin/build.mjs); Start runs the doc as it is and creates nothing');
    }
    catalogue ??= opts.catalogue().catch((error: Error) => {
      catalogue = undefined;
      throw new ServeError('no-catalogue', error.message);
    });
    return compileDoc(markdown, await catalogue);
  }

  const FRONT_MATTER_ERROR = 'the doc has front matter: it is a task, which says itself what it needs';
  async function plan(markdown: string) {
    if (FRONT_MATTER.test(markdown)) throw new ServeError('invalid-doc', FRONT_MATTER_ERROR);
    const { plan: compiledPlan, tasks } = await compiled(markdown);
    // The person's account is listed (read-only) wherever it is; Start creates there what they approve.
    if (own) return { ...(await own.enrich(compiledPlan, tasks)), provision: 'account' as const };
    return { ...compiledPlan, provision: opts.emulator ? ('emulator' as const) : ('none' as const) };
  }

  function episodeOf(session: Session, id: string): Running {
    const episode = running.get(id);
    if (!episode || episode.session !== session) throw new ServeError('unknown-episode', `no running episode ${id}`);
    return episode;
  }

  const busy = (session: Session) => {
    if ([...running.values()].some((r) => r.session === session)) throw new ServeError('busy', 'an episode is already running; stop it first');
  };

  /**
   * The tab's console and the AccessKey are one account (refused otherwise). A tab that shows no console page yet (a
   * help-center page) is said, and checked again on each new page the run observes until one declares its account:
   * the console it reaches signed in to another account ends the episode before the agent acts there.
   */
  async function sameAccountInTab(session: Session, account: NonNullable<typeof own>, tabId: string | undefined, stop: (reason: string) => void) {
    const declared = () =>
      session.call('page.account', { tabId }).catch((error: Error) => {
        opts.log(`could not read the tab's console account: ${error.message}`);
        return null;
      });
    const { checked, accountId } = await account.sameAccount(await declared());
    if (checked) {
      opts.log(`the tab's console is signed in to account ${accountId}, the AccessKey's`);
      return undefined;
    }
    session.emit('session.notice', {
      level: 'warning',
      message: `the tab shows no Alibaba Cloud console page, so which account it is signed in to was not read; the run creates in account ${accountId}: the console it goes on in must be that account's (checked again when a console page shows)`,
    });
    let settled = false;
    return async (page: PageSnapshot) => {
      if (settled) return;
      // Asked at every observation until a page declares an account: a console page may declare it after it loads.
      const tab = await declared();
      if (!tab) return;
      settled = true;
      try {
        await account.sameAccount(tab);
        opts.log(`the console the run reached (${page.url.split(/[?#]/)[0]}) is signed in to account ${accountId}, the AccessKey's`);
      } catch (error) {
        const reason = (error as Error).message;
        session.emit('session.notice', { level: 'error', message: reason });
        stop(`account-mismatch: ${reason}`);
        throw new EpisodeInterruptedError(`account-mismatch: ${reason}`);
      }
    };
  }

  async function start(session: Session, params: MethodParams<'episode.start'>) {
    busy(session);
    let task: Task;
    if (params.taskId) {
      const found = opts.tasks.find((t) => t.front.id === params.taskId);
      if (!found) throw new ServeError('unknown-task', `no task "${params.taskId}" (task.list gives the ids)`);
      task = found;
    } else {
      try {
        task = parseDoc(params.markdown!);
      } catch (error) {
        throw new ServeError('invalid-doc', (error as Error).message);
      }
    }
    let hasFront = task.body !== task.source;
    let ownRun: { picked: Record<string, { id: string; name: string; attributes: Record<string, string> }> } | null = null;
    // A doc without front matter the person asked to provision: its first procedure compiled (the code of
    // `episode.plan` and `aca verify`), its requires created in the emulator and its success judged by ActionTrail.
    // Otherwise it runs in the tab as it is: nothing created, success unknown.
    if (params.provision) {
      if (hasFront) throw new ServeError('invalid-doc', FRONT_MATTER_ERROR);
      const doc = await compiled(params.markdown!);
      if (!doc.tasks[0]) throw new ServeError('not-compiled', `nothing in the doc could be compiled: ${doc.plan.failures.map((f) => (f.procedure ? `"${f.procedure}": ${f.reason}` : f.reason)).join('; ')}`);
      const which = params.procedure ?? 0;
      if (!doc.tasks[which]) throw new ServeError('invalid-params', `procedure: ${which} is not a procedure of the plan (the doc compiled to ${doc.tasks.length}: ${doc.plan.procedures.map((p, i) => `${i} "${p.procedure}"`).join(', ')})`);
      task = doc.tasks[which];
      hasFront = true;
      if (!opts.emulator && !own) throw new ServeError('no-emulator', `task ${task.front.id} runs against the emulator; start aca serve without --no-emulator`);
      if (own) {
        // In the person's account: nothing is created without their approval of exactly what will be, and what
        // they picked must exist in the state the procedure needs. Checked here, whatever the panel showed.
        const states = Object.fromEntries(doc.plan.procedures[which].requires.map((r) => [r.id, r.state]));
        const { picked, toCreate } = await own.check(task, states, params);
        ownRun = { picked };
        opts.log(`the person's account: ${Object.keys(picked).length} picked (${Object.keys(picked).join(', ') || 'none'}), ${toCreate.length} approved to create (${toCreate.join(', ') || 'none'})`);
      }
      opts.log(`compiled the pasted doc as ${task.front.id}${doc.tasks.length > 1 ? ` (procedure ${which + 1} of ${doc.tasks.length})` : ''}`);
      busy(session);
    }
    // Where the episode's account is: the person's own (signed in in their tab, nothing logged in for them), unless
    // it is an account of this companion's emulator, which is logged in through the control API as any emulator
    // account is; else a new emulator account.
    const inOwnTab = Boolean(ownRun && !ownInEmulator());
    if (hasFront && !opts.emulator && !inOwnTab) throw new ServeError('no-emulator', `task ${task.front.id} runs against the emulator; start aca serve without --no-emulator`);
    const abort = new AbortController();
    const onPage = inOwnTab && own ? await sameAccountInTab(session, own, params.tabId, (reason) => abort.abort(reason)) : undefined;
    const id = newEpisodeId();
    // In the person's own console the extension holds the hosts they allowed; an emulator run goes to it only.
    const allow = hasFront && opts.emulator && !inOwnTab ? { origins: [new URL(opts.emulator.url).origin] } : { anyHost: true };
    const driver = new ExtensionDriver(session, { tabId: params.tabId, resumeWaitMs: opts.resumeWaitMs, signal: abort.signal, allow, onPage });
    const gate = new EpisodeGate({
      episodeId: id, mode: params.mode ?? 'auto', session, emulatorUrl: opts.emulator?.url ?? null, signal: abort.signal,
      stepText: (n) => task.steps.find((s) => s.index === n)?.text ?? 'finish the procedure',
      highlight: (ref) => driver.highlight(ref),
    });
    const recording = params.mode === 'record' ? new Recording(driver, task.steps, abort.signal) : null;
    const episode: Running = { id, session, gate, recording, abort, turn: 0, done: Promise.resolve() };
    running.set(id, episode);
    episode.done = run(episode, task, hasFront, driver, params.mode ?? 'auto', ownRun, inOwnTab)
      .catch((error: Error) => opts.log(`episode ${id} failed to report: ${error.stack ?? error.message}`))
      .finally(() => running.delete(id));
    return { episodeId: id, steps: task.steps.map((s) => ({ index: s.index, text: s.text })) };
  }

  async function run(
    episode: Running, task: Task, provisioned: boolean, driver: ExtensionDriver, mode: RunMode,
    ownRun: { picked: Record<string, { id: string; name: string; attributes: Record<string, string> }> } | null, inOwnTab: boolean,
  ): Promise<void> {
    const onEmulator = provisioned && !inOwnTab;
    const { id, session } = episode;
    const dir = await createRunDir(opts.out);
    // A secret the task names (a new resource's password) is made up where the run creates what it sets: an emulator
    // account, or what the person approved creating in theirs; a doc run as it is in their console has none to make.
    const secrets = Secrets.forConsole({ emulator: onEmulator || inOwnTab });
    if (opts.ownAccount) secrets.scrub('own-account-secret', opts.ownAccount.account.accessKeySecret);
    opts.log(`episode ${id}: ${task.front.id} in ${mode} mode`);
    const recording = episode.recording;
    const used = recording ? { ...HUMAN_POLICY, create: recording.policy } : policy;
    // The one engine and pool every front door uses: the episode is committed to this folder's ledger, then reported.
    const ledger = Ledger.open(dir);
    ledger.start({ kind: 'serve', tasks: [], runs: 1, group: 1, policy: used.name, provision: 'pre', shard: { index: 0, count: 1 }, seed: 0, maxTurns: opts.maxTurns }, []);
    const startedAt = new Date();
    let finished: Finished;
    try {
      const pool = new EpisodePool({ ledger, size: 1, secrets: () => secrets.values() });
      finished = await pool.submit(task, {
        policy: used,
        execute: ({ signal, hold }) =>
          runEpisode(task, {
            episodeId: id, policy: used, region: opts.region, runDir: dir, secrets,
            cloud: inOwnTab
              ? { account: opts.ownAccount!.account, picked: ownRun!.picked }
              : onEmulator
                ? { control: opts.emulator!.control, emulatorUrl: opts.emulator!.url, ...(ownRun && opts.ownAccount ? { account: opts.ownAccount.account, picked: ownRun.picked } : {}) }
                : null,
            openDriver: async () => recording?.driver ?? driver,
            startUrl: async () => (await driver.observe()).url,
            signal: AbortSignal.any([signal, episode.abort.signal]), onOpen: hold,
            // A demonstration has no agent to gate, and every turn's screenshot is training data.
            ...(recording ? { maxTurns: 500, screenshotEveryTurn: true } : { maxTurns: opts.maxTurns, gate: episode.gate.gate, ask: episode.gate.ask }),
            onSteps: (steps) => session.emit('episode.steps', { episodeId: id, steps: steps.map((s) => ({ index: s.index, text: s.text })) }),
            onTurn: (turn) => {
              episode.turn = turn;
              episode.gate.turn = turn;
            },
            onRecord: (step) => session.emit('episode.step', { episodeId: id, turn: step.index, docStep: step.docStep, action: step.action, result: step.result }),
            onUndo: (step) => session.emit('episode.undone', { episodeId: id, turn: step.index }),
          }),
      }).done;
    } finally {
      ledger.close();
    }
    const { report, record } = finished;
    const scrub = { secrets: () => secrets.values() };
    const writer = createTrajectoryWriter(dir, scrub);
    await writer.append(record);
    await writer.close();
    const full: Report = { ...reportHeader({ startedAt, policy: used.name, emulator: opts.emulator && !inOwnTab ? opts.emulator.url : 'own-console' }), tasks: [report] };
    await writeRunOutputs(dir, full, [record], scrub);
    reports.set(id, join(dir, 'report.html'));
    for (const verdict of report.steps) session.emit('episode.verdict', { episodeId: id, verdict });
    session.emit('episode.finished', { episodeId: id, report });
    opts.log(`episode ${id}: ${report.verdict}${report.reason ? ` (${report.reason})` : ''}; report in ${dir}`);
  }

  return {
    /** Registers the methods on a session's socket; on a resume, tells the person where the episode stands. */
    attach(session: Session, peer: Peer): void {
      if (seen.has(session)) {
        for (const r of running.values()) {
          if (r.session === session) session.emit('session.notice', { level: 'info', message: `reconnected; episode resumed at turn ${r.turn}` });
        }
      } else {
        seen.add(session);
        if (opts.skipped?.length) {
          const shown = opts.skipped.slice(0, 5).join('; ');
          session.emit('session.notice', { level: 'warning', message: `${opts.skipped.length} problem(s) in the task files, which were skipped: ${shown}${opts.skipped.length > 5 ? '; …' : ''}` });
        }
        session.onEnd((reason) => {
          for (const r of running.values()) if (r.session === session) r.abort.abort(`the extension session ended: ${reason}`);
        });
      }
      peer.on('task.list', () => opts.tasks.map((t) => ({ id: t.front.id, title: t.front.title, product: t.front.product, file: t.file, locale: t.front.locale })));
      peer.on('episode.plan', (params) => plan(params.markdown));
      peer.on('episode.start', (params) => start(session, params));
      peer.on('episode.decide', (p) => episodeOf(session, p.episodeId).gate.decide(p.turn, p.decision, p.action));
      peer.on('episode.record', (p) => {
        const recording = episodeOf(session, p.episodeId).recording;
        if (!recording) return { accepted: false, reason: 'the episode is not recording (start it in record mode)', recorded: 0 };
        return recording.input(p.input);
      });
      peer.on('episode.handback', (p) => episodeOf(session, p.episodeId).gate.handback(p.actions));
      peer.on('episode.answer', (p) => episodeOf(session, p.episodeId).gate.answer(p.turn, p.answer, p.ref));
      peer.on('episode.stop', (p) => {
        const episode = running.get(p.episodeId);
        if (!episode || episode.session !== session) return { stopped: false };
        episode.abort.abort('stopped by the user');
        return { stopped: true };
      });
      peer.on('report.get', async (p) => {
        const file = reports.get(p.episodeId);
        if (!file) throw new ServeError('unknown-episode', running.has(p.episodeId) ? 'the episode is still running' : `no report for episode ${p.episodeId}`);
        return { html: await readFile(file, 'utf8') };
      });
    },
    /** Stops every running episode and waits for their reports. */
    async stopAll(reason: string): Promise<void> {
      for (const r of running.values()) r.abort.abort(reason);
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}
