/** DOM helpers shared by the snapshot and the actions: visibility, boxes, text, frames, deep hit testing. */
import type { Box } from '../protocol/observation';

/** Where an element's frame sits in the top viewport, and the ref prefix of that frame (`''` or `f1:`). */
export interface Frame {
  prefix: string;
  dx: number;
  dy: number;
}

const PUA = /[\uE000-\uF8FF]/g;
/** Inline formatting that may split a word; every other element boundary separates words (UI spans rarely split one). */
const INLINE = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'SMALL', 'SUB', 'SUP', 'MARK', 'CODE', 'ABBR', 'WBR']);
const SKIP_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg', 'SVG', 'INPUT', 'SELECT', 'TEXTAREA']);

/** Collapses whitespace and drops icon-font glyphs (Unicode private use area). */
export function clean(s: string | null | undefined, max = 120): string {
  if (!s) return '';
  const t = s.replace(PUA, '').replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Text as a person reads it: element boundaries become spaces, screen-reader-only and hidden parts skipped. */
export function textOf(node: Node, skip?: (el: Element) => boolean, max = 200): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === 3) return void parts.push(n.nodeValue ?? '');
    if (n.nodeType !== 1) return;
    const el = n as Element;
    if (SKIP_TEXT.has(el.tagName) || el.hasAttribute('hidden') || el.classList.contains('next-sr-only')) return;
    if (skip?.(el)) return;
    const block = !INLINE.has(el.tagName);
    if (block) parts.push(' ');
    for (let c = el.firstChild; c; c = c.nextSibling) walk(c);
    if (block) parts.push(' ');
  };
  walk(node);
  return clean(parts.join(''), max);
}

/** `textOf` of an optional element ('' for none). */
export function textIn(el: Element | null | undefined, max = 200): string {
  return el ? textOf(el, undefined, max) : '';
}

/** True when the element has direct text of its own (not only in children). */
export function hasOwnText(el: Element): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3 && c.nodeValue && clean(c.nodeValue) !== '') return true;
  }
  return false;
}

/** Rendered at all (not display:none / visibility:hidden / inside a closed details). */
export function isRendered(el: Element): boolean {
  if (el.checkVisibility({ visibilityProperty: true })) return true;
  // display:contents has no box of its own but its children do.
  return el.ownerDocument.defaultView?.getComputedStyle(el).display === 'contents';
}

export function boxOf(el: Element, frame: Frame): Box {
  const r = el.getBoundingClientRect();
  return { x: Math.round(r.x + frame.dx), y: Math.round(r.y + frame.dy), width: Math.round(r.width), height: Math.round(r.height) };
}

export interface Rect { left: number; top: number; right: number; bottom: number }

export function intersects(b: Box, clip: Rect): boolean {
  return b.width > 0 && b.height > 0 && b.x < clip.right && b.x + b.width > clip.left && b.y < clip.bottom && b.y + b.height > clip.top;
}

export function viewportRect(): Rect {
  return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
}

/** The child frame's position in the top viewport; null when it is cross-origin (not readable from here). */
export function childFrame(iframe: HTMLIFrameElement | HTMLFrameElement, parent: Frame, index: number): { frame: Frame; doc: Document } | null {
  let doc: Document | null = null;
  try {
    doc = iframe.contentDocument;
  } catch {
    doc = null;
  }
  if (!doc || !doc.documentElement) return null;
  const r = iframe.getBoundingClientRect();
  return {
    doc,
    frame: { prefix: `f${index}:`, dx: parent.dx + r.x + iframe.clientLeft, dy: parent.dy + r.y + iframe.clientTop },
  };
}

/** `elementFromPoint` that descends into open shadow roots and same-origin iframes (viewport coordinates of the top). */
export function deepElementFromPoint(x: number, y: number, doc: Document = document): Element | null {
  let el: Element | null = doc.elementFromPoint(x, y);
  while (el) {
    if (el.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) return el;
      el = inner;
      continue;
    }
    if (el.tagName === 'IFRAME' || el.tagName === 'FRAME') {
      const f = el as HTMLIFrameElement;
      let inner: Document | null = null;
      try {
        inner = f.contentDocument;
      } catch {
        inner = null;
      }
      if (!inner) return el;
      const r = f.getBoundingClientRect();
      return deepElementFromPoint(x - r.x - f.clientLeft, y - r.y - f.clientTop, inner) ?? el;
    }
    return el;
  }
  return null;
}

/** Offset of the element's own frame in the top viewport (0,0 in the top document). */
export function frameOffset(el: Element): { dx: number; dy: number } {
  let dx = 0;
  let dy = 0;
  let win: Window | null = el.ownerDocument.defaultView;
  while (win && win !== window.top && win.frameElement) {
    const f = win.frameElement;
    const r = f.getBoundingClientRect();
    dx += r.x + f.clientLeft;
    dy += r.y + f.clientTop;
    win = f.ownerDocument.defaultView;
  }
  return { dx, dy };
}

/** Parent across shadow boundaries. */
export function parentOf(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** `closest` that crosses shadow roots. */
export function closestDeep(el: Element, selector: string): Element | null {
  for (let e: Element | null = el; e; e = parentOf(e)) if (e.matches(selector)) return e;
  return null;
}

export function containsDeep(outer: Element, inner: Element): boolean {
  for (let e: Element | null = inner; e; e = parentOf(e)) if (e === outer) return true;
  return false;
}

/**
 * This document and the documents of its same-origin frames, nested: a console that embeds a product page in an
 * iframe renders, fetches, animates and shows its toasts and dialogs in there too. Cross-origin frames are skipped.
 */
export function frameDocuments(doc: Document = document): Document[] {
  const out = [doc];
  for (const f of doc.querySelectorAll('iframe, frame')) {
    let inner: Document | null = null;
    try {
      inner = (f as HTMLIFrameElement).contentDocument;
    } catch {
      inner = null; // cross-origin: not ours to read
    }
    if (inner?.documentElement) out.push(...frameDocuments(inner));
  }
  return out;
}
