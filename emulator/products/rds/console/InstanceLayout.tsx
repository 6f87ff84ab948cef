import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { ConsoleLayout } from '../../../console/src/components/ConsoleLayout';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { NavEntry } from '../../../console/src/lib/vocabulary';
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
    pollWhile: (d) => ['Creating', 'Restarting'].includes(d.Items?.DBInstanceAttribute?.[0]?.DBInstanceStatus ?? ''),
  });
  const [restarting, setRestarting] = useState(false);
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
          extra={instance && (
            <>
              <RdsStatus status={instance.DBInstanceStatus} t={t} />
              <Button disabled={instance.DBInstanceStatus !== 'Running'} onClick={() => setRestarting(true)}>
                {t('restart.button')}
              </Button>
            </>
          )}
        />
        {instance ? children(instance) : <div className="empty-hint">{attr.loading ? t('common.loading') : t('common.notFound')}</div>}
      </div>
      {restarting && instance && (
        <ConfirmDialog
          title={t('restart.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setRestarting(false)}
          onOk={async () => {
            const ok = await runAction('Rds', 'RestartDBInstance', { DBInstanceId: id }, t, t('toast.restarting'));
            if (ok) attr.reload();
            return ok;
          }}
        >
          <p>{t('restart.confirm', { name: instance.DBInstanceDescription || id })}</p>
        </ConfirmDialog>
      )}
    </ConsoleLayout>
  );
}
