/**
 * The one way an episode saves a screenshot, shared by the headless runner and the extension bridge: take it
 * from the driver and write it under the run folder. `page` is the observation the screenshot belongs to
 * (element boxes), and `secrets` the values revealed so far, for whatever must not reach the file.
 */
import type { PageSnapshot } from '../../protocol';
import type { Driver } from '../driver/driver';
import { maskScreenshot } from '../privacy/mask';
import { saveScreenshot } from '../report/index';

export interface CaptureDeps {
  driver: Driver;
  runDir: string;
  episodeId: string;
  secrets(): string[];
}

export function screenshotSaver(deps: CaptureDeps): (turn: number, page: PageSnapshot) => Promise<string | undefined> {
  return async (turn, page) => {
    // Masked before anything reaches the disk: passwords, console-shown secrets, revealed values (privacy/).
    const { shot } = await maskScreenshot(await deps.driver.screenshot(), page, deps.secrets());
    return saveScreenshot(deps.runDir, deps.episodeId, turn, shot.data, shot.mime);
  };
}
