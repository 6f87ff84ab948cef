/**
 * The companion's methods for the extension: `task.list`, `episode.start|decide|handback|stop`, `report.get`.
 * An episode runs the same `runLoop` as headless batches, with the ExtensionDriver (the user's tab), the local
 * policy and a gate for the human (gate.ts); it streams `episode.step`, then one `episode.verdict` per doc step
 * and `episode.finished`, and writes its run folder (report.html etc.) under `out`.
 */
import { screenshotSaver } from '../run/capture';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { MethodParams, Report, RunMode, TaskReport } from '../../protocol';
import { newEpisodeId, runLoop, type EpisodeOutcome } from '../agent/episode';
import { createLocalPolicy } from '../agent/local/policy';
import type { EpisodeContext, PolicyFactory } from '../agent/policy';
import type { EmulatorControl } from '../cloud/account';
import { createRunDir, createTrajectoryWriter, writeRunOutputs } from '../report/index';
import { CloudEpisode, concludeEpisode, randSuffix } from '../run/episode-parts';
import { Secrets } from '../run/secrets';
import { parseDoc, type Task } from '../task/load';
import { ExtensionDriver } from './extension-driver';
import { EpisodeGate } from './gate';
import { HUMAN_POLICY, Recording } from './recording';
import type { Peer } from './peer';
import type { Session } from './session';

export interface EpisodeServiceOptions {
  tasks: Task[];
  /** Base folder for run folders (default `runs`). */
  out: string;
  maxTurns: number;
  region: string;
  emulator: { url: string; control: EmulatorControl } | null;
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

  function episodeOf(session: Session, id: string): Running {
    const episode = running.get(id);
    if (!episode || episode.session !== session) throw new ServeError('unknown-episode', `no running episode ${id}`);
    return episode;
  }

  function start(session: Session, params: MethodParams<'episode.start'>) {
    if ([...running.values()].some((r) => r.session === session)) throw new ServeError('busy', 'an episode is already running; stop it first');
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
    const hasFront = task.body !== task.source;
    if (hasFront && !opts.emulator) throw new ServeError('no-emulator', `task ${task.front.id} runs against the emulator; start aca serve without --no-emulator`);
    const id = newEpisodeId();
    const abort = new AbortController();
    const allow = hasFront && opts.emulator ? { origins: [new URL(opts.emulator.url).origin] } : { anyHost: true };
    const driver = new ExtensionDriver(session, { tabId: params.tabId, resumeWaitMs: opts.resumeWaitMs, signal: abort.signal, allow });
    const gate = new EpisodeGate({
      episodeId: id, mode: params.mode ?? 'auto', session, emulatorUrl: opts.emulator?.url ?? null, signal: abort.signal,
      stepText: (n) => task.steps.find((s) => s.index === n)?.text ?? 'finish the procedure',
      highlight: (ref) => driver.highlight(ref),
    });
    const recording = params.mode === 'record' ? new Recording(driver, task.steps, abort.signal) : null;
    const episode: Running = { id, session, gate, recording, abort, turn: 0, done: Promise.resolve() };
    running.set(id, episode);
    episode.done = run(episode, task, hasFront, driver, params.mode ?? 'auto')
      .catch((error: Error) => opts.log(`episode ${id} failed to report: ${error.stack ?? error.message}`))
      .finally(() => running.delete(id));
    return { episodeId: id, steps: task.steps.map((s) => ({ index: s.index, text: s.text })) };
  }

  async function run(episode: Running, task: Task, onEmulator: boolean, driver: ExtensionDriver, mode: RunMode): Promise<void> {
    const { id, session } = episode;
    const started = Date.now();
    const dir = await createRunDir(opts.out);
    const secrets = Secrets.forConsole({ emulator: onEmulator });
    opts.log(`episode ${id}: ${task.front.id} in ${mode} mode`);
    let cloud: CloudEpisode | null = null;
    let outcome: EpisodeOutcome | null = null;
    let failure: string | null = null;
    let steps = task.steps;
    try {
      let context: EpisodeContext;
      if (onEmulator) {
        cloud = await CloudEpisode.open(task, { control: opts.emulator!.control, emulatorUrl: opts.emulator!.url, region: opts.region, episodeId: id });
        context = await cloud.provision();
        steps = context.steps;
        session.emit('episode.steps', { episodeId: id, steps: steps.map((s) => ({ index: s.index, text: s.text })) });
        await driver.goto(await cloud.loginUrl());
      } else {
        const page = await driver.observe();
        context = { taskId: task.front.id, steps, locale: task.front.locale, region: opts.region, startUrl: page.url, inputs: {}, resources: {}, rand: randSuffix() };
      }
      const recording = episode.recording;
      outcome = await runLoop({
        driver: recording?.driver ?? driver, context, policy: recording?.policy ?? policy.create, signal: episode.abort.signal,
        // A demonstration has no agent to gate, and every turn's screenshot is training data.
        ...(recording ? { maxTurns: 500, screenshotEveryTurn: true } : { maxTurns: opts.maxTurns, gate: episode.gate.gate }),
        revealSecrets: (text) => secrets.reveal(text),
        capture: screenshotSaver({ driver: recording?.driver ?? driver, runDir: dir, episodeId: id, secrets: () => secrets.values() }),
        provisionOnDemand: async (request) => (cloud ? cloud.provisionOnDemand(request) : `not provisioned: in your own console, create it yourself (${request.description})`),
        onTurn: (turn) => {
          episode.turn = turn;
          episode.gate.turn = turn;
        },
        onRecord: (step) => session.emit('episode.step', { episodeId: id, turn: step.index, docStep: step.docStep, action: step.action, result: step.result }),
        onUndo: (step) => session.emit('episode.undone', { episodeId: id, turn: step.index }),
      });
    } catch (error) {
      failure = episode.abort.signal.aborted ? String(episode.abort.signal.reason) : (error as Error).message;
    } finally {
      await driver.close().catch(() => undefined);
    }
    const finished = cloud ? await cloud.finish(outcome !== null).catch((error: Error) => ({ success: null, rules: [], failure: error.message })) : { success: null, rules: [], failure: null };
    const { report, record } = concludeEpisode({
      task, episodeId: id, started, steps: cloud?.steps ?? steps, outcome, failure: failure ?? finished.failure, success: finished.success, rules: finished.rules,
      policy: episode.recording ? { ...HUMAN_POLICY } : { name: policy.name, version: policy.version }, account: cloud?.account.accountId ?? 'own-console',
      context: cloud ? { inputs: cloud.inputs, resources: cloud.resources } : undefined,
    });
    await writeOutputs(dir, report, record, secrets);
    reports.set(id, join(dir, 'report.html'));
    for (const verdict of report.steps) session.emit('episode.verdict', { episodeId: id, verdict });
    session.emit('episode.finished', { episodeId: id, report });
    opts.log(`episode ${id}: ${report.verdict}${report.reason ? ` (${report.reason})` : ''}; report in ${dir}`);
  }

  async function writeOutputs(dir: string, report: TaskReport, record: Parameters<ReturnType<typeof createTrajectoryWriter>['append']>[0], secrets: Secrets) {
    const scrub = { secrets: () => secrets.values() };
    const writer = createTrajectoryWriter(dir, scrub);
    await writer.append(record);
    await writer.close();
    const full: Report = {
      tool: 'aliyun-console-agent', version: '0.1.0', startedAt: new Date(Date.now() - report.seconds * 1000).toISOString(), finishedAt: new Date().toISOString(),
      policy: policy.name, emulator: opts.emulator?.url ?? 'own-console', tasks: [report],
    };
    await writeRunOutputs(dir, full, [record], scrub);
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
        session.onEnd((reason) => {
          for (const r of running.values()) if (r.session === session) r.abort.abort(`the extension session ended: ${reason}`);
        });
      }
      peer.on('task.list', () => opts.tasks.map((t) => ({ id: t.front.id, title: t.front.title, product: t.front.product, file: t.file, locale: t.front.locale })));
      peer.on('episode.start', (params) => start(session, params));
      peer.on('episode.decide', (p) => episodeOf(session, p.episodeId).gate.decide(p.turn, p.decision, p.action));
      peer.on('episode.record', (p) => {
        const recording = episodeOf(session, p.episodeId).recording;
        if (!recording) return { accepted: false, reason: 'the episode is not recording (start it in record mode)', recorded: 0 };
        return recording.input(p.input);
      });
      peer.on('episode.handback', (p) => episodeOf(session, p.episodeId).gate.handback(p.actions));
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
