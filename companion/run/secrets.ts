/**
 * Secrets are filled in at execution time only: the policy and every output see `<secret:name>`. Each
 * value revealed is remembered so the writers can scrub it from reports, logs and trajectories.
 */
import { generatePassword, resolveSecret, SecretError } from '../task/secrets';

export class Secrets {
  private readonly revealed = new Map<string, string>();

  constructor(private readonly resolve: (name: string) => string) {}

  /**
   * Secrets from the environment or the secrets file. Where the run makes what the secret sets (an emulator account,
   * or a provisioned run in the person's account, whose compiled secrets are new passwords) a missing one gets a fresh
   * compliant password; a doc run as it is in a real console needs the real value, so there a missing one is an error.
   */
  static forConsole(opts: { emulator: boolean }): Secrets {
    return new Secrets((name) => {
      try {
        return resolveSecret(name);
      } catch (error) {
        if (opts.emulator && error instanceof SecretError) return generatePassword();
        throw error;
      }
    });
  }

  /** Replaces every `<secret:name>` placeholder in `text` with its value. */
  reveal(text: string): string {
    return text.replace(/<secret:([\w.-]+)>/g, (_, name: string) => this.value(name));
  }

  value(name: string): string {
    let value = this.revealed.get(name);
    if (value === undefined) {
      value = this.resolve(name);
      this.revealed.set(name, value);
    }
    return value;
  }

  /** A value no output may carry though no step reveals it (the AccessKey secret of the person's account). */
  scrub(name: string, value: string): void {
    if (value) this.revealed.set(name, value);
  }

  /** Every value revealed so far, for scrubbing outputs. */
  values(): string[] {
    return [...this.revealed.values()];
  }
}
