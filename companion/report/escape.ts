/** Escaping for the text formats the writers produce. */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}

/**
 * Characters XML 1.0 forbids anywhere, even escaped: C0 controls but tab, LF and CR; lone surrogates; U+FFFE
 * and U+FFFF. Doc text and page text can carry them, and one would make the whole junit.xml unreadable.
 */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for XML element content, replacing forbidden characters with U+FFFD. */
export function escapeXml(text: string): string {
  return text.replace(XML_INVALID, '\uFFFD').replace(/[&<>]/g, (c) => HTML_ENTITIES[c]);
}

/** Escapes text for a double-quoted XML attribute; line breaks and tabs survive attribute normalization. */
export function escapeXmlAttr(text: string): string {
  return escapeXml(text)
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

/** Markup that is already safe; only `html` and `raw` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks trusted markup (our own tags, SVG built from numbers) so `html` inserts it as is. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

/**
 * Template tag that escapes every interpolated value unless it is SafeHtml, so doc and page text can never
 * open a tag. Arrays are joined; null, undefined and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    out += interpolate(value) + strings[i + 1];
  });
  return new SafeHtml(out);
}

function interpolate(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  return escapeHtml(String(value));
}
