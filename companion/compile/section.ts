/**
 * The part of a page that is one procedure's doc, and the task id it gets. A page with one procedure is kept whole;
 * a page with several gives each one the page's title, the prerequisites that hold for it and its own section (from
 * its heading to the next heading of the same or a higher level), so that the task's steps are that procedure's.
 */
import type { Procedure } from '../doc/types';
import { splitName } from './words';

const HEADING = /^(#{1,6})\s/;

export function procedureBody(markdown: string, proc: Procedure, all: Procedure[]): string {
  if (all.length === 1) return markdown;
  const lines = markdown.split('\n');
  const start = proc.line - 1;
  const depth = HEADING.exec(lines[start] ?? '')?.[1].length;
  let end = lines.length;
  const next = all.find((p) => p.line > proc.line);
  for (let i = start + 1; i < lines.length; i++) {
    const m = HEADING.exec(lines[i]);
    if (depth && m && m[1].length <= depth) {
      end = i;
      break;
    }
    if (!depth && next && i >= next.line - 1) {
      end = i;
      break;
    }
  }
  const parts: string[] = [];
  if (proc.page && !HEADING.test(lines[start] ?? '') || (proc.page && depth && depth > 1)) parts.push(`# ${proc.page}`);
  if (proc.prerequisites.length) parts.push(`## Prerequisites\n\n${proc.prerequisites.map((p) => `- ${p.replace(/\n/g, ' ')}`).join('\n')}`);
  parts.push(lines.slice(start, end).join('\n').trimEnd());
  return `${parts.join('\n\n')}\n`;
}

/** A task id: `compiled/<product>/<the decisive action in kebab case>` (the ASCII title when no action), unique. */
export function taskId(product: string, proc: Procedure, action: string | undefined, index: number, taken: Set<string>): string {
  const ascii = proc.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const base = (action ? splitName(action).join('-') : '') || ascii.slice(0, 48).replace(/-+$/, '') || `procedure-${index + 1}`;
  let id = `compiled/${product}/${base}`;
  for (let n = 2; taken.has(id); n++) id = `compiled/${product}/${base}-${n}`;
  taken.add(id);
  return id;
}
