import { useEffect, useState, type ReactNode } from 'react';
import { Button, Nav, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { navigate, setQuery } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { EditNameDialog } from './EditNameDialog';
import { EditSnatDialog } from './EditSnatDialog';
import { BindEipDialog, CreateDnatDialog, CreateSnatDialog } from './NatDialogs';
import type { DescribeNatGateways, ForwardEntry, NatGateway, SnatEntry } from './types';
import { NatMonitor } from './NatMonitor';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';

type Tab = 'eips' | 'snat' | 'dnat' | 'monitor';
const TABS: Tab[] = ['eips', 'snat', 'dnat', 'monitor'];
type Ip = NatGateway['IpLists']['IpList'][number];
type Pending = { kind: 'snat'; entry: SnatEntry } | { kind: 'dnat'; entry: ForwardEntry } | { kind: 'unbind'; ip: Ip };

/** `/vpc/nat-gateways/:id[?tab=eips|snat|dnat|monitor]`: a NAT gateway's basic information, its EIPs, SNAT and DNAT entries, its monitoring. */
export function NatDetailPage({ params, query }: PageProps) {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const raw = query.get('tab');
  const tab: Tab = raw === 'snat' || raw === 'dnat' || raw === 'monitor' ? raw : 'eips';
  const [dialog, setDialog] = useState<'bind' | 'snat' | 'dnat' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<SnatEntry | null>(null);
  const [attribute, setAttribute] = useState<'name' | 'description' | null>(null);
  const q = useApiQuery<DescribeNatGateways>('Vpc', 'DescribeNatGateways', { RegionId: regionId, NatGatewayId: params.id }, {
    pollWhile: (d) => d.NatGateways?.NatGateway?.[0]?.Status !== 'Available',
  });
  const nat = q.data?.NatGateways?.NatGateway?.[0];
  const eips = useApiQuery<{ EipAddresses: { EipAddress: { AllocationId: string; Status: string }[] } }>('Vpc', 'DescribeEipAddresses', { RegionId: regionId, AssociatedInstanceId: params.id, PageSize: 100 }, {
    pollWhile: (d) => (d.EipAddresses?.EipAddress ?? []).some((e) => e.Status !== 'InUse'),
  });
  const snat = useApiQuery<{ SnatTableEntries: { SnatTableEntry: SnatEntry[] } }>('Vpc', 'DescribeSnatTableEntries', { RegionId: regionId, NatGatewayId: params.id, PageSize: 50 }, {
    pollWhile: (d) => (d.SnatTableEntries?.SnatTableEntry ?? []).some((e) => e.Status !== 'Available'),
  });
  const dnat = useApiQuery<{ ForwardTableEntries: { ForwardTableEntry: ForwardEntry[] } }>('Vpc', 'DescribeForwardTableEntries', { RegionId: regionId, NatGatewayId: params.id, PageSize: 50 }, {
    pollWhile: (d) => (d.ForwardTableEntries?.ForwardTableEntry ?? []).some((e) => e.Status !== 'Available'),
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  const reloadAll = () => {
    q.reload();
    eips.reload();
    snat.reload();
    dnat.reload();
  };
  const eipStatus = (id: string) => eips.data?.EipAddresses?.EipAddress?.find((e) => e.AllocationId === id)?.Status ?? 'InUse';
  // The name and the description, each with its Edit beside it (编辑NAT网关: "单击名称右侧的编辑").
  const editable = (value: string, which: 'name' | 'description') => (
    <span className="field-row">
      {value}
      <Button text type="primary" onClick={() => setAttribute(which)}>
        {t('action.edit')}
      </Button>
    </span>
  );
  const rows: [string, ReactNode][] = nat
    ? [
        ['nat.detail.id', nat.NatGatewayId],
        ['nat.name', editable(nat.Name || '-', 'name')],
        ['nat.description', editable(nat.Description || '-', 'description')],
        ['nat.col.vpc', <Link key="v" to={`/vpc/vpcs/${nat.VpcId}`}>{nat.VpcId}</Link>],
        ['nat.vswitch', nat.NatGatewayPrivateInfo?.VswitchId ?? '-'],
        ['nat.detail.privateIp', nat.NatGatewayPrivateInfo?.PrivateIpAddress ?? '-'],
        ['nat.col.type', t(`nat.type.${nat.NatType}`)],
        ['nat.col.status', <VpcStatus key="s" status={nat.Status} t={t} />],
        ['nat.detail.created', nat.CreationTime ? formatTime(nat.CreationTime) : '-'],
      ]
    : [];
  const confirm = async () => {
    if (!pending || !nat) return false;
    let ok: boolean;
    if (pending.kind === 'snat') {
      ok = await runAction('Vpc', 'DeleteSnatEntry', { RegionId: regionId, SnatTableId: pending.entry.SnatTableId, SnatEntryId: pending.entry.SnatEntryId }, t, t('toast.snatDeleted'));
    } else if (pending.kind === 'dnat') {
      ok = await runAction('Vpc', 'DeleteForwardEntry', { RegionId: regionId, ForwardTableId: pending.entry.ForwardTableId, ForwardEntryId: pending.entry.ForwardEntryId }, t, t('toast.dnatDeleted'));
    } else {
      ok = await runAction('Vpc', 'UnassociateEipAddress', { RegionId: regionId, AllocationId: pending.ip.AllocationId, InstanceId: nat.NatGatewayId, InstanceType: 'Nat' }, t, t('toast.natUnbound'));
    }
    if (ok) reloadAll();
    return ok;
  };
  const ready = nat?.Status === 'Available';
  const toolbar = (label: string, open: () => void, reload: () => void) => (
    <div className="list-toolbar">
      <Button type="primary" disabled={!ready} onClick={open}>
        {label}
      </Button>
      <div className="toolbar-spacer" />
      <Button onClick={reload}>{t('common.refresh')}</Button>
    </div>
  );
  // The row's delete of an SNAT or DNAT entry (2019 consoles word it Remove / 移除).
  const del = (label: string, onClick: () => void, disabled: boolean) => (
    <Button text type="primary" disabled={disabled} onClick={onClick}>
      {t(label)}
    </Button>
  );
  // The page's three parts: a strip of tabs today, its own left-side pane on vpc@2019 (flag natDetailNav).
  const panes: Record<Tab, ReactNode> = {
    monitor: <NatMonitor nat={nat} t={t} />,
    eips: (
      <>
        {toolbar(t('nat.bindEip'), () => setDialog('bind'), reloadAll)}
        <Table dataSource={nat?.IpLists?.IpList ?? []} loading={q.loading} primaryKey="AllocationId" emptyContent={t('common.noData')} aria-label={t('nat.tab.eips')}>
          <Table.Column title={t('nat.eip.col.ip')} dataIndex="IpAddress" />
          <Table.Column title={t('nat.eip.col.id')} dataIndex="AllocationId" />
          <Table.Column title={t('nat.eip.col.status')} cell={(_: unknown, __: number, i: Ip) => <VpcStatus status={eipStatus(i.AllocationId)} t={t} />} />
          <Table.Column
            title={t('common.actions')}
            width={120}
            cell={(_: unknown, __: number, i: Ip) => (
              <Button text type="primary" disabled={eipStatus(i.AllocationId) !== 'InUse'} onClick={() => setPending({ kind: 'unbind', ip: i })}>
                {t('nat.eip.unbind')}
              </Button>
            )}
          />
        </Table>
      </>
    ),
    snat: (
      <>
        {toolbar(t('snat.create'), () => (flag('snatPage') ? navigate(`/vpc/nat-gateways/${params.id}/snat-create`) : setDialog('snat')), snat.reload)}
        <Table dataSource={snat.data?.SnatTableEntries?.SnatTableEntry ?? []} loading={snat.loading} primaryKey="SnatEntryId" emptyContent={t('common.noData')} aria-label={t('nat.tab.snat')}>
          <Table.Column
            title={t('snat.col.idName')}
            cell={(_: unknown, __: number, e: SnatEntry) => (
              <div className="cell-lines">
                <div>{e.SnatEntryId}</div>
                <div className="cell-sub">{e.SnatEntryName || t('common.none')}</div>
              </div>
            )}
          />
          <Table.Column title={t('snat.col.source')} dataIndex="SourceCIDR" />
          <Table.Column title={t('snat.col.vswitch')} cell={(_: unknown, __: number, e: SnatEntry) => e.SourceVSwitchId || t('common.none')} />
          <Table.Column title={t('snat.col.ip')} dataIndex="SnatIp" />
          <Table.Column title={t('snat.col.status')} cell={(_: unknown, __: number, e: SnatEntry) => <VpcStatus status={e.Status} t={t} />} />
          <Table.Column
            title={t('common.actions')}
            width={160}
            cell={(_: unknown, __: number, e: SnatEntry) => (
              <div className="row-actions">
                <Button text type="primary" disabled={e.Status !== 'Available'} onClick={() => setEditing(e)}>
                  {t('snat.edit')}
                </Button>
                {del('snat.delete', () => setPending({ kind: 'snat', entry: e }), e.Status !== 'Available')}
              </div>
            )}
          />
        </Table>
      </>
    ),
    dnat: (
      <>
        {toolbar(t('dnat.create'), () => setDialog('dnat'), dnat.reload)}
        <Table dataSource={dnat.data?.ForwardTableEntries?.ForwardTableEntry ?? []} loading={dnat.loading} primaryKey="ForwardEntryId" emptyContent={t('common.noData')} aria-label={t('nat.tab.dnat')}>
          <Table.Column
            title={t('dnat.col.idName')}
            cell={(_: unknown, __: number, e: ForwardEntry) => (
              <div className="cell-lines">
                <div>{e.ForwardEntryId}</div>
                <div className="cell-sub">{e.ForwardEntryName || t('common.none')}</div>
              </div>
            )}
          />
          <Table.Column title={t('dnat.col.public')} cell={(_: unknown, __: number, e: ForwardEntry) => `${e.ExternalIp}:${e.ExternalPort}`} />
          <Table.Column title={t('dnat.col.private')} cell={(_: unknown, __: number, e: ForwardEntry) => `${e.InternalIp}:${e.InternalPort}`} />
          <Table.Column title={t('dnat.col.protocol')} dataIndex="IpProtocol" />
          <Table.Column title={t('dnat.col.status')} cell={(_: unknown, __: number, e: ForwardEntry) => <VpcStatus status={e.Status} t={t} />} />
          <Table.Column title={t('common.actions')} width={120} cell={(_: unknown, __: number, e: ForwardEntry) => del('dnat.delete', () => setPending({ kind: 'dnat', entry: e }), e.Status !== 'Available')} />
        </Table>
      </>
    ),
  };
  return (
    <div className="page">
      <PageHeader title={nat?.Name || params.id} back="/vpc/nat-gateways" crumbs={[{ label: t('nav.natGateways'), to: '/vpc/nat-gateways' }, { label: params.id }]} />
      <DetailSection title={t('nat.detail.basic')} rows={rows.map(([k, v]) => [t(k), v] as [string, ReactNode])} />
      {flag('natDetailNav') ? (
        <div className="console-body">
          <aside className="console-sidenav">
            <Nav type="normal" embeddable selectedKeys={[tab]} aria-label={nat?.Name || params.id}>
              {TABS.filter((k) => k !== 'monitor').map((k) => (
                <Nav.Item key={k}>
                  <Link to={`/vpc/nat-gateways/${params.id}?tab=${k}`}>{t(`nat.tab.${k}`)}</Link>
                </Nav.Item>
              ))}
            </Nav>
          </aside>
          <main className="console-main">{panes[tab]}</main>
        </div>
      ) : (
        <Tab shape="wrapped" activeKey={tab} onChange={(key: string | number) => setQuery({ tab: String(key) })}>
          {TABS.map((k) => (
            <Tab.Item key={k} title={t(`nat.tab.${k}`)}>
              {panes[k]}
            </Tab.Item>
          ))}
        </Tab>
      )}
      {nat && dialog === 'bind' && <BindEipDialog nat={nat} t={t} onClose={() => setDialog(null)} onDone={reloadAll} />}
      {nat && dialog === 'snat' && <CreateSnatDialog nat={nat} t={t} flag={flag} onClose={() => setDialog(null)} onDone={snat.reload} />}
      {nat && attribute && (
        <EditNameDialog kind="nat" only={attribute} id={nat.NatGatewayId} name={nat.Name ?? ''} description={nat.Description ?? ''} t={t} onClose={() => setAttribute(null)} onDone={q.reload} />
      )}
      {nat && editing && <EditSnatDialog nat={nat} entry={editing} t={t} onClose={() => setEditing(null)} onDone={snat.reload} />}
      {nat && dialog === 'dnat' && <CreateDnatDialog nat={nat} t={t} onClose={() => setDialog(null)} onDone={dnat.reload} />}
      {pending && (
        <ConfirmDialog
          title={t(pending.kind === 'snat' ? 'snat.delete.title' : pending.kind === 'dnat' ? 'dnat.delete.title' : 'nat.eip.unbind.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPending(null)}
          onOk={confirm}
        >
          <p>
            {pending.kind === 'snat'
              ? t('snat.delete.confirm', { name: pending.entry.SnatEntryName || pending.entry.SnatEntryId })
              : pending.kind === 'dnat'
                ? t('dnat.delete.confirm', { name: pending.entry.ForwardEntryName || pending.entry.ForwardEntryId })
                : t('nat.eip.unbind.confirm', { ip: pending.ip.IpAddress })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
