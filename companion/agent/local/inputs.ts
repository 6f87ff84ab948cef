// The task's own value for a field the doc leaves to the reader ("configure the **Group Name** and **Note**"): every
// way the local policy matches a field to an input lives here, tried in `readerValue`'s order.
import type { Element } from '../../../protocol';
import type { EpisodeContext } from '../policy';
import { canonical, synonymsOf } from './glossary';
import { FIELD } from './ground';
import { inputFitting } from './inputs-fit';
import { isExact, normalize, similarity } from './match';

/** `groupName` → "group name": an input's key in the words a form labels its field with. */
const keyWords = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');

/** An input names the field only when it reads as that field, not one a word apart ("Security Group Type"). */
const INPUT_MIN = 0.85;
const NAME_FIELD = /\bname\b|名称|名字|姓名/i;

/** The input whose key names `field` (in either language, through the glossary), or '' when none does. */
export function inputFor(field: string, inputs: Record<string, string>, resources: Record<string, { id?: string; name?: string }> = {}): string {
  return byKey(field, inputs) || resourceValue(field, resources);
}

/**
 * The value for a field the doc leaves to the reader: the task's input named after it (by the glossary, by key, by
 * similarity, by word fit), else the task's only input where it fits, else a name of the episode's own for a name
 * field. `elements` are the fields on the page, `used` the values the episode has typed already.
 */
export function readerValue(field: string, elements: Element[], ctx: EpisodeContext, used: Iterable<string>): string {
  return (
    codeShown(field, elements) ||
    byGlossary(field, ctx.inputs) ||
    inputFor(field, ctx.inputs, ctx.resources) ||
    similarInput(field, ctx.inputs) ||
    (inputFitting([field], ctx.inputs) ?? '') ||
    soleInput(field, elements, ctx.inputs, new Set(used)) ||
    (NAME_FIELD.test(field) ? `aca-${ctx.rand}` : '')
  );
}

/** The task's input whose key is the field's own name (by the glossary or word for word), or '' when none is. */
export const inputNamed = (field: string, ctx: EpisodeContext): string => (field ? byGlossary(field, ctx.inputs) || byKey(field, ctx.inputs) : '');

/** The task's input named after the field (by the glossary, key, similarity or word fit), or '' when none is. */
export function namedInput(field: string, ctx: EpisodeContext): string {
  if (!field) return '';
  return byGlossary(field, ctx.inputs) || inputFor(field, ctx.inputs, ctx.resources) || similarInput(field, ctx.inputs) || (inputFitting([field], ctx.inputs) ?? '');
}

const CODE_FIELD = /verification\s+code|security\s+code|验证码|校验码/i;

/**
 * "Enter the code in the **verification code** field": the code the console sent, which the reader reads where it
 * arrives; the page's notice or status text that carries it ("Verification code sent: 123456").
 */
function codeShown(field: string, elements: Element[]): string {
  if (!CODE_FIELD.test(field)) return '';
  // A number on its own: not the masked phone number the code went to (138****0000). Alerts and status texts first.
  const code = /(?<![\d*])(\d{4,8})(?![\d*])/;
  const notices = ['alert', 'status', 'note', 'text', 'paragraph'].flatMap((role) => elements.filter((el) => el.role === role));
  const notice = notices.find((el) => CODE_FIELD.test(el.name) && code.test(el.name));
  return notice ? code.exec(notice.name)![1] : '';
}

/**
 * "specify **Alias Name**", a parameter table's "**Expire In**: the TTL …": the input named after the field
 * (`aliasName`, `expireIn`), in either language by the glossary.
 */
function byGlossary(field: string, inputs: Record<string, string>): string {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9\u3400-\u9fff]/g, '');
  const names = new Set([field, ...synonymsOf(normalize(field))].map(squash).filter(Boolean));
  const key = Object.keys(inputs).find((k) => names.has(squash(k)));
  return key === undefined ? '' : inputs[key];
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
  const hit = Object.entries(inputs).find(([key]) => canonical(normalize(keyWords(key))).replace(/ /g, '') === wanted);
  return hit?.[1] ?? '';
}

/** The input whose name reads like the field (`securityGroupName` for **Security Group Name** / **安全组名称**), or the only input for a name field. */
function similarInput(field: string, inputs: Record<string, string>): string {
  const entries = Object.entries(inputs ?? {});
  if (!field || !entries.length) return '';
  const ranked = entries.map(([key, value]) => ({ value, score: similarity(keyWords(key).toLowerCase(), field) })).sort((a, b) => b.score - a.score);
  if (ranked[0].score >= INPUT_MIN) return ranked[0].value;
  const names = entries.filter(([key]) => NAME_FIELD.test(keyWords(key).toLowerCase()));
  return NAME_FIELD.test(field) && names.length === 1 ? names[0][1] : '';
}

/**
 * Where no input is named after the field: when the task has one input, unused, that no field on the page is named
 * like, and that shares a word with the field (`folderName` for **Directory Name**) or the field is Chinese
 * (输入目录名: no words to compare with a camelCase key), that one. An input that shares nothing with the field
 * (`description` for **Alias Name**) is left alone. Secrets are never guessed into a field.
 */
function soleInput(field: string, elements: Element[], inputs: Record<string, string>, used: Set<string>): string {
  if (!field) return '';
  const entries = Object.entries(inputs).filter(([, v]) => v && !v.startsWith('<secret:'));
  const like = (key: string, label: string) => isExact(keyWords(key), label) || normalize(label).includes(normalize(keyWords(key)));
  const named = entries.find(([k]) => like(k, field));
  if (named) return named[1];
  if (entries.length !== 1) return '';
  const [key, value] = entries[0];
  const fieldWords = new Set(normalize(field).split(' '));
  const keyed = normalize(keyWords(key)).split(' ');
  // A Chinese field has no words to compare with the key, but a name is a name: an input named …Name goes only into a
  // field whose label, or the label of a box of the page that holds it, says name (名称, 目录名; 标签 for 标签名称),
  // never into 地域 or 带宽 (the top bar's region picker took an EIP's name).
  const saysName = (label: string) => /名/.test(label);
  const nameBox = saysName(field) || elements.some((el) => FIELD.has(el.role) && saysName(el.name) && normalize(el.name).includes(normalize(field)));
  const related = /[\u3400-\u9fff]/.test(field) ? keyed.at(-1) !== 'name' || nameBox : keyed.some((w) => fieldWords.has(w));
  if (!related) return '';
  const elsewhere = elements.some((el) => FIELD.has(el.role) && like(key, el.name));
  return used.has(value) || elsewhere ? '' : value;
}
