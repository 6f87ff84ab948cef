/** `summary.json` and `summary.md` of a compile: what was written, from where, with what evidence; what was not, and why. */
import type { Failure, Inferred } from './types';

export interface Summary {
  meta: { compiler: string; model?: string; catalogue: string[]; at: string };
  pages: number;
  seconds: number;
  tasks: Array<{
    file: string;
    page: string;
    procedure: string;
    id: string;
    product: string;
    by: 'rules' | 'model';
    refused?: string;
    requires: string[];
    success: string[];
    judge: string | null;
    inferred: Inferred[];
  }>;
  failures: Failure[];
}

const cell = (t: string) => t.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

export function renderSummary(s: Summary): string {
  const lines = [
    '# aca compile',
    '',
    `${s.pages} page(s), ${s.tasks.length} task(s), ${s.failures.length} procedure(s) or page(s) not compiled, in ${s.seconds.toFixed(2)} s` +
      ` (${s.seconds > 0 ? ((s.pages / s.seconds) * 1).toFixed(1) : '-'} pages/s). Compiler: ${s.meta.compiler}${s.meta.model ? `, model ${s.meta.model}` : ''};` +
      ` catalogue of ${s.meta.catalogue.join(', ')}.`,
    '',
    'Every inferred item carries its evidence and a confidence in the task file (YAML comments) and in summary.json. Review them before use.',
    '',
    '| task | procedure | requires | success | lowest confidence |',
    '| --- | --- | --- | --- | ---: |',
    ...s.tasks.map((t) => {
      const low = Math.min(...t.inferred.map((i) => i.confidence));
      const success = t.success.length ? t.success.join(', ') : `judge: ${t.judge ?? ''}`;
      return `| ${cell(t.file)} | ${cell(t.procedure)}${t.refused ? ` (model refused: ${cell(t.refused)})` : ''} | ${cell(t.requires.join(', ') || '-')} | ${cell(success.slice(0, 120))} | ${Number.isFinite(low) ? low.toFixed(2) : '-'} |`;
    }),
    '',
  ];
  if (s.failures.length) {
    lines.push('## Not compiled', '', '| page | procedure | why |', '| --- | --- | --- |');
    lines.push(...s.failures.map((f) => `| ${cell(f.file)} | ${cell(f.procedure ?? '-')} | ${f.code}: ${cell(f.reason)} |`), '');
  }
  return `${lines.join('\n')}\n`;
}
