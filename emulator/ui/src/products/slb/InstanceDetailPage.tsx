import { useEffect, type ReactNode } from 'react';
import { Tab } from '@alifd/next';
import { DetailSection } from '../../components/DetailSection';
import { PageHeader } from '../../components/PageHeader';
import { StatusTag } from '../../components/StatusTag';
import { notifyApiError } from '../../lib/apiErrors';
import { useConsole } from '../../lib/ConsoleContext';
import { formatTime } from '../../lib/format';
import { setQuery } from '../../lib/router';
import { useApiQuery } from '../../lib/useApiQuery';
import type { PageProps } from '../types';
import { BackendsTab } from './BackendsTab';
import { ListenersTab } from './ListenersTab';
import type { LoadBalancerAttribute } from './types';
import { useSlb } from './useSlb';

/** `/slb/instances/:id`: a CLB's basic information and the Listeners and Default Server Group tabs. */
export function InstanceDetailPage({ params, query }: PageProps) {
  const { t } = useSlb();
  const { regionId } = useConsole();
  const lb = useApiQuery<LoadBalancerAttribute>('Slb', 'DescribeLoadBalancerAttribute', { RegionId: regionId, LoadBalancerId: params.id });
  useEffect(() => {
    if (lb.error) notifyApiError(lb.error, t);
  }, [lb.error, t]);
  const tab = query.get('tab') === 'backends' ? 'backends' : 'listeners';
  const m = lb.data;
  const rows: [string, ReactNode][] = m
    ? [
        ['detail.id', m.LoadBalancerId],
        ['detail.name', m.LoadBalancerName],
        ['col.status', <StatusTag key="s" label={t(`status.${m.LoadBalancerStatus}`)} tone={m.LoadBalancerStatus === 'active' ? 'success' : 'stopped'} />],
        ['col.address', `${m.Address} (${t(`address.${m.AddressType}`)})`],
        ['col.network', t(`network.${m.NetworkType}`)],
        ['detail.vpc', m.VpcId || '-'],
        ['detail.vswitch', m.VSwitchId || '-'],
        ['detail.spec', m.LoadBalancerSpec || '-'],
        ['col.protection', t(m.DeleteProtection)],
        ['detail.created', formatTime(m.CreateTime)],
      ]
    : [];
  return (
    <div className="page">
      <PageHeader title={m?.LoadBalancerName || params.id} back="/slb/instances" crumbs={[{ label: t('instances.title'), to: '/slb/instances' }, { label: params.id }]} />
      <DetailSection title={t('detail.basic')} rows={rows.map(([k, v]) => [t(k), v] as [string, ReactNode])} />
      <Tab shape="wrapped" activeKey={tab} onChange={(key: string | number) => setQuery({ tab: String(key), wizard: null, add: null })}>
        <Tab.Item key="listeners" title={t('tab.listeners')}>
          <ListenersTab loadBalancerId={params.id} regionId={regionId} t={t} openWizard={query.get('wizard') === '1'} />
        </Tab.Item>
        <Tab.Item key="backends" title={t('tab.backends')}>
          {m && <BackendsTab lb={m} regionId={regionId} t={t} openAdd={query.get('add') === '1'} reload={lb.reload} />}
        </Tab.Item>
      </Tab>
    </div>
  );
}
