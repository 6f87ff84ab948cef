// Expected step outlines of the tasks in tasks/actiontrail/ and what their drift variants break (tasks.test.ts).
import type { Drift } from './types';

export const outlines: Record<string, string[]> = {
};

export const drift: Record<string, Drift> = {
};
