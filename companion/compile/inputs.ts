/**
 * What the doc leaves to the reader: a field it says to fill without giving the value ("**Snapshot Name**: enter a
 * name", a parameter table's row that only describes the field). Each becomes an input: a name with `${rand}`, a
 * password as `${secret:…}` (never a value in the file).
 */
import type { Procedure } from '../doc/types';
import { allSteps, intentsOf } from './signals';
import type { Inferred } from './types';
import { assignedByConsole, descriptionOf, examplesIn, valueKindOf, valueOf } from './values';

const PASSWORD = /password|passphrase|密码|口令/i;
const TEXT = /\b(?:description|remarks?|note|comment|alias|prefix|email|e-mail|phone|mobile|content)\b|描述|备注|说明|邮箱|手机|别名|前缀/i;
/** "reset the logon password": a prose fragment that says what to do, not a field's label. */
const DOING = /^(?:reset|set|change|modify|enter|specify|configure|create|add|update|select|click)\b|^(?:重置|设置|修改|输入|填写|创建|添加|选择|单击)/i;
/** A name field: "Name", 名称, and a short Chinese label ending in 名 (目录名, 组名), a domain name (域名) apart. */
const NAME = /\bname\b|名称|名字|用户名|姓名|组名|^[\u4e00-\u9fff]{0,6}(?<!域)名$/i;
const EMAIL = /\be-?mail\b|邮箱|电子邮件/i;
/** "picked from the **Version or Alias** drop-down list", "从下拉列表中选择": a field whose values the console lists. */
const LISTED = /\bdrop-?down\b|下拉/i;
/** "Enter a name for the snapshot", "输入快照名称": a name the doc asks for in prose. */
const PROSE_NAME = /\b(?:enter|specify|type|set|give)\s+(?:a|an|the)\s+(?:new\s+)?name\b|\bgive\s+(?:the\s+|a\s+|an\s+)?[a-z ]{1,30}?\s+(?:its|a)\s+name\b|(?:输入|填写|设置)[^，。,.]{0,12}(?:名称|名字|组名)(?!前缀|后缀)/i;
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

const CJK = /[\u4e00-\u9fff]/;

const typed = (t: string) => NAME.test(t) || TEXT.test(t) || PASSWORD.test(t);

function camel(text: string): string {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('') || 'value';
}

/** The option named first in the clause of the step's Markdown that gives a field's example value, if any. */
function optionOfExample(step: Procedure['steps'][number], options: string[]): string | undefined {
  for (const intent of intentsOf(step)) {
    if (intent.kind !== 'fill' || !intent.example || !intent.value) continue;
    const line = step.markdown.split('\n').find((l) => l.includes(intent.value));
    if (!line) continue;
    const before = line.slice(0, line.indexOf(intent.value));
    const clause = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('。'), before.lastIndexOf('|'), before.lastIndexOf(';'), before.lastIndexOf('；')) + 1);
    const named = options.map((o) => ({ o, at: clause.indexOf(o) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (named) return named.o;
  }
  return undefined;
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
  const kinds = new Set<string>();
  for (const step of allSteps(proc.steps)) {
    // Fields named in prose ("specify Alias Name", "填写姓名、手机号码等信息", "enter the name, email address, and
    // ...") and a name asked for in a sentence.
    const prose = intentsOf(step).flatMap((i) => (i.kind === 'configure' ? i.text.split(/[、，,]|\band\b|和|及/).map((t) => t.trim().replace(/^.*的/, '')).filter((t) => typed(t) && t.length <= 24 && !DOING.test(t)) : []));
    const filled = new Set(intentsOf(step).flatMap((i) => (i.kind === 'fill' ? [i.field.toLowerCase()] : [])));
    for (const field of proseFields(step.text)) if (typed(field) && !filled.has(field.toLowerCase()) && !prose.includes(field)) prose.push(field);
    if (!prose.some((t) => NAME.test(t)) && PROSE_NAME.test(step.text) && !intentsOf(step).some((i) => i.kind === 'fill' && NAME.test(i.field))) prose.push('Name');
    // A choice the doc leaves to the reader whose option names a value of a kind (过期天数, a number of days) shows
    // a box for that value when picked.
    const offered = intentsOf(step).flatMap((i) => (i.kind === 'choose' && !i.option && i.options ? i.options.filter((o) => valueKindOf(o, toEnglish(o), '')?.offered) : []));
    // A choice the doc leaves to the reader takes the option under which it gives another field's example ("For
    // **File Extension**: ..., for example `JPG,TXT`"): the example holds only with that option.
    for (const intent of intentsOf(step)) {
      if (intent.kind !== 'choose' || intent.option || !intent.field || !intent.options || intent.options.length < 2) continue;
      const option = optionOfExample(step, intent.options);
      const key = camel(toEnglish(intent.field));
      if (!option || inputs[key] !== undefined || key === 'value') continue;
      inputs[key] = option;
      inferred.push({ item: `inputs.${key}`, what: `${option}: the option of ${intent.field} the doc's example is given for`, evidence: { source: 'step', step: step.label, text: step.text }, confidence: 0.6 });
    }
    const fills = [...intentsOf(step), ...prose.map((field) => ({ kind: 'fill' as const, field, value: '' })), ...offered.map((field) => ({ kind: 'fill' as const, field, value: '' }))];
    // One label within one step is one field: a table that repeats its rows under each option it describes (the
    // 名称 of a subscription EIP and of a pay-as-you-go one) shows a single box, whichever option the reader picks.
    const labelled = new Set<string>();
    for (const intent of fills) {
      if (intent.kind !== 'fill' || !intent.field || (intent.value !== '' && !('example' in intent && intent.example))) continue;
      if (labelled.has(intent.field)) continue;
      labelled.add(intent.field);
      const english = toEnglish(intent.field);
      const secret = PASSWORD.test(intent.field) || PASSWORD.test(english);
      // A value in a format the console checks (a port range, an IP address, a phone number): the doc's example
      // when one fits, else a value of the kind.
      const description = descriptionOf(step.markdown, intent.field);
      const kind = secret ? undefined : valueKindOf(intent.field, english, description);
      if (kind && assignedByConsole(kind, intent.field, english)) continue;
      if (kind) {
        // One value of a kind per procedure: a later mention of the field ("the Cache Expiration list") is no second box.
        // On a Chinese page, a kind's own input name when it has one (`indexDocument` for 默认首页).
        const key = (CJK.test(intent.field) && kind.key) || camel(english);
        if (inputs[key] !== undefined || key === 'value' || kinds.has(kind.kind)) continue;
        kinds.add(kind.kind);
        const { value, fromDoc } = valueOf(kind, intent.value || examplesIn(description), CJK.test(intent.field), description, `${intent.field} ${english}`);
        inputs[key] = value;
        if (typed(intent.field) || typed(english)) fields.set(intent.field, key);
        inferred.push({
          item: `inputs.${key}`,
          what: `${value}: a ${kind.kind} for ${intent.field}, ${fromDoc ? "the doc's own example" : 'which the doc leaves to the reader and the console checks'}`,
          evidence: { source: 'step', step: step.label, text: step.text },
          confidence: fromDoc ? 0.7 : 0.5,
        });
        continue;
      }
      if (intent.value !== '') continue;
      // Only what a person types: names, passwords, descriptions. A field with choices is the console's to offer,
      // also when its label reads like text ("Version or Alias", a drop-down of the function's versions and aliases).
      if (!secret && !NAME.test(intent.field) && !NAME.test(english) && !TEXT.test(intent.field) && !TEXT.test(english)) continue;
      if (!secret && LISTED.test(description)) continue;
      let key = camel(english);
      // A label that says what to do ("Reset Custom Password": an option that shows the box) names the password,
      // not the box.
      if (key === 'value' || /^\d/.test(key) || (secret && DOING.test(english))) key = secret ? 'password' : 'name';
      // A confirmation field takes the value of the field it confirms (a password's: the same secret).
      const confirms = /confirm/i.test(english) || /确认/.test(intent.field);
      const confirmOf = confirms ? Object.keys(inputs).reverse().find((k) => (secret ? inputs[k].startsWith('${secret:') : !inputs[k].startsWith('${secret:'))) : undefined;
      if (confirmOf) {
        if (inputs[key] === undefined) inputs[key] = inputs[confirmOf];
        continue;
      }
      if (inputs[key] !== undefined) {
        let n = 2;
        while (inputs[`${key}${n}`] !== undefined) n++;
        key = `${key}${n}`;
      }
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
