/**
 * An article saved from the browser (File > Save Page As, HTML only) as the help center's Markdown: parsed with
 * rehype-parse (parse5, the HTML standard's parser, which takes any markup a browser takes), reduced to the
 * article's content and turned into Markdown by rehype-remark and remark-stringify (with GFM tables).
 */
import type { Element, Root as HastRoot, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { CompileError } from './errors';

/** Elements that never hold the article: the site's frame and everything a page draws around its text. */
const CHROME = new Set(['script', 'style', 'noscript', 'template', 'nav', 'header', 'footer', 'aside', 'form', 'button', 'svg', 'iframe', 'select', 'input', 'textarea']);

/** Class or id words of the help center's frame (navigation trees, feedback, breadcrumbs, recommendations). */
const CHROME_NAME = /(?:^|[\s_-])(?:breadcrumb|sidebar|side-nav|toc|feedback|recommend|footer|header|menu|navbar|cookie|share)(?:$|[\s_-])/i;

/** Where the article is: the first match wins (the help center's article body, then any article or main element). */
const ARTICLE_NAME = /(?:^|[\s_-])(?:markdown-body|article-content|doc-content|help-body|topic-content)(?:$|[\s_-])/i;

export interface HtmlPage {
  markdown: string;
  /** The page's canonical URL (`<link rel="canonical">`, `og:url`), when it says. */
  url?: string;
  /** "Last Updated" date written in the page (`YYYY-MM-DD`), when found. */
  updated?: string;
}

const nameOf = (el: Element) => `${String(el.properties?.className ?? '')} ${String(el.properties?.id ?? '')}`;

function walk(node: HastRoot | Element, visit: (el: Element) => boolean | void): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    if (visit(child) === false) continue;
    walk(child, visit);
  }
}

function find(root: HastRoot | Element, test: (el: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  walk(root, (el) => {
    if (found) return false;
    if (test(el)) {
      found = el;
      return false;
    }
  });
  return found;
}

/** Drops the frame around the article, in place. */
function prune(node: HastRoot | Element): void {
  node.children = (node.children as RootContent[]).filter((c) => c.type !== 'comment' && !(c.type === 'element' && (CHROME.has(c.tagName) || CHROME_NAME.test(nameOf(c))))) as typeof node.children;
  for (const child of node.children as RootContent[]) if (child.type === 'element') prune(child);
}

function textLength(node: HastRoot | Element): number {
  let n = 0;
  const count = (c: RootContent) => {
    if (c.type === 'text') n += c.value.trim().length;
    else if (c.type === 'element') c.children.forEach(count);
  };
  (node.children as RootContent[]).forEach(count);
  return n;
}

/** Converts a saved article to Markdown; throws CompileError('compile-malformed-html') when it holds no document. */
export function htmlToMarkdown(html: string, file: string): HtmlPage {
  if (html.includes('\u0000')) throw new CompileError('compile-malformed-html', 'the file holds binary data, not HTML (save the page as "Webpage, HTML only")', file);
  if (!/<[a-z][\w-]*[\s>/]/i.test(html)) throw new CompileError('compile-malformed-html', 'no HTML element found: is this really a saved web page?', file);
  const tree = unified().use(rehypeParse).parse(html) as HastRoot;
  const head = find(tree, (el) => el.tagName === 'head');
  const meta = (test: (el: Element) => boolean) => (head ? find(head, test) : undefined);
  const canonical = meta((el) => el.tagName === 'link' && String(el.properties?.rel ?? '').includes('canonical'))?.properties?.href;
  const ogUrl = meta((el) => el.tagName === 'meta' && el.properties?.property === 'og:url')?.properties?.content;
  const body = find(tree, (el) => el.tagName === 'body') ?? tree;
  const article =
    find(body, (el) => ARTICLE_NAME.test(nameOf(el))) ?? find(body, (el) => el.tagName === 'article') ?? find(body, (el) => el.tagName === 'main') ?? body;
  const rawText = article.type === 'element' ? textOf(article) : '';
  const updated = /(?:Last Updated|更新时间)[:：]?\s*(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})/.exec(rawText);
  prune(article);
  if (textLength(article) === 0) throw new CompileError('compile-malformed-html', 'the page has no text in its body (a page saved before it finished loading?)', file);
  const root: HastRoot = { type: 'root', children: article.type === 'root' ? article.children : [article] };
  const mdast = unified().use(rehypeRemark).runSync(root);
  const markdown = String(unified().use(remarkGfm).use(remarkStringify, { bullet: '-', emphasis: '*', strong: '*', fences: true, rule: '-' }).stringify(mdast as never));
  const url = String(canonical ?? ogUrl ?? '') || undefined;
  return {
    markdown,
    ...(url && /^https?:\/\//.test(url) ? { url } : {}),
    ...(updated ? { updated: `${updated[1]}-${updated[2].padStart(2, '0')}-${updated[3].padStart(2, '0')}` } : {}),
  };
}

function textOf(el: Element): string {
  let out = '';
  const add = (c: RootContent) => {
    if (c.type === 'text') out += c.value;
    else if (c.type === 'element') {
      c.children.forEach(add);
      out += ' ';
    }
  };
  el.children.forEach(add);
  return out;
}
