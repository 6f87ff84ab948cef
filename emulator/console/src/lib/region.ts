const KEY = 'aliyun_console_region';
let region: string | null = null;

/** Region precedence: `?regionId=` in the URL, then the one remembered in localStorage, then the session's. */
export function initRegion(sessionRegion: string): string {
  const fromUrl = new URL(location.href).searchParams.get('regionId');
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    stored = null;
  }
  region = fromUrl || stored || sessionRegion;
  rememberRegion(region);
  return region;
}

export function currentRegion(): string | null {
  return region;
}

export function rememberRegion(id: string): void {
  region = id;
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage can be disabled; the URL still carries the region.
  }
}
