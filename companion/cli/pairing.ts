/**
 * `aca pairing rotate | show-file`: the extension's pairing token (companion/serve/pairing.ts). `rotate` writes a
 * new token and prints it as one JSON line (`{"pairingToken": "…"}`); the old one stops working, also for a
 * running `aca serve` (at the extension's next hello or heartbeat). `show-file` prints where the token is kept.
 */
import { acaHome, Pairing } from '../serve/pairing';
import { CliError } from './errors';

const USAGE = 'aca pairing rotate | show-file';

export async function pairingCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (rest.length) throw new CliError('bad-arguments', `unexpected argument "${rest[0]}"; ${USAGE}`);
  const pairing = await Pairing.open(acaHome());
  if (sub === 'rotate') {
    const token = await pairing.rotate();
    process.stdout.write(`${JSON.stringify({ pairingToken: token })}\n`);
    process.stderr.write(`aca pairing: wrote a new token to ${pairing.file}; pair the extension again (a running aca serve refuses the old token from now on)\n`);
    return 0;
  }
  if (sub === 'show-file') {
    process.stdout.write(`${pairing.file}\n`);
    return 0;
  }
  throw new CliError('bad-arguments', sub ? `unknown subcommand "${sub}"; ${USAGE}` : USAGE);
}

export const command = { summary: 'the extension pairing token', usage: USAGE, run: pairingCommand };
