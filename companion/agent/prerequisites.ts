/**
 * Signs on a page that a prerequisite of the procedure does not exist (SPEC section 9): a list showing its empty
 * state, or a required select with nothing to choose. Any policy's episode can be helped by them, so the loop
 * looks, not the policy.
 */
import type { PageSnapshot } from '../../protocol';

/** Empty states of console tables: Fusion's own ("No Data", "没有数据") and the consoles' ("暂无数据"). */
const EMPTY_STATE = /^(no data|no data available|no items|暂无数据|没有数据|暂无记录)\.?$/i;
const NO_ROWS_ROLES = new Set(['text', 'cell', 'status']);

/** What on the page says a needed list is empty, or null when nothing does. */
export function emptyListSign(page: PageSnapshot): string | null {
  const empty = page.elements.find((el) => NO_ROWS_ROLES.has(el.role) && !el.blocked && EMPTY_STATE.test(el.name.trim()));
  if (empty) return `the list shows "${empty.name.trim()}"`;
  const line = page.text.split('\n').map((l) => l.replace(/\[[a-z0-9:]+\]/g, '').trim()).find((l) => EMPTY_STATE.test(l));
  if (line) return `the list shows "${line}"`;
  const select = page.elements.find((el) => el.role === 'combobox' && el.states.required && !el.states.disabled && el.options !== undefined && el.options.length === 0);
  return select ? `the required select "${select.name}" has no options` : null;
}

/**
 * Asks `provision` for what an empty list on the page lacks, once per page and doc step (an empty list the
 * procedure does not need stays empty). The report line, or null when nothing was asked or created.
 */
export async function createMissing(
  page: PageSnapshot,
  stepText: string,
  looked: Set<string>,
  provision: (page: PageSnapshot, stepText: string, sign: string) => Promise<string | null>,
): Promise<string | null> {
  const sign = emptyListSign(page);
  const where = `${page.url}#${stepText}`;
  if (!sign || looked.has(where)) return null;
  looked.add(where);
  const line = await provision(page, stepText, sign).catch((error: Error) => `failed: ${error.message}`);
  return line && `${line} (seen on the page: ${sign})`;
}
