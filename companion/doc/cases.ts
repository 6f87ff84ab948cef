/**
 * Sub-steps that are cases of one step, each for one situation: "Select a restart mode:" then "- Normal restart:
 * leave …" / "- **Force Restart**: select …"; "按需要启动实例。" then "- 启动一台实例：…" / "- 启动多台实例：…"; "- For a VPC
 * security group, select …" / "- For a classic network security group, select …". The reader does one of them. Each
 * case opens with a lead naming its situation (words before a colon, or a "For …," / "If …," clause); a list of
 * fields ("- **Name**: enter …") has only bold leads and is not a set of cases.
 */
import type { List, ListItem, Paragraph, PhrasingContent } from 'mdast';
import { textOf } from './inline';

/** A lead sentence that asks the reader to pick one way: "select a restart mode", "choose when to", "按需要", "按…选择做法". */
const CHOICE_LEAD =
  /\b(?:as needed|as required|as appropriate|depending on|based on|according to)\b|\b(?:select|choose|pick)\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){0,3}?(?:modes?|methods?|ways?|options?|approach(?:es)?)\b|\bchoose\s+(?:when|how|whether)\b|按需|按实际情况|视情况|根据(?:实际)?(?:需要|情况|需求|场景)|按[^，。,；]{1,24}?(?:选择|操作|进行)|选择[^，。,；]{0,16}?(?:方式|做法|方法|模式)/i;
/** Leads that split by how many resources the case acts on: "One instance:", "启动多台实例：". */
const COUNT_LEAD = /一台|多台|单台|单个|多个|批量|一个或多个|\b(?:one|a single|several|multiple|more than one|many)\b/i;
/** A conditional opening clause: "For a VPC security group, …", "If the instance is running, …", "对于经典网络，…". */
const CONDITION_LEAD = /^\s*(?:(?:for|if|when|to)\s+[^,:：，]{2,60}?[,，]|(?:如果|若|对于|当)[^，,:：]{1,30}?[，,])/i;
/** A plain lead before a colon, short enough to be a case's name. */
const COLON_LEAD = /^([^:：]{1,40}?)[:：]/;

export interface CaseLead {
  /** The lead as text ("Normal restart (the default)", "For a VPC security group"). */
  text: string;
  /** The paragraph's content up to the lead's end, and after it. */
  head: PhrasingContent[];
  rest: PhrasingContent[];
}

/**
 * The plain lead of a case paragraph and what follows it; null when the paragraph has none or its lead is one bold
 * label (a field's name, which the phrase rules read as the field: "**Force Restart**: select the check box").
 */
export function caseLead(paragraph: Paragraph): CaseLead | null {
  const [first, second] = paragraph.children;
  if (first?.type === 'strong' && (second === undefined || (second.type === 'text' && /^\s*[:：]/.test(second.value)))) return null;
  const text = textOf(paragraph.children);
  const m = COLON_LEAD.exec(text) ?? CONDITION_LEAD.exec(text);
  if (!m) return null;
  const rest = after(paragraph.children, m[0].length);
  if (!rest) return null;
  const head = paragraph.children.slice(0, paragraph.children.length - rest.length + (rest[0]?.type === 'text' && !paragraph.children.includes(rest[0]) ? 1 : 0));
  return { text: m[0].replace(/[:：,，\s]+$/, '').trim(), head, rest };
}

/** Whether the list under a step (whose own text is `parent`) holds cases of it rather than steps or fields. */
export function isCaseList(list: List, parent: string): boolean {
  if (list.children.length < 2) return false;
  const leads = list.children.map(leadOf);
  if (leads.some((l) => l === undefined)) return false;
  const plain = leads.filter((l): l is CaseLead => l !== null);
  if (!plain.length) return false;
  const conditional = plain.length === leads.length && plain.every((l) => CONDITION_LEAD.test(`${l.text},`));
  return conditional || (plain.length === leads.length && kindsOfOne(plain)) || CHOICE_LEAD.test(parent) || plain.some((l) => COUNT_LEAD.test(l.text));
}

/** Leads that name kinds of one thing: "专有网络类型的安全组：…" / "经典网络类型的安全组：…" (each "…的X", X the same). */
function kindsOfOne(leads: CaseLead[]): boolean {
  const kinds = leads.map((l) => /^(.{1,20})的([\u4e00-\u9fffA-Za-z]{1,8})$/.exec(l.text));
  if (kinds.some((k) => !k)) return false;
  const [first, ...rest] = kinds as RegExpExecArray[];
  return rest.every((k) => k[2] === first[2]) && new Set(kinds.map((k) => k?.[1])).size === kinds.length;
}

/** The item's case lead: a plain lead, null for a bold one ("**Force Restart**: …"), undefined for none. */
function leadOf(item: ListItem): CaseLead | null | undefined {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const plain = caseLead(first);
  if (plain) return plain;
  const [bold, colon] = first.children;
  return bold?.type === 'strong' && colon?.type === 'text' && /^\s*[:：]/.test(colon.value) ? null : undefined;
}

/** The phrasing content after the first `length` characters of its text; null when the cut falls inside a non-text node. */
function after(children: PhrasingContent[], length: number): PhrasingContent[] | null {
  for (let i = 0; i < children.length; i++) {
    const upto = textOf(children.slice(0, i + 1)).length;
    if (upto < length) continue;
    if (upto === length) return children.slice(i + 1);
    const node = children[i];
    if (node.type !== 'text') return null;
    const cut = length - textOf(children.slice(0, i)).length;
    return [{ type: 'text', value: node.value.slice(Math.max(0, cut)).replace(/^\s+/, '') }, ...children.slice(i + 1)];
  }
  return [];
}
