/**
 * Replaying a Recorder flow whose typed secrets are `<secret:name>` placeholders: a PuppeteerRunnerExtension
 * that puts the real value into each step just before it runs, so the value never sits in the file.
 */
import { PuppeteerRunnerExtension, type Step, type UserFlow } from '@puppeteer/replay';

const PLACEHOLDER = /<secret:([\w.-]+)>/g;

/** The step with every placeholder in its `value` replaced by `resolve(name)`; other steps unchanged. */
export function fillSecrets<T extends Step>(step: T, resolve: (name: string) => string): T {
  if (!('value' in step) || typeof step.value !== 'string' || !step.value.includes('<secret:')) return step;
  return { ...step, value: step.value.replace(PLACEHOLDER, (_, name: string) => resolve(name)) };
}

/** Runs each step with its placeholders filled in (`resolve` throws for an unknown name). */
export class SecretFillingExtension extends PuppeteerRunnerExtension {
  constructor(
    browser: ConstructorParameters<typeof PuppeteerRunnerExtension>[0],
    page: ConstructorParameters<typeof PuppeteerRunnerExtension>[1],
    private readonly resolve: (name: string) => string,
    opts?: ConstructorParameters<typeof PuppeteerRunnerExtension>[2],
  ) {
    super(browser, page, opts);
  }

  override async runStep(step: Step, flow?: UserFlow): Promise<void> {
    await super.runStep(fillSecrets(step, this.resolve), flow);
  }
}
