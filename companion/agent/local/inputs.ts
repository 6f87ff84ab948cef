// The task's own value for a field the doc leaves to the reader ("configure the **Group Name** and **Note**").
import { canonical } from './glossary';
import { normalize } from './match';

/** `groupName` → "group name": an input's key in the words a form labels its field with. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');

/** The input whose key names `field` (in either language, through the glossary), or '' when none does. */
export function inputFor(field: string, inputs: Record<string, string>, resources: Record<string, { id?: string; name?: string }> = {}): string {
  return byKey(field, inputs) || resourceValue(field, resources);
}

/** "Enter the name of the RAM role": the provisioned resource the field names (by its local name), its name or ID. */
function resourceValue(field: string, resources: Record<string, { id?: string; name?: string }>): string {
  const words = normalize(field).split(' ');
  const attr = words.includes('id') ? 'id' : words.includes('name') ? 'name' : null;
  if (!attr) return '';
  const named = Object.entries(resources).filter(([key]) => words.includes(key.toLowerCase()));
  return named.length === 1 ? (named[0][1][attr] ?? '') : '';
}

function byKey(field: string, inputs: Record<string, string>): string {
  const wanted = canonical(normalize(field)).replace(/ /g, '');
  if (!wanted) return '';
  const hit = Object.entries(inputs).find(([key]) => canonical(normalize(words(key))).replace(/ /g, '') === wanted);
  return hit?.[1] ?? '';
}
