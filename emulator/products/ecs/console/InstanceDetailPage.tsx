import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Button } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { zoneName } from '../../../console/src/lib/names';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { InstanceAction } from './InstanceActions';
import { InstanceDialogs } from './InstanceDialogs';
import { InstanceStatus } from './InstanceStatus';
import { TRANSITIONAL, type DescribeInstances } from './types';
import { useEcs } from './useEcs';
import { DetailSection } from '../../../console/src/components/DetailSection';

/** `/ecs/instances/:id` (Manage): basic information and the instance's actions. */
export function InstanceDetailPage({ params }: PageProps) {
  const { t } = useEcs();
  const { regionId, lang } = useConsole();
  const [dialog, setDialog] = useState<InstanceAction | null>(null);
  const q = useApiQuery<DescribeInstances>(
    'Ecs',
    'DescribeInstances',
    { RegionId: regionId, InstanceIds: [params.id] },
    { pollWhile: (d) => (d.Instances?.Instance ?? []).some((i) => TRANSITIONAL.has(i.Status)) },
  );
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  const i = q.data?.Instances?.Instance?.[0];
  const busy = !i || TRANSITIONAL.has(i.Status);
  const rows: [string, React.ReactNode][] = i
    ? [
        ['detail.id', i.InstanceId],
        ['detail.name', i.InstanceName],
        ['col.status', <InstanceStatus key="s" status={i.Status} t={t} />],
        ['col.zone', zoneName(i.ZoneId, t)],
        ['detail.type', i.InstanceType],
        ['detail.cpuMem', t('spec.summary', { cpu: i.Cpu ?? '-', mem: i.Memory ? i.Memory / 1024 : '-' })],
        ['detail.image', (lang === 'en' && i.OSNameEn) || i.OSName || i.ImageId],
        ['detail.vpc', i.VpcAttributes?.VpcId ?? '-'],
        ['detail.vswitch', i.VpcAttributes?.VSwitchId ?? '-'],
        ['detail.privateIp', (i.VpcAttributes?.PrivateIpAddress?.IpAddress ?? []).join(', ') || '-'],
        ['detail.publicIp', (i.PublicIpAddress?.IpAddress ?? []).join(', ') || '-'],
        ['detail.securityGroups', (i.SecurityGroupIds?.SecurityGroupId ?? []).join(', ') || '-'],
        ['detail.keyPair', i.KeyPairName || '-'],
        ['detail.keyPair', i.KeyPairName || '-'],
        ['col.billing', t(i.InstanceChargeType === 'PrePaid' ? 'billing.prepaid' : 'billing.postpaid')],
        ['detail.created', i.CreationTime ? formatTime(i.CreationTime) : '-'],
      ]
    : [];
  return (
    <div className="page">
      <PageHeader
        title={i?.InstanceName || params.id}
        back="/ecs/instances"
        crumbs={[{ label: t('instances.title'), to: '/ecs/instances' }, { label: params.id }]}
        extra={
          <div className="row-actions">
            <Button disabled={busy || i?.Status !== 'Stopped'} onClick={() => setDialog('start')}>{t('action.start')}</Button>
            <Button disabled={busy || i?.Status !== 'Running'} onClick={() => setDialog('stop')}>{t('action.stop')}</Button>
            <Button disabled={busy || i?.Status !== 'Running'} onClick={() => setDialog('restart')}>{t('action.restart')}</Button>
            <Button warning disabled={busy} onClick={() => setDialog('release')}>{t('action.release')}</Button>
          </div>
        }
      />
      <DetailSection title={t('detail.basic')} rows={rows.map(([k, value]) => [t(k), value] as [string, ReactNode])} loading={q.loading && !i ? <div className="empty-hint">{t('common.loading')}</div> : undefined} />
      {dialog && i && (
        <InstanceDialogs kind={dialog} instance={i} t={t} onClose={() => setDialog(null)} onDone={() => { setDialog(null); q.reload(); }} />
      )}
    </div>
  );
}
