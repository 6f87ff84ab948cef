/**
 * tasks/real/: procedures written from the help center's own pages (issue 16), each from one dated version of its
 * page, and the same docs on console generations they do not match (real drift, issue 17). These checks hold for
 * every file; the run itself is `test/verify-tasks.test.ts` and `npm run bench:tasks`.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFECT_KINDS, GENERATION_ID } from '../../protocol/task';
import { loadTasks, type Task } from './load';
import { PRODUCT_KEYS, PRODUCTS } from './products';

const root = path.resolve(import.meta.dirname, '../..');
/** The twelve products the emulator has a console for (EIP and NAT pages belong to vpc). */
const CONSOLES = ['ecs', 'vpc', 'ram', 'rds', 'slb', 'oss', 'kms', 'dns', 'cdn', 'cms', 'fc', 'actiontrail'];

describe('tasks/real', () => {
  let tasks: Task[] = [];
  let files: Task[] = [];
  beforeAll(async () => {
    tasks = (await loadTasks([path.join(root, 'tasks')])).filter((t) => t.front.id.startsWith('real/'));
    files = tasks.filter((t) => !t.front.id.includes('~'));
  });

  it('live at tasks/real/<product>/<name>.md with id real/<product>/<name>, starting on their product console', () => {
    for (const t of files) {
      expect(t.file.replace(/^.*tasks\//, '').replace(/\.md$/, '')).toBe(t.front.id);
      expect(t.front.id.split('/')[1], t.front.id).toBe(t.front.product);
      expect(PRODUCT_KEYS, t.front.id).toContain(t.front.product);
      expect(t.front.start, t.front.id).toBe(PRODUCTS[t.front.product as keyof typeof PRODUCTS].emulatorPath);
    }
  });

  it('each name the page and the dated version they were written from, and what to expect', () => {
    for (const t of files) {
      expect(t.front.source, t.front.id).toBeDefined();
      expect(t.front.source!.url, t.front.id).toMatch(/^https:\/\/(www\.alibabacloud\.com\/help\/|help\.aliyun\.com\/|github\.com\/AlibabaCloudDocs\/)/);
      expect(t.front.expect, t.front.id).toBeDefined();
      expect(t.front.success.length + (t.front.judge ? 1 : 0), `${t.front.id}: success rules or a judge rubric`).toBeGreaterThan(0);
    }
  });

  it('run on today\'s console or on a generation of their own product', () => {
    for (const t of tasks) {
      if (t.front.variant === null) continue;
      const m = GENERATION_ID.exec(t.front.variant);
      expect(m, `${t.front.id}: variant ${t.front.variant} is a generation id`).not.toBeNull();
      expect(m![1], t.front.id).toBe(t.front.product);
    }
  });

  it('expect defects only of the defect kinds, at steps that exist, and defective verdicts name them', () => {
    for (const t of tasks) {
      const want = t.front.expect!;
      for (const d of want.defects) {
        expect(DEFECT_KINDS, t.front.id).toContain(d.kind);
        expect(d.step, t.front.id).toBeLessThanOrEqual(t.steps.length);
      }
      expect(want.defects.length > 0, `${t.front.id}: ${want.verdict} with ${want.defects.length} defects`).toBe(want.verdict === 'defective');
      if (t.front.id.includes('~')) for (const d of want.defects) expect(d.why, `${t.front.id} step ${d.step}: why`).toBeTruthy();
    }
  });

  it('cite a Markdown source by commit and a file of their locale, and describe an earlier console with it', () => {
    for (const t of files) {
      if (!t.front.source!.url.startsWith('https://github.com/')) continue;
      const m = /^https:\/\/github\.com\/AlibabaCloudDocs\/([\w-]+)\/blob\/([0-9a-f]{40})\/(.+\.md)$/.exec(t.front.source!.url);
      expect(m, `${t.front.id}: ${t.front.source!.url} is github.com/AlibabaCloudDocs/<repo>/blob/<40-hex commit>/<path>.md`).not.toBeNull();
      const folder = decodeURI(m![3]).split('/')[0];
      expect(t.front.locale === 'zh-CN' ? ['cn.zh-CN', 'intl.zh-CN'] : ['intl.en-US'], `${t.front.id}: ${folder}`).toContain(folder);
      // The Markdown sources end in 2021: what they describe is an earlier generation, never today's console.
      expect(t.front.variant, `${t.front.id}: a Markdown source describes a console generation`).not.toBeNull();
    }
  });

  it('pin a Markdown source to one commit, and describe a console of about the date of their page', () => {
    for (const t of files) {
      const { url, updated } = t.front.source!;
      const year = Number(updated.slice(0, 4));
      const markdown = /^https:\/\/github\.com\/AlibabaCloudDocs\/[\w.-]+\/blob\/([^/]+)\//.exec(url);
      if (markdown) {
        expect(markdown[1], `${t.front.id}: the blob URL names a commit, not a branch`).toMatch(/^[0-9a-f]{40}$/);
        // The Markdown sources are 2018–2021: they describe an earlier console, never today's.
        expect(t.front.variant, `${t.front.id}: a Markdown source describes a generation`).not.toBeNull();
      }
      // Today's console is what the newest pages (2023 and later) show.
      if (t.front.variant === null) expect(year, `${t.front.id}: today's console from a page of ${updated}`).toBeGreaterThanOrEqual(2023);
      const gen = t.front.variant ? GENERATION_ID.exec(t.front.variant) : null;
      // A page describes the console of its date or a later one it still matched (an unchanged page), never an earlier one.
      if (gen) expect(year, `${t.front.id}: ${t.front.variant} from a page of ${updated}`).toBeLessThanOrEqual(Number(gen[2]) + 1);
    }
  });

  it('run each drifted copy on another console of their product, never on the one the doc describes', () => {
    for (const t of tasks.filter((x) => x.front.id.includes('~'))) {
      const own = files.find((f) => f.front.id === t.front.id.split('~')[0])!;
      expect(t.front.variant, t.front.id).not.toBe(own.front.variant);
      if (t.front.variant !== null) expect(GENERATION_ID.exec(t.front.variant)?.[1], t.front.id).toBe(t.front.product);
    }
  });

  it('are written in the language of their locale', () => {
    for (const t of files) {
      const chinese = /[\u4e00-\u9fff]/.test(t.steps.map((s) => s.text).join(''));
      expect(chinese, t.front.id).toBe(t.front.locale === 'zh-CN');
    }
  });

  it('cover at least 100 procedures of all 12 products, at least 30% in Chinese, and 60 real drift pairs over 8 products', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    expect(new Set(files.map((t) => t.front.product))).toEqual(new Set(CONSOLES));
    expect(files.filter((t) => t.front.locale === 'zh-CN').length / files.length).toBeGreaterThanOrEqual(0.3);
    const pairs = tasks.filter((t) => t.front.expect?.verdict === 'defective');
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(pairs.map((t) => t.front.product)).size).toBeGreaterThanOrEqual(8);
  });
});
