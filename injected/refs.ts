/**
 * Stable element refs. The state lives on the top window (not in this module) so that refs survive a
 * re-injection of the runtime and stay the same across snapshots while the element lives. Elements in
 * same-origin iframes share the counter and carry their frame's prefix (`f1:e42`).
 */
interface RefState {
  next: number;
  byEl: WeakMap<Element, string>;
  byRef: Map<string, WeakRef<Element>>;
  frames: WeakMap<Element, number>;
  nextFrame: number;
  /** Refs listed by the previous snapshot (for `isNew`); null before the first. */
  seen: Set<string> | null;
}

type Host = Window & { __acaRefs?: RefState };

export function refState(): RefState {
  const host = window as Host;
  host.__acaRefs ??= { next: 1, byEl: new WeakMap(), byRef: new Map(), frames: new WeakMap(), nextFrame: 1, seen: null };
  return host.__acaRefs;
}

/** Never hand out a number below `floor` (the driver passes the last counter it saw, so refs never repeat across documents). */
export function raiseFloor(floor: number | undefined): void {
  const s = refState();
  if (floor && floor > s.next) s.next = floor;
}

export function refFor(el: Element, prefix: string): string {
  const s = refState();
  let ref = s.byEl.get(el);
  if (!ref) {
    ref = `${prefix}e${s.next++}`;
    s.byEl.set(el, ref);
    s.byRef.set(ref, new WeakRef(el));
  }
  return ref;
}

export function frameIndex(iframe: Element): number {
  const s = refState();
  let i = s.frames.get(iframe);
  if (i === undefined) {
    i = s.nextFrame++;
    s.frames.set(iframe, i);
  }
  return i;
}

/** The live element of a ref, or null when it is unknown or no longer in the page. */
export function resolveRef(ref: string): Element | null {
  const el = refState().byRef.get(ref)?.deref();
  return el && el.isConnected ? el : null;
}

export function knownRef(ref: string): boolean {
  return refState().byRef.has(ref);
}

/** Forget elements that left the page, so the map does not grow for the life of the tab. */
export function pruneRefs(): void {
  const s = refState();
  for (const [ref, weak] of s.byRef) {
    const el = weak.deref();
    if (!el || !el.isConnected) s.byRef.delete(ref);
  }
}

/** Which refs the previous snapshot did not list (all of them before the first). */
export function newSince(): (ref: string) => boolean {
  const prev = refState().seen;
  return (ref) => !prev || !prev.has(ref);
}

export function rememberSeen(refs: string[]): void {
  refState().seen = new Set(refs);
}

export function nextRef(): number {
  return refState().next;
}
