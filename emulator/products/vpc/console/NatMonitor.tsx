import { useState } from 'react';
import { Tab, Table } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { NatGateway } from './types';

/** The gateway's metrics as the help center names them; the emulator carries no traffic, so every value is 0. */
const GATEWAY_METRICS = ['nat.monitor.m.connections', 'nat.monitor.m.in', 'nat.monitor.m.out'];

/**
 * A NAT gateway's Monitoring tab (监控): its own traffic (网关流量情况) and that of the EIPs bound to it (Associated
 * EIP, NAT绑定的弹性公网IP监控), each a table of metrics (the pages' charts; no traffic flows here).
 */
export function NatMonitor({ nat, t }: { nat: NatGateway | undefined; t: Translate }) {
  const [tab, setTab] = useState('gateway');
  const ips = nat?.IpLists?.IpList ?? [];
  return (
    <Tab shape="capsule" activeKey={tab} onChange={(k: string | number) => setTab(String(k))} aria-label={t('nat.tab.monitor')}>
      <Tab.Item key="gateway" title={t('nat.monitor.gateway')}>
        <Table dataSource={GATEWAY_METRICS.map((m) => ({ metric: t(m), value: '0' }))} primaryKey="metric" aria-label={t('nat.monitor.gateway')}>
          <Table.Column title={t('nat.monitor.metric')} dataIndex="metric" />
          <Table.Column title={t('nat.monitor.value')} dataIndex="value" />
        </Table>
      </Tab.Item>
      <Tab.Item key="eip" title={t('nat.monitor.eip')}>
        <Table dataSource={ips.map((i) => ({ ip: i.IpAddress, in: '0 bps', out: '0 bps' }))} primaryKey="ip" emptyContent={t('common.noData')} aria-label={t('nat.monitor.eip')}>
          <Table.Column title={t('nat.monitor.ip')} dataIndex="ip" />
          <Table.Column title={t('nat.monitor.m.in')} dataIndex="in" />
          <Table.Column title={t('nat.monitor.m.out')} dataIndex="out" />
        </Table>
      </Tab.Item>
    </Tab>
  );
}
