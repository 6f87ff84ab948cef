/** Writes a benchmark's table into a README (bench/README.md by default) between `<!-- name:start -->` and `<!-- name:end -->`. */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('./README.md', import.meta.url));

/** `text` with the block between `<!-- name:start -->` and `<!-- name:end -->` replaced by `md`; null when it has none. */
export function replaceBlock(text: string, name: string, md: string): string | null {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  return a >= 0 && b > a ? `${text.slice(0, a)}${start}\n${md}\n${text.slice(b)}` : null;
}

/** Replaces the block of `name`, or appends `## heading`, the `intro` and the block when the README has none. */
export async function writeBenchSection(name: string, md: string, section: { heading: string; intro: string }, file = README): Promise<void> {
  const readme = await readFile(file, 'utf8').catch(() => '# bench/\n');
  const next = replaceBlock(readme, name, md) ?? `${readme.trimEnd()}\n\n## ${section.heading}\n\n${section.intro}\n\n<!-- ${name}:start -->\n${md}\n<!-- ${name}:end -->\n`;
  await writeFile(file, next);
}

/** "Run <time> UTC on <cpu> (N cores, load L), Node V": the line every table starts with. */
export function machineLine(): string {
  const cpu = os.cpus();
  return `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores, load ${os.loadavg()[0].toFixed(1)}), Node ${process.version}`;
}
