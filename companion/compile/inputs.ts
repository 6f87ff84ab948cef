/**
 * What the doc leaves to the reader: a field it says to fill without giving the value ("**Snapshot Name**: enter a
 * name", a parameter table's row that only describes the field). Each becomes an input: a name with `${rand}`, a
 * password as `${secret:…}` (never a value in the file).
 */
import type { Procedure } from '../doc/types';
import { allSteps, intentsOf } from './signals';
import type { Inferred } from './types';

const PASSWORD = /password|passphrase|密码|口令/i;
const TEXT = /\b(?:description|remarks?|note|comment|alias|prefix|email|e-mail|phone|mobile|content)\b|描述|备注|说明|邮箱|手机|别名|前缀/i;
const NAME = /\bname\b|名称|名字|用户名|姓名|组名/i;
const EMAIL = /\be-?mail\b|邮箱|电子邮件/i;
/** "Enter a name for the snapshot", "输入快照名称": a name the doc asks for in prose. */
const PROSE_NAME = /\b(?:enter|specify|type|set|give)\s+(?:a|an|the)\s+(?:new\s+)?name\b|\bgive\s+(?:the\s+|a\s+|an\s+)?[a-z ]{1,30}?\s+(?:its|a)\s+name\b|(?:输入|填写|设置)[^，。,.]{0,12}(?:名称|名字|组名)/i;
/** "enter the name, email address, and DingTalk chatbot of the alert contact": the fields a sentence lists. */
const PROSE_FIELDS = /\b(?:enter|specify|type|provide|fill in)\s+(?:the|a|an)\s+([a-z][a-z ,]*?,[a-z ,]*?)(?:\s+(?:of|for)\s+[^,.;]+)?(?:[.;]|$)/i;

/** The fields a step lists in prose, each as a field name. */
function proseFields(text: string): string[] {
  const m = PROSE_FIELDS.exec(text);
  return m ? m[1].split(/,\s*(?:and\s+)?|\s+and\s+/).map((t) => t.trim().replace(/^(?:the|a|an)\s+/i, '')).filter((t) => t && t.length <= 24) : [];
}
/**
 * A value the reader makes up for a field (`doc-folder-name-${rand}`), short enough for the consoles' name limits
 * (CloudMonitor's group name: 2 to 40 characters): at most 31 characters once `${rand}` is six.
 */
export const madeUpName = (key: string): string => `doc-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).slice(0, 20).replace(/-+$/, '')}-\${rand}`;

const typed = (t: string) => NAME.test(t) || TEXT.test(t) || PASSWORD.test(t);

function camel(text: string): string {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('') || 'value';
}

export interface InputsResult {
  inputs: Record<string, string>;
  inferred: Inferred[];
  /** Name fields (as the doc labels them) -> input name, for the success rule of a create. */
  names: Map<string, string>;
  /** Every field the doc leaves to the reader (as it labels them) -> input name, for a create form's parameters. */
  fields: Map<string, string>;
}

export function inputsOf(proc: Procedure, toEnglish: (text: string) => string, product: string): InputsResult {
  const inputs: Record<string, string> = {};
  const inferred: Inferred[] = [];
  const names = new Map<string, string>();
  const fields = new Map<string, string>();
  for (const step of allSteps(proc.steps)) {
    // Fields named in prose ("specify Alias Name", "填写姓名、手机号码等信息", "enter the name, email address, and
    // ...") and a name asked for in a sentence.
    const prose = intentsOf(step).flatMap((i) => (i.kind === 'configure' ? i.text.split(/[、，,]|\band\b|和|及/).map((t) => t.trim().replace(/^.*的/, '')).filter((t) => typed(t) && t.length <= 24) : []));
    const filled = new Set(intentsOf(step).flatMap((i) => (i.kind === 'fill' ? [i.field.toLowerCase()] : [])));
    for (const field of proseFields(step.text)) if (typed(field) && !filled.has(field.toLowerCase()) && !prose.includes(field)) prose.push(field);
    if (!prose.some((t) => NAME.test(t)) && PROSE_NAME.test(step.text) && !intentsOf(step).some((i) => i.kind === 'fill' && NAME.test(i.field))) prose.push('Name');
    const fills = [...intentsOf(step), ...prose.map((field) => ({ kind: 'fill' as const, field, value: '' }))];
    for (const intent of fills) {
      if (intent.kind !== 'fill' || intent.value !== '' || !intent.field) continue;
      const english = toEnglish(intent.field);
      const secret = PASSWORD.test(intent.field) || PASSWORD.test(english);
      // Only what a person types: names, passwords, descriptions. A field with choices is the console's to offer.
      if (!secret && !NAME.test(intent.field) && !NAME.test(english) && !TEXT.test(intent.field) && !TEXT.test(english)) continue;
      let key = camel(english);
      if (key === 'value' || /^\d/.test(key)) key = secret ? 'password' : 'name';
      if (inputs[key] !== undefined) {
        if (/confirm/i.test(english) || /确认/.test(intent.field)) continue;
        let n = 2;
        while (inputs[`${key}${n}`] !== undefined) n++;
        key = `${key}${n}`;
      }
      // A confirmation of a password is the same secret.
      const confirmOf = secret && (/confirm/i.test(english) || /确认/.test(intent.field)) ? Object.keys(inputs).find((k) => inputs[k].startsWith('${secret:')) : undefined;
      if (confirmOf) continue;
      // An email address field takes an address (the console checks its form).
      const email = !secret && (EMAIL.test(intent.field) || EMAIL.test(english));
      inputs[key] = secret ? `\${secret:${product}_${key.replace(/[^A-Za-z0-9_.-]/g, '')}}` : email ? `doc-\${rand}@example.com` : madeUpName(key);
      if (!secret && (NAME.test(intent.field) || NAME.test(english))) names.set(intent.field, key);
      fields.set(intent.field, key);
      inferred.push({
        item: `inputs.${key}`,
        what: secret ? `a password for ${intent.field} (a secret, never written down)` : `a value for ${intent.field}, which the doc leaves to the reader`,
        evidence: { source: 'step', step: step.label, text: step.text },
        confidence: 0.7,
      });
    }
  }
  return { inputs, inferred, names, fields };
}
