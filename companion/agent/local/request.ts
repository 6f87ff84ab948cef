/**
 * The `request_resource` the local policy sends when a step needs a row or option that an empty list lacks:
 * described from the step ("the instance doc-vm-3fa9c1"), with a catalog type when the step makes one evident.
 */
import type { Action, PageSnapshot } from '../../../protocol';
import { guessResourceType } from '../../cloud/onDemand';
import type { Intent } from '../../doc/types';
import { reachable, rowWithCell } from './ground';
import { isExact } from './match';

type Request = Extract<Action, { type: 'request_resource' }>;

const WORDS: Record<string, string> = { instance: 'instance', security_group: 'security group', vswitch: 'vSwitch', vpc: 'VPC' };

/** What the intent looks for by name: a row, a row's link, or an option. */
export function wanted(intent: Intent): string | undefined {
  if (intent.kind === 'find') return intent.text;
  if (intent.kind === 'click') return intent.row;
  if (intent.kind === 'choose') return intent.option || undefined;
  if (intent.kind === 'fill') return intent.value || undefined;
  return undefined;
}

/** `field`: the label of the select that has nothing to choose, which names the type better than the step does. */
export function requestFor(intent: Intent, stepText: string, resources: Record<string, Record<string, string>>, field?: string): Request {
  const named = wanted(intent) ?? Object.values(resources).map((r) => r.name).find((n) => n && stepText.includes(n));
  const type = (field ? guessResourceType(field) : undefined) ?? guessResourceType(stepText);
  const what = type ? `the ${WORDS[type] ?? type.replace(/_/g, ' ')}` : 'what the step needs';
  const description = named ? `${what} ${named}` : `${what} (step: ${stepText.split('\n')[0]})`;
  return { type: 'request_resource', description, ...(type ? { resourceType: type } : {}) };
}

/** The row or option the intent names is not on the page (not merely a control of a row that is there). */
export function missingByName(intent: Intent, page: PageSnapshot): string | undefined {
  const name = wanted(intent);
  if (!name) return undefined;
  const elements = reachable(page);
  if (intent.kind === 'choose') return elements.some((el) => isExact(name, el.name) || el.options?.some((o) => isExact(name, o))) ? undefined : name;
  return rowWithCell(elements, name) ? undefined : name;
}
