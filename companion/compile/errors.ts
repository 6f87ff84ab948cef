/** Stable codes of what can go wrong while compiling pages into tasks. */
export type CompileErrorCode =
  /** No page given, or a folder without any page. */
  | 'compile-no-input'
  /** A file that cannot be read (missing, a directory where a file was expected, no permission, not UTF-8). */
  | 'compile-unreadable'
  /** An HTML file that holds no document (binary data, no elements, no body text). */
  | 'compile-malformed-html'
  /** The emulator's catalogue could not be read or does not validate. */
  | 'compile-catalogue-unavailable'
  | 'compile-catalogue-invalid'
  /** Every procedure failed and nothing could be written. */
  | 'compile-nothing'
  /** The output folder is not usable (a file, or a folder that holds files from before without --force). */
  | 'compile-bad-output'
  /** The model could not be asked (no configuration, unreachable). */
  | 'compile-model-unavailable';

/**
 * A compile that cannot go on; the CLI prints the message and exits 2. `file` names the input when the problem is
 * one file's; the message says what to do.
 */
export class CompileError extends Error {
  override name = 'CompileError';
  constructor(
    readonly code: CompileErrorCode,
    message: string,
    readonly file?: string,
  ) {
    super(file ? `${file}: ${message}` : message);
  }
}
