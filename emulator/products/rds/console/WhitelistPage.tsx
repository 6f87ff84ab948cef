import { useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PageProps } from '../../../console/src/lib/product';
import { InstanceLayout } from './InstanceLayout';
import type { DbInstance, DescribeIPArrayList, Whitelist } from './types';
import { useRds } from './useRds';
import { WhitelistDialog } from './WhitelistDialog';

/** `/rds/instances/:id/whitelist`: Whitelist and SecGroup, the IP whitelist groups with Modify per group. */
export function WhitelistPage({ params }: PageProps) {
  const { t } = useRds();
  return (
    <InstanceLayout id={params.id} section="whitelist">
      {(instance) => <Whitelists instance={instance} t={t} />}
    </InstanceLayout>
  );
}

function Whitelists({ instance, t }: { instance: DbInstance; t: Translate }) {
  const [editing, setEditing] = useState<Whitelist | 'new' | null>(null);
  const id = instance.DBInstanceId;
  const list = useApiQuery<DescribeIPArrayList>('Rds', 'DescribeDBInstanceIPArrayList', { DBInstanceId: id });
  const groups = (list.data?.Items?.DBInstanceIPArray ?? []).filter((g) => g.DBInstanceIPArrayAttribute !== 'hidden');
  return (
    <section aria-label={t('inst.nav.whitelist')}>
      <h2 className="form-section-title">{t('inst.nav.whitelist')}</h2>
      <Tab shape="wrapped">
        <Tab.Item key="whitelist" title={t('wl.tab.whitelist')}>
          <div className="list-toolbar">
            <Button type="primary" disabled={instance.DBInstanceStatus !== 'Running'} onClick={() => setEditing('new')}>
              {t('wl.create')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={list.reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={groups} loading={list.loading} primaryKey="DBInstanceIPArrayName" emptyContent={t('common.noData')} aria-label={t('wl.tab.whitelist')}>
            <Table.Column title={t('wl.name')} dataIndex="DBInstanceIPArrayName" />
            <Table.Column title={t('wl.ips')} cell={(_: unknown, __: number, g: Whitelist) => g.SecurityIPList.split(',').join(', ')} />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, g: Whitelist) => (
                <div className="row-actions">
                  <Button text type="primary" disabled={instance.DBInstanceStatus !== 'Running'} onClick={() => setEditing(g)}>
                    {t('action.modify')}
                  </Button>
                </div>
              )}
            />
          </Table>
        </Tab.Item>
        <Tab.Item key="secgroup" title={t('wl.tab.secgroup')}>
          <div className="empty-hint">{t('wl.secgroup.empty')}</div>
        </Tab.Item>
      </Tab>
      {editing && (
        <WhitelistDialog instanceId={id} group={editing === 'new' ? null : editing} t={t} onClose={() => setEditing(null)} onDone={list.reload} />
      )}
    </section>
  );
}
