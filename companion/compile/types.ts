import type { TaskFrontMatter } from '../../protocol/task';

/** Where an inferred item came from: a step of the procedure (its label and text), or a sentence of the page. */
export interface Evidence {
  /** The step's label as the reader sees it ("4", "2.1"), absent for the title, prerequisites and results. */
  step?: string;
  /** What the page says there (a label, a sentence), or what the catalogue says. */
  text: string;
  /** Where the text is: title, a step, the prerequisites, the result, the catalogue. */
  source: 'title' | 'step' | 'prerequisites' | 'result' | 'catalogue' | 'model';
}

/** One inferred item of a compiled task, with why it is there. */
export interface Inferred {
  /** Field path in the front matter: `requires.vm`, `requires.vm.Status`, `success.0`, `inputs.snapshotName`, `judge`. */
  item: string;
  /** What was inferred, in a few words ("instance in state Stopped", "Ecs StopInstance with InstanceId"). */
  what: string;
  evidence: Evidence;
  /** 0..1. */
  confidence: number;
}

/** A procedure turned into a task. */
export interface CompiledTask {
  /** The page it came from and the procedure's heading. */
  file: string;
  procedure: string;
  front: TaskFrontMatter;
  /** The doc of the task: the procedure's part of the page. */
  body: string;
  inferred: Inferred[];
  /** Who proposed it: the rules, or a model (validated). */
  by: 'rules' | 'model';
  /** A model's proposal that was refused, and why (the rules' answer stands). */
  refused?: string;
}

/** A procedure that could not be compiled, and why. */
export interface Failure {
  file: string;
  procedure?: string;
  code: 'no-procedure' | 'not-console' | 'no-product' | 'invalid-task' | 'unreadable' | 'malformed-html';
  reason: string;
}

export interface PageResult {
  file: string;
  tasks: CompiledTask[];
  failures: Failure[];
}
