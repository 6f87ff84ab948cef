import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { isGenerationId, TaskFrontMatterSchema, type TaskFrontMatter } from '../../protocol/task';
import { isResourceTypeName, RESOURCE_TYPES } from '../cloud/resources/index';
import { formatIssues } from '../../protocol/issues';
import { parseSteps } from '../doc/steps';
import { DocError, type DocStep } from '../doc/types';
import { TaskFileError, type TaskProblem } from './errors';
import { isProductKey, PRODUCT_KEYS, PRODUCTS, productFromText } from './products';
import { checkReferences, escapeLiterals } from './refs';
import { checkSize, decodeUtf8, MAX_FRONT_MATTER_BYTES, MAX_YAML_ALIASES, procedureProblem, unreadable } from './limits';

export { MAX_DOC_BYTES } from './limits';

/** A task file, validated, with its procedure parsed into steps. */
export interface Task {
  /** The file as given to the loader, relative to the working directory when it lies under it. */
  file: string;
  /** Full text of the file. */
  source: string;
  front: TaskFrontMatter;
  /** The doc: everything after the front matter. */
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyLine: number;
  steps: DocStep[];
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Parses a task file's text; throws TaskFileError listing every problem found. */
export function parseTask(source: string, file: string): Task {
  const fm = FRONT_MATTER.exec(source);
  if (!fm) {
    // A file that opens front matter and never closes it is told so; one without any is a page, not a task file.
    const opened = /^\uFEFF?---[ \t]*\r?\n/.test(source);
    const message = opened
      ? 'the front matter opened by "---" on line 1 is never closed (a line of "---" must end it)'
      : 'missing YAML front matter between "---" lines';
    throw new TaskFileError([{ code: 'task-invalid', file, path: '(front matter)', message, line: 1 }]);
  }
  const body = source.slice(fm[0].length);
  const bodyLine = (fm[0].match(/\n/g)?.length ?? 0) + 1;
  const problems: TaskProblem[] = [];

  checkSize(Buffer.byteLength(source), file);
  const yamlText = fm[1] ?? '';
  if (Buffer.byteLength(yamlText) > MAX_FRONT_MATTER_BYTES) {
    throw new TaskFileError([
      { code: 'task-invalid-yaml', file, path: 'yaml', line: 2, message: `the front matter is ${Buffer.byteLength(yamlText)} bytes; it may be at most ${MAX_FRONT_MATTER_BYTES} bytes` },
    ]);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: true, lineCounter });
  for (const error of doc.errors) {
    // The YAML starts on the file's second line.
    const line = lineCounter.linePos(error.pos[0]).line + 1;
    problems.push({ code: 'task-invalid-yaml', file, path: 'yaml', message: error.message.split('\n')[0], line });
  }
  if (problems.length) throw new TaskFileError(problems);

  let js: unknown;
  try {
    js = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    // yaml throws a ReferenceError when aliases expand past maxAliasCount (exponential entity expansion).
    if (!(error instanceof ReferenceError)) throw error;
    throw new TaskFileError([
      { code: 'task-invalid-yaml', file, path: 'yaml', line: 2, message: `YAML aliases expand to more than ${MAX_YAML_ALIASES} nodes (${error.message.toLowerCase()}); write the values out` },
    ]);
  }
  const parsed = TaskFrontMatterSchema.safeParse(js ?? {});
  if (!parsed.success) {
    for (const line of formatIssues(parsed.error).split('\n')) {
      const at = line.indexOf(': ');
      problems.push({ code: 'task-invalid', file, path: line.slice(0, at), message: line.slice(at + 2) });
    }
  }
  const front = parsed.success ? parsed.data : undefined;
  if (front && !isProductKey(front.product)) {
    problems.push({ code: 'task-unknown-product', file, path: 'product', message: `unknown product "${front.product}" (known: ${PRODUCT_KEYS.join(', ')})` });
  }
  front?.requires.forEach((r, i) => {
    if (!isResourceTypeName(r.type)) {
      problems.push({ code: 'task-invalid', file, path: `requires.${i}.type`, message: `unknown resource type "${r.type}" (known: ${Object.keys(RESOURCE_TYPES).join(', ')})` });
    }
  });
  // "//host/..." is a path to the browser but another host to the URL parser: a console path starts with one "/".
  if (front && !/^(\/(?!\/)|https?:\/\/)/.test(front.start)) {
    problems.push({ code: 'task-invalid', file, path: 'start', message: 'must be a path on the emulator (/ecs) or a console URL (https://...)' });
  }
  if (front) problems.push(...checkReferences(front, body, bodyLine, file));

  let steps: DocStep[] = [];
  try {
    steps = parseSteps(body, bodyLine - 1);
  } catch (error) {
    if (!(error instanceof DocError)) throw error;
    problems.push({ code: 'task-no-procedure', file, path: 'body', message: error.message });
  }
  const bullets = procedureProblem(steps, file);
  if (bullets) problems.push(bullets);
  const expectations = [{ at: 'expect', expect: front?.expect }, ...(front?.drift ?? []).map((d, i) => ({ at: `drift.${i}.expect`, expect: d.expect }))];
  for (const { at, expect } of expectations) {
    expect?.defects.forEach((defect, i) => {
      if (steps.length && defect.step > steps.length) {
        problems.push({ code: 'task-invalid', file, path: `${at}.defects.${i}.step`, message: `step ${defect.step} does not exist (the procedure has ${steps.length} steps)` });
      }
    });
  }
  if (front?.variant && isGenerationId(front.variant) && !front.variant.startsWith(`${front.product}@`)) {
    problems.push({ code: 'task-invalid', file, path: 'variant', message: `generation "${front.variant}" is not a generation of product "${front.product}"` });
  }
  const consoles = [front?.variant ?? null, ...(front?.drift ?? []).map((d) => d.variant)];
  consoles.forEach((v, i) => {
    if (consoles.indexOf(v) !== i) problems.push({ code: 'task-invalid', file, path: `drift.${i - 1}.variant`, message: `console ${v ?? 'today'} is listed twice` });
  });
  if (problems.length || !front) throw new TaskFileError(problems);
  return { file, source, front, body, bodyLine, steps };
}

/**
 * A doc without front matter (pasted into the side panel, read from a help-center page): no requires, inputs
 * or success rules. The title is the first heading; the product is guessed from the console the doc names.
 * A doc that does have front matter is parsed as a task.
 */
export function parseDoc(markdown: string, options: { id?: string; title?: string; file?: string } = {}): Task {
  const file = options.file ?? '<pasted doc>';
  checkSize(Buffer.byteLength(markdown), file);
  if (FRONT_MATTER.test(markdown)) return parseTask(markdown, file);
  let steps: DocStep[];
  try {
    steps = parseSteps(markdown);
  } catch (error) {
    if (error instanceof DocError) throw new TaskFileError([{ code: 'task-no-procedure', file, path: 'body', message: error.message }]);
    throw error;
  }
  const bullets = procedureProblem(steps, file);
  if (bullets) throw new TaskFileError([bullets]);
  const title = options.title ?? /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1] ?? 'Untitled doc';
  const product = steps.flatMap((s) => s.intents).find((i) => i.kind === 'open-console' && i.product);
  const key = (product?.kind === 'open-console' && product.product) || productFromText(title) || 'ecs';
  const chinese = (markdown.match(/[\u4e00-\u9fff]/g)?.length ?? 0) > markdown.length / 20;
  const front = TaskFrontMatterSchema.parse({
    id: options.id ?? `doc/${slug(title)}`,
    title,
    product: key,
    locale: chinese ? 'zh-CN' : 'en-US',
    start: isProductKey(key) ? PRODUCTS[key].emulatorPath : '/',
  });
  // The page's own `${...}` (a shell variable in its code) is text: such a doc declares no references.
  return { file, source: markdown, front, body: escapeLiterals(markdown, true), bodyLine: 1, steps };
}

function slug(text: string): string {
  const ascii = text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return ascii || 'pasted';
}

/** A task file, or a plain doc page (no front matter) verified step by step with its success unknown. */
export async function loadTask(file: string): Promise<Task> {
  const shown = displayPath(file);
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    throw unreadable(shown, error.code === 'ENOENT' ? 'no such file' : `cannot be read (${error.code ?? error.message})`);
  });
  if (!info.isFile()) throw unreadable(shown, 'is not a file');
  checkSize(info.size, shown);
  const data = await readFile(file);
  // It may have grown since the stat.
  checkSize(data.length, shown);
  const source = decodeUtf8(data, shown);
  if (!FRONT_MATTER.test(source) && !source.trimStart().startsWith('---')) return parseDoc(source, { file: shown });
  return parseTask(source, shown);
}

/** The id of a task's run on another console: `<id>~today`, `<id>~ecs@2019`. */
export const driftTaskId = (id: string, variant: string | null) => `${id}~${variant ?? 'today'}`;

/**
 * A task and its runs on the other consoles its `drift` lists (real drift from history): one Task each, sharing
 * the file and the doc, with that console's variant and expectation.
 */
export function withDrift(task: Task): Task[] {
  const { drift, ...front } = task.front;
  if (!drift?.length) return [task];
  const main: Task = { ...task, front };
  return [main, ...drift.map((d) => ({ ...task, front: { ...front, id: driftTaskId(front.id, d.variant), variant: d.variant, expect: d.expect } }))];
}

/**
 * Loads task files and directories (recursively, every `*.md` but README.md), sorted by path; a file with `drift`
 * entries gives one task per console. Problems of all files, and ids used twice, are reported together in one
 * TaskFileError.
 */
export async function loadTasks(paths: string[]): Promise<Task[]> {
  const { tasks, problems } = await collectTasks(paths);
  if (problems.length) throw new TaskFileError(problems);
  return tasks;
}

/**
 * Like loadTasks, but a file that cannot be used is skipped instead of failing the rest: the valid tasks, and every
 * problem of the skipped files (what `aca serve` offers, and what it says it left out).
 */
export async function loadTasksSkipping(paths: string[]): Promise<{ tasks: Task[]; skipped: TaskProblem[] }> {
  const { tasks, problems } = await collectTasks(paths);
  return { tasks, skipped: problems };
}

async function collectTasks(paths: string[]): Promise<{ tasks: Task[]; problems: TaskProblem[] }> {
  const problems: TaskProblem[] = [];
  const expanded = await Promise.all(
    paths.map((p) =>
      expandPath(p).catch((error: unknown) => {
        if (!(error instanceof TaskFileError)) throw error;
        problems.push(...error.problems);
        return [] as string[];
      }),
    ),
  );
  const files = [...new Set(expanded.flat())].sort();
  const loaded: Task[] = [];
  for (const file of files) {
    try {
      loaded.push(...withDrift(await loadTask(file)));
    } catch (error) {
      if (!(error instanceof TaskFileError)) throw error;
      problems.push(...error.problems);
    }
  }
  const seen = new Map<string, string>();
  const tasks: Task[] = [];
  for (const task of loaded) {
    const first = seen.get(task.front.id);
    if (first) problems.push({ code: 'task-duplicate-id', file: task.file, path: 'id', message: `id "${task.front.id}" is already used by ${first}` });
    else {
      seen.set(task.front.id, task.file);
      tasks.push(task);
    }
  }
  return { tasks, problems };
}

async function expandPath(p: string): Promise<string[]> {
  const info = await stat(p).catch((error: NodeJS.ErrnoException) => {
    throw unreadable(displayPath(p), error.code === 'ENOENT' ? 'no such file or folder' : `cannot be read (${error.code ?? error.message})`);
  });
  if (!info.isDirectory()) return [p];
  const entries = await readdir(p, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const child = path.join(p, e.name);
      if (e.isDirectory()) return expandPath(child);
      return e.name.endsWith('.md') && e.name.toLowerCase() !== 'readme.md' ? [child] : [];
    }),
  );
  return nested.flat();
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(file));
  const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
  return shown.split(path.sep).join('/');
}
