/**
 * The focused element, for the snapshot's `focus`: where a key press goes (the destructive-action guard judges
 * Enter and Space by it). Followed into open shadow roots and same-origin iframes; named by the listed element that
 * is it or holds it, else by its own role and name; a text field in a `<form>` also says which button Enter submits.
 */
import type { PageSnapshot } from '../protocol/observation';
import { closestDeep, parentOf } from './dom';
import { nameOf } from './names';
import { dialogTitle } from './overlays';
import { nativeRole } from './roles';
import { maskCredentials } from './secrets';
import type { ElementInfo } from './walker';

type Focus = NonNullable<PageSnapshot['focus']>;
const DIALOG = '[role=dialog], [role=alertdialog], dialog[open], .next-dialog, .next-drawer';

/** `document.activeElement`, through shadow roots and same-origin frames; null when it is the page itself. */
export function deepActiveElement(doc: Document = document): Element | null {
  let el: Element | null = doc.activeElement;
  for (let depth = 0; el && depth < 20; depth++) {
    const inner: Element | null = el.shadowRoot?.activeElement ?? (el.tagName === 'IFRAME' || el.tagName === 'FRAME' ? frameActive(el as HTMLIFrameElement) : null);
    if (!inner) break;
    el = inner;
  }
  if (!el || el === el.ownerDocument.body || el === el.ownerDocument.documentElement) return null;
  return el;
}

function frameActive(frame: HTMLIFrameElement): Element | null {
  try {
    const doc = frame.contentDocument;
    const active = doc?.activeElement;
    return active && active !== doc.body ? active : null;
  } catch {
    return null;
  }
}

/** The snapshot's `focus`, given the walk's records by DOM element. */
export function focusOf(recordOf: (el: Element) => ElementInfo | undefined): Focus | null {
  const active = deepActiveElement();
  if (!active) return null;
  const submits = submitterOf(active, recordOf);
  for (let e: Element | null = active; e; e = parentOf(e)) {
    const rec = recordOf(e);
    if (rec) return { ref: rec.ref, role: rec.role, name: rec.name, ...(submits ? { submits } : {}) };
  }
  const dialog = closestDeep(active, DIALOG);
  return {
    role: nativeRole(active) || active.tagName.toLowerCase(),
    name: maskCredentials(nameOf(active).slice(0, 100)),
    ...(dialog ? { within: [`dialog:${dialogTitle(dialog)}`] } : {}),
    ...(submits ? { submits } : {}),
  };
}

/** The button implicit submission would press for a text field in a form (HTML: the form's first submit button). */
function submitterOf(el: Element, recordOf: (el: Element) => ElementInfo | undefined): Focus['submits'] | undefined {
  const form = (el as HTMLInputElement).form;
  if (!form || !(el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return undefined;
  const button = [...form.elements].find((e) => (e.tagName === 'BUTTON' && ((e as HTMLButtonElement).type || 'submit') === 'submit') || (e.tagName === 'INPUT' && ['submit', 'image'].includes((e as HTMLInputElement).type)));
  if (!button) return undefined;
  const rec = recordOf(button);
  return { ...(rec ? { ref: rec.ref } : {}), name: rec?.name ?? (nameOf(button) || (button as HTMLInputElement).value || 'submit') };
}
