// The label keys a page description shows: what a vocabulary must hold, in both languages, for the page to draw.
import type { PageSpec } from './spec';

/** Properties whose string value is a label key, wherever they sit in a description. */
const LABEL_PROPS = new Set([
  'label', 'title', 'intro', 'warning', 'help', 'placeholder', 'requiredMessage', 'unit', 'message', 'notice', 'search',
  'toast', 'cancel', 'done', 'empty', 'previous', 'next', 'ok', 'option',
]);

/** Every label key of a page: the properties above, `body` paragraphs, and custom options named `…Label`. */
export function labelKeysOf(page: PageSpec): Set<string> {
  const keys = new Set<string>();
  const visit = (value: unknown, prop: string | null, inOptions: boolean) => {
    if (typeof value === 'string') {
      if (prop && (LABEL_PROPS.has(prop) || (inOptions && prop.endsWith('Label')) || prop === 'body')) keys.add(value);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v) => visit(v, prop === 'body' ? 'body' : null, inOptions));
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      // `params` hold request values, `text` and option sources' `label` templates of item fields, not label keys.
      if (k === 'params' || k === 'text' || k === 'calls') continue;
      if (k === 'options' && v && typeof v === 'object' && !Array.isArray(v) && 'action' in v) continue;
      visit(v, k, inOptions || (k === 'options' && page.kind === 'custom'));
    }
  };
  visit(page, null, false);
  return keys;
}
