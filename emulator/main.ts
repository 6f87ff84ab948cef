/**
 * `aca emulator [--port N] [--seed S] [--event-delay MS]`: runs the console emulator until stopped. When it
 * is ready it prints one JSON line on stdout, `{"url": ..., "adminToken": ...}`; everything else goes to stderr.
 */
import { parseArgs } from 'node:util';
import { startEmulator } from './server';

export async function runEmulatorCli(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { port: { type: 'string' }, seed: { type: 'string' }, 'event-delay': { type: 'string' }, host: { type: 'string' }, 'exit-with-stdin': { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`aca emulator: ${(error as Error).message}\nusage: aca emulator [--port N] [--seed S] [--event-delay MS]\n`);
    return 2;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`aca emulator: --port must be an integer from 0 to 65535, got "${values.port}"\n`);
    return 2;
  }
  const eventDelayMs = values['event-delay'] === undefined ? undefined : Number(values['event-delay']);
  if (eventDelayMs !== undefined && !(eventDelayMs >= 0)) {
    process.stderr.write(`aca emulator: --event-delay must be a number of milliseconds, got "${values['event-delay']}"\n`);
    return 2;
  }
  const emulator = await startEmulator({ port, seed: values.seed, eventDelayMs, host: values.host });
  // The handlers are in place before the ready line: a parent may stop us as soon as it has read it.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // Started as a child of a run (`--exit-with-stdin`): the parent holds our stdin open, so its end means the
    // parent is gone, even when it was killed with SIGKILL and could not stop us.
    if (values['exit-with-stdin']) {
      process.stdin.once('end', stop);
      process.stdin.once('close', stop);
      process.stdin.resume();
    }
  });
  process.stdout.write(`${JSON.stringify({ url: emulator.url, adminToken: emulator.adminToken })}\n`);
  process.stderr.write(`console emulator listening on ${emulator.url} (console UI at ${emulator.url}/ecs; stop with Ctrl-C)\n`);
  await stopped;
  await emulator.close();
  // Our end of the parent's pipe would keep this process alive until the parent closes it (a stop took the parent's
  // 5 s SIGKILL grace on every run).
  if (values['exit-with-stdin']) process.stdin.destroy();
  return 0;
}
