import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createScrubber } from '../report/scrub';
import { writeFilterReport } from './filter-report';
import { filterRecords, type StepIssue } from './filters';
import { copyResized, loadSharp } from './images';
import { readSource } from './read';
import { RECORDINGS_DIR, writeRecordings } from './recorder-export';
import { buildSamples, imageKey, PATCH, type Form, type ModelFamily, type Sample, type StepImage } from './samples';
import { guardSecrets, loadFingerprints } from './secrets';

export type Format = 'swift' | 'sharegpt' | 'recorder';

export interface ExportOptions {
  input: string;
  format: Format;
  form: Form;
  model: ModelFamily;
  out: string;
  /** Keep only episodes whose ActionTrail rules held (success with reward source actiontrail). */
  onlySuccess: boolean;
  /** Step issues to drop (filters.ts); default none. Not for recorder. */
  drop?: readonly StepIssue[];
  /** Step issues to keep with loss false (ms-swift); default none. Not for recorder. */
  flag?: readonly StepIssue[];
  /** recorder: the origin to replay against instead of the recorded one; default the recorded one. */
  origin?: string;
  secrets: readonly string[];
  /** Progress and warnings (stderr in the CLI). */
  log?: (line: string) => void;
}

export interface ExportResult {
  /** The dataset file, relative to `out`. */
  file: string;
  /** Every file written, relative to `out`. */
  files: string[];
  samples: number;
  episodes: number;
  images: number;
  /** Why images were left out, when they were. */
  imagesSkipped?: string;
  /** recorder: trajectory steps left out of the flows, with why. */
  skipped?: { episodeId: string; index: number; reason: string }[];
}

/** Dataset name for dataset_info.json: the file name without its extension. */
const datasetName = (file: string) => basename(file).replace(/\.jsonl?$/, '');

/** Writes an SFT dataset from a run's trajectories (see README.md). Secrets are scrubbed, then checked for. */
export async function exportDataset(opts: ExportOptions): Promise<ExportResult> {
  const log = opts.log ?? (() => undefined);
  const source = await readSource(opts.input);
  const filterOpts = { onlySuccess: opts.onlySuccess, drop: opts.drop ?? [], flag: opts.flag ?? [] };
  const filtered = filterRecords(source.records, filterOpts);
  const records = filtered.records;
  await mkdir(opts.out, { recursive: true });
  const files: string[] = [];
  if (opts.onlySuccess || filterOpts.drop.length || filterOpts.flag.length) {
    files.push(...(await writeFilterReport(opts.out, filtered.episodes, filterOpts, createScrubber(opts.secrets))));
  }
  if (opts.format === 'recorder') {
    const written = await writeRecordings(records, opts.out, { origin: opts.origin, secrets: opts.secrets });
    files.push(...written.files);
    for (const s of written.skipped) log(`aca export: episode ${s.episodeId} step ${s.index} left out of its recording: ${s.reason}`);
    await guardSecrets(opts.out, files, opts.secrets, await loadFingerprints(source.runDir));
    return { file: RECORDINGS_DIR, files, samples: 0, episodes: records.length, images: 0, skipped: written.skipped };
  }
  if (opts.format === 'sharegpt' && filterOpts.flag.length) {
    log('aca export: ShareGPT has no per-turn loss, so flagged steps are kept as ordinary turns (use --drop, or --format swift)');
  }

  const images = new Map<string, StepImage>();
  const sharp = await loadSharp();
  const wanted = records.some((r) => r.steps.some((s) => s.observation.screenshot));
  let imagesSkipped: string | undefined;
  if (wanted && !sharp) {
    imagesSkipped = 'sharp is not installed, so screenshots are left out and every sample is text-only (npm i sharp)';
    log(`aca export: ${imagesSkipped}`);
  }
  if (sharp) {
    for (const record of records) {
      for (const step of record.steps) {
        const rel = step.observation.screenshot;
        if (!rel) continue;
        const name = `${record.episodeId}-${String(step.index).padStart(3, '0')}`.replace(/[^\w.-]/g, '_');
        const src = join(source.runDir, rel);
        if (!(await access(src).then(() => true, () => false))) {
          log(`aca export: ${src} (episode ${record.episodeId}, step ${step.index}) is missing; that step is text-only`);
          continue;
        }
        const copied = await copyResized(sharp, src, opts.out, name, PATCH[opts.model]);
        images.set(imageKey(record, step), copied);
        files.push(copied.path);
      }
    }
  }

  const samples: Sample[] = records.flatMap((record) =>
    buildSamples(record, { form: opts.form, model: opts.model, loss: opts.format === 'swift', images, flagged: filtered.flagged.get(record.episodeId) }),
  );
  const scrub = createScrubber(opts.secrets);
  const file = `${opts.format === 'swift' ? 'swift' : 'sharegpt'}-${opts.form}.jsonl`;
  await writeFile(join(opts.out, file), samples.map((s) => `${scrub(JSON.stringify(s))}\n`).join(''), 'utf8');
  files.push(file);

  if (opts.format === 'sharegpt') {
    // Keeps the entries of other exports into the same folder (e.g. both forms).
    const existing = await readFile(join(opts.out, 'dataset_info.json'), 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => undefined);
    const info = {
      ...(existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {}),
      [datasetName(file)]: {
        file_name: file,
        formatting: 'sharegpt',
        columns: { messages: 'messages', images: 'images' },
        tags: { role_tag: 'role', content_tag: 'content', user_tag: 'user', assistant_tag: 'assistant', system_tag: 'system' },
      },
    };
    await writeFile(join(opts.out, 'dataset_info.json'), `${scrub(JSON.stringify(info, null, 2))}\n`, 'utf8');
    files.push('dataset_info.json');
  }

  const manifest = {
    source: source.file,
    format: opts.format,
    form: opts.form,
    model: opts.model,
    patch: PATCH[opts.model],
    episodes: records.length,
    samples: samples.length,
    imagesSkipped,
    images: [...images.values()],
  };
  const manifestFile = `${datasetName(file)}.manifest.json`;
  await writeFile(join(opts.out, manifestFile), `${scrub(JSON.stringify(manifest, null, 2))}\n`, 'utf8');
  files.push(manifestFile);

  await guardSecrets(opts.out, files, opts.secrets, await loadFingerprints(source.runDir));
  return { file, files, samples: samples.length, episodes: records.length, images: images.size, imagesSkipped };
}
