/**
 * `npm run bench:corpus`: how completely the doc reader reads the help center. `ACA_DOCS_CORPUS` names a folder
 * with one checkout per AlibabaCloudDocs repository (`ecs`, `ram`, `eip`, …). Every page of the products we
 * emulate is parsed with `parseProcedures`, in both locales (`intl.en-US`; `cn.zh-CN` and `intl.zh-CN`), API
 * reference, SDK and CLI pages left out; every console procedure's steps are checked with `readCompletely`
 * (companion/doc/coverage.ts). Prints, per product and locale: pages, procedures, steps, the share read completely,
 * the time per 1,000 procedures and the unread shapes ranked by frequency (patterns, never the text); then the
 * pages that failed to parse, by path. The last line reads `steps read completely: en-US NN.N%, zh-CN NN.N%`.
 *
 * `BENCH_README=1` also writes the table into bench/README.md (section "corpus"). `BENCH_SHAPES=N` shapes per row
 * (default 5) and `BENCH_TOP=N` per locale (default 25). `BENCH_UNREAD=/path/file.jsonl` writes every step not read
 * completely (file, locale, line, text, intents, unread marks, sub-steps), one JSON object a line, to look at locally:
 * it holds help-center text, so give a path outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { readCompletely, unreadMarks } from '../companion/doc/coverage';
import { parseProcedures } from '../companion/doc/procedures';
import type { DocStep } from '../companion/doc/types';
import { unreadShapes } from './corpus-shapes';
import { machineLine, writeBenchSection } from './readme';

/** Repository name → the product key its pages belong to (EIP and NAT gateway pages belong to vpc). */
export const REPOS: Record<string, string> = {
  ecs: 'ecs', vpc: 'vpc', eip: 'vpc', nat: 'vpc', 'nat-gateway': 'vpc', ram: 'ram', rds: 'rds', slb: 'slb', oss: 'oss',
  kms: 'kms', dns: 'dns', alidns: 'dns', cdn: 'cdn', cms: 'cms', cloudmonitor: 'cms', fc: 'fc', 'function-compute': 'fc',
  actiontrail: 'actiontrail',
};
export const LOCALES: Record<string, 'en-US' | 'zh-CN'> = { 'intl.en-US': 'en-US', 'cn.zh-CN': 'zh-CN', 'intl.zh-CN': 'zh-CN' };
/** Folders of pages that are no console procedures: API references, SDKs, the CLI. */
const SKIPPED = /^(?:api reference|api参考|api 参考|sdk.*|.*\bsdk\b.*|.*sdk参考|cli.*|命令行.*|developer guide|开发指南|.*api概览)$/i;

interface Row {
  product: string;
  locale: 'en-US' | 'zh-CN';
  repos: Set<string>;
  pages: number;
  procedures: number;
  steps: number;
  outside: number;
  read: number;
  ms: number;
  parsed: number;
  shapes: Map<string, number>;
}

export function pagesOf(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      const st = statSync(full);
      if (st.isDirectory()) {
        if (!SKIPPED.test(name)) walk(full);
      } else if (name.endsWith('.md')) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

function commitOf(repo: string): string {
  try {
    return execFileSync('git', ['-C', repo, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' }).trim();
  } catch {
    return 'not a git checkout';
  }
}

/** A step not read completely, for BENCH_UNREAD: what it says, what the reader made of it and what it left. */
interface Unread {
  line: number;
  text: string;
  markdown: string;
  read: boolean;
  intents: unknown[];
  unread: string[];
  substeps: Unread[];
}
function unreadOf(step: DocStep): Unread {
  return {
    line: step.line,
    text: step.text,
    markdown: step.markdown.slice(0, 600),
    read: readCompletely(step),
    intents: step.intents,
    unread: unreadMarks(step).map((m) => `${m.kind}:${m.text}`),
    substeps: step.substeps.map(unreadOf),
  };
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0.0');

export async function benchCorpus(): Promise<void> {
  const root = process.env.ACA_DOCS_CORPUS;
  if (!root || !existsSync(root)) {
    console.error(
      `bench:corpus needs the help center's Markdown sources. Clone the AlibabaCloudDocs repositories of the products\n` +
        `(github.com/AlibabaCloudDocs/ecs, ram, oss, slb, cms, kms, cdn, dns, eip, nat, …) into one folder and name it:\n` +
        `  ACA_DOCS_CORPUS=/path/to/folder npm run bench:corpus\n` +
        (root ? `(${root} does not exist)\n` : '(ACA_DOCS_CORPUS is not set)\n'),
    );
    process.exitCode = 2;
    return;
  }
  const rows = new Map<string, Row>();
  const failures: Array<{ file: string; error: string }> = [];
  const commits: string[] = [];
  const dump = process.env.BENCH_UNREAD;
  if (dump) writeFileSync(dump, '');
  const repos = readdirSync(root).filter((name) => REPOS[name] && statSync(path.join(root, name)).isDirectory()).sort();
  for (const repo of repos) {
    commits.push(`${repo} ${commitOf(path.join(root, repo))}`);
    for (const [folder, locale] of Object.entries(LOCALES)) {
      const dir = path.join(root, repo, folder);
      if (!existsSync(dir)) continue;
      const product = REPOS[repo];
      const key = `${product} ${locale}`;
      const row = rows.get(key) ?? { product, locale, repos: new Set(), pages: 0, procedures: 0, steps: 0, outside: 0, read: 0, ms: 0, parsed: 0, shapes: new Map() };
      rows.set(key, row);
      row.repos.add(repo);
      for (const file of pagesOf(dir)) {
        const markdown = readFileSync(file, 'utf8');
        const t0 = performance.now();
        let procedures;
        try {
          procedures = parseProcedures(markdown);
        } catch (error) {
          failures.push({ file: path.relative(root, file), error: error instanceof Error ? error.message : String(error) });
          continue;
        }
        row.ms += performance.now() - t0;
        row.parsed += procedures.length;
        const consoleOnes = procedures.filter((p) => p.console);
        if (!consoleOnes.length) continue;
        row.pages++;
        for (const proc of consoleOnes) {
          row.procedures++;
          for (const step of proc.steps) {
            if (step.outside) {
              row.outside++;
              continue;
            }
            row.steps++;
            if (readCompletely(step)) row.read++;
            else {
              for (const shape of new Set(unreadShapes(step))) row.shapes.set(shape, (row.shapes.get(shape) ?? 0) + 1);
              if (dump) appendFileSync(dump, JSON.stringify({ file: path.relative(root, file), locale, ...unreadOf(step) }) + '\n');
            }
          }
        }
      }
    }
  }
  const md = report([...rows.values()], failures, commits);
  console.log(md);
  if (process.env.BENCH_README === '1') {
    await writeBenchSection('corpus', md.split('\n## unread shapes')[0], {
      heading: 'corpus: the doc reader on the help center',
      intro: INTRO,
    });
  }
  const total = (locale: string) => {
    const rs = [...rows.values()].filter((r) => r.locale === locale);
    return pct(rs.reduce((a, r) => a + r.read, 0), rs.reduce((a, r) => a + r.steps, 0));
  };
  console.log(`steps read completely: en-US ${total('en-US')}%, zh-CN ${total('zh-CN')}%`);
}

const INTRO = `\`ACA_DOCS_CORPUS=/path/to/AlibabaCloudDocs npm run bench:corpus\` reads every console procedure of the
products we emulate in the help center's Markdown sources (one checkout per repository) and counts the steps read
completely: at least one intent, and every bold label, icon and code span of the step given a role by an intent
(see "Read completely" below). Target: at least 95% per locale.`;

function report(rows: Row[], failures: Array<{ file: string; error: string }>, commits: string[]): string {
  const perRow = Number(process.env.BENCH_SHAPES ?? 5);
  const top = Number(process.env.BENCH_TOP ?? 25);
  rows.sort((a, b) => a.product.localeCompare(b.product) || a.locale.localeCompare(b.locale));
  const lines = [
    `${machineLine()}.`,
    `Corpus commits: ${commits.join(', ')}.`,
    '',
    '| product | locale | repositories | pages | procedures | steps | outside the console | read completely | ms per 1,000 procedures |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(`| ${r.product} | ${r.locale} | ${[...r.repos].join(', ')} | ${r.pages} | ${r.procedures} | ${r.steps} | ${r.outside} | ${pct(r.read, r.steps)}% | ${r.parsed ? ((1000 * r.ms) / r.parsed).toFixed(0) : '-'} |`);
  }
  for (const locale of ['en-US', 'zh-CN']) {
    const rs = rows.filter((r) => r.locale === locale);
    const sum = (f: (r: Row) => number) => rs.reduce((a, r) => a + f(r), 0);
    lines.push(`| **all** | ${locale} | | ${sum((r) => r.pages)} | ${sum((r) => r.procedures)} | ${sum((r) => r.steps)} | ${sum((r) => r.outside)} | ${pct(sum((r) => r.read), sum((r) => r.steps))}% | ${sum((r) => r.parsed) ? ((1000 * sum((r) => r.ms)) / sum((r) => r.parsed)).toFixed(0) : '-'} |`);
  }
  lines.push('', `Pages that failed to parse: ${failures.length}.`);
  for (const f of failures) lines.push(`- ${f.file}: ${f.error}`);
  lines.push('', '## unread shapes');
  for (const locale of ['en-US', 'zh-CN']) {
    const all = new Map<string, number>();
    for (const r of rows.filter((x) => x.locale === locale)) for (const [s, n] of r.shapes) all.set(s, (all.get(s) ?? 0) + n);
    lines.push('', `### ${locale}, all products (top ${top})`, ...ranked(all, top));
  }
  for (const r of rows) lines.push('', `### ${r.product} ${r.locale}`, ...ranked(r.shapes, perRow));
  return lines.join('\n');
}

function ranked(shapes: Map<string, number>, n: number): string[] {
  return [...shapes].sort((a, b) => b[1] - a[1]).slice(0, n).map(([s, c]) => `- ${c} × \`${s.replace(/`/g, "'")}\``);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await benchCorpus();
