/**
 * `aca verify --write-requires`: what an episode had to create on demand, and the task did not declare, is
 * appended to the task file's `requires`. The front matter is edited in place at the node the YAML Document API
 * finds, so its comments and the formatting of everything else stay as written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { Document, isMap, isNode, isSeq, parseDocument, Scalar, type YAMLMap } from 'yaml';
import { TaskFileError } from './errors';
import { parseTask } from './load';

/** One entry to add: the shape of a `requires` item. */
export interface RequiresEntry {
  id: string;
  type: string;
  attributes: Record<string, string>;
}

const FRONT_MATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

/** The entries rendered as block sequence items, `attributes` as a one-line flow map like the task files write it. */
function renderItems(entries: RequiresEntry[], indent: string): string {
  const doc = new Document(entries.map((e) => ({ id: e.id, type: e.type, attributes: e.attributes })));
  for (const item of (doc.contents as unknown as { items: YAMLMap[] }).items) {
    const attributes = item.get('attributes', true) as unknown as YAMLMap;
    attributes.flow = true;
    for (const pair of attributes.items) {
      const value = pair.value as Scalar;
      if (typeof value.value === 'string' && value.value.includes('${')) value.type = Scalar.QUOTE_DOUBLE;
    }
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: true }).trimEnd().split('\n').map((l) => indent + l).join('\n');
}

/** The new front matter text with `entries` appended to its `requires` (created when absent or empty). */
export function appendRequiresText(yamlText: string, entries: RequiresEntry[], file: string): string {
  const doc = parseDocument(yamlText);
  if (doc.errors.length || !isMap(doc.contents)) {
    throw new TaskFileError([{ code: 'task-invalid-yaml', file, path: 'yaml', message: doc.errors[0]?.message.split('\n')[0] ?? 'the front matter is not a mapping' }]);
  }
  const taken = new Set<string>();
  const node = doc.get('requires', true);
  if (isSeq(node)) for (const item of node.items) if (isMap(item)) taken.add(String(item.get('id')));
  const fresh = entries.map((e) => {
    let id = e.id;
    for (let n = 2; taken.has(id); n++) id = `${e.id}_${n}`;
    taken.add(id);
    return id === e.id ? e : { ...e, id };
  });
  if (isSeq(node) && !node.flow && node.items.length && node.range) {
    const last = node.items.at(-1);
    const at = (isNode(last) ? last.range?.[1] : undefined) ?? node.range[1];
    const column = node.range[0] - yamlText.lastIndexOf('\n', node.range[0] - 1) - 1;
    const indent = ' '.repeat(column);
    const rest = yamlText.slice(at).replace(/^[ \t]*/, '');
    return `${yamlText.slice(0, at).replace(/\s*$/, '')}\n${renderItems(fresh, indent)}${rest.startsWith('\n') ? rest : `\n${rest}`}`;
  }
  const block = `requires:\n${renderItems(fresh, '  ')}`;
  if (isNode(node) && node.range) {
    // `requires: []`: the key's line is replaced by a block sequence.
    const pair = doc.contents.items.find((p) => (p.key as Scalar).value === 'requires')!;
    const start = (pair.key as Scalar).range![0];
    return `${yamlText.slice(0, start)}${block}${yamlText.slice(node.range[1])}`;
  }
  const body = yamlText.replace(/\s*$/, '');
  return `${body}\n${block}\n`;
}

/**
 * Appends `entries` to the `requires` of the task file `file` and writes it back. The result must still load as a
 * task; if it would not, nothing is written and the TaskFileError says why.
 */
export async function appendRequires(file: string, entries: RequiresEntry[]): Promise<void> {
  if (!entries.length) return;
  const source = await readFile(file, 'utf8');
  const fm = FRONT_MATTER.exec(source);
  if (!fm) throw new TaskFileError([{ code: 'task-invalid', file, path: '(front matter)', message: 'missing YAML front matter between "---" lines', line: 1 }]);
  const yamlText = appendRequiresText(fm[2] ?? '', entries, file);
  const updated = `${fm[1]}${yamlText.endsWith('\n') ? yamlText : `${yamlText}\n`}${fm[3]}${source.slice(fm[0].length)}`;
  parseTask(updated, file);
  await writeFile(file, updated);
}
