// Runs the terraform CLI in an episode's work dir: `init`, `apply -json`, `output -json`, `destroy -json`, each a
// child process without a shell, with a timeout. Credentials reach the child only through its environment.
import { spawn } from 'node:child_process';
import { StreamReader, type OutputValue, type StreamSummary, type UiMessage } from './stream';

export interface TerraformRunnerOptions {
  /** The terraform executable (a path, or a name on PATH). */
  binary: string;
  /** Folder holding the rendered `main.tf`; state and `.terraform/` go there too. */
  workDir: string;
  /** Extra environment for the child: `ALICLOUD_ACCESS_KEY`, `ALICLOUD_SECRET_KEY`, `TF_VAR_*`... */
  env?: Record<string, string>;
  /** Per-command limits in ms. Defaults: init 300 s, apply and destroy 1800 s, output 60 s. */
  timeouts?: Partial<Record<'init' | 'apply' | 'destroy' | 'output', number>>;
  /** Called with each UI message of apply and destroy as it arrives. */
  onMessage?: (msg: UiMessage) => void;
}

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface OperationResult extends CommandResult {
  summary: StreamSummary;
}

export type TerraformErrorCode = 'terraform-failed' | 'terraform-timeout' | 'terraform-not-started';

export class TerraformError extends Error {
  constructor(
    readonly code: TerraformErrorCode,
    message: string,
    readonly command: string,
    readonly result?: CommandResult,
  ) {
    super(message);
    this.name = 'TerraformError';
  }
}

const DEFAULT_TIMEOUTS = { init: 300_000, apply: 1_800_000, destroy: 1_800_000, output: 60_000 };
/** Environment a child inherits from ours; everything else (other credentials) stays out. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'TF_PLUGIN_CACHE_DIR', 'TF_CLI_CONFIG_FILE', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY'];

/** The child's environment: terraform's automation switches, the `INHERITED` variables of `parent`, then `extra`. */
export function childEnv(extra: Record<string, string> = {}, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = { TF_IN_AUTOMATION: '1', TF_INPUT: '0', CHECKPOINT_DISABLE: '1' };
  for (const key of INHERITED) if (parent[key] !== undefined) env[key] = parent[key] as string;
  return Object.assign(env, extra);
}

export class TerraformRunner {
  constructor(private readonly options: TerraformRunnerOptions) {}

  /** `terraform init -input=false -no-color`; throws `TerraformError` when it fails. */
  async init(): Promise<CommandResult> {
    const result = await this.run(['init', '-input=false', '-no-color'], this.timeout('init'));
    if (result.exitCode !== 0) throw this.failure('init', result);
    return result;
  }

  /** `terraform apply -auto-approve -input=false -json`; a failed apply is a result with its diagnostics, not a throw. */
  apply(): Promise<OperationResult> {
    return this.operation(['apply', '-auto-approve', '-input=false', '-json'], this.timeout('apply'));
  }

  /** `terraform destroy -auto-approve -input=false -json`. */
  destroy(): Promise<OperationResult> {
    return this.operation(['destroy', '-auto-approve', '-input=false', '-json'], this.timeout('destroy'));
  }

  /** `terraform output -json`: the root outputs of the state. */
  async output(): Promise<Record<string, OutputValue>> {
    const result = await this.run(['output', '-json'], this.timeout('output'));
    if (result.exitCode !== 0) throw this.failure('output', result);
    try {
      return JSON.parse(result.stdout || '{}') as Record<string, OutputValue>;
    } catch {
      throw new TerraformError('terraform-failed', `terraform output -json printed no JSON: ${result.stdout.slice(0, 200)}`, 'output', result);
    }
  }

  private async operation(args: string[], timeoutMs: number): Promise<OperationResult> {
    const reader = new StreamReader(this.options.onMessage);
    const result = await this.run(args, timeoutMs, (chunk) => reader.push(chunk));
    return { ...result, summary: reader.end() };
  }

  private timeout(command: keyof typeof DEFAULT_TIMEOUTS): number {
    return this.options.timeouts?.[command] ?? DEFAULT_TIMEOUTS[command];
  }

  private failure(command: string, result: CommandResult): TerraformError {
    const text = (result.stderr.trim() || result.stdout.trim()).split('\n').slice(-8).join('\n');
    return new TerraformError('terraform-failed', `terraform ${command} exited with ${result.exitCode}: ${text}`, command, result);
  }

  /** Runs one command; resolves with its exit code and output, rejects on timeout or when it cannot start. */
  private run(args: string[], timeoutMs: number, onStdout?: (chunk: string) => void): Promise<CommandResult> {
    const env = childEnv(this.options.env);
    const command = args[0];
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.binary, args, { cwd: this.options.workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      let timedOut = false;
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        onStdout?.(chunk);
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
        // Terraform stops gracefully on SIGTERM (it finishes the calls in flight); a hung one is killed.
        setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
      }, timeoutMs);
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(new TerraformError('terraform-not-started', `Cannot run ${this.options.binary} ${command}: ${err.message}`, command));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        const result = { exitCode: code ?? (signal ? 128 : 1), stdout, stderr };
        if (timedOut) reject(new TerraformError('terraform-timeout', `terraform ${command} did not finish within ${timeoutMs} ms and was stopped.`, command, result));
        else resolve(result);
      });
    });
  }
}
