import type { ReactNode } from 'react';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { SideNav } from '../../../console/src/components/SideNav';
import { useLocation } from '../../../console/src/lib/router';
import type { NavEntry } from '../../../console/src/lib/vocabulary';
import { managePath } from './types';
import { useCdn } from './useCdn';

/** Configuration pages of one domain, and the pages without one of their own (HTTPS, Performance Optimization, Video). */
const PAGES = [
  ['basic', 'dnav.basic'],
  ['origin', 'dnav.origin'],
  ['cache', 'dnav.cache'],
  ['https', 'dnav.https'],
  ['access', 'dnav.access'],
  ['performance', 'dnav.performance'],
  ['video', 'dnav.video'],
] as const;

export type Props = { domain: string; title: string; children: ReactNode };

/**
 * A domain's management pages (Manage in the Domain Names list): as in the real console, the left navigation
 * pane is replaced by the domain's own (Basic Settings, Back-to-origin, Cache, Access Control…), headed by the
 * domain name with a way back to the list.
 */
export function DomainLayout({ domain, title, children }: Props) {
  const { t } = useCdn();
  const { pathname } = useLocation();
  const nav: NavEntry[] = PAGES.map(([page, label]) => ({ key: page, path: [label], route: managePath(domain, page) }));
  return (
    <div className="console-body">
      <SideNav title={domain} entries={nav} t={t} pathname={pathname} />
      <div className="console-main">
        <div className="page">
          <PageHeader title={title} back="/cdn/domains" crumbs={[{ label: t('manage.back'), to: '/cdn/domains' }, { label: domain }, { label: title }]} />
          {children}
        </div>
      </div>
    </div>
  );
}
