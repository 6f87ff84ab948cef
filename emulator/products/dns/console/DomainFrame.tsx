import type { ReactNode } from 'react';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { SideNav } from '../../../console/src/components/SideNav';
import { useLocation } from '../../../console/src/lib/router';
import { useDns } from './useDns';

const path = (domain: string, page = '') => `/dns/domains/${encodeURIComponent(domain)}${page ? `/${page}` : ''}`;

export type Props = { domain: string; title: string; extra?: ReactNode; children: ReactNode };

/**
 * A domain's pages. In dns@2021 (flag `domainNav`) DNS Settings had a left navigation of its own (DNS Settings,
 * Weighted Round Robin), headed by the domain name; today's console shows DNS Settings alone.
 */
export function DomainFrame({ domain, title, extra, children }: Props) {
  const { t, flag } = useDns();
  const { pathname } = useLocation();
  const header = <PageHeader title={title} back="/dns/domains" crumbs={[{ label: t('nav.domains'), to: '/dns/domains' }, { label: domain }]} extra={extra} />;
  if (!flag('domainNav')) return <div className="page">{header}{children}</div>;
  const nav = [
    { key: 'records', path: ['dnav.records'], route: path(domain) },
    { key: 'weights', path: ['dnav.weights'], route: path(domain, 'weights') },
  ];
  return (
    <div className="console-body">
      <SideNav title={domain} entries={nav} t={t} pathname={pathname} />
      <div className="console-main">
        <div className="page">
          {header}
          {children}
        </div>
      </div>
    </div>
  );
}
