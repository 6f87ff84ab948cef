import { useEffect, type ReactNode } from 'react';
import { ConsoleLayout } from '../../components/ConsoleLayout';
import { PageHeader } from '../../components/PageHeader';
import { notifyApiError } from '../../lib/apiErrors';
import { useConsole } from '../../lib/ConsoleContext';
import { useApiQuery } from '../../lib/useApiQuery';
import type { NavEntry } from '../../lib/vocabulary';
import { RdsStatus } from './RdsStatus';
import type { DbInstance, DescribeDBInstanceAttribute } from './types';
import { useRds } from './useRds';

/** The sections of an instance's own left navigation pane, in the console's order. */
const SECTIONS: Array<[key: string, label: string]> = [
  ['basic', 'inst.nav.basic'],
  ['accounts', 'inst.nav.accounts'],
  ['databases', 'inst.nav.databases'],
  ['backup', 'inst.nav.backup'],
  ['connection', 'inst.nav.connection'],
  ['monitoring', 'inst.nav.monitoring'],
  ['whitelist', 'inst.nav.whitelist'],
  ['params', 'inst.nav.params'],
];

export type Props = { id: string; section: string; children: (instance: DbInstance) => ReactNode };

/** An instance's console: its name and status on top, its own left navigation, and the section's page. */
export function InstanceLayout({ id, section, children }: Props) {
  const { t } = useRds();
  const { regionId } = useConsole();
  const attr = useApiQuery<DescribeDBInstanceAttribute>('Rds', 'DescribeDBInstanceAttribute', { RegionId: regionId, DBInstanceId: id }, {
    pollWhile: (d) => d.Items?.DBInstanceAttribute?.[0]?.DBInstanceStatus === 'Creating',
  });
  useEffect(() => {
    if (attr.error) notifyApiError(attr.error, t);
  }, [attr.error, t]);
  const instance = attr.data?.Items?.DBInstanceAttribute?.[0];
  const nav: NavEntry[] = SECTIONS.map(([key, label]) => ({
    key,
    path: [label],
    route: `/rds/instances/${id}/${key}`,
  }));
  const title = instance ? `${instance.DBInstanceDescription || id}` : id;
  return (
    <ConsoleLayout title={id} nav={nav} t={t} pathname={`/rds/instances/${id}/${section}`}>
      <div className="page">
        <PageHeader
          title={title}
          back="/rds/instances"
          crumbs={[{ label: t('rds.title'), to: '/rds/instances' }, { label: t('nav.instances'), to: '/rds/instances' }, { label: id }]}
          extra={instance && <RdsStatus status={instance.DBInstanceStatus} t={t} />}
        />
        {instance ? children(instance) : <div className="empty-hint">{attr.loading ? t('common.loading') : t('common.notFound')}</div>}
      </div>
    </ConsoleLayout>
  );
}
