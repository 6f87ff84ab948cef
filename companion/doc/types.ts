/**
 * What the doc parser extracts from a help-center procedure. An intent is one thing the reader is told to do
 * (or to expect), with the UI labels and values as the doc writes them. `${...}` references are kept literally,
 * so the caller can expand them (or parse already-expanded text).
 */
export type Intent =
  /** "Log on to the ECS console": `product` is a key of companion/task/products.ts when recognised. */
  | { kind: 'open-console'; product?: string }
  /** "In the left-side navigation pane, choose **A** > **B**". */
  | { kind: 'navigate'; path: string[] }
  /** "In the top navigation bar, select the region ...": `region` when the doc names one. */
  | { kind: 'select-region'; region?: string }
  /**
   * "Click **Stop** in the **Actions** column": `row` is the literal found earlier ("Find the instance named `x`"),
   * `area` says where the control lives (a dialog, a page named by the doc, a dropdown menu opened by the click before).
   * `rowLink`: "click its ID" / "click the instance name" / "单击实例ID": the row's own link to its resource, not a control
   * labelled `label`.
   */
  | { kind: 'click'; label: string; column?: string; row?: string; area?: 'dialog' | 'page' | 'menu'; rowLink?: 'id' | 'name' }
  /** "Find the instance named `x`": `literal` when `text` is a value to look for rather than a description. */
  | { kind: 'find'; text: string; literal: boolean }
  /** "Set **Name** to `x`": `field` is '' when the doc names none ("输入`x`"), `value` '' when it leaves the value to the reader. */
  | { kind: 'fill'; field: string; value: string }
  /** "Select `vpc-1` for **Network**", "set **Action** to Allow"; `option` is '' when the doc leaves the choice to the reader. */
  | { kind: 'choose'; field: string; option: string }
  /** "Select the **Force Stop** check box" / "clear the ... check box". */
  | { kind: 'check'; label: string; checked: boolean }
  /** "On the **Inbound** tab". */
  | { kind: 'tab'; label: string }
  /** Context, not an action: "In the **Basic Information** section", "On the **Instances** page", "In the **Stop Instance** dialog box". */
  | { kind: 'section'; label: string; scope: 'section' | 'page' | 'dialog' }
  /** An expected result: "the status changes to **Stopped**"; `label` is the first bold text of the sentence. */
  | { kind: 'expect'; text: string; label?: string }
  /** Bold text the parser could not place, in a sentence without a click or choose verb. */
  | { kind: 'mention'; label: string };

export type IntentKind = Intent['kind'];

/** One numbered item of the procedure. */
export interface DocStep {
  /** 1-based index of the top-level step; sub-steps carry their parent's index (verdicts are per top-level step). */
  index: number;
  /** The number as the reader sees it: "3", or "3.1" for a sub-step. */
  label: string;
  /** Plain text of the step's own paragraphs (notes and sub-steps excluded). */
  text: string;
  /** Markdown source of the whole item, sub-steps and notes included. */
  markdown: string;
  /** First and last line of the item, 1-based in the whole file. */
  line: number;
  endLine: number;
  intents: Intent[];
  substeps: DocStep[];
}

export type DocErrorCode = 'doc-no-procedure';

/** A doc that cannot be turned into steps. */
export class DocError extends Error {
  override name = 'DocError';
  constructor(
    readonly code: DocErrorCode,
    message: string,
  ) {
    super(message);
  }
}
