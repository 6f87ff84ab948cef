import { Nav } from '@alifd/next';
import type { NavEntry, Translate } from '../lib/vocabulary';
import { Link } from './Link';

export type Props = { title: string; entries: NavEntry[]; t: Translate; pathname: string };

type Group = { labelKey: string; entries: NavEntry[] };

/** Groups entries by the first element of their path, in order of first appearance. */
function groupEntries(entries: NavEntry[]): (NavEntry | Group)[] {
  const out: (NavEntry | Group)[] = [];
  const groups = new Map<string, Group>();
  for (const e of entries) {
    if (e.path.length < 2) {
      out.push(e);
      continue;
    }
    let g = groups.get(e.path[0]);
    if (!g) {
      g = { labelKey: e.path[0], entries: [] };
      groups.set(e.path[0], g);
      out.push(g);
    }
    g.entries.push(e);
  }
  return out;
}

function selectedKey(entries: NavEntry[], pathname: string): string | undefined {
  let best: NavEntry | undefined;
  for (const e of entries) {
    if (!e.route) continue;
    const hit = pathname === e.route || pathname.startsWith(`${e.route}/`);
    if (hit && (!best || e.route.length > (best.route ?? '').length)) best = e;
  }
  return best?.key;
}

export function SideNav({ title, entries, t, pathname }: Props) {
  const items = groupEntries(entries);
  const selected = selectedKey(entries, pathname);
  const item = (e: NavEntry) => (
    <Nav.Item key={e.key}>
      {e.route ? <Link to={e.route}>{t(e.path[e.path.length - 1])}</Link> : t(e.path[e.path.length - 1])}
    </Nav.Item>
  );
  return (
    <aside className="console-sidenav">
      <div className="console-sidenav-title">{title}</div>
      <Nav
        type="normal"
        embeddable
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={items.filter((i): i is Group => 'labelKey' in i).map((g) => g.labelKey)}
        aria-label={title}
      >
        {items.map((i) =>
          'labelKey' in i ? (
            <Nav.SubNav key={i.labelKey} label={t(i.labelKey)}>
              {i.entries.map(item)}
            </Nav.SubNav>
          ) : (
            item(i)
          ),
        )}
      </Nav>
    </aside>
  );
}
