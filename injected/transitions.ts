/**
 * Fusion's overlay, menu and nav transitions, which the page is not settled in. Finishing CSS animations
 * (settle.ts) ends most of them at once, but not all: a closing `Dialog v2` keeps its full-page mask and wrapper
 * until a 250 ms timer of react-transition-group fires (measured on our fixture: the wrapper left the DOM 250–290 ms
 * after it lost `opened`, and a click in between landed on the invisible mask), and the older Overlay, Animate and
 * Expand classes wait up to an animation's duration + 200 ms for an end event when none comes. So the page is in
 * transition while an overlay wrapper that is not `opened` still covers the page, or an element carries an
 * enter/leave animation class; each element for at most TRANSITION_CAP_MS, after which it is taken as its resting
 * state (a page that leaves a closed overlay in place must not hold every settle).
 */

/** Longest that one element may keep the page in transition, ms: Fusion's own fallbacks end by 500 ms. */
export const TRANSITION_CAP_MS = 1000;

const LEAVING_OVERLAY = '.next-overlay-wrapper:not(.opened)';
/** Fusion's animation classes: `expand-enter(-active)`, `…-leave`, `…-appear`, and the animate.css names of its overlays. */
const ANIMATION_SELECTOR =
  '[class*="-enter"], [class*="-leave"], [class*="-appear"], [class*="fadeIn"], [class*="fadeOut"], [class*="zoomIn"], [class*="zoomOut"], [class*="expandIn"], [class*="expandOut"], [class*="slideIn"], [class*="slideOut"], [class*="pulse"]';
const ANIMATION_CLASS = /(?:^|-)(?:enter|leave|appear)(?:-active)?$|^(?:fade|zoom|expand|slide)(?:In|Out)|^pulse$/;

/** When each element now in transition was first seen so (kept only while it stays in transition). */
const since = new Map<Element, number>();

/** A closing (or not yet opened) overlay whose mask or content still takes clicks somewhere on the page. */
function covers(wrapper: Element): boolean {
  if (!wrapper.checkVisibility({ visibilityProperty: true })) return false;
  for (const c of wrapper.children) {
    const r = c.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && c.checkVisibility({ visibilityProperty: true })) return true;
  }
  return false;
}

function animating(el: Element): boolean {
  for (const c of el.classList) if (ANIMATION_CLASS.test(c)) return el.checkVisibility({ visibilityProperty: true });
  return false;
}

/** The elements of `doc` in transition now. */
function moving(doc: Document): Element[] {
  const out: Element[] = [];
  for (const w of doc.querySelectorAll(LEAVING_OVERLAY)) if (covers(w)) out.push(w);
  for (const el of doc.querySelectorAll(ANIMATION_SELECTOR)) if (animating(el)) out.push(el);
  return out;
}

/** Whether any of the documents is in transition (elements past their cap excepted). */
export function inTransition(docs: Document[], now = performance.now()): boolean {
  const current = new Set(docs.flatMap(moving));
  for (const el of since.keys()) if (!current.has(el)) since.delete(el);
  let young = false;
  for (const el of current) {
    const t = since.get(el) ?? (since.set(el, now), now);
    if (now - t < TRANSITION_CAP_MS) young = true;
  }
  return young;
}

/** Whether `el` belongs to an overlay on its way in or out (its mask, its wrapper, its content). */
export function inPassingOverlay(el: Element): boolean {
  const w = el.closest('.next-overlay-wrapper');
  return !!w && !w.classList.contains('opened') && covers(w);
}
