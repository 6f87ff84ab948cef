import type { PhrasingContent } from 'mdast';
import { iconName } from './icons';

/**
 * A paragraph reduced to what the phrase rules read: a skeleton string where every bold text is a `B` token,
 * every icon image an `I` token and every value (code span, quoted text, `${...}` reference, `<secret:x>`) a `V`
 * token, so a rule can say "click {B} in the {B} column" without caring about Markdown. `links` are the spans of
 * the skeleton that link somewhere (a console page, for "Log on to the [ECS console](https://…)").
 */
export interface Inline {
  skeleton: string;
  tokens: Token[];
  links: Array<{ from: number; to: number; url: string }>;
}

export interface Token {
  kind: 'B' | 'V' | 'I';
  text: string;
  /** Where the token comes from: bold text, italic text, a code span, quoted words or a reference, an icon image. */
  from: 'bold' | 'emphasis' | 'code' | 'quote' | 'icon';
  /** The colon after it was inside the bold ("**高级配置：**"): a lead, as the bold text alone is. */
  colon?: true;
}

export const TOKEN_OPEN = '\uE000';
export const TOKEN_CLOSE = '\uE001';
/** Marks skeleton text a rule has already used (kept the same length so offsets stay valid). */
export const CONSUMED = '\u0001';

// Values written in plain text: ${refs}, <secret:x> placeholders, "quoted", “quoted”, 「quoted」.
const MARKERS = new RegExp(`[${TOKEN_OPEN}${TOKEN_CLOSE}${CONSUMED}]`, 'g');
const LITERAL_BOLD = /\*\*([^*\n]+?)\*\*/g;
/** A bold text that ends in a colon: its words, then the colon. */
const LABEL_COLON = /^(.*[^\s:：])\s*([:：])$/s;
const PLAIN_VALUE = /\$\{[^}\s]+\}|<secret:[\w.-]+>|"([^"\n]{1,80})"|“([^”\n]{1,80})”|「([^」\n]{1,80})」/g;

export function toInline(nodes: readonly PhrasingContent[]): Inline {
  const tokens: Token[] = [];
  const links: Inline['links'] = [];
  let out = '';
  const push = (kind: Token['kind'], text: string, from: Token['from']) => {
    tokens.push({ kind, text, from });
    return `${TOKEN_OPEN}${kind}${tokens.length - 1}${TOKEN_CLOSE}`;
  };
  const bold = (text: string) => {
    // "**计费类型：**按使用量计费", "**Name:** Enter a name": a colon set inside the bold ends a field's label (the label
    // is the words before it, the value follows), as "**计费类型**：…" writes it.
    const colon = LABEL_COLON.exec(text);
    const label = colon ? colon[1] : text;
    const skeleton = label
      .split(/\s+[>＞›→]\s+/)
      .map((part) => push('B', part, 'bold'))
      .join(' > ');
    if (!colon) return skeleton;
    tokens[tokens.length - 1].colon = true;
    return skeleton + colon[2];
  };
  const plainText = (value: string) =>
    value
      .replace(MARKERS, '')
      // CommonMark does not close "**华东1（杭州）**地域" (punctuation before, a letter after): still bold to a reader.
      .replace(LITERAL_BOLD, (_, inner: string) => bold(inner.trim()))
      .replace(PLAIN_VALUE, (all, q1?: string, q2?: string, q3?: string) => push('V', q1 ?? q2 ?? q3 ?? all, 'quote'));
  const icon = (alt: string, url: string) => push('I', iconName(alt, url), 'icon');
  /** Bold text that holds icons ("**![More](p1.png)** > **Delete**" writes the ⋮ menu as a bold image). */
  const strong = (children: readonly PhrasingContent[]): string => {
    if (!children.some((c) => c.type === 'image')) {
      const text = textOf(children).trim();
      // "**Instances & Images > Instances**" is a menu path written as one bold run.
      return text ? bold(text) : '';
    }
    return children
      .map((c) => (c.type === 'image' ? icon(c.alt ?? '', c.url) : textOf([c]).trim() ? bold(textOf([c]).trim()) : ''))
      .filter(Boolean)
      .join(' ');
  };
  const walk = (list: readonly PhrasingContent[]) => {
    list.forEach((node, k) => {
      switch (node.type) {
        case 'text':
          out += plainText(node.value.replace(/\s*\n\s*/g, ' '));
          break;
        case 'strong':
          out += strong(node.children);
          break;
        case 'inlineCode':
          out += push('V', node.value, 'code');
          break;
        case 'image':
          // A picture standing on its own between sentences is a screenshot; one inside a sentence is an icon.
          if (!standalone(out, list[k - 1], list[k + 1])) out += icon(node.alt ?? '', node.url);
          break;
        case 'emphasis': {
          // Some pages set UI text in italics ("选中*云服务器ECS服务条款*"): a label to the reader.
          const text = textOf(node.children).trim();
          if (text && text.length <= 40 && !node.children.some((c) => c.type !== 'text')) out += push('B', text, 'emphasis');
          else walk(node.children);
          break;
        }
        case 'delete':
          walk(node.children);
          break;
        case 'link': {
          // `<secret:x>` written bare is an autolink with the scheme "secret".
          if (node.url.startsWith('secret:')) {
            out += push('V', `<${node.url}>`, 'quote');
            break;
          }
          const from = out.length;
          walk(node.children);
          links.push({ from, to: out.length, url: node.url.replace(/\u00a0|%C2%A0/gi, ' ') });
          break;
        }
        case 'break':
          out += ' ';
          break;
        case 'html':
          if (/^<br\s*\/?>$/i.test(node.value)) out += ' ';
          break;
        default:
      }
    });
  };
  walk(nodes);
  return { skeleton: out, tokens, links };
}

/**
 * An image with a sentence end, a line break (it opens a line of its own: "- **Zone**: Zone A" then the screenshot on
 * the next line of the item) or nothing before it, and a line end (or nothing) after it.
 */
function standalone(before: string, previous: PhrasingContent | undefined, next: PhrasingContent | undefined): boolean {
  const prev = before.replace(new RegExp(`[${TOKEN_OPEN}${TOKEN_CLOSE}]`, 'g'), '').trimEnd();
  const ended = prev === '' || /[.。:：!！?？;；]$/.test(prev) || (previous?.type === 'text' && /\n[ \t]*$/.test(previous.value));
  const alone = !next || next.type === 'break' || (next.type === 'text' && /^[ \t]*(?:\n|$)/.test(next.value));
  return ended && alone;
}

/** Plain text of phrasing content, Markdown marks dropped. */
export function textOf(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'break') return ' ';
      if (node.type === 'link' && node.url.startsWith('secret:')) return `<${node.url}>`;
      if (node.type === 'image') return node.alt ?? '';
      if ('children' in node) return textOf(node.children as PhrasingContent[]);
      return '';
    })
    .join('')
    .replace(LITERAL_BOLD, '$1')
    .replace(/\s*\n\s*/g, ' ');
}

const TOKEN_RE = new RegExp(`${TOKEN_OPEN}([BVI])(\\d+)${TOKEN_CLOSE}`, 'g');

/** Replaces tokens by their text. */
export function resolve(skeleton: string, tokens: readonly Token[]): string {
  return skeleton.replace(TOKEN_RE, (_, _kind: string, i: string) => tokens[Number(i)]?.text ?? '');
}

/** The tokens a piece of skeleton holds, in order. */
export function tokensIn(skeleton: string, tokens: readonly Token[]): Token[] {
  return [...skeleton.matchAll(TOKEN_RE)].map((m) => tokens[Number(m[2])]).filter((t): t is Token => !!t);
}

/** The token a piece of skeleton is, when it is exactly one. */
export function singleToken(skeleton: string, tokens: readonly Token[]): Token | undefined {
  const m = new RegExp(`^${TOKEN_OPEN}([BVI])(\\d+)${TOKEN_CLOSE}$`).exec(skeleton.trim());
  return m ? tokens[Number(m[2])] : undefined;
}

const PUNCT = /[\p{P}\p{S}]/u;
const WORD = /[\p{L}\p{N}]/u;

/**
 * CommonMark does not see `**` as bold when punctuation is inside and a letter outside, which Chinese docs write
 * all the time ("选择**华东1（杭州）**地域", "勾选**《服务条款》**然后"). This puts a space on the outside of each
 * such delimiter (pairing `**` per line, code spans skipped), and maps offsets of the result back to the source.
 */
export function cjkFriendly(markdown: string): { text: string; toSource(offset: number): number } {
  const inserted: number[] = [];
  const lines = markdown.split('\n');
  let base = 0;
  const out = lines.map((line) => {
    const marks: number[] = [];
    let code = false;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '`') code = !code;
      else if (!code && line.startsWith('**', i) && line[i + 2] !== '*' && line[i - 1] !== '*') marks.push(i++);
    }
    let result = line;
    if (marks.length % 2 === 0) {
      // Right to left, so earlier indexes stay valid.
      for (let k = marks.length - 1; k >= 0; k--) {
        const at = marks[k];
        const before = line[at - 1] ?? ' ';
        const after = line[at + 2] ?? ' ';
        const opener = k % 2 === 0;
        if (opener && WORD.test(before) && PUNCT.test(after)) {
          result = `${result.slice(0, at)} ${result.slice(at)}`;
          inserted.push(base + at);
        } else if (!opener && PUNCT.test(before) && WORD.test(after)) {
          result = `${result.slice(0, at + 2)} ${result.slice(at + 2)}`;
          inserted.push(base + at + 2);
        }
      }
    }
    base += line.length + 1;
    return result;
  });
  inserted.sort((a, b) => a - b);
  return {
    text: out.join('\n'),
    toSource(offset: number) {
      let shift = 0;
      for (const at of inserted) if (at + shift < offset) shift++;
      return offset - shift;
    },
  };
}
