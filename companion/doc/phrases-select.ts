/**
 * Phrasings of choices and parameters that phrases.ts spreads into RULES where they stand in its order:
 * `SELECT_MORE_RULES` before "for **X**, select …", `CODE_FIELD_RULES` before the bold field and its colon.
 */
import { rule, type RuleSpec } from './rule';

/** A parameter's name written in code: words, not a pattern, a path or a command ("RelayState", "Entity ID"). */
const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9]*(?:[ _-][A-Za-z0-9]+){0,3}$/;

export const SELECT_MORE_RULES: RuleSpec[] = [
  // "Click **OK**, and then **Mount**.": the second control of a click whose verb the sentence gave once.
  rule('then-bold', '(?<=\\u0001\\s*,?\\s*)(?:and\\s+)?then\\s+{B}(?=\\s*(?:[.;。]|$))', (m) => [{ kind: 'click', label: m.text(1) }]),
  // "select RSA for **Key Type**": a choice in plain words (one capitalized word or an acronym) for a bold field.
  rule('select-word-for', '{select}\\s+([A-Z][\\w.-]{1,20})\\s+(?:for|as)\\s+(?:the\\s+)?{B}(?!\\s+(?:dialog|page|tab|column|pane|message|menu))', (m) => [
    { kind: 'choose', field: m.text(2), option: m.text(1) },
  ]),
  // "Set `serverUrl` to the URL of your server": a parameter named in code, its value described in words for the reader.
  rule('set-code-described', '(?<=^\\s*|[,，]\\s*)set\\s+{V}\\s+to\\s+(?:the|a|an|your)\\s+[^\\uE000\\u0001,;.]{2,60}?(?=\\s*(?:[.;,]|$))', (m) => [{ kind: 'fill', field: m.text(1), value: '' }]),
  // "select **Advanced** (also named **Custom**)": one control under its two names.
  rule('select-aka', '(?:{click}|{select})\\s+(?:the\\s+)?{B}\\s*[(（]\\s*(?:also\\s+(?:named|called|known\\s+as)|or|即|也称为?|又称)\\s*{B}\\s*[)）]', (m) => [
    { kind: 'click', label: m.text(1) },
    { kind: '_or' },
    { kind: 'click', label: m.text(2) },
  ]),
];

export const CODE_FIELD_RULES: RuleSpec[] = [
  // A parameter named in code before its colon ("`EntityID`: `urn:x`", "`RelayState`: optional."): its value, or the field
  // the line is about.
  rule('code-field-value', '^\\s*{V}\\s*[:：]\\s*{V}(?=\\s*(?:[.;。；]|$))', (m) => (PARAMETER_NAME.test(m.text(1)) ? [{ kind: 'fill', field: m.text(1), value: m.text(2) }] : null)),
  rule('code-field-colon', '^\\s*{V}\\s*[:：]', (m) => (PARAMETER_NAME.test(m.text(1)) ? [{ kind: '_field', fields: [m.text(1)] }] : null)),
];
