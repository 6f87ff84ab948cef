/**
 * A choice field renamed together with its choices: the doc's "**Billing Method**: **Subscription** or
 * **Pay-as-you-go**" where the form's group reads "Product Type" with "Prepaid" / "Postpaid". Neither the doc's
 * field nor any of its choices is on the page, so a lookup by name finds nothing and the step would read as gone
 * (obsolete-step). The control of the same role under another name is the same field renamed (label-changed):
 * the form has exactly one group of radio buttons that offers as many choices as the doc names and whose label and
 * choices the doc never names; it keeps its choice (the doc leaves the pick to the reader) or takes the first.
 */
import type { Element, PageSnapshot } from '../../../protocol';
import { CHOICE_GROUP, inSection, reachable } from './ground';
import { isExact, normalize } from './match';
import { clickOn, type Outcome } from './outcome';

const groupOf = (el: Element) => [...el.within].reverse().find((w) => CHOICE_GROUP.test(w))?.replace(CHOICE_GROUP, '');

export function renamedGroup(field: string, options: string[], page: PageSnapshot, section: string | null, namedByDoc: () => ReadonlySet<string>): Outcome | null {
  if (!field || options.length < 2) return null;
  const elements = inSection(reachable(page), section);
  const onPage = (text: string) => elements.some((el) => isExact(text, el.name) || el.within.some((w) => isExact(text, w.slice(w.indexOf(':') + 1))));
  if (onPage(field) || options.some(onPage)) return null;
  const groups = new Map<string, Element[]>();
  for (const el of elements) {
    const group = el.role === 'radio' ? groupOf(el) : undefined;
    if (group) groups.set(group, [...(groups.get(group) ?? []), el]);
  }
  if (!groups.size) return null;
  const named = namedByDoc();
  const unnamed = (text: string) => !named.has(normalize(text));
  const candidates = [...groups].filter(([label, radios]) => radios.length === options.length && unnamed(label) && radios.every((r) => unnamed(r.name)));
  if (candidates.length !== 1) return null;
  const [label, radios] = candidates[0];
  const drift = { kind: 'label-changed' as const, expected: field, actual: label };
  const chosen = radios.find((el) => el.states.checked || el.states.selected);
  const thought = `No ${field} and none of ${options.join(' / ')}; ${label} offers ${radios.map((r) => r.name).join(' / ')} in their place: the same field renamed with its choices.`;
  if (chosen) return { kind: 'done', thought: `${thought} It keeps ${chosen.name}.`, drift };
  const first = radios.find((el) => !el.states.disabled);
  return first ? clickOn(first, `${thought} Choose ${first.name}.`, { drift }) : null;
}
