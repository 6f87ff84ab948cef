export type TaskErrorCode =
  | 'task-unreadable'
  | 'task-invalid-yaml'
  | 'task-invalid'
  | 'task-unknown-product'
  | 'task-no-procedure'
  | 'task-duplicate-id'
  | 'task-unknown-reference';

/** One thing wrong with a task file. */
export interface TaskProblem {
  code: TaskErrorCode;
  file: string;
  /** Field path in the front matter (`success.0.event`), `body`, or `(file)` for the file as a whole. */
  path: string;
  message: string;
  /** 1-based line in the file, when known. */
  line?: number;
}

/** Order of precedence when one error carries problems of several kinds: the first kind found names it. */
const PRECEDENCE: TaskErrorCode[] = [
  'task-unreadable',
  'task-invalid-yaml',
  'task-invalid',
  'task-unknown-product',
  'task-unknown-reference',
  'task-no-procedure',
  'task-duplicate-id',
];

/**
 * A task file (or a set of them) that cannot be used. The message lists every problem, one a line, as
 * `file: path: reason` (`file:line: yaml: reason` for YAML syntax), so a writer fixes them all in one pass.
 */
export class TaskFileError extends Error {
  override name = 'TaskFileError';
  readonly code: TaskErrorCode;
  constructor(readonly problems: TaskProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.code = PRECEDENCE.find((code) => problems.some((p) => p.code === code)) ?? 'task-invalid';
  }
  get file(): string {
    return this.problems[0]?.file ?? '';
  }
}

export function formatProblem(p: TaskProblem): string {
  const where = p.code === 'task-invalid-yaml' && p.line ? `${p.file}:${p.line}` : p.file;
  return `${where}: ${p.path}: ${p.message}`;
}
