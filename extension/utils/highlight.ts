/** The box the content script draws around the element the agent is about to act on (one at a time). */
const ID = 'aca-highlight';

export function highlight(el: Element | null, scrolled = false): boolean {
  document.getElementById(ID)?.remove();
  if (!el) return false;
  const rect = el.getBoundingClientRect();
  const { width, height } = rect;
  let { left, top } = rect;
  // Elements inside same-origin iframes: offset by the frame's position.
  for (let win: Window | null = el.ownerDocument.defaultView; win && win !== window && win.frameElement; win = win.parent) {
    const frame = win.frameElement.getBoundingClientRect();
    left += frame.left;
    top += frame.top;
  }
  if (!scrolled && (top + height < 0 || top > innerHeight)) {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    return highlight(el, true);
  }
  const box = document.createElement('div');
  box.id = ID;
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'absolute', left: `${left + scrollX - 3}px`, top: `${top + scrollY - 3}px`,
    width: `${width + 6}px`, height: `${height + 6}px`, border: '3px solid #ff6a00', borderRadius: '4px',
    boxShadow: '0 0 0 4px rgba(255,106,0,0.25)', pointerEvents: 'none', zIndex: '2147483647', boxSizing: 'border-box',
  });
  document.documentElement.appendChild(box);
  return true;
}
