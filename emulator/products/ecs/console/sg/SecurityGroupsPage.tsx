import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../../console/src/components/ConfirmDialog';
import { Link } from '../../../../console/src/components/Link';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../../console/src/lib/format';
import { navigate } from '../../../../console/src/lib/router';
import { runAction } from '../../../../console/src/lib/runAction';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { DescribeSecurityGroups, SecurityGroup } from '../types';
import { useEcs } from '../useEcs';

/** `/ecs/security-groups`: the security groups of the selected region. */
export function SecurityGroupsPage() {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<SecurityGroup | null>(null);
  const list = useApiQuery<DescribeSecurityGroups>('Ecs', 'DescribeSecurityGroups', { RegionId: regionId, PageSize: 50 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const rows = list.data?.SecurityGroups?.SecurityGroup ?? [];
  return (
    <div className="page">
      <PageHeader title={t('nav.securityGroups')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ecs/security-groups/create')}>
          {t('sg.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="SecurityGroupId" emptyContent={t('common.noData')} aria-label={t('nav.securityGroups')}>
        <Table.Column
          title={t('sg.col.idName')}
          cell={(_: unknown, __: number, g: SecurityGroup) => (
            <div className="cell-lines">
              <Link to={`/ecs/security-groups/${g.SecurityGroupId}`}>{g.SecurityGroupId}</Link>
              <div className="cell-sub">{g.SecurityGroupName}</div>
            </div>
          )}
        />
        <Table.Column title={t('sg.col.vpc')} dataIndex="VpcId" />
        <Table.Column
          title={t('sg.col.type')}
          cell={(_: unknown, __: number, g: SecurityGroup) => t(g.SecurityGroupType === 'enterprise' ? 'sg.type.enterprise' : 'sg.type.normal')}
        />
        <Table.Column title={t('sg.col.description')} dataIndex="Description" cell={(v?: string) => v || t('common.none')} />
        <Table.Column title={t('sg.col.created')} dataIndex="CreationTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          width={180}
          cell={(_: unknown, __: number, g: SecurityGroup) => (
            <div className="row-actions">
              <Link to={`/ecs/security-groups/${g.SecurityGroupId}`}>{t('sg.manageRules')}</Link>
              <Button text type="primary" onClick={() => setDeleting(g)}>
                {t('sg.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('sg.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ecs', 'DeleteSecurityGroup', { RegionId: regionId, SecurityGroupId: deleting.SecurityGroupId }, t, t('toast.sgDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('sg.delete.confirm', { name: deleting.SecurityGroupName || deleting.SecurityGroupId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
