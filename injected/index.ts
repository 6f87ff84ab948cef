/**
 * The page runtime: `window.__aca`. The headless driver injects the bundle (dist/injected.js, built from
 * entry.ts); the extension's content script imports `install` from here. See README.md.
 */
import { act, lastPending } from './act';
import { resolveRef, nextRef } from './refs';
import { serialize } from './serialize';
import { installSettle, settle } from './settle';
import { snapshot, type SnapshotOptions } from './snapshot';
import { check } from './target';

export const VERSION = '1';

export const runtime = {
  version: VERSION,
  snapshot,
  /** The snapshot as a JSON string: much cheaper to carry over CDP than a structured clone of ~1000 objects. */
  snapshotJSON: (options?: SnapshotOptions) => JSON.stringify(snapshot(options)),
  act,
  /** What the last `act` set in motion that the driver must finish: a new tab, a new document. */
  pending: lastPending,
  settle,
  serialize,
  /** Whether an action on a ref could run now (for checks and benchmarks; scrolls it into view). */
  check,
  /** The live DOM element of a ref (null when gone). */
  resolve: resolveRef,
  /** The next ref number this document will hand out. */
  nextRef,
};

export type AcaRuntime = typeof runtime;

/** Installs `window.__aca` once per document (a second injection keeps the first). */
export function install(win: Window = window): AcaRuntime {
  const host = win as Window & { __aca?: AcaRuntime };
  if (host.__aca?.version === VERSION) return host.__aca;
  installSettle();
  host.__aca = runtime;
  return runtime;
}
