import path from 'node:path';
import { createPatch } from 'diff';
import type { StepKind } from '../../protocol/task';
import type { DocStep } from './types';

/** A doc defect as the verdict pass states it. */
export interface FixDefect {
  kind: StepKind;
  /** What the doc says: a label, a menu path "A > B", a value. */
  expected: string;
  /** What the console showed: the new label, the new path "A > B", the new field, or the console's message. */
  actual: string;
  /** The label of the element the evidence points at; for label-changed and missing-step it wins over `actual`. */
  evidenceLabel?: string;
  /**
   * For value-rejected: a value the console accepts, or how to mend the doc's value (given the value as the
   * doc writes it, `${...}` references included). Without one the fix is a note.
   */
  suggested?: string | ((docValue: string) => string | undefined);
}

/**
 * A suggested doc fix for one defect, as a unified diff of the task's Markdown (file name relative to the
 * working directory). Changes stay inside the step's lines. When the step does not hold what the defect names,
 * the fix is a note in the step, so there is always a diff that applies to the source.
 */
export function suggestFix(task: { file: string; source: string }, step: DocStep, defect: FixDefect): string {
  const lines = task.source.split('\n');
  const edit = new StepEdit(lines, step);
  const zh = /[\u4e00-\u9fff]/.test(step.text || step.markdown);
  switch (defect.kind) {
    case 'label-changed': {
      const label = defect.evidenceLabel ?? defect.actual;
      if (!edit.replaceLabel(defect.expected, label)) {
        edit.addNote(zh ? `控制台中的**${defect.expected}**现在显示为**${label}**。` : `The console now shows **${label}** instead of **${defect.expected}**.`);
      }
      break;
    }
    case 'path-changed': {
      if (!edit.replacePath(defect.expected, defect.actual)) {
        edit.addNote(zh ? `导航路径已变为${boldPath(defect.actual)}。` : `The navigation path is now ${boldPath(defect.actual)}.`);
      }
      break;
    }
    case 'missing-step': {
      const field = defect.evidenceLabel ?? defect.actual;
      const sentence = /[.。]$/.test(field.trim()) && /\s|[\u4e00-\u9fff]/.test(field.trim())
        ? field.trim()
        : zh ? `为**${fieldName(field)}**选择一个值。` : `Select a value for **${fieldName(field)}**.`;
      edit.addSentence(sentence);
      break;
    }
    case 'obsolete-step':
      edit.removeStep();
      break;
    case 'element-missing':
      edit.replaceStep(
        zh
          ? `**说明** 控制台中已没有**${defect.expected}**${defect.actual ? `（${defect.actual}）` : ''}，请更新此步骤。`
          : `**Note** The console no longer offers **${defect.expected}**${defect.actual ? ` (${defect.actual})` : ''}. Update this step.`,
      );
      break;
    case 'value-rejected':
      if (!(defect.suggested && edit.replaceValue(defect.expected, defect.suggested))) {
        const value = typeof defect.suggested === 'function' ? defect.suggested(defect.expected) : defect.suggested;
        const example = value ? (zh ? `可改用\`${value}\`这样的值。` : ` Use a value such as \`${value}\`.`) : '';
        edit.addNote((zh ? `控制台不接受\`${defect.expected}\`：${defect.actual}` : `The console rejects \`${defect.expected}\`: ${defect.actual}`) + example);
      }
      break;
    default:
      edit.addNote(zh ? `实际结果：${defect.actual}` : `Actual result: ${defect.actual}`);
  }
  return createPatch(relativeName(task.file), task.source, edit.lines.join('\n'));
}

/** Edits confined to one step's lines (0-based `from`..`to`, inclusive). */
class StepEdit {
  readonly lines: string[];
  private readonly from: number;
  private readonly to: number;
  constructor(lines: string[], step: DocStep) {
    this.lines = [...lines];
    this.from = step.line - 1;
    this.to = Math.min(step.endLine - 1, lines.length - 1);
  }

  /** Replaces `**expected**` (or the label inside a bold run, or the bare label) in the step's lines. */
  replaceLabel(expected: string, actual: string): boolean {
    const label = loose(expected);
    return (
      this.replace(new RegExp(`\\*\\*\\s*${label}\\s*\\*\\*`, 'g'), () => `**${actual}**`) ||
      this.replace(new RegExp(`\\*\\*\\s*${label}\\s*\\*\\*`, 'gi'), () => `**${actual}**`) ||
      this.replace(new RegExp(`(\\*\\*[^*\\n]*?)${label}([^*\\n]*?\\*\\*)`, 'g'), (_, a: string, b: string) => `${a}${actual}${b}`) ||
      this.replace(new RegExp(`(?<![\\w-])${label}(?![\\w-])`, 'g'), () => actual)
    );
  }

  /** Replaces the menu path of the step (the one ending like `expected` when there are several). */
  replacePath(expected: string, actual: string): boolean {
    const want = splitPath(expected).map((p) => p.toLowerCase());
    const paths = /\*\*[^*\n]+\*\*(?:\s*(?:>|＞)\s*\*\*[^*\n]+\*\*)+|\*\*[^*\n]+?\s(?:>|＞)\s[^*\n]+?\*\*/g;
    const found: Array<{ line: number; index: number; text: string }> = [];
    for (let i = this.from; i <= this.to; i++) {
      for (const m of this.lines[i].matchAll(paths)) found.push({ line: i, index: m.index ?? 0, text: m[0] });
    }
    const parts = (text: string) => splitPath(text.replace(/\*\*/g, '')).map((p) => p.toLowerCase());
    const target =
      found.find((f) => parts(f.text).join('>') === want.join('>')) ??
      found.find((f) => parts(f.text).at(-1) === want.at(-1)) ??
      found[0];
    if (target) {
      const oneRun = !/\*\*\s*(?:>|＞)\s*\*\*/.test(target.text);
      const line = this.lines[target.line];
      const next = oneRun ? `**${splitPath(actual).join(' > ')}**` : boldPath(actual);
      this.lines[target.line] = line.slice(0, target.index) + next + line.slice(target.index + target.text.length);
      return true;
    }
    // A one-entry path ("click **vSwitches**") becomes the new path.
    const last = splitPath(expected).at(-1) ?? expected;
    return this.replace(new RegExp(`\\*\\*\\s*${loose(last)}\\s*\\*\\*`, 'i'), () => boldPath(actual), 1);
  }

  /** Replaces a code span holding `expected` (or a `${...}` template that expands to it). */
  replaceValue(expected: string, suggested: NonNullable<FixDefect['suggested']>): boolean {
    return this.replace(/`([^`\n]+)`/g, (all, value: string) => {
      if (!templateMatches(value, expected)) return all;
      const better = typeof suggested === 'function' ? suggested(value) : suggested;
      return better ? `\`${better}\`` : all;
    }, 1);
  }

  /** A new sentence at the end of the step's first paragraph. */
  addSentence(sentence: string): void {
    this.lines.splice(this.paragraphEnd() + 1, 0, `${this.indent()}${sentence}`);
  }

  /** A note block inside the step, after its first paragraph. */
  addNote(text: string): void {
    const zh = /[\u4e00-\u9fff]/.test(text);
    this.lines.splice(this.paragraphEnd() + 1, 0, '', `${this.indent()}> **${zh ? '说明' : 'Note'}** ${text}`);
  }

  removeStep(): void {
    const blankAround = this.lines[this.from - 1]?.trim() === '' && this.lines[this.to + 1]?.trim() === '';
    this.lines.splice(this.from, this.to - this.from + 1 + (blankAround ? 1 : 0));
  }

  replaceStep(text: string): void {
    const marker = /^\s*(?:[-*+]|\d+[.)])\s+/.exec(this.lines[this.from])?.[0] ?? '';
    this.lines.splice(this.from, this.to - this.from + 1, `${marker}${text}`);
  }

  private replace(re: RegExp, by: (...groups: string[]) => string, limit = Infinity): boolean {
    let count = 0;
    for (let i = this.from; i <= this.to && count < limit; i++) {
      const before = this.lines[i];
      const after = before.replace(re, (...args: unknown[]) => {
        const all = args[0] as string;
        if (count >= limit) return all;
        const out = by(...(args.filter((a) => typeof a === 'string') as string[]));
        if (out !== all) count++;
        return out;
      });
      this.lines[i] = after;
    }
    return count > 0;
  }

  private paragraphEnd(): number {
    let end = this.from;
    while (end < this.to) {
      const next = this.lines[end + 1];
      if (!next.trim() || /^\s*(?:[-*+]\s|\d+[.)]\s|>|```|\|)/.test(next)) break;
      end++;
    }
    return end;
  }

  private indent(): string {
    const marker = /^\s*(?:[-*+]|\d+[.)])\s+/.exec(this.lines[this.from])?.[0] ?? '';
    return ' '.repeat(marker.length);
  }
}

function splitPath(text: string): string[] {
  return text.split(/\s*(?:>|＞|›|→)\s*/).map((p) => p.trim()).filter(Boolean);
}

function boldPath(text: string): string {
  return splitPath(text).map((p) => `**${p}**`).join(' > ');
}

/** A label as a pattern: escaped, any run of spaces matching any other. */
function loose(label: string): string {
  return label.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/** Whether a doc value (maybe a `${...}` template) can be the value the console saw. */
function templateMatches(value: string, expected: string): boolean {
  if (value === expected) return true;
  if (!value.includes('${')) return false;
  const pattern = value.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?');
  return new RegExp(`^${pattern}$`).test(expected);
}

/** "Security Group Type: Basic / Advanced (required)" names the field "Security Group Type". */
function fieldName(text: string): string {
  return text.split(/[:：(（]/)[0].trim() || text.trim();
}

function relativeName(file: string): string {
  const relative = path.isAbsolute(file) ? path.relative(process.cwd(), file) : file;
  const shown = relative && !relative.startsWith('..') ? relative : file;
  return shown.split(path.sep).join('/');
}
