/**
 * Number boxes of the decisive control (a bandwidth, a disk size): the console refuses the dialog or form while a
 * required one is empty, so the task gives it a value and the rule expects it. The value is the number the doc
 * writes for the field when it lies within the box's bounds, else one within them (`numberWithin`: the box's own
 * starting value, else the least whole number above zero). A box that starts with the resource's own value (an
 * EIP's bandwidth, a disk's size in Resize Disk) takes the largest value it accepts: submitted unchanged it would
 * change nothing, and a resize accepts only a larger size.
 */
import type { Procedure } from '../doc/types';
import { numberWithin } from '../explore/catalog';
import type { ControlCall } from './catalogue';
import { allSteps, intentsOf } from './signals';
import type { Inferred } from './types';
import { wordsOf } from './words';

const camel = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '');

type NumberField = ControlCall['fields'][number];

/** The number a step writes for the field: a fill or a choice whose label shares the field's words (or holds its Chinese label). */
function written(proc: Procedure, field: NumberField, toEnglish: (text: string) => string) {
  const own = wordsOf(field.en);
  for (const step of allSteps(proc.steps)) {
    for (const intent of intentsOf(step)) {
      const [label, value] = intent.kind === 'fill' ? [intent.field, intent.value] : intent.kind === 'choose' ? [intent.field, intent.option] : ['', ''];
      const number = /^\s*(\d+(?:\.\d+)?)\s*\S*\s*$/.exec(value ?? '')?.[1];
      if (!label || !number) continue;
      const words = wordsOf(toEnglish(label));
      if (!label.includes(field.zh) && !own.every((w) => words.includes(w))) continue;
      const n = Number(number);
      if ((field.min === undefined || n >= field.min) && (field.max === undefined || n <= field.max)) return { value: number, step: step.label, text: step.text };
    }
  }
  return undefined;
}

/**
 * The inputs (added to `inputs` and `items`) and rule parameters of the control's number boxes the console asks for.
 * An input the doc's fields already give a value under the same key is kept.
 */
export function numberParams(
  proc: Procedure, control: ControlCall | undefined, toEnglish: (text: string) => string, inputs: Record<string, string>, items: Inferred[],
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of control?.fields ?? []) {
    if (field.kind !== 'number' || field.value !== undefined || (field.startsFrom && field.max === undefined)) continue;
    const key = camel(field.en) || camel(field.param);
    const given = written(proc, field, toEnglish);
    if (inputs[key] === undefined) {
      inputs[key] = given?.value ?? (field.startsFrom ? String(field.max) : numberWithin(field));
      const bounds = [field.min !== undefined ? `from ${field.min}` : '', field.max !== undefined ? `to ${field.max}` : ''].filter(Boolean).join(' ');
      items.push(given
        ? { item: `inputs.${key}`, what: `the value the doc gives for ${field.en}`, evidence: { source: 'step', step: given.step, text: given.text }, confidence: 0.8 }
        : { item: `inputs.${key}`, what: `a ${field.startsFrom ? 'new ' : ''}value for ${field.en}, a number box the console requires${bounds ? ` (${bounds})` : ''}`, evidence: { source: 'catalogue', text: `${control!.action}: ${field.en} (${field.param})` }, confidence: 0.6 });
    }
    params[field.param] = `\${inputs.${key}}`;
  }
  return params;
}
