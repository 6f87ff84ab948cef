import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Input, Tab } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { SideNav } from '../../../console/src/components/SideNav';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { setQuery, useLocation } from '../../../console/src/lib/router';
import type { NavEntry } from '../../../console/src/lib/vocabulary';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { BackendsTab } from './BackendsTab';
import { ListenersTab } from './ListenersTab';
import { MasterSlaveGroupsTab } from './MasterSlaveGroupsTab';
import { VServerGroupsTab } from './VServerGroupsTab';
import type { LoadBalancerAttribute } from './types';
import { useSlb } from './useSlb';

const TABS = ['listeners', 'backends', 'vservers', 'masterSlave'] as const;

/**
 * The old console's instance page (flag instanceNav): the left navigation pane holds the instance's own entries
 * (Listeners; Servers > Backend Servers, VServer Groups, Active/Standby Server Groups) in place of the console's.
 */
const instanceNav = (id: string): NavEntry[] => [
  { key: 'listeners', path: ['inav.listeners'], route: `/slb/instances/${id}?tab=listeners` },
  { key: 'backends', path: ['inav.servers', 'inav.backends'], route: `/slb/instances/${id}?tab=backends` },
  { key: 'vservers', path: ['inav.servers', 'inav.vservers'], route: `/slb/instances/${id}?tab=vservers` },
  { key: 'masterSlave', path: ['inav.servers', 'tab.masterSlave'], route: `/slb/instances/${id}?tab=masterSlave` },
];

/**
 * `/slb/instances/:id`: a CLB's basic information (its name editable) and the Listeners, Default Server Group, VServer
 * Groups and Primary/Secondary Server Groups tabs; on the old console the same sections are also its left navigation.
 */
export function InstanceDetailPage(props: PageProps) {
  const { t, nav, flag } = useSlb();
  const { pathname } = useLocation();
  const id = props.params.id;
  const tab = TABS.find((k) => k === props.query.get('tab')) ?? 'listeners';
  const own = flag('instanceNav');
  // As CDN's domain pages: a full page that draws its navigation (a <main> inside the full page's <main> would be a second landmark).
  return (
    <div className="console-body">
      {own ? <SideNav title={id} entries={instanceNav(id)} t={t} pathname={`/slb/instances/${id}?tab=${tab}`} /> : <SideNav title={t('slb.title')} entries={nav} t={t} pathname={pathname} />}
      <div className="console-main">
        <InstanceDetail {...props} />
      </div>
    </div>
  );
}

function InstanceDetail({ params, query }: PageProps) {
  const { t, flag } = useSlb();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const { regionId } = useConsole();
  const lb = useApiQuery<LoadBalancerAttribute>('Slb', 'DescribeLoadBalancerAttribute', { RegionId: regionId, LoadBalancerId: params.id });
  useEffect(() => {
    if (lb.error) notifyApiError(lb.error, t);
  }, [lb.error, t]);
  const tab = TABS.find((k) => k === query.get('tab')) ?? 'listeners';
  const m = lb.data;
  const rows: [string, ReactNode][] = m
    ? [
        ['detail.id', m.LoadBalancerId],
        ['detail.name', (
          <span key="n" className="field-row">
            {m.LoadBalancerName}
            <Button text type="primary" onClick={() => (setName(m.LoadBalancerName), setRenaming(true))}>
              {t('action.edit')}
            </Button>
          </span>
        )],
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
          <ListenersTab loadBalancerId={params.id} regionId={regionId} t={t} openWizard={query.get('wizard') === '1'} listenerDialog={flag('listenerDialog')} noBandwidth={flag('listenerBandwidthRemoved')} configureInMore={flag('listenerConfigureInMore')} />
        </Tab.Item>
        <Tab.Item key="backends" title={t('tab.backends')}>
          {m && <BackendsTab lb={m} regionId={regionId} t={t} openAdd={query.get('add') === '1'} reload={lb.reload} myServers={flag('myServers')} weightsDialog={flag('weightsDialog')} />}
        </Tab.Item>
        <Tab.Item key="vservers" title={t('tab.vservers')}>
          {m && <VServerGroupsTab lb={m} regionId={regionId} t={t} myServers={flag('myServers')} weightsDialog={flag('weightsDialog')} />}
        </Tab.Item>
        <Tab.Item key="masterSlave" title={t('tab.masterSlave')}>
          {m && <MasterSlaveGroupsTab lb={m} regionId={regionId} t={t} weightsDialog={flag('weightsDialog')} />}
        </Tab.Item>
      </Tab>
      {renaming && m && (
        <ConfirmDialog
          title={t('rename.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setRenaming(false)}
          onOk={async () => {
            const ok = await runAction('Slb', 'SetLoadBalancerName', { RegionId: regionId, LoadBalancerId: m.LoadBalancerId, LoadBalancerName: name.trim() }, t, t('rename.done'));
            if (ok) lb.reload();
            return ok;
          }}
        >
          <Form labelAlign="top">
            <Form.Item label={t('detail.name')} extra={<span className="field-help">{t('create.name.help')}</span>}>
              <Input aria-label={t('detail.name')} value={name} maxLength={80} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
    </div>
  );
}
