/**
 * `aca env-serve [--port N] [--emulator URL --admin-token T] [--tasks DIR]... [--max-sessions N] [--max-turns N]
 * [--out DIR] [--idle-timeout S] [--unstepped-timeout S] [--token-file FILE]`: an HTTP environment server for RL
 * trainers (companion/envserve/README.md). When ready it prints one JSON line on stdout,
 * `{"url": "http://127.0.0.1:N", "token": "…"}` (every request needs `Authorization: Bearer <token>`); text for
 * humans goes to stderr, never the token.
 */
import { rm, writeFile } from 'node:fs/promises';
import { EmulatorControl } from '../cloud/account';
import { launchBrowser } from '../driver/browser';
import { startEnvServer } from '../envserve/server';
import { createSessions } from '../envserve/sessions';
import { createRunDir } from '../report/run-dir';
import { openEnvironment } from '../run/environment';
import { Secrets } from '../run/secrets';
import { loadTasks } from '../task/load';
import { newToken } from '../net/token';
import { emulatorArg, MAX_PARALLEL, parseCommandArgs, portArg, positiveInt } from './args';
import { CliError } from './errors';

export async function envServe(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    port: { type: 'string' }, emulator: { type: 'string' }, 'admin-token': { type: 'string' }, tasks: { type: 'string', multiple: true },
    'max-sessions': { type: 'string' }, 'max-turns': { type: 'string' }, out: { type: 'string' }, 'idle-timeout': { type: 'string' },
    'unstepped-timeout': { type: 'string' }, 'token-file': { type: 'string' },
  });
  if (positionals.length) throw new CliError('bad-arguments', `unexpected argument "${positionals[0]}"; ${command.usage}`);
  const port = portArg(values.port, 7390);
  const maxSessions = positiveInt(values['max-sessions'], '--max-sessions', 4, MAX_PARALLEL);
  const maxTurns = positiveInt(values['max-turns'], '--max-turns', 40);
  const idleTimeoutS = positiveInt(values['idle-timeout'], '--idle-timeout', 600, 7 * 24 * 3600);
  const unsteppedTimeoutS = positiveInt(values['unstepped-timeout'], '--unstepped-timeout', 30, 24 * 3600);
  const given = emulatorArg(values);
  const taskRoots = values.tasks?.length ? values.tasks : ['tasks'];
  const tasks = await loadTasks(taskRoots);
  if (!tasks.length) throw new CliError('no-tasks', `no task files (*.md) under ${taskRoots.join(', ')}: give the folder of the tasks to serve with --tasks DIR`);
  const token = newToken();
  if (values['token-file']) await writeFile(values['token-file'], `${token}\n`, { mode: 0o600 });
  const log = (line: string) => process.stderr.write(`aca env-serve: ${line}\n`);

  const emulator = await openEnvironment(given);
  if (!given) log(`emulator at ${emulator.url}`);
  emulator.onLost((why) => log(`${why}: running episodes end and are kept with their steps; new sessions are refused`));
  const browser = await launchBrowser();
  const runDir = await createRunDir(values.out ?? 'runs');
  const sessions = createSessions({
    tasks, maxSessions, idleTimeoutS, unsteppedTimeoutS, maxTurns, runDir, log, browser, region: 'cn-hangzhou', environment: emulator,
    emulatorUrl: emulator.url, control: new EmulatorControl(emulator.url, emulator.adminToken), secrets: Secrets.forConsole({ emulator: true }),
  });
  let server;
  try {
    server = await startEnvServer({ port, sessions, log, token, taskRoots });
  } catch (error) {
    await sessions.shutdown('the env server did not start');
    await rm(runDir, { recursive: true, force: true });
    await browser.close();
    await emulator.stop();
    throw error;
  }
  process.stdout.write(`${JSON.stringify({ url: server.url, token })}\n`);
  log(`listening on ${server.url}: ${tasks.length} task(s) from ${taskRoots.join(', ')}, up to ${maxSessions} sessions, run folder ${runDir}; every request needs the token of the ready line`);

  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  log('shutting down: closing sessions');
  // Sessions first, so a step in flight gets its answer (done, closed) before the connections go.
  await sessions.shutdown('the env server is shutting down');
  await server.close();
  await browser.close();
  await emulator.stop();
  log(`done; episodes in ${runDir}`);
  return 0;
}

export const command = {
  summary: 'HTTP environment server for RL trainers',
  usage: 'aca env-serve [--port 7390] [--emulator URL --admin-token T] [--tasks DIR]... [--max-sessions 4] [--max-turns 40] [--out DIR] [--idle-timeout 600] [--unstepped-timeout 30] [--token-file FILE]',
  run: envServe,
};
