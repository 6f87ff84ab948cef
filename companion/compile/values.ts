/**
 * Values for fields the doc leaves to the reader in a format the console checks: a port range, an IP address or CIDR
 * block, a phone number, a number of days, a cache's expiry, a web page's file name. A field is of a kind by its
 * label (English, or the Chinese the page uses) or, for a label that says nothing of its format ("Rules", "规则"), by
 * the description the doc gives it ("IP addresses or CIDR blocks, one per line"). Its value is the doc's own example
 * when that fits the kind ("for example `22/23,443/443`": the first that fits, `22/23`), else the kind's value.
 */

export interface ValueKind {
  kind: string;
  /** The input's name for a field of this kind on a Chinese page, when the English label is not the usual one. */
  key?: string;
  /** The field's label (English or Chinese) says it is of this kind. */
  label: RegExp;
  /** The doc's description of a field whose label says nothing of its format says it (optional). */
  described?: RegExp;
  /** A value of this kind, as the consoles check it. */
  fits: (value: string) => boolean;
  /** An option of a choice that names it is a box the console shows when the option is picked (过期天数). */
  offered?: true;
  /** Fields of the kind whose value the console gives itself when the box is left empty (a private address). */
  assigned?: RegExp;
  /** The value given when the doc has no example that fits; `zh`: the page is in Chinese; `label`: the field's, in English. */
  value: (zh: boolean, description: string, label: string) => string;
}

const IP = /^(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?$/;

export const VALUE_KINDS: ValueKind[] = [
  { kind: 'port range', label: /\bport range\b|端口范围/i, fits: (v) => /^\d{1,5}\/\d{1,5}$/.test(v), value: () => '80/80' },
  {
    kind: 'IP address or CIDR block',
    label: /\bauthorization object\b|\bsource (?:ip|address|cidr)\b|\bip address(?:es)?\b|\bcidr block\b|授权对象|IP\s*地址|IP\s*网段/i,
    described: /\bIP addresses?\b|\bCIDR blocks?\b|IP\s*地址|IP\s*网段/i,
    // An ENI's primary or secondary private address must be a free one of its vSwitch's block (the cloud refuses
    // any other with InvalidVSwitchId.IpInvalid), and an empty box gets one.
    assigned: /\bprivate ip|私网\s*IP|内网\s*IP/i,
    fits: (v) => IP.test(v),
    // A block where the field or its description says blocks may go, or the field is a rule's source; else one
    // address: a field for one ("IP Address", a DNS A record's value "服务器的IP地址") refuses a block.
    value: (_zh, description, label) => (/\bCIDR\b|\bblocks?\b|网段|\bauthorization object\b|授权对象|\bsource\b/i.test(`${label} ${description}`) ? '192.0.2.0/24' : '192.0.2.1'),
  },
  { kind: 'phone number', label: /\b(?:mobile|phone)(?: number)?\b|手机|电话/i, fits: (v) => /^\+?\d{6,15}$/.test(v), value: () => '13800138000' },
  { kind: 'days', label: /\b(?:number of )?days\b|天数/i, offered: true, fits: (v) => /^\d{1,4}$/.test(v), value: () => '30' },
  {
    kind: 'expiry',
    label: /\bexpire(?:s|d)? in\b|\bexpiration time\b|\bTTL\b|过期时间/i,
    fits: (v) => /^\d+\s*[a-z\u4e00-\u9fff]*$/i.test(v),
    // A TTL the doc counts in seconds only is a number; else a number and a unit, as the older consoles took it.
    value: (zh, description) => (/\bseconds?\b|秒/.test(description) && !/\bmonths?\b|\bdays?\b|月|天/.test(description) ? '3600' : zh ? '1个月' : '1 month'),
  },
  // A page's file name: the label ends with the page ("Default 404 Page", not "Error Document Response Code").
  { kind: 'home page', key: 'indexDocument', label: /(?:\bhome ?page|\bindex (?:page|document)|默认首页|索引页)\s*$/i, fits: (v) => /^[\w.-]+\.html?$/.test(v), value: () => 'index.html' },
  { kind: 'error page', key: 'errorDocument', label: /(?:\b404 page|\berror (?:page|document)|错误页|404\s*页)\s*$/i, fits: (v) => /^[\w.-]+\.html?$/.test(v), value: () => 'error.html' },
];

/** The kind of a field, by its label (as the doc writes it, and in English), else by the doc's description of it. */
export function valueKindOf(field: string, english: string, description: string): ValueKind | undefined {
  // A label that picks something ("Select a vSwitch for …") is a choice, whatever its description says of addresses.
  const choice = /^(?:select|choose)\b|^选择/i.test(english) || /^选择/.test(field);
  return VALUE_KINDS.find((k) => k.label.test(field) || k.label.test(english)) ?? (choice ? undefined : VALUE_KINDS.find((k) => k.described?.test(description)));
}

/** The console gives a field of the kind its value itself when it is left empty (a private address of the vSwitch). */
export const assignedByConsole = (kind: ValueKind, field: string, english: string): boolean => Boolean(kind.assigned?.test(field) || kind.assigned?.test(english));

/** The value a field of a kind takes: the first piece of the doc's example that fits, else the kind's value. */
export function valueOf(kind: ValueKind, example: string, zh: boolean, description: string, label = ''): { value: string; fromDoc: boolean } {
  const piece = example
    .split(/[,，、;；\s]+/)
    .map((p) => p.trim().replace(/^`|`$/g, ''))
    .find((p) => p && kind.fits(p));
  return piece ? { value: piece, fromDoc: true } : { value: kind.value(zh, description, label), fromDoc: false };
}

/**
 * What the doc says of a field in the step's Markdown: the rest of the table row or list item that names it
 * (`|**Expire In**|The TTL ...|`, `- **Rules**: one per line`), without Markdown marks.
 */
export function descriptionOf(markdown: string, field: string): string {
  for (const line of markdown.split('\n')) {
    const at = line.indexOf(field);
    if (at < 0) continue;
    const rest = line.slice(at + field.length).replace(/^\*\*/, '');
    const cell = /^\s*\|/.test(rest) ? rest.replace(/^\s*\|/, '').split('|')[0] : rest.replace(/^\s*[:：]/, '');
    const text = cell.replace(/\*\*|`|\\/g, '').trim();
    if (text) return text;
  }
  return '';
}

/** "for example `x`", "例如 x": the example values a description gives, as one string (empty when none). */
export function examplesIn(description: string): string {
  // Up to the end of the sentence: a full stop before a space or the end (an IP address keeps its dots).
  const m = /\b(?:for example|e\.g\.|such as)[,:]?\s*(.+?)(?:\.(?:\s|$)|[;。；]|$)|(?:例如|比如)[：:，,]?\s*(.+?)(?:[。；;]|$)/i.exec(description);
  return (m?.[1] ?? m?.[2] ?? '').trim();
}
