import type { ReactNode } from 'react';
import type { NavEntry, Translate } from '../lib/vocabulary';
import { SideNav } from './SideNav';

export type Props = { title: string; nav: NavEntry[]; t: Translate; pathname: string; children: ReactNode };

/** A product console: the left navigation pane and the page. */
export function ConsoleLayout({ title, nav, t, pathname, children }: Props) {
  return (
    <div className="console-body">
      <SideNav title={title} entries={nav} t={t} pathname={pathname} />
      <main className="console-main">{children}</main>
    </div>
  );
}
