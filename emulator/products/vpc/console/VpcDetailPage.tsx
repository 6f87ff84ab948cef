import { useState, type ReactNode } from 'react';
import { Button } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { DescribeVpcs } from './types';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { EditNameDialog } from './EditNameDialog';

/** `/vpc/vpcs/:id` (Manage): the VPC's basic information. */
export function VpcDetailPage({ params }: PageProps) {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const q = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, VpcId: params.id });
  const v = q.data?.Vpcs?.Vpc?.[0];
  const [editing, setEditing] = useState(false);
  const rows: [string, React.ReactNode][] = v
    ? [
        ['vpc.detail.id', v.VpcId],
        ['vpc.name', v.VpcName || '-'],
        ['vpc.col.cidr', v.CidrBlock],
        ['vpc.col.status', <VpcStatus key="s" status={v.Status} t={t} />],
        ['vpc.col.vswitches', String(v.VSwitchIds?.VSwitchId?.length ?? 0)],
        ['vpc.description', v.Description || '-'],
        ['vpc.detail.created', v.CreationTime ? formatTime(v.CreationTime) : '-'],
      ]
    : [];
  return (
    <div className="page">
      <PageHeader
        title={v?.VpcName || params.id}
        back="/vpc/vpcs"
        crumbs={[{ label: t('nav.vpcs'), to: '/vpc/vpcs' }, { label: params.id }]}
        extra={
          <>
            <Button onClick={() => setEditing(true)} disabled={!v}>
              {t('action.edit')}
            </Button>
            <Button onClick={() => navigate(`/vpc/vswitches/create?vpcId=${params.id}`)}>{t('vsw.create')}</Button>
          </>
        }
      />
      <DetailSection title={t('vpc.detail.basic')} rows={rows.map(([k, value]) => [t(k), value] as [string, ReactNode])} />
      {editing && v && (
        <EditNameDialog kind="vpc" id={v.VpcId} name={v.VpcName ?? ''} description={v.Description ?? ''} t={t} onClose={() => setEditing(false)} onDone={q.reload} />
      )}
    </div>
  );
}
