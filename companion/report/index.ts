import type { Report, TrajectoryRecord } from '../../protocol';
import { writeReportHtml } from './html';
import { writeReportJson } from './json';
import { writeFingerprints } from './fingerprint';
import { writeJunit } from './junit';
import { writeSummaryMarkdown } from './markdown';
import { secretsOf, type ScrubOptions } from './scrub';

export { createRunDir, runDirName } from './run-dir';
export { renderReportJson, validateReport, writeReportJson } from './json';
export { renderReportHtml, screenshotReader, writeReportHtml, type HtmlOptions } from './html';
export { renderJunit, writeJunit } from './junit';
export { renderSummaryMarkdown, writeSummaryMarkdown } from './markdown';
export { colorByDefault, renderSummaryTable, type TableOptions } from './table';
export { createProgress, type Progress, type ProgressOptions, type ProgressStream } from './progress';
export { createTrajectoryWriter, readTrajectories, removeScreenshots, saveScreenshot, TRAJECTORIES_FILE, type TrajectoryWriter } from './trajectory';
export { createScrubber, MASK, scrubDeep, scrubSecrets, secretsOf, type ScrubOptions, type SecretSource } from './scrub';
export * from './errors';
export { FINGERPRINT_FILE, readFingerprints, writeFingerprints } from './fingerprint';

export interface RunOutputs {
  json: string;
  html: string;
  junit: string;
  summary: string;
  fingerprint: string;
}

/**
 * Writes the end-of-run files into the run folder: report.json, report.html, junit.xml and summary.md
 * (trajectories.jsonl is appended live by the trajectory writer), and secrets.fingerprint.json, with which
 * `aca export` checks its files for the run's secrets (fingerprint.ts). The report is validated first, so an
 * invalid one writes nothing.
 */
export async function writeRunOutputs(
  dir: string,
  report: Report,
  trajectories: TrajectoryRecord[],
  opts: ScrubOptions,
): Promise<RunOutputs> {
  const json = await writeReportJson(dir, report, opts);
  const [html, junit, summary, fingerprint] = await Promise.all([
    writeReportHtml(dir, report, trajectories, opts),
    writeJunit(dir, report, opts),
    writeSummaryMarkdown(dir, report, opts),
    writeFingerprints(dir, secretsOf(opts.secrets)),
  ]);
  return { json, html, junit, summary, fingerprint };
}
