/**
 * What the task loader refuses before it parses anything, and the limits it parses within: a file too large, text
 * that is not UTF-8, YAML aliases that expand without end, a procedure written as bullets. Each is a TaskFileError
 * that names the file, the field and the reason.
 */
import type { DocStep } from '../doc/types';
import { TaskFileError, type TaskProblem } from './errors';

/**
 * The largest task file or doc read: eight times the largest help-center Markdown source we know (about 240 KB, an
 * instance family table), so a real doc always fits and a runaway file is refused before it is parsed.
 */
export const MAX_DOC_BYTES = 2 * 1024 * 1024;
/** The largest front matter: a task's machine part is a few kilobytes. */
export const MAX_FRONT_MATTER_BYTES = 64 * 1024;
/** YAML aliases may expand to at most this many nodes (a "billion laughs" front matter stops here). */
export const MAX_YAML_ALIASES = 50;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** A problem with the file as a whole (size, encoding, existence). */
export const unreadable = (file: string, message: string): TaskFileError => new TaskFileError([{ code: 'task-unreadable', file, path: '(file)', message }]);

export function checkSize(bytes: number, file: string): void {
  if (bytes > MAX_DOC_BYTES) {
    throw unreadable(file, `is ${mib(bytes)} (${bytes} bytes); a task file or doc may be at most ${mib(MAX_DOC_BYTES)} (${MAX_DOC_BYTES} bytes)`);
  }
}

/** The file's text: UTF-8 only (a byte that is not UTF-8 is an error naming its offset, never a replacement character). */
export function decodeUtf8(data: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    const at = firstInvalidUtf8(data);
    const line = data.subarray(0, Math.max(0, at)).filter((byte) => byte === 0x0a).length + 1;
    throw unreadable(file, `is not UTF-8 text (line ${line}: byte 0x${data[at]?.toString(16).padStart(2, '0')} at offset ${at}); save it as UTF-8`);
  }
}

/** Offset of the first byte that starts no valid UTF-8 sequence (overlong forms and surrogates included), or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    const extra = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80) return i;
    const next = b[i + 1];
    if ((c === 0xe0 && next < 0xa0) || (c === 0xed && next > 0x9f) || (c === 0xf0 && next < 0x90) || (c === 0xf4 && next > 0x8f)) return i;
    i += extra + 1;
  }
  return -1;
}

/** A procedure written as bullets only: the items may be alternatives or notes, not steps in order. */
function bulletsOnly(steps: DocStep[]): boolean {
  return steps.length > 0 && steps.every((s) => /^\s*[-*+][ \t]/.test(s.markdown));
}

export function procedureProblem(steps: DocStep[], file: string): TaskProblem | undefined {
  if (!bulletsOnly(steps)) return undefined;
  return {
    code: 'task-no-procedure', file, path: 'body', line: steps[0].line,
    message: `the procedure is a bulleted list (line ${steps[0].line}): write its steps as a numbered list (1. 2. 3.); bullets read as alternatives or notes, not steps in order`,
  };
}
