import { readdirSync, readFileSync, statSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCompletely, unreadMarks } from '../companion/doc/coverage';
import { parseProcedures } from '../companion/doc/procedures';
import type { DocStep } from '../companion/doc/types';
const root = '/work/corpus';
const LOC: Record<string, string> = { 'intl.en-US': 'en', 'cn.zh-CN': 'zh', 'intl.zh-CN': 'zh' };
const SKIPPED = /^(?:api reference|api参考|api 参考|sdk.*|.*\bsdk\b.*|.*sdk参考|cli.*|命令行.*|developer guide|开发指南|.*api概览)$/i;
const pages = (d: string): string[] => readdirSync(d).flatMap((n) => { const f = path.join(d, n); return statSync(f).isDirectory() ? (SKIPPED.test(n) ? [] : pages(f)) : n.endsWith('.md') ? [f] : []; });
const acts = (i: any): boolean => i.kind !== 'mention' && !(i.kind === 'when' && !i.then.some(acts));
const out: Record<string, string[]> = { en: [], zh: [] };
const reasons = (s: DocStep, depth: number): string[] => {
  const r: string[] = [];
  const um = unreadMarks(s);
  const hasI = (x: DocStep): boolean => x.intents.some(acts) || x.substeps.some(hasI);
  if (depth === 0 && !hasI(s)) r.push('NOINTENT');
  if (depth > 0 && !hasI(s) && !s.outside) r.push('SUB-NOINTENT');
  if (um.length) r.push((depth ? 'SUB-' : '') + 'UNREAD[' + um.map((m) => m.kind[0] + ':' + m.text).join(' | ') + ']');
  for (const c of s.substeps) if (!c.outside && !readCompletely(c)) r.push(...reasons(c, depth + 1));
  return r;
};
let n = 0;
for (const repo of readdirSync(root)) for (const [folder, loc] of Object.entries(LOC)) {
  const dir = path.join(root, repo, folder); if (!existsSync(dir)) continue;
  for (const file of pages(dir)) {
    let procs; try { procs = parseProcedures(readFileSync(file, 'utf8')); } catch { continue; }
    for (const p of procs.filter((p) => p.console)) for (const s of p.steps) {
      if (s.outside || readCompletely(s)) continue;
      const rs = reasons(s, 0);
      const kind = rs.some((x) => x.startsWith('NOINTENT') || x.startsWith('UNREAD')) ? 'TOP' : 'SUBONLY';
      out[loc].push(`### ${kind} ${repo} ${path.relative(root, file)}:${s.line}\n${rs.join('\n')}\nTEXT: ${s.text.slice(0, 600)}\nINTENTS: ${JSON.stringify(s.intents).slice(0, 900)}\n` +
        s.substeps.filter((c) => !c.outside && !readCompletely(c)).slice(0, 4).map((c) => `  SUB: ${c.text.slice(0, 300)}\n  SUBI: ${JSON.stringify(c.intents).slice(0, 500)}`).join('\n'));
      n++;
    }
  }
}
for (const l of ['en', 'zh']) writeFileSync(`/tmp/r2/fail-${l}.txt`, out[l].join('\n'));
console.log(n, out.en.length, out.zh.length);
