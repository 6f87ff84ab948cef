/** A refused request: its HTTP status, a stable code and a message that says what is wrong and what to do. */
export class EnvServeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EnvServeError';
  }
}

/** `--port N` is taken. */
export class PortInUseError extends Error {
  readonly code = 'port-in-use';
  constructor(port: number) {
    super(`port ${port} is in use: choose another with --port N (0 picks a free one)`);
    this.name = 'PortInUseError';
  }
}
