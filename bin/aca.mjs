#!/usr/bin/env node
// Entry for `npx aca`: runs the TypeScript sources through tsx, so the checkout needs no compile step.
// The emulator is a program of its own (it stands in for the cloud and imports nothing of ours), so
// `aca emulator` goes straight to it; every other command is the companion's.
import { register } from 'tsx/esm/api';

register();
const [command, ...rest] = process.argv.slice(2);
// The emulator's UI and the page runtime are built from source on first use (and after edits); the extension
// is built by `npm run build` for the person who loads it.
if (['run', 'verify', 'emulator', 'serve', 'explore', 'replay', 'env-serve', 'batch'].includes(command)) {
  const { build } = await import('./build.mjs');
  await build({ only: ['emulator UI', 'injected bundle', ...(command === 'serve' ? ['catalogue'] : [])] });
}
if (command === 'emulator') {
  const { runEmulatorCli } = await import('../emulator/main.ts');
  process.exitCode = await runEmulatorCli(rest);
} else {
  const { main } = await import('../companion/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
}
