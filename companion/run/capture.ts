/**
 * The one way an episode saves a screenshot, shared by the headless runner and the extension bridge: take it
 * from the driver and write it under the run folder. `page` is the observation the screenshot belongs to
 * (element boxes), and `secrets` the values revealed so far, for whatever must not reach the file.
 */
import type { PageSnapshot } from '../../protocol';
import type { Driver, Screenshot } from '../driver/driver';
import { maskedShot } from '../privacy/shot';
import { saveScreenshot } from '../report/index';

export interface CaptureDeps {
  driver: Driver;
  runDir: string;
  episodeId: string;
  secrets(): string[];
}

/** A saved screenshot: its path relative to the run folder, and the masked image itself (what a vision policy sees). */
export interface Captured {
  path: string;
  shot: Screenshot;
}

export function screenshotSaver(deps: CaptureDeps): (turn: number, page: PageSnapshot) => Promise<Captured> {
  return async (turn, page) => {
    // Masked before anything reaches the disk or a model: passwords, console-shown secrets, revealed values, by
    // the boxes of the frame the shot shows (privacy/shot.ts).
    const shot = await maskedShot(deps.driver, page, deps.secrets());
    return { path: await saveScreenshot(deps.runDir, deps.episodeId, turn, shot.data, shot.mime), shot };
  };
}
