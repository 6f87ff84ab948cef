/**
 * `aca serve [--port N] [--emulator URL --admin-token T | --no-emulator] [--tasks DIR] [--out DIR] [--open]
 *   [--rotate-token] [--policy local|openai --models FILE --model NAME]`
 * The socket the extension talks to (SPEC section 7). When ready it prints one JSON line on stdout,
 * `{"url":"ws://127.0.0.1:N/aca","pairingToken":"…","pairingUrl":"chrome-extension://…/sidepanel.html#url=…&code=…"}`;
 * everything for humans goes to stderr, never the token. The pairing link holds a one-time code, not the token
 * (serve/pairing.ts): `--open` opens it in the browser (`$ACA_BROWSER`, else the first of google-chrome, chromium
 * on PATH), whose command line anyone on the machine can read; the side panel trades the code for the token.
 * `--rotate-token` writes a new token first (the old one stops working).
 * `--own-account [--account-endpoint URL]`: the person's account, from `ALIBABA_CLOUD_ACCESS_KEY_ID` / `_SECRET` /
 * `_REGION_ID` (and `ALIBABA_CLOUD_ACCOUNT_ID`): `episode.plan` lists what it already has (read-only), and a
 * provisioned episode creates in it only what the person approved (serve/own-account.ts). `--account-endpoint`
 * points the signed OpenAPI calls at another endpoint than Alibaba Cloud's (the emulator standing in for the account).
 * Without an emulator, pages are compiled against the catalogue the build wrote (compile/built.ts).
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { EXTENSION_ID } from '../../protocol/extension';
import { accountFromEnv, AccountError, EmulatorControl } from '../cloud/account';
import { builtCatalogue } from '../compile/built';
import { startEmulatorProcess, type EmulatorHandle } from '../run/emulator-process';
import { fetchCatalogue } from '../compile/catalogue';
import { createEpisodeService } from '../serve/episodes';
import { acaHome, CODE_TTL_MS, Pairing } from '../serve/pairing';
import { startExtensionServer } from '../serve/server';
import { TOOL_VERSION } from '../report/header';
import { formatProblem } from '../task/errors';
import { loadTasksSkipping, type Task } from '../task/load';
import { emulatorArg, portArg, positiveInt, type EmulatorArg } from './args';
import { CliError } from './errors';
import { choosePolicy, POLICY_OPTIONS } from './policy-args';

export async function serve(argv: string[]): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' }, emulator: { type: 'string' }, 'admin-token': { type: 'string' },
        'no-emulator': { type: 'boolean' }, tasks: { type: 'string' }, out: { type: 'string' }, 'max-turns': { type: 'string' },
        open: { type: 'boolean' }, 'rotate-token': { type: 'boolean' }, 'own-account': { type: 'boolean' }, 'account-endpoint': { type: 'string' },
        ...POLICY_OPTIONS,
      },
    }).values;
  } catch (error) {
    throw new CliError('bad-arguments', (error as Error).message);
  }
  const port = portArg(values.port, 7381);
  const maxTurns = positiveInt(values['max-turns'], '--max-turns', 60);
  if (values.emulator && values['no-emulator']) throw new CliError('bad-arguments', 'give either --emulator URL or --no-emulator, not both');
  const log = (line: string) => process.stderr.write(`aca serve: ${line}\n`);
  if (values['account-endpoint'] && !values['own-account']) throw new CliError('bad-arguments', '--account-endpoint goes with --own-account');
  const ownAccount = values['own-account'] ? ownAccountArg(values['account-endpoint']) : undefined;
  if (values.judges) throw new CliError('bad-arguments', '--judges applies to aca verify; aca serve judges episodes by ActionTrail rules');
  const { policy } = await choosePolicy(values, log);
  // Bad task files are skipped (and said) before anything starts; the valid ones are offered.
  const { tasks, skipped } = await loadTaskList(values.tasks ?? 'tasks', log);

  let emulator: EmulatorArg | null = emulatorArg(values) ?? null;
  let owned: EmulatorHandle | null = null;
  if (!emulator && !values['no-emulator']) {
    owned = await startEmulatorProcess();
    emulator = owned;
    log(`emulator at ${owned.url}`);
  }

  const pairing = await Pairing.open(acaHome());
  if (values['rotate-token']) {
    await pairing.rotate();
    log('wrote a new pairing token; the old one no longer pairs');
  }
  const episodes = createEpisodeService({
    tasks, skipped, out: values.out ?? 'runs', maxTurns, region: ownAccount?.region ?? 'cn-hangzhou', log, policy,
    emulator: emulator ? { url: emulator.url, control: new EmulatorControl(emulator.url, emulator.adminToken) } : null,
    catalogue: emulator ? () => fetchCatalogue(emulator!) : () => builtCatalogue(),
    ...(ownAccount ? { ownAccount } : {}),
  });
  const server = await startExtensionServer({
    port, pairing, extensionId: process.env.ACA_EXTENSION_ID || EXTENSION_ID, companionVersion: TOOL_VERSION, log,
    onAttach: (session, peer) => episodes.attach(session, peer),
  });
  const extensionId = process.env.ACA_EXTENSION_ID || EXTENSION_ID;
  const pairingUrl = `chrome-extension://${extensionId}/sidepanel.html#url=${encodeURIComponent(server.url)}&code=${encodeURIComponent(pairing.issueCode())}`;
  process.stdout.write(`${JSON.stringify({ url: server.url, pairingToken: pairing.current, pairingUrl })}\n`);
  log(`listening on ${server.url} (${tasks.length} task(s); pairing token in ${pairing.file}; the pairing link works once, within ${CODE_TTL_MS / 1000} s)`);
  if (values.open) await openInBrowser(pairingUrl, log);

  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  log('shutting down');
  await episodes.stopAll('the companion is shutting down');
  await server.close();
  await owned?.stop();
  return 0;
}

/** The valid tasks under `dir`; every file that cannot be used is skipped and said, with its field and reason. */
async function loadTaskList(dir: string, log: (line: string) => void): Promise<{ tasks: Task[]; skipped: string[] }> {
  const { tasks, skipped } = await loadTasksSkipping([dir]);
  const lines = skipped.map(formatProblem);
  for (const line of lines) log(`skipped ${line}`);
  if (lines.length) log(`offering ${tasks.length} task(s) from ${dir}; ${new Set(skipped.map((p) => p.file)).size} file(s) skipped (above)`);
  return { tasks, skipped: lines };
}

export const command = {
  summary: 'serve the extension',
  usage: 'aca serve [--port N] [--emulator URL --admin-token T | --no-emulator] [--own-account [--account-endpoint URL]] [--tasks DIR] [--out DIR] [--open] [--rotate-token] [--policy local|openai --models FILE --model NAME]',
  run: serve,
};

/** The person's account from the environment; `--account-endpoint` (an http(s) URL) for another signed endpoint. */
function ownAccountArg(endpoint: string | undefined) {
  let account;
  try {
    account = accountFromEnv();
  } catch (error) {
    if (error instanceof AccountError) throw new CliError('bad-arguments', `--own-account: ${error.message}`);
    throw error;
  }
  if (endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new CliError('bad-arguments', `--account-endpoint: "${endpoint}" is not a URL (http://127.0.0.1:PORT)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError('bad-arguments', `--account-endpoint: ${endpoint} must be http:// or https://`);
    account = { ...account, endpoint: url.host, protocol: url.protocol === 'https:' ? ('HTTPS' as const) : ('HTTP' as const) };
  }
  const { regionId, ...rest } = account;
  return { account: rest, region: regionId };
}

const BROWSERS = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser'];

/** Opens the pairing link in Chrome; says so (without the link: its code is for the browser only) or says why not. */
async function openInBrowser(url: string, log: (line: string) => void): Promise<void> {
  const candidates = process.env.ACA_BROWSER ? [process.env.ACA_BROWSER] : BROWSERS;
  for (const browser of candidates) {
    const started = await new Promise<boolean>((resolve) => {
      const child = spawn(browser, [url], { detached: true, stdio: 'ignore' });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    });
    if (started) return log(`opened the pairing link in ${browser}; the side panel pairs itself`);
  }
  log(`could not open a browser (tried ${candidates.join(', ')}; set ACA_BROWSER): paste the pairingToken into the side panel instead`);
}
