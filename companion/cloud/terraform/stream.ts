// Terraform's machine-readable UI (`apply -json`, `destroy -json`): one JSON message per line, each with
// `@level`, `@message`, `@module`, `@timestamp` and a `type`. This reads the messages the terraform backend
// needs: what was created or destroyed (addresses, ids), error diagnostics, the change summary and outputs.
// Unknown types and fields are ignored, as the format's version rules ask; a UI major version other than 1
// is refused.

/** The resource object of `planned_change` and hook messages. */
export interface ResourceAddress {
  addr: string;
  /** `module.vpc`, or "" for the root module. */
  module: string;
  resource: string;
  implied_provider: string;
  resource_type: string;
  resource_name: string;
  resource_key: string | number | null;
}

export interface UiMessage {
  '@level': string;
  '@message': string;
  '@module'?: string;
  '@timestamp'?: string;
  type: string;
  [key: string]: unknown;
}

export interface DiagnosticPosition {
  line: number;
  column: number;
  byte: number;
}

export interface Diagnostic {
  severity: 'error' | 'warning';
  summary: string;
  detail: string;
  /** The resource instance the diagnostic is about, when there is one (`module.vpc.alicloud_vpc.this`). */
  address?: string;
  range?: { filename: string; start: DiagnosticPosition; end: DiagnosticPosition };
}

export interface ChangeSummary {
  add: number;
  change: number;
  remove: number;
  import?: number;
  operation: 'plan' | 'apply' | 'destroy';
}

export interface ResourceEvent {
  address: string;
  /** The module call the resource belongs to (`vpc` for `module.vpc...`), or "" at the root. */
  moduleId: string;
  resourceType: string;
  action: string;
  /** Set on `apply_complete` when known, e.g. `id` / `vpc-bp1...`. */
  idKey?: string;
  idValue?: string;
  elapsedSeconds?: number;
}

export interface OutputValue {
  value?: unknown;
  type?: unknown;
  sensitive: boolean;
  /** Set only in the plan's `outputs` message (`create`, `update`, `delete`, `noop`), which carries no values. */
  action?: string;
}

export interface StreamSummary {
  terraformVersion?: string;
  uiVersion?: string;
  planned: ResourceEvent[];
  /** `apply_complete` messages: resources created, updated or deleted. */
  completed: ResourceEvent[];
  errored: ResourceEvent[];
  diagnostics: Diagnostic[];
  /** The last change summary of the stream (plan, then apply or destroy). */
  changeSummary?: ChangeSummary;
  /** The values of the `outputs` message that follows a successful apply. */
  outputs?: Record<string, OutputValue>;
  /** Lines that are not JSON messages (terraform prints some errors before it can switch to JSON). */
  otherLines: string[];
}

export class StreamFormatError extends Error {
  readonly code = 'terraform-stream-format';
  constructor(message: string) {
    super(message);
    this.name = 'StreamFormatError';
  }
}

/** One line as a UI message, or undefined when it is not one. */
export function parseMessage(line: string): UiMessage | undefined {
  const text = line.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && typeof (value as UiMessage).type === 'string') return value as UiMessage;
  } catch {
    // Not JSON: reported with the other lines.
  }
  return undefined;
}

const moduleIdOf = (module: string) => /^module\.([^.[]+)/.exec(module)?.[1] ?? '';

function resourceEvent(body: Record<string, unknown> | undefined): ResourceEvent | undefined {
  const resource = body?.resource as ResourceAddress | undefined;
  if (!resource?.addr) return undefined;
  const event: ResourceEvent = {
    address: resource.addr,
    moduleId: moduleIdOf(resource.module ?? ''),
    resourceType: resource.resource_type,
    action: String(body?.action ?? ''),
  };
  if (typeof body?.id_key === 'string') event.idKey = body.id_key;
  if (typeof body?.id_value === 'string') event.idValue = body.id_value;
  if (typeof body?.elapsed_seconds === 'number') event.elapsedSeconds = body.elapsed_seconds;
  return event;
}

function diagnosticOf(body: Record<string, unknown>): Diagnostic {
  const d: Diagnostic = {
    severity: body.severity === 'warning' ? 'warning' : 'error',
    summary: String(body.summary ?? ''),
    detail: String(body.detail ?? ''),
  };
  if (typeof body.address === 'string') d.address = body.address;
  const range = body.range as Diagnostic['range'] | undefined;
  if (range?.filename) d.range = { filename: range.filename, start: range.start, end: range.end };
  return d;
}

/** Folds one message into the summary. */
export function applyMessage(summary: StreamSummary, msg: UiMessage): void {
  switch (msg.type) {
    case 'version': {
      summary.terraformVersion = String(msg.terraform ?? '');
      summary.uiVersion = String(msg.ui ?? '');
      const major = summary.uiVersion.split('.')[0];
      // Terraform 0.15 printed ui "0.1.0"; 1.x prints "1.x". A higher major changed the format.
      if (major !== '0' && major !== '1') throw new StreamFormatError(`Terraform UI version ${summary.uiVersion} is not supported (expected 1.x).`);
      break;
    }
    case 'planned_change': {
      const event = resourceEvent(msg.change as Record<string, unknown>);
      if (event) summary.planned.push(event);
      break;
    }
    case 'apply_complete':
    case 'apply_errored': {
      const event = resourceEvent(msg.hook as Record<string, unknown>);
      if (event) (msg.type === 'apply_complete' ? summary.completed : summary.errored).push(event);
      break;
    }
    case 'diagnostic':
      summary.diagnostics.push(diagnosticOf((msg.diagnostic ?? {}) as Record<string, unknown>));
      break;
    case 'change_summary':
      summary.changeSummary = msg.changes as ChangeSummary;
      break;
    case 'outputs': {
      // Terraform sends `outputs` twice: after the plan (planned actions, no values) and after the apply (values).
      const outputs = (msg.outputs ?? {}) as Record<string, OutputValue>;
      if (!Object.values(outputs).some((o) => o.action !== undefined)) summary.outputs = outputs;
      break;
    }
    default:
      // apply_start, apply_progress, refresh_*, log, resource_drift...: progress only.
      break;
  }
}

export const emptySummary = (): StreamSummary => ({ planned: [], completed: [], errored: [], diagnostics: [], otherLines: [] });

/** Reads a whole captured stream. */
export function parseStream(text: string): StreamSummary {
  const summary = emptySummary();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const msg = parseMessage(line);
    if (msg) applyMessage(summary, msg);
    else summary.otherLines.push(line);
  }
  return summary;
}

/** Reads a stream as it arrives in chunks that may split lines. */
export class StreamReader {
  readonly summary = emptySummary();
  private rest = '';

  constructor(private readonly onMessage?: (msg: UiMessage) => void) {}

  push(chunk: string): void {
    const lines = (this.rest + chunk).split(/\r?\n/);
    this.rest = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  end(): StreamSummary {
    if (this.rest) this.line(this.rest);
    this.rest = '';
    return this.summary;
  }

  private line(line: string): void {
    if (!line.trim()) return;
    const msg = parseMessage(line);
    if (!msg) {
      this.summary.otherLines.push(line);
      return;
    }
    applyMessage(this.summary, msg);
    this.onMessage?.(msg);
  }
}

/** Created resources: `apply_complete` with action create. */
export const createdResources = (summary: StreamSummary) => summary.completed.filter((e) => e.action === 'create');

/** Errors as one line each: `summary: detail (address)`. */
export const errorText = (summary: StreamSummary) =>
  summary.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.summary}${d.detail ? `: ${d.detail}` : ''}${d.address ? ` (${d.address})` : ''}`)
    .join('; ');
