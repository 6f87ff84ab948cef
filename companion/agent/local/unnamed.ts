/**
 * A value the doc gives with no field ("输入`x`", a list item's "联通IP（1.1.1.1）"): the empty box that takes it, by the
 * format the form states for the box, else the box the last action brought up, else the first in view.
 */
import type { Element } from '../../../protocol';
import { FIELD } from './ground';

export function unnamedField(elements: Element[], value = '') {
  const empty = elements.filter((el) => (el.role === 'textbox' || el.role === 'textarea') && !el.value && !el.states.disabled);
  // "- 联通线路：联通IP（1.1.1.1）": an address goes to the box the form says takes one (its label, placeholder or the help
  // line under it: "请输入 IPv4 地址"), not to the first empty box (主机记录).
  const format = formatOf(value);
  const fits = format ? empty.filter((el) => format.test(describedBy(el, elements))) : [];
  const pool = fits.length ? fits : empty;
  const el = pool.find((e) => e.isNew) ?? pool.find((e) => e.inViewport) ?? pool[0];
  return el ? { element: el, exact: true, score: 1 } : null;
}


/** The words a form uses for a box that takes a value of this format: an IP address, a host name. */
function formatOf(value: string): RegExp | null {
  if (/^\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?$/.test(value) || /^[0-9a-f]*:[0-9a-f:]+$/i.test(value)) return /\bip(?:v[46])?\b|\baddress|地址|IP/i;
  return null;
}

/** What the form says of a box: its label, placeholder and message, and the text lines under it before the next field. */
function describedBy(box: Element, elements: Element[]): string {
  const at = elements.indexOf(box);
  const after: string[] = [];
  for (const el of elements.slice(at + 1)) {
    if (FIELD.has(el.role) || el.role === 'button') break;
    after.push(el.name);
  }
  return [box.name, box.placeholder ?? '', box.error ?? '', ...after].join(' ');
}
