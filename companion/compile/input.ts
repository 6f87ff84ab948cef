/**
 * Pages as people have them: the help center's Markdown sources (an AlibabaCloudDocs checkout, one file or a whole
 * folder), articles saved from the browser as HTML, or a list of either. A Markdown file that already has front
 * matter (a task file) is read for its doc only: the front matter is what the compiler writes.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CompileError } from './errors';
import { htmlToMarkdown } from './html';

export interface Page {
  /** The file as given (or found under a folder given). */
  file: string;
  format: 'markdown' | 'html';
  /** The doc as Markdown (an HTML page converted). */
  markdown: string;
  /** Where the page lives on the help center, when the file says (saved HTML). */
  url?: string;
  updated?: string;
}

const MARKDOWN = /\.(?:md|markdown)$/i;
const HTML = /\.(?:html?|xhtml)$/i;
/** Files of a docs repository that are not pages. */
const NOT_PAGES = /^(?:readme|license|changelog|contributing|summary)(?:\.\w+)?$/i;
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The page files under `paths`, in order (folders recursively, sorted), each once. */
export async function pageFiles(paths: string[]): Promise<string[]> {
  if (!paths.length) throw new CompileError('compile-no-input', 'give at least one page, folder or list of pages (e.g. aca compile page.md --out compiled/)');
  const out: string[] = [];
  for (const p of paths) {
    let info;
    try {
      info = await stat(p);
    } catch (error) {
      throw new CompileError('compile-unreadable', `cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, p);
    }
    if (info.isDirectory()) {
      const found = await walk(p);
      if (!found.length) throw new CompileError('compile-no-input', 'no page (*.md, *.html) in this folder', p);
      out.push(...found);
    } else if (/\.(?:txt|list)$/i.test(p)) {
      out.push(...(await listFile(p)));
    } else out.push(p);
  }
  return [...new Set(out)];
}

/** A list of pages: one path a line (relative to the list's folder), `#` comments and blank lines ignored. */
async function listFile(file: string): Promise<string[]> {
  const text = await readText(file);
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (!lines.length) throw new CompileError('compile-no-input', 'the list names no page', file);
  return pageFiles(lines.map((l) => (path.isAbsolute(l) ? l : path.join(path.dirname(file), l))));
}

async function walk(dir: string): Promise<string[]> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const child = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(child)));
    else if ((MARKDOWN.test(e.name) || HTML.test(e.name)) && !NOT_PAGES.test(e.name)) out.push(child);
  }
  return out;
}

async function readText(file: string): Promise<string> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    throw new CompileError('compile-unreadable', `cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, file);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new CompileError('compile-unreadable', 'it is not UTF-8 text (save help-center pages as UTF-8)', file);
  }
}

/** Reads one page: Markdown as it is (front matter dropped), HTML converted. */
export async function readPage(file: string): Promise<Page> {
  const text = await readText(file);
  if (HTML.test(file) || (!MARKDOWN.test(file) && /^\s*<(?:!doctype|html)/i.test(text))) {
    const html = htmlToMarkdown(text, file);
    return { file, format: 'html', markdown: html.markdown, ...(html.url ? { url: html.url } : {}), ...(html.updated ? { updated: html.updated } : {}) };
  }
  if (text.includes('\u0000')) throw new CompileError('compile-unreadable', 'the file holds binary data, not Markdown', file);
  return { file, format: 'markdown', markdown: stripFrontMatter(text) };
}

/** The doc of a Markdown file, without its YAML front matter when it has one. */
export function stripFrontMatter(text: string): string {
  const fm = FRONT_MATTER.exec(text);
  return fm ? text.slice(fm[0].length) : text.replace(/^\uFEFF/, '');
}
