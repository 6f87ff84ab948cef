// The names tasks give what they create: every `${rand}` template in a task file's front matter (`doc-vpc-${rand}`,
// `doc-${rand}.com`) as a whole-name pattern, so that a sweep finds what a killed run left untagged (what the
// agent made in the console, or a resource killed between its creation and its tagging) without its ledger.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The episode suffix `${rand}` stands for: 6 lowercase hex characters (companion/run/episode-parts.ts). */
const RAND = '[0-9a-f]{6}';
/** A template is kept only with this many literal characters beside `${rand}`: `${rand}` alone would match any hex name. */
const MIN_LITERAL = 3;
/** Task files larger than this are not tasks. */
const MAX_FILE = 1_000_000;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A template (`doc-vpc-${rand}`) as a whole-name pattern; other `${…}` references match any run of characters. */
export function templatePattern(template: string): RegExp | undefined {
  const parts = template.split(/(\$\{[^}]+\})/);
  const literal = parts.filter((p) => !p.startsWith('${')).join('');
  if (literal.replace(/[^A-Za-z0-9]/g, '').length < MIN_LITERAL || !template.includes('${rand}')) return undefined;
  const source = parts.map((p) => (p === '${rand}' ? RAND : p.startsWith('${') ? '.+?' : escape(p))).join('');
  return new RegExp(`^${source}$`, 'i');
}

/** The `${rand}` templates of one task file's front matter. */
export function templatesIn(text: string): string[] {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const found = front.match(/(?:[^\s"'`,[\]{}]|\$\{[^}]+\})*\$\{rand\}(?:[^\s"'`,[\]{}]|\$\{[^}]+\})*/g) ?? [];
  return [...new Set(found)];
}

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(path, out);
    else if (entry.isFile() && entry.name.endsWith('.md') && statSync(path).size <= MAX_FILE) out.push(path);
  }
  return out;
}

/** Whole-name patterns for every `${rand}` template of the task files under `dirs` (deduplicated). */
export function taskNamePatterns(dirs: string[]): RegExp[] {
  const templates = new Set<string>();
  for (const dir of dirs) for (const file of markdownFiles(dir)) for (const t of templatesIn(readFileSync(file, 'utf8'))) templates.add(t);
  return [...templates].map(templatePattern).filter((p): p is RegExp => p !== undefined);
}
