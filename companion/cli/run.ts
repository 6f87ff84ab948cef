/**
 * `aca run` (also `npm start`): the main job on the embedded default. Starts the emulator, verifies every
 * task in tasks/ with the local policy, prints the summary table and where the reports are.
 */
import { parseVerifyArgs, verify } from './verify';

export const command = {
  summary: 'verify every task in tasks/ on the embedded emulator',
  usage: 'aca run [--out DIR] [--headed] [--parallel N] [--screenshots]',
  run: (argv: string[]) => verify(parseVerifyArgs(argv, { paths: ['tasks'] })),
};
