/**
 * The order test files start in: within each project, the longest first, from `durations.json` (seconds each file
 * took in a full run). With two workers, a file that takes minutes and starts last leaves the other worker idle for
 * those minutes: vitest's default order on a fresh clone is by file size, and `verify-tasks` (a few kilobytes, seven
 * minutes) started last. Files not in the table run first, as vitest runs files it has not timed: a new file may be long.
 * `node bin/durations.mjs <output of npm test>` rewrites the table after a full run.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const table: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // The base order keeps groups and projects apart; within a project, measured time decides.
    const base = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => table[relative(root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    const position = new Map(base.map((spec, i) => [spec, i]));
    return base.sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return position.get(a)! - position.get(b)!;
      return seconds(b) - seconds(a) || position.get(a)! - position.get(b)!;
    });
  }
}
