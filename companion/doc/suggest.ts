/**
 * A value the console would accept instead of the doc's example, read from the console's own validation
 * message. Only rules that say how to mend the value are used; otherwise there is no suggestion.
 */
const RULES: { says: RegExp; mend(value: string): string }[] = [
  { says: /upper ?case|capital letters|大写/i, mend: (v) => v.toLowerCase() },
  { says: /lower ?case letters? (are|is) not|小写/i, mend: (v) => v.toUpperCase() },
  { says: /spaces?|whitespace|空格/i, mend: (v) => v.trim().replace(/\s+/g, '-') },
  { says: /(cannot|can't|must not|may not) start with http|不能以 ?http/i, mend: (v) => v.replace(/^https?:\/\//i, '') },
];

/** `value` may be a task template: its `${...}` references are kept as they are. */
export function suggestValue(value: string, message: string): string | undefined {
  const rules = RULES.filter((rule) => rule.says.test(message));
  const mended = value
    .split(/(\$\{[^}]*\})/)
    .map((part) => (part.startsWith('${') ? part : rules.reduce((v, rule) => rule.mend(v), part)))
    .join('');
  return mended !== value ? mended : undefined;
}
