/**
 * A compiled task as a task file: YAML front matter (with the evidence and confidence of each inferred item as
 * comments, for review) and the procedure's doc. The result is checked by the task loader before anything is
 * written: a compiled task that would not load is a failure, never a file.
 */
import { Document, isMap, isSeq, Scalar, type YAMLMap } from 'yaml';
import { parseTask } from '../task/load';
import type { CompiledTask, Inferred } from './types';

const note = (i: Inferred) => `${i.what} — ${i.evidence.step ? `step ${i.evidence.step}: ` : `${i.evidence.source}: `}"${clip(i.evidence.text)}" (confidence ${i.confidence.toFixed(2)})`;
const clip = (t: string) => (t.length > 90 ? `${t.slice(0, 87)}...` : t).replace(/\s+/g, ' ');

/** The task file's text. */
export function renderTask(task: CompiledTask): string {
  const { front } = task;
  const plain = JSON.parse(JSON.stringify({ ...front, ...(front.judge === null ? { judge: null } : {}) })) as Record<string, unknown>;
  if (plain.source === undefined) delete plain.source;
  delete plain.expect;
  delete plain.drift;
  const doc = new Document(plain);
  doc.commentBefore = ` Compiled by aca compile (${task.by === 'model' ? 'a model, validated' : 'rules'}) from ${task.file}, procedure "${clip(task.procedure)}".\n Review every item: each comment says where it came from and how sure the compiler is.`;
  const root = doc.contents as YAMLMap;
  const byItem = (item: string) => task.inferred.filter((i) => i.item === item || i.item.startsWith(`${item}.`));
  const comment = (node: { commentBefore?: string | null }, items: Inferred[]) => {
    if (items.length) node.commentBefore = items.map((i) => ` ${note(i)}`).join('\n');
  };
  for (const pair of root.items) {
    const key = String((pair.key as Scalar).value);
    if (key === 'product') comment(pair.key as Scalar, byItem('product'));
    if (key === 'judge' && front.judge) comment(pair.key as Scalar, byItem('judge'));
    const value = pair.value;
    if (key === 'requires' && isSeq(value)) {
      value.items.forEach((item, i) => {
        if (!isMap(item)) return;
        comment(item, byItem(`requires.${front.requires[i].id}`));
        const attributes = item.get('attributes', true);
        if (isMap(attributes)) {
          attributes.flow = true;
          for (const p of attributes.items) {
            const v = p.value as Scalar;
            if (typeof v.value === 'string' && v.value.includes('${')) v.type = Scalar.QUOTE_DOUBLE;
          }
        }
      });
    }
    if (key === 'success' && isSeq(value)) {
      value.items.forEach((item, i) => {
        if (!isMap(item)) return;
        comment(item, byItem(`success.${i}`));
        const params = item.get('params', true);
        if (isMap(params)) params.flow = true;
      });
    }
    if (key === 'inputs' && isMap(value)) {
      for (const p of value.items) {
        comment(p.key as Scalar, byItem(`inputs.${String((p.key as Scalar).value)}`));
        (p.value as Scalar).type = Scalar.QUOTE_DOUBLE;
      }
    }
  }
  const yaml = doc.toString({ lineWidth: 0, flowCollectionPadding: true });
  return `---\n${yaml}---\n${task.body.startsWith('\n') ? task.body.slice(1) : task.body}`;
}

/** Renders and loads the file as `aca verify` would; throws the loader's TaskFileError when it would not load. */
export function checkedTask(task: CompiledTask, file: string): string {
  const text = renderTask(task);
  parseTask(text, file);
  return text;
}
