import { Button, Table } from '@alifd/next';
import { formatTime } from '../../../console/src/lib/format';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { RamPolicy } from './types';

/** A principal's Permissions tab (a user's, a group's or a role's, whose Revoke reads Remove Permission): Grant Permission, and the attached policies each with Revoke. */
export function PermissionsTable({ policies, loading, t, onGrant, onRevoke, revokeLabel }: { policies: RamPolicy[]; loading: boolean; t: Translate; onGrant(): void; onRevoke(policy: RamPolicy): void; revokeLabel?: string }) {
  return (
    <>
      <div className="list-toolbar">
        <Button type="primary" onClick={onGrant}>
          {t('perm.grant')}
        </Button>
      </div>
      <Table dataSource={policies} loading={loading} primaryKey="PolicyName" emptyContent={t('common.noData')} aria-label={t('user.tab.permissions')}>
        <Table.Column title={t('perm.col.policy')} dataIndex="PolicyName" />
        <Table.Column title={t('perm.col.type')} cell={(_: unknown, __: number, p: RamPolicy) => t(`policyType.${p.PolicyType}`)} />
        <Table.Column title={t('perm.col.description')} dataIndex="Description" />
        <Table.Column title={t('perm.col.attached')} cell={(_: unknown, __: number, p: RamPolicy) => formatTime(p.AttachDate ?? '')} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, p: RamPolicy) => (
            <Button text type="primary" onClick={() => onRevoke(p)}>
              {revokeLabel ?? t('action.revoke')}
            </Button>
          )}
        />
      </Table>
    </>
  );
}
