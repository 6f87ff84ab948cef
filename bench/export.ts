/**
 * `npm run bench:export`: what privacy costs. In one run:
 *
 * - masking per 1280x800 screenshot: DOM-guided masking (`maskScreenshot`: element boxes, OCR only of the regions
 *   the DOM does not explain) on two real frames (the emulator's RAM "Create AccessKey" dialog with its secret,
 *   and a page with a secret drawn into a canvas and an image) against the baseline of OCR on the whole frame;
 * - `aca export` throughput on a synthetic run: the steps of a real `aca verify tasks/ram/create-accesskey.md
 *   --screenshots` run, copied into BENCH_STEPS steps (default 400) with a screenshot each, exported through the
 *   real CLI (scrub, resize, write, secret scan with the run's fingerprints); and the scan alone.
 *
 * Prints a Markdown table and writes it into bench/README.md between `<!-- export:start -->` and
 * `<!-- export:end -->` (`BENCH_README=0` leaves the README alone). `BENCH_RUNS=N` sets the masking runs (5).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../companion/driver/browser';
import type { Screenshot } from '../companion/driver/driver';
import { scanFile } from '../companion/export/secrets';
import { maskScreenshot } from '../companion/privacy/mask';
import { ocrHasSecret } from '../companion/privacy/match';
import { readLines } from '../companion/privacy/ocr';
import { showSecretsInPixels } from '../companion/privacy/pixel-secrets';
import { readFingerprints, writeFingerprints } from '../companion/report/fingerprint';
import { startEmulator } from '../emulator/server';
// @ts-expect-error plain .mjs helper without types
import { bundleInjected } from '../injected/bundle.mjs';
import { PageSnapshotSchema, type PageSnapshot, type TrajectoryRecord } from '../protocol';
import { writeBenchSection } from './readme';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const STEPS = Number(process.env.BENCH_STEPS ?? 400);

interface Frame {
  name: string;
  shot: Screenshot;
  page: PageSnapshot;
  secrets: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await f();
  return { ms: performance.now() - t0, value };
}

async function frameOf(page: Page, runtime: string, name: string, secrets: string[]): Promise<Frame> {
  if (!(await page.evaluate(() => '__aca' in window))) await page.addScriptTag({ content: runtime });
  const snapshot = PageSnapshotSchema.parse(await page.evaluate(() => (window as unknown as { __aca: { snapshot(): unknown } }).__aca.snapshot()));
  const data = await page.screenshot();
  return { name, page: snapshot, secrets, shot: { data, mime: 'image/png', width: 1280, height: 800 } };
}

/** The RAM console right after "Create AccessKey": the dialog shows the new secret. */
async function ramFrame(browser: Browser, runtime: string): Promise<Frame> {
  const em = await startEmulator({ port: 0, seed: 'bench-export', eventDelayMs: 0 });
  try {
    const headers = { authorization: `Bearer ${em.adminToken}`, 'content-type': 'application/json' };
    const account = (await (await fetch(`${em.url}/__emulator/accounts`, { method: 'POST', headers, body: '{}' })).json()) as { accountId: string };
    const ticket = (await (await fetch(`${em.url}/__emulator/accounts/${account.accountId}/login-ticket`, { method: 'POST', headers, body: JSON.stringify({ next: '/ram' }) })).json()) as { loginUrl: string };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(ticket.loginUrl);
    await page.getByRole('button', { name: 'Create AccessKey' }).click();
    await page.getByRole('dialog').getByText('AccessKey Secret', { exact: true }).waitFor();
    const frame = await frameOf(page, runtime, 'RAM "Create AccessKey" dialog (secret in a table cell)', []);
    await page.close();
    return frame;
  } finally {
    await em.close();
  }
}

/** A page whose secrets only pixels show: a canvas and an image. */
async function pixelsFrame(browser: Browser, runtime: string): Promise<Frame> {
  const secret = randomBytes(40).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 30);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await showSecretsInPixels(page, { drawn: secret, keyId: `LTAI5t${secret.slice(0, 18)}` });
  const frame = await frameOf(page, runtime, 'secret drawn in a canvas and an image (2 OCR regions)', [secret]);
  await page.close();
  return frame;
}

/** The baseline: OCR of the whole frame, black boxes over the lines holding a secret. */
async function maskByWholeOcr(frame: Frame): Promise<number> {
  const lines = (await readLines(frame.shot.data)).filter((l) => ocrHasSecret(l.text, frame.secrets));
  const boxes = lines.map((l) => ({ input: { create: { width: l.box.width, height: l.box.height, channels: 3 as const, background: '#000000' } }, left: l.box.x, top: l.box.y }));
  await sharp(frame.shot.data).composite(boxes).png().toBuffer();
  return lines.length;
}

interface MaskRow {
  frame: string;
  dom: number;
  domBoxes: number;
  regions: number;
  whole: number;
  wholeLines: number;
}

async function benchMasking(frames: Frame[]): Promise<{ rows: MaskRow[]; loadMs: number }> {
  const blank = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } }).png().toBuffer();
  const load = await timed(() => readLines(blank));
  const rows: MaskRow[] = [];
  for (const frame of frames) {
    const dom: number[] = [];
    const whole: number[] = [];
    let domBoxes = 0;
    let wholeLines = 0;
    for (let i = 0; i < RUNS; i++) {
      const a = await timed(() => maskScreenshot(frame.shot, frame.page, frame.secrets));
      dom.push(a.ms);
      domBoxes = a.value.boxes;
      const b = await timed(() => maskByWholeOcr(frame));
      whole.push(b.ms);
      wholeLines = b.value;
    }
    rows.push({ frame: frame.name, dom: median(dom), domBoxes, regions: frame.page.opaque?.length ?? 0, whole: median(whole), wholeLines });
  }
  return { rows, loadMs: load.ms };
}

interface ExportRow {
  steps: number;
  samples: number;
  seconds: number;
  inMB: number;
  outMB: number;
  scanMs: number;
  scannedMB: number;
}

const sizeOf = async (files: string[]) => (await Promise.all(files.map((f) => stat(f)))).reduce((n, s) => n + s.size, 0);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A real run of the RAM task, its steps copied into STEPS steps (fresh episode ids, a screenshot each). */
async function syntheticRun(tmp: string): Promise<string> {
  const out = join(tmp, 'source');
  await run(process.execPath, [join(ROOT, 'bin/aca.mjs'), 'verify', 'tasks/ram/create-accesskey.md', '--screenshots', '--out', out], { cwd: ROOT });
  const [stamp] = await readdir(out);
  const source = join(out, stamp);
  const [record] = (await readFile(join(source, 'trajectories.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as TrajectoryRecord);
  const dir = join(tmp, 'synthetic');
  await mkdir(join(dir, 'screenshots'), { recursive: true });
  const lines: string[] = [];
  for (let n = 0, e = 0; n < STEPS; e++) {
    const episodeId = `bench-${String(e).padStart(4, '0')}`;
    const steps = [];
    for (const step of record.steps) {
      if (n >= STEPS) break;
      const shot = `screenshots/${episodeId}-${String(step.index).padStart(3, '0')}.png`;
      await copyFile(join(source, step.observation.screenshot!), join(dir, shot));
      steps.push({ ...step, observation: { ...step.observation, screenshot: shot } });
      n++;
    }
    lines.push(JSON.stringify({ ...record, episodeId, steps }));
  }
  await writeFile(join(dir, 'trajectories.jsonl'), `${lines.join('\n')}\n`);
  // The RAM task reveals no secret of its own: fingerprint two, so that the export's scan has work to do.
  await writeFingerprints(dir, [randomBytes(15).toString('hex'), 'Bench#Passw0rd-9']);
  return dir;
}

async function benchExport(tmp: string): Promise<ExportRow> {
  const dir = await syntheticRun(tmp);
  const out = join(tmp, 'export');
  const t = await timed(() => run(process.execPath, [join(ROOT, 'bin/aca.mjs'), 'export', dir, '--format', 'swift', '--out', out], { cwd: ROOT }));
  const written = await listFiles(out);
  const dataset = written.find((f) => f.endsWith('.jsonl'))!;
  const samples = (await readFile(dataset, 'utf8')).trim().split('\n').length;
  // The fingerprint scan alone, over the exported text files (the images are not scanned: they are pixels).
  const fingerprints = (await readFingerprints(dir))!;
  const texts = written.filter((f) => !f.endsWith('.png') && !f.endsWith('.jpg'));
  const scan = await timed(async () => {
    for (const f of texts) await scanFile(f, fingerprints);
  });
  return {
    steps: STEPS,
    samples,
    seconds: t.ms / 1000,
    inMB: (await sizeOf(await listFiles(dir))) / 1e6,
    outMB: (await sizeOf(written)) / 1e6,
    scanMs: scan.ms,
    scannedMB: (await sizeOf(texts)) / 1e6,
  };
}

function markdown(mask: { rows: MaskRow[]; loadMs: number }, exp: ExportRow, chromium: string): string {
  const f = (n: number, d = 0) => n.toFixed(d);
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}), Chromium ${chromium}, Node ${process.version}; masking times are medians of ${RUNS} runs on a 1280x800 PNG, OCR model load (once per process) ${f(mask.loadMs)} ms, not included.`,
    '',
    '| frame | DOM-guided ms | boxes | OCR regions | whole-frame OCR ms | lines masked | ratio whole / DOM-guided | target <= 1000 ms met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...mask.rows.map((r) => `| ${r.frame} | ${f(r.dom)} | ${r.domBoxes} | ${r.regions} | ${f(r.whole)} | ${r.wholeLines} | ${f(r.whole / r.dom, 1)}x | ${r.dom <= 1000 ? 'yes' : 'NO'} |`),
    '',
    '| `aca export` (swift, step form, qwen3-vl) | steps | samples | seconds | samples/s | input MB | input MB/s | output MB | fingerprint scan of the text files |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    `| synthetic run (real RAM-task steps copied, a 1280x800 PNG each) | ${exp.steps} | ${exp.samples} | ${f(exp.seconds, 1)} | ${f(exp.samples / exp.seconds, 1)} | ${f(exp.inMB, 1)} | ${f(exp.inMB / exp.seconds, 1)} | ${f(exp.outMB, 1)} | ${f(exp.scannedMB, 2)} MB in ${f(exp.scanMs)} ms (${f(exp.scannedMB / (exp.scanMs / 1000), 1)} MB/s) |`,
  ];
  return lines.join('\n');
}


const SECTION = `\`npm run bench:export\` (or \`npx tsx bench/export.ts\`; \`BENCH_RUNS=N\` masking runs per frame, default 5;
\`BENCH_STEPS=N\` steps of the synthetic run, default 400; \`BENCH_README=0\` prints without writing here). In one run:
masking per 1280x800 screenshot (\`companion/privacy/\`: DOM-guided, i.e. element boxes plus OCR of only the regions
the DOM does not explain) against the baseline of OCR on the whole frame, on the emulator's RAM "Create AccessKey"
dialog and on a page with secrets drawn into a canvas and an image; then \`aca export\` of a synthetic run (the steps
of a real \`aca verify tasks/ram/create-accesskey.md --screenshots\` run, copied to N steps with a screenshot each):
samples/s and input MB/s through the real CLI (scrub, resize, write, secret scan), and the fingerprint scan alone.
Target: masking adds at most 1 s per 1280x800 screenshot.`;

export async function benchExportAll(): Promise<string> {
  const runtime = await readFile(await bundleInjected(), 'utf8');
  const browser = await launchBrowser();
  const tmp = await mkdtemp(join(os.tmpdir(), 'aca-bench-export-'));
  try {
    const frames = [await ramFrame(browser, runtime), await pixelsFrame(browser, runtime)];
    const mask = await benchMasking(frames);
    const exp = await benchExport(tmp);
    const md = markdown(mask, exp, browser.version());
    if (process.env.BENCH_README !== '0') await writeBenchSection('export', md, { heading: 'bench:export', intro: SECTION });
    return md;
  } finally {
    await browser.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await benchExportAll()}\n`);
}
