/**
 * "Select the target template ID" / "选中一个模板ID" on a list page: the doc picks a resource by its ID (or name) in
 * the list, which the reader reads as a choice or a check box. Where the page has no field, check box or choice of
 * that name and a row of the task's resource shows a link, it is the row's own link (as "click its ID").
 */
import type { PageSnapshot } from '../../../protocol';
import type { Intent } from '../../doc/types';
import type { EpisodeContext } from '../policy';
import { resourceRow } from './clicks';
import { FIELD, matchesRow, reachable } from './ground';
import { isExact } from './match';

const ID = /(?:\bid|ID)\s*$/;
const NAME = /(?:\bname|名称)\s*$/i;

/**
 * The click on the resource row's own link that a choice or check of `label` stands for, if it does; or the row alone
 * (`pick`) when the step goes on with a control of that row ("choose the domain name, then click **Manage**"): the
 * choice says which row, the click acts in it, and the row's link would leave the list.
 */
export function rowPick(label: string, page: PageSnapshot, ctx: EpisodeContext, step: number): Extract<Intent, { kind: 'click' }> | { pick: string } | null {
  const link = ID.test(label) ? 'id' : NAME.test(label) ? 'name' : null;
  if (!link) return null;
  const elements = reachable(page);
  const named = elements.some((el) => (FIELD.has(el.role) || ['checkbox', 'radio', 'switch'].includes(el.role)) && isExact(label, el.name));
  if (named || page.dialog) return null;
  const row = resourceRow(elements, ctx);
  if (!row || !elements.some((el) => el.role === 'link' && matchesRow(el, row))) return null;
  const clicks = ctx.steps.filter((s) => s.index === step).flatMap((s) => s.intents).filter((i): i is Extract<Intent, { kind: 'click' }> => i.kind === 'click' && !i.rowLink);
  if (clicks.some((c) => elements.some((el) => matchesRow(el, row) && isExact(c.label, el.name)))) return { pick: row };
  return { kind: 'click', label, rowLink: link, row };
}
