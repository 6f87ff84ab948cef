import { useEffect, useState } from 'react';
import { Button, Dropdown, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { BindEipDialog } from './NatDialogs';
import type { DescribeNatGateways, NatGateway } from './types';
import { useVpc } from './useVpc';
import { VpcStatus } from './VpcStatus';

/** `/vpc/nat-gateways`: Internet NAT gateways (DescribeNatGateways); Manage, Configure SNAT/DNAT, More > Bind Elastic IP Address / Delete. */
export function NatGatewaysPage() {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const [dialog, setDialog] = useState<{ kind: 'bind' | 'delete'; nat: NatGateway } | null>(null);
  const list = useApiQuery<DescribeNatGateways>('Vpc', 'DescribeNatGateways', { RegionId: regionId, NetworkType: 'internet', PageSize: 50 }, {
    pollWhile: (d) => (d.NatGateways?.NatGateway ?? []).some((n) => n.Status !== 'Available'),
  });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const bindRemoved = flag('natBindEipRemoved');
  // The 2021 list binds a gateway's first EIP from its Elastic IP Address column (立即绑定).
  const bindNow = flag('natBindNow');
  return (
    <div className="page">
      <PageHeader title={t('nav.natGateways')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/vpc/nat-gateways/create')}>
          {t('nat.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.NatGateways?.NatGateway ?? []} loading={list.loading} primaryKey="NatGatewayId" emptyContent={t('common.noData')} aria-label={t('nav.natGateways')}>
        <Table.Column
          title={t('nat.col.idName')}
          cell={(_: unknown, __: number, n: NatGateway) => (
            <div className="cell-lines">
              <Link to={`/vpc/nat-gateways/${n.NatGatewayId}`}>{n.NatGatewayId}</Link>
              <div className="cell-sub">{n.Name || t('common.none')}</div>
            </div>
          )}
        />
        <Table.Column title={t('nat.col.vpc')} cell={(_: unknown, __: number, n: NatGateway) => <Link to={`/vpc/vpcs/${n.VpcId}`}>{n.VpcId}</Link>} />
        <Table.Column title={t('nat.col.type')} cell={(_: unknown, __: number, n: NatGateway) => t(`nat.type.${n.NatType}`)} />
        <Table.Column
          title={t('nat.col.eip')}
          cell={(_: unknown, __: number, n: NatGateway) => {
            const ips = (n.IpLists?.IpList ?? []).map((i) => i.IpAddress).join(', ');
            if (ips || !bindNow) return ips || t('common.none');
            return (
              <Button text type="primary" disabled={n.Status !== 'Available'} onClick={() => setDialog({ kind: 'bind', nat: n })}>
                {t('nat.bindNow')}
              </Button>
            );
          }}
        />
        <Table.Column title={t('nat.col.status')} cell={(_: unknown, __: number, n: NatGateway) => <VpcStatus status={n.Status} t={t} />} />
        <Table.Column
          title={t('common.actions')}
          width={340}
          cell={(_: unknown, __: number, n: NatGateway) => (
            <div className="row-actions">
              <Link to={`/vpc/nat-gateways/${n.NatGatewayId}`}>{t('nat.manage')}</Link>
              <Button text type="primary" disabled={n.Status !== 'Available'} onClick={() => navigate(`/vpc/nat-gateways/${n.NatGatewayId}?tab=snat`)}>
                {t('nat.configSnat')}
              </Button>
              <Button text type="primary" disabled={n.Status !== 'Available'} onClick={() => navigate(`/vpc/nat-gateways/${n.NatGatewayId}?tab=dnat`)}>
                {t('nat.configDnat')}
              </Button>
              <Dropdown
                trigger={
                  <Button text type="primary" className="more-trigger">
                    {t('nat.more')}
                    <span className="caret" aria-hidden />
                  </Button>
                }
                triggerType="click"
                align="tr br"
              >
                <Menu onItemClick={(key: string) => setDialog({ kind: key as 'bind' | 'delete', nat: n })}>
                  {!bindRemoved && (
                    <Menu.Item key="bind" disabled={n.Status !== 'Available'}>
                      {t('nat.bindEip')}
                    </Menu.Item>
                  )}
                  <Menu.Item key="delete" disabled={n.Status !== 'Available'}>
                    {t('nat.delete')}
                  </Menu.Item>
                </Menu>
              </Dropdown>
            </div>
          )}
        />
      </Table>
      {dialog?.kind === 'bind' && <BindEipDialog nat={dialog.nat} t={t} full={bindNow} onClose={() => setDialog(null)} onDone={list.reload} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('nat.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDialog(null)}
          onOk={async () => {
            const ok = await runAction('Vpc', 'DeleteNatGateway', { RegionId: regionId, NatGatewayId: dialog.nat.NatGatewayId }, t, t('toast.natDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('nat.delete.confirm', { name: dialog.nat.Name || dialog.nat.NatGatewayId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
