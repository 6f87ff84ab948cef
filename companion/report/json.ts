import { formatIssues, ReportSchema, type Report } from '../../protocol';
import { InvalidReportError, SecretInStructureError } from './errors';
import { writeFileAtomic } from './files';
import { createScrubber, scrubDeep, secretsOf, type ScrubOptions } from './scrub';

/** Validates a report, throwing with every problem listed; returns it with the schema's defaults filled in. */
export function validateReport(report: Report): Report {
  const parsed = ReportSchema.safeParse(report);
  if (!parsed.success) throw new InvalidReportError(formatIssues(parsed.error));
  return parsed.data;
}

/**
 * JSON text of a value with every secret masked: strings are scrubbed before serializing, then the text
 * itself. If the second pass still finds a secret it can only sit in a number or a key, and masking it there
 * would break the JSON, so this throws instead of writing a corrupt file.
 */
export function scrubbedJson(value: unknown, opts: ScrubOptions, file: string, indent?: number): string {
  const secrets = secretsOf(opts.secrets);
  const text = JSON.stringify(scrubDeep(value, secrets), null, indent);
  const scrubbed = createScrubber(secrets)(text);
  if (scrubbed !== text) {
    try {
      JSON.parse(scrubbed);
    } catch {
      throw new SecretInStructureError(file);
    }
  }
  return scrubbed;
}

/** Renders `report.json`: validated before and after scrubbing, so a bug cannot write a malformed report. */
export function renderReportJson(report: Report, opts: ScrubOptions): string {
  const text = scrubbedJson(validateReport(report), opts, 'report.json', 2);
  const again = ReportSchema.safeParse(JSON.parse(text));
  if (!again.success) throw new SecretInStructureError('report.json');
  return `${text}\n`;
}

/** Writes `<dir>/report.json` and returns its path. */
export async function writeReportJson(dir: string, report: Report, opts: ScrubOptions): Promise<string> {
  return writeFileAtomic(dir, 'report.json', renderReportJson(report, opts));
}
