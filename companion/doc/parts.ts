/**
 * Procedures the help center divides under numbered headings, "## Step 1: Open the wizard", "## Step 2: Configure
 * the listener" / "## 步骤一：…", "## 步骤二 …": the headings are parts of one procedure, read as one, in order
 * (procedures.ts, and steps.ts for a task body). Each step is numbered by its part ("2-1": step 1 under "Step 2"),
 * so labels stay unique over the whole.
 */
import type { DocStep } from './types';

/** A heading that numbers a part of one procedure: "Step 1: …", "Step 2 …", "步骤一：…", "步骤二 …", "步骤 3. …", "第2步：…". */
export const STEP_HEADING = /^(?:step\s*\d+|步骤\s*(?:[一二三四五六七八九十]+|\d+)|第\s*(?:[一二三四五六七八九十]+|\d+)\s*步)(?=$|\s|[:：.、）)])/i;

const CHINESE_DIGITS = '一二三四五六七八九';

/** The number a step heading gives its part ("Step 2: …" 2, "步骤十二" 12); its place among the parts otherwise. */
export function partNumber(title: string, place: number): string {
  const written = /(\d+)|([一二三四五六七八九十]+)/.exec(title);
  if (written?.[1]) return written[1];
  const zh = written?.[2];
  if (!zh) return String(place);
  const [tens, ones] = zh.includes('十') ? zh.split('十') : ['', zh];
  const digit = (c: string) => CHINESE_DIGITS.indexOf(c) + 1;
  return String(zh.includes('十') ? (tens ? digit(tens) : 1) * 10 + (ones ? digit(ones) : 0) : digit(ones));
}

/**
 * Numbers the steps of a procedure read from several parts by their part: `sizes[i]` steps came from the part
 * `parts[i]` (one entry per list, in order). Returns the steps of each part, or nothing when all are of one part.
 */
export function numberByPart(steps: DocStep[], sizes: number[], parts: string[]): DocStep[][] {
  if (new Set(parts).size < 2) return [];
  const out: DocStep[][] = [];
  let at = 0;
  sizes.forEach((size, i) => {
    const these = steps.slice(at, at + size);
    at += size;
    if (i === 0 || parts[i] !== parts[i - 1]) out.push([]);
    out[out.length - 1].push(...these);
    for (const step of these) relabel(step, parts[i]);
  });
  return out;
}

function relabel(step: DocStep, part: string) {
  step.label = `${part}-${step.label}`;
  step.substeps.forEach((s) => relabel(s, part));
}
