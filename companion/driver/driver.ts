import type { ActionResult, PageAction, PageSnapshot } from '../../protocol';
import type { z } from 'zod';
import type { TabSchema } from '../../protocol';

export type Tab = z.infer<typeof TabSchema>;

export interface Screenshot {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * What the agent loop needs from a browser. The Playwright driver (headless) and the extension driver
 * (the user's Chrome) both implement it, on top of the same page runtime (`injected/`).
 */
export interface Driver {
  /** Build the observation of the active tab (waits for the page to settle first). */
  observe(): Promise<PageSnapshot>;
  /** Execute one page action; never throws for page-level failures, it reports them in the result. */
  act(action: PageAction): Promise<ActionResult>;
  screenshot(): Promise<Screenshot>;
  /**
   * The snapshot of the active tab as it is now, without waiting for it to settle: what a screenshot just taken
   * shows, for masking it by the boxes of that same frame (privacy/shot.ts). Optional; without it a screenshot is
   * masked by the boxes of the last observation.
   */
  peek?(): Promise<PageSnapshot>;
  tabs(): Promise<Tab[]>;
  /** URL of the active tab. */
  url(): string;
  /** Open a URL in the active tab and wait for it to settle. */
  goto(url: string): Promise<void>;
  close(): Promise<void>;
}
