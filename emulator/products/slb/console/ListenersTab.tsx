import { useState } from 'react';
import { Button, Dropdown, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ListenerAclDialog } from './ListenerAclDialog';
import { DomainExtensionsPanel } from './DomainExtensionsPanel';
import { ListenerDialog } from './ListenerDialog';
import type { DescribeListeners, Listener } from './types';

export type Props = {
  loadBalancerId: string;
  regionId: string;
  t: Translate;
  openWizard: boolean;
  /** The 2019–2021 consoles (flag listenerDialog): Add Listener opens the one-screen dialog; today it opens the wizard page. */
  listenerDialog: boolean;
  /** The variant slb-listener-bandwidth-removed. */
  noBandwidth: boolean;
  /** The variant slb-listener-configure-moved: Configure is an item of the row's More menu. */
  configureInMore: boolean;
};

type Pending = { kind: 'stop' | 'start' | 'delete'; listener: Listener };
const ACTION = { stop: 'StopLoadBalancerListener', start: 'StartLoadBalancerListener', delete: 'DeleteLoadBalancerListener' } as const;
const tone = (status: string) => (status === 'running' ? 'success' : status === 'stopped' ? 'stopped' : 'pending');
const portLabel = (l: Listener) => `${l.ListenerProtocol.toUpperCase()}:${l.ListenerPort}`;

/**
 * The Listeners tab of a CLB: Add Listener (today's wizard page, or the one-screen dialog of slb@2019/slb@2021), and
 * per listener Configure, a Layer-7 listener's forwarding rules (ForwardingRulesPage), Start or Stop, and More > Set
 * Access Control (ListenerAclDialog), an HTTPS listener's Manage Additional Certificate (DomainExtensionsPanel) and Delete.
 */
export function ListenersTab({ loadBalancerId, regionId, t, openWizard, listenerDialog, noBandwidth, configureInMore }: Props) {
  const listeners = useApiQuery<DescribeListeners>('Slb', 'DescribeLoadBalancerListeners', { RegionId: regionId, 'LoadBalancerId.1': loadBalancerId, MaxResults: 100 }, {
    pollWhile: (d) => d.Listeners.some((l) => l.Status === 'starting' || l.Status === 'stopping'),
  });
  const [wizard, setWizard] = useState(openWizard && listenerDialog);
  const [configuring, setConfiguring] = useState<Listener | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [acl, setAcl] = useState<Listener | null>(null);
  const [extensions, setExtensions] = useState<Listener | null>(null);
  const confirm = async () => {
    if (!pending) return false;
    const { kind, listener } = pending;
    const ok = await runAction('Slb', ACTION[kind], { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: listener.ListenerPort, ListenerProtocol: listener.ListenerProtocol }, t, t(`${kind === 'delete' ? 'deleteListener' : kind}.done`));
    if (ok) listeners.reload();
    return ok;
  };
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <div>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => (listenerDialog ? setWizard(true) : navigate(`/slb/instances/${loadBalancerId}/listeners/create`))}>
          {t('listeners.add')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={listeners.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={listeners.data?.Listeners ?? []} loading={listeners.loading} primaryKey="ListenerPort" emptyContent={t('common.noData')} aria-label={t('tab.listeners')}>
        <Table.Column title={t('listeners.col.frontend')} cell={(_: unknown, __: number, l: Listener) => portLabel(l)} />
        <Table.Column title={t('listeners.col.backend')} cell={(_: unknown, __: number, l: Listener) => `${l.ListenerProtocol.toUpperCase()}:${l.BackendServerPort}`} />
        <Table.Column title={t('listeners.col.status')} cell={(_: unknown, __: number, l: Listener) => <StatusTag label={t(`listener.status.${l.Status}`)} tone={tone(l.Status)} />} />
        <Table.Column title={t('listeners.col.scheduler')} cell={(_: unknown, __: number, l: Listener) => (t.has(`scheduler.${l.Scheduler}`) ? t(`scheduler.${l.Scheduler}`) : l.Scheduler)} />
        <Table.Column title={t('listeners.col.health')} cell={(_: unknown, __: number, l: Listener) => t((l.TCPListenerConfig ?? l.UDPListenerConfig ?? l.HTTPListenerConfig ?? l.HTTPSListenerConfig)?.HealthCheck === 'off' ? 'off' : 'on')} />
        <Table.Column title={t('listeners.col.bandwidth')} cell={(_: unknown, __: number, l: Listener) => (l.Bandwidth === -1 ? t('listeners.unlimited') : `${l.Bandwidth} Mbit/s`)} />
        <Table.Column
          title={t('common.actions')}
          width={320}
          cell={(_: unknown, __: number, l: Listener) => (
            <div className="row-actions">
              {!configureInMore && (
                <Button text type="primary" onClick={() => setConfiguring(l)}>
                  {t('action.configure')}
                </Button>
              )}
              {(l.ListenerProtocol === 'http' || l.ListenerProtocol === 'https') && (
                <Button text type="primary" onClick={() => navigate(`/slb/instances/${loadBalancerId}/listeners/${l.ListenerPort}/rules?protocol=${l.ListenerProtocol}`)}>
                  {t('rules.open')}
                </Button>
              )}
              {l.Status === 'stopped' ? (
                <Button text type="primary" onClick={() => setPending({ kind: 'start', listener: l })}>
                  {t('action.start')}
                </Button>
              ) : (
                <Button text type="primary" disabled={l.Status !== 'running'} onClick={() => setPending({ kind: 'stop', listener: l })}>
                  {t('action.stop')}
                </Button>
              )}
              <Dropdown trigger={more} triggerType="click" align="tr br">
                <Menu onItemClick={(key: string) => (key === 'configure' ? setConfiguring(l) : key === 'acl' ? setAcl(l) : key === 'ext' ? setExtensions(l) : setPending({ kind: 'delete', listener: l }))}>
                  {configureInMore && <Menu.Item key="configure">{t('action.configure')}</Menu.Item>}
                  <Menu.Item key="acl">{t('listenerAcl.action')}</Menu.Item>
                  {l.ListenerProtocol === 'https' && <Menu.Item key="ext">{t('ext.action')}</Menu.Item>}
                  <Menu.Item key="delete">{t('action.delete')}</Menu.Item>
                </Menu>
              </Dropdown>
            </div>
          )}
        />
      </Table>
      {wizard && <ListenerDialog loadBalancerId={loadBalancerId} regionId={regionId} t={t} noBandwidth={noBandwidth} onClose={() => setWizard(false)} onDone={listeners.reload} />}
      {configuring && (
        <ListenerDialog loadBalancerId={loadBalancerId} regionId={regionId} t={t} listener={configuring} noBandwidth={noBandwidth} onClose={() => setConfiguring(null)} onDone={listeners.reload} />
      )}
      {extensions && <DomainExtensionsPanel loadBalancerId={loadBalancerId} regionId={regionId} listener={extensions} t={t} onClose={() => setExtensions(null)} />}
      {acl && <ListenerAclDialog loadBalancerId={loadBalancerId} regionId={regionId} listener={acl} t={t} onClose={() => setAcl(null)} onDone={listeners.reload} />}
      {pending && (
        <ConfirmDialog
          title={t(pending.kind === 'delete' ? 'deleteListener.title' : `${pending.kind}.title`)}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPending(null)}
          onOk={confirm}
        >
          <p>{t(pending.kind === 'delete' ? 'deleteListener.confirm' : `${pending.kind}.confirm`, { port: portLabel(pending.listener) })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
