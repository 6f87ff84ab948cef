/**
 * Tooltips name the icon-only controls they describe (Fusion `Balloon.Tooltip`, `role=tooltip`). A closed tooltip
 * is not in the DOM, so the text of one seen open is remembered for its trigger: the element whose
 * `aria-describedby` names it, else the element the pointer is on (the runtime's last hover, or `:hover`).
 */
import { textOf } from './dom';
import { lastHovered } from './events';

const TOOLTIP = '[role=tooltip], .next-balloon-tooltip';
/** How far up from the hovered element the trigger may be (an icon inside its wrapper inside its button). */
const TRIGGER_DEPTH = 3;

const remembered = new WeakMap<Element, string>();

function describedBy(tip: Element): Element | null {
  if (!tip.id) return null;
  return tip.ownerDocument.querySelector(`[aria-describedby~="${CSS.escape(tip.id)}"]`);
}

function hovered(doc: Document): Element | null {
  const h = lastHovered();
  if (h && h.isConnected && h.ownerDocument === doc) return h;
  const all = doc.querySelectorAll(':hover');
  return all.length ? all[all.length - 1] : null;
}

/** Remembers the text of every open tooltip of the document for its trigger (and the trigger's few ancestors). */
export function noteTooltips(doc: Document): void {
  for (const tip of doc.querySelectorAll(TOOLTIP)) {
    if (!tip.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const text = textOf(tip, undefined, 80);
    if (!text) continue;
    const trigger = describedBy(tip);
    if (trigger) {
      remembered.set(trigger, text);
      continue;
    }
    let e = hovered(doc);
    if (!e || tip.contains(e)) continue;
    for (let i = 0; e && i <= TRIGGER_DEPTH && e !== doc.body; i++, e = e.parentElement) remembered.set(e, text);
  }
}

/** The tooltip text that describes `el`: an open one it points to with aria-describedby, else one seen before. */
export function tooltipOf(el: Element): string {
  const ids = el.getAttribute('aria-describedby');
  if (ids) {
    for (const id of ids.split(/\s+/)) {
      const tip = id ? el.ownerDocument.getElementById(id) : null;
      if (tip && tip.matches(TOOLTIP)) {
        const text = textOf(tip, undefined, 80);
        if (text) return text;
      }
    }
  }
  return remembered.get(el) ?? '';
}
