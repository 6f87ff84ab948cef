import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFECT_KINDS } from '../../protocol/task';
import type { DocStep, Intent } from '../doc/types';
import { GENERATION_ID } from '../../emulator/console/kinds/generation';
import { generationById } from '../../emulator/generations';
import { products } from '../../emulator/product-modules';
import { loadVariants } from '../../emulator/variants';
import { loadTasks, type Task } from './load';
import { drift, expected } from './outlines';
import { PRODUCTS } from './products';

const root = path.resolve(import.meta.dirname, '../..');

/** One line per step: its intents, compactly ("click(Stop|Actions|${vm.name})"); sub-steps indented. */
function outline(steps: DocStep[], indent = ''): string[] {
  const show = (i: Intent) => {
    const { kind, ...rest } = i;
    return `${kind}(${Object.values(rest).map((v) => (Array.isArray(v) ? v.join(' > ') : String(v))).join('|')})`;
  };
  return steps.flatMap((s) => [`${indent}${s.label} ${s.intents.map(show).join(' · ')}`, ...outline(s.substeps, `${indent}  `)]);
}

// The synthetic benchmark: tasks/<product>/. The real help-center procedures (tasks/real/) have their own checks in
// tasks-real.test.ts. A task whose variant is a console generation (`cms@2020`) describes that console, as it is, and
// is not a drift task; a drift task's variant is a synthetic one.

const onGeneration = (t: Task) => GENERATION_ID.test(t.front.variant ?? '');
const drifting = (t: Task) => Boolean(t.front.variant) && !onGeneration(t);
describe('the benchmark tasks', () => {
  let tasks: Task[] = [];
  beforeAll(async () => {
    tasks = (await loadTasks([path.join(root, 'tasks')])).filter((t) => !t.front.id.startsWith('real/'));
  });

  it('all load and validate, at least 14 of them, in both languages', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(14);
    expect(new Set(tasks.map((t) => t.front.locale))).toEqual(new Set(['en-US', 'zh-CN']));
    expect(tasks.map((t) => t.front.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it('live at tasks/<product>/<name>.md with id <product>/<name>, starting on their product console', () => {
    for (const t of tasks) {
      expect(t.file.replace(/^.*tasks\//, '').replace(/\.md$/, '')).toBe(t.front.id);
      expect(t.front.id.split('/')[0]).toBe(t.front.product);
      expect(t.front.start).toBe(PRODUCTS[t.front.product as keyof typeof PRODUCTS].emulatorPath);
      expect(t.front.success.length).toBeGreaterThan(0);
      expect(t.front.expect).toBeDefined();
    }
  });

  it('are written in the language of their locale', () => {
    for (const t of tasks) {
      const chinese = /[\u4e00-\u9fff]/.test(t.steps.map((s) => s.text).join(''));
      expect(chinese, t.front.id).toBe(t.front.locale === 'zh-CN');
    }
  });

  it('parse into the steps and intents a reader would take', () => {
    for (const t of tasks) expect(outline(t.steps), t.front.id).toEqual(expected[t.front.id]);
  });

  it('name the secret only through a reference', () => {
    for (const t of tasks) expect(t.source).not.toMatch(/password:\s*"?[^"$\s]/i);
  });

  it('drift tasks expect a defect at an existing step that names what the variant breaks', () => {
    const variants = tasks.filter(drifting);
    expect(new Set(variants.map((t) => t.front.variant))).toEqual(new Set(Object.keys(drift)));
    for (const t of variants) {
      const want = drift[t.front.variant ?? ''];
      expect(t.front.expect?.verdict, t.front.id).toBe('defective');
      const [defect, ...more] = t.front.expect?.defects ?? [];
      expect(more).toEqual([]);
      expect(defect.kind).toBe(want.kind);
      expect(DEFECT_KINDS).toContain(defect.kind);
      const step = t.steps[defect.step - 1];
      expect(step, `${t.front.id} step ${defect.step}`).toBeDefined();
      const names = [want.names].flat();
      expect(names.some((n) => step.markdown.includes(n)), `${t.front.id} step ${defect.step} names one of ${names.join(', ')}`).toBe(true);
    }
    for (const t of tasks.filter((x) => !drifting(x))) expect(t.front.expect, t.front.id).toEqual({ verdict: 'verified', defects: [] });
  });

  it('on an earlier console name a generation of their own product', () => {
    for (const t of tasks.filter(onGeneration)) expect(generationById(products, t.front.variant)?.product, t.front.id).toBe(t.front.product);
  });

  it('agree with the emulator variant manifest', () => {
    const entries = loadVariants();
    for (const t of tasks.filter(drifting)) {
      const entry = entries.find((e) => e.id === t.front.variant);
      expect(entry, t.front.variant ?? '').toBeDefined();
      expect(entry?.product).toBe(t.front.product);
      expect(t.front.expect?.defects[0].kind).toBe(entry?.kind);
    }
  });
});
