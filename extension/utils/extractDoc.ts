/**
 * Reads the procedure of a help-center page as Markdown (for `episode.start {markdown}`): the main article's
 * headings, paragraphs and lists (numbering and nesting kept), with bold, code and code blocks kept, so the
 * companion's doc-step parser sees what it would see in the original Markdown.
 */
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'NAV', 'ASIDE', 'HEADER', 'FOOTER', 'BUTTON', 'FORM', 'SVG', 'IMG', 'TEMPLATE']);
const MAIN = 'article, main, [role="main"], .markdown-body, .help-body, #content, .content';

function mainElement(doc: Document): Element {
  const candidates = [...doc.querySelectorAll(MAIN)];
  candidates.sort((a, b) => (b.textContent?.length ?? 0) - (a.textContent?.length ?? 0));
  return candidates[0] ?? doc.body;
}

function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element) || SKIP.has(node.tagName.toUpperCase())) return '';
  const inner = () => [...node.childNodes].map(inline).join('');
  switch (node.tagName) {
    case 'STRONG':
    case 'B': {
      const t = inner().trim();
      return t ? `**${t}**` : '';
    }
    case 'CODE':
    case 'KBD': {
      const t = (node.textContent ?? '').trim();
      return t ? `\`${t}\`` : '';
    }
    case 'BR':
      return ' ';
    case 'UL':
    case 'OL':
      return '';
    default:
      return inner();
  }
}

function list(el: Element, depth: number, out: string[]): void {
  const ordered = el.tagName === 'OL';
  let n = Number(el.getAttribute('start') ?? 1);
  for (const li of el.children) {
    if (li.tagName !== 'LI') continue;
    const text = [...li.childNodes].map((c) => (c instanceof Element && /^(P|DIV)$/.test(c.tagName) ? ` ${inline(c)} ` : inline(c))).join('').replace(/\s+/g, ' ').trim();
    out.push(`${'   '.repeat(depth)}${ordered ? `${n++}.` : '-'} ${text}`);
    for (const sub of li.querySelectorAll(':scope > ol, :scope > ul, :scope > div > ol, :scope > div > ul')) list(sub, depth + 1, out);
  }
}

function block(el: Element, out: string[]): void {
  if (SKIP.has(el.tagName.toUpperCase())) return;
  const heading = /^H([1-6])$/.exec(el.tagName);
  if (heading) {
    out.push('', `${'#'.repeat(Number(heading[1]))} ${inline(el).trim()}`, '');
  } else if (el.tagName === 'OL' || el.tagName === 'UL') {
    out.push('');
    list(el, 0, out);
    out.push('');
  } else if (el.tagName === 'PRE') {
    out.push('', '```', (el.textContent ?? '').replace(/\n$/, ''), '```', '');
  } else if (el.tagName === 'P' || el.tagName === 'BLOCKQUOTE') {
    const text = inline(el).trim();
    if (text) out.push('', el.tagName === 'BLOCKQUOTE' ? `> ${text}` : text, '');
  } else if (el.tagName === 'TABLE') {
    for (const row of el.querySelectorAll('tr')) out.push(`| ${[...row.cells].map((c) => inline(c).trim()).join(' | ')} |`);
  } else {
    for (const child of el.children) block(child, out);
  }
}

export function extractDoc(doc: Document): { markdown: string; title: string } {
  const root = mainElement(doc);
  const out: string[] = [];
  block(root, out);
  const title = doc.querySelector('h1')?.textContent?.trim() || doc.title;
  let markdown = out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  if (!/^#\s/m.test(markdown) && title) markdown = `# ${title}\n\n${markdown}`;
  return { markdown: `${markdown}\n`, title };
}
