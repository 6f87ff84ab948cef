import { Balloon, Table } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { formatTime } from '../../../console/src/lib/format';
import { zoneName } from '../../../console/src/lib/names';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { InstanceActions, type InstanceAction } from './InstanceActions';
import { InstanceStatus } from './InstanceStatus';
import type { Instance } from './types';

export type Props = {
  instances: Instance[];
  loading: boolean;
  t: Translate;
  onAction: (kind: InstanceAction, instance: Instance) => void;
};

function ips(i: Instance, t: Translate) {
  const priv = i.VpcAttributes?.PrivateIpAddress?.IpAddress ?? [];
  const pub = [...(i.PublicIpAddress?.IpAddress ?? []), ...(i.EipAddress?.IpAddress ? [i.EipAddress.IpAddress] : [])];
  return (
    <div className="cell-lines">
      {pub.map((ip) => (
        <div key={ip}>{t('ip.public', { ip })}</div>
      ))}
      {priv.map((ip) => (
        <div key={ip}>{t('ip.private', { ip })}</div>
      ))}
      {pub.length + priv.length === 0 && t('common.none')}
    </div>
  );
}

/** The instance list; the Actions column is locked to the right edge as in the real console. */
export function InstanceTable({ instances, loading, t, onAction }: Props) {
  return (
    <Table
      dataSource={instances}
      loading={loading}
      primaryKey="InstanceId"
      emptyContent={t('common.noData')}
      className="resource-table"
      aria-label={t('instances.title')}
    >
      <Table.Column
        title={t('col.idName')}
        width={230}
        lock="left"
        cell={(_: unknown, __: number, i: Instance) => (
          <div className="cell-lines">
            <Link to={`/ecs/instances/${i.InstanceId}`}>{i.InstanceId}</Link>
            <div className="cell-sub">{i.InstanceName}</div>
          </div>
        )}
      />
      <Table.Column
        title={t('col.monitoring')}
        width={90}
        cell={() => (
          <Balloon.Tooltip trigger={<span className="icon-monitor" aria-label={t('col.monitoring.tip')} role="img" />} align="t">
            {t('col.monitoring.tip')}
          </Balloon.Tooltip>
        )}
      />
      <Table.Column title={t('col.zone')} width={150} cell={(_: unknown, __: number, i: Instance) => zoneName(i.ZoneId, t)} />
      <Table.Column title={t('col.ip')} width={200} cell={(_: unknown, __: number, i: Instance) => ips(i, t)} />
      <Table.Column
        title={t('col.status')}
        width={120}
        cell={(_: unknown, __: number, i: Instance) => <InstanceStatus status={i.Status} t={t} />}
      />
      <Table.Column title={t('col.network')} width={120} cell={() => t('network.vpc')} />
      <Table.Column
        title={t('col.spec')}
        width={200}
        cell={(_: unknown, __: number, i: Instance) => (
          <div className="cell-lines">
            <div>{t('spec.summary', { cpu: i.Cpu ?? '-', mem: i.Memory ? i.Memory / 1024 : '-' })}</div>
            <div className="cell-sub">{i.InstanceType}</div>
          </div>
        )}
      />
      <Table.Column
        title={t('col.billing')}
        width={190}
        cell={(_: unknown, __: number, i: Instance) => (
          <div className="cell-lines">
            <div>{t(i.InstanceChargeType === 'PrePaid' ? 'billing.prepaid' : 'billing.postpaid')}</div>
            {i.CreationTime && <div className="cell-sub">{t('billing.createdAt', { time: formatTime(i.CreationTime) })}</div>}
          </div>
        )}
      />
      <Table.Column
        title={t('common.actions')}
        width={200}
        lock="right"
        cell={(_: unknown, __: number, i: Instance) => <InstanceActions instance={i} t={t} onAction={onAction} />}
      />
    </Table>
  );
}
