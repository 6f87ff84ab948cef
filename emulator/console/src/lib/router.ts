import { useSyncExternalStore } from 'react';
import { currentRegion } from './region';

const CHANGE = 'console:navigate';

function subscribe(cb: () => void): () => void {
  window.addEventListener('popstate', cb);
  window.addEventListener(CHANGE, cb);
  return () => {
    window.removeEventListener('popstate', cb);
    window.removeEventListener(CHANGE, cb);
  };
}

const snapshot = () => location.pathname + location.search;

export type Location = { pathname: string; query: URLSearchParams };

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot);
  const url = new URL(href, location.origin);
  return { pathname: url.pathname.replace(/\/+$/, '') || '/', query: url.searchParams };
}

/** The URL of a console path, carrying the selected region like the real console does. */
export function consoleHref(path: string): string {
  const url = new URL(path, location.origin);
  const region = currentRegion();
  if (region && !url.searchParams.has('regionId')) url.searchParams.set('regionId', region);
  return url.pathname + url.search;
}

export function navigate(path: string, opts: { replace?: boolean } = {}): void {
  const href = consoleHref(path);
  if (opts.replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(CHANGE));
}

/** Replaces query parameters of the current URL without adding a history entry. */
export function setQuery(params: Record<string, string | null>): void {
  const url = new URL(location.href);
  for (const [k, v] of Object.entries(params)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  history.replaceState(null, '', url.pathname + url.search);
  window.dispatchEvent(new Event(CHANGE));
}

/** Matches `/ecs/instances/:id` style patterns; returns the params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = pathname.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) params[p[i].slice(1)] = decodeURIComponent(a[i]);
    else if (p[i] !== a[i]) return null;
  }
  return params;
}
