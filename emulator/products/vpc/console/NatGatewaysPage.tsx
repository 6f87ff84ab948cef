import { useState } from 'react';
import { Button, Dropdown, Icon, Menu } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { DeleteConfirm } from '../../../console/src/components/ActionConfirm';
import { idNameColumn, ListPage, orNone } from '../../../console/src/components/ListPage';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { statusColumn, vpcColumn } from './listParts';
import { BindEipDialog } from './NatDialogs';
import type { DescribeNatGateways, NatGateway } from './types';
import { useVpc } from './useVpc';

/** `/vpc/nat-gateways`: Internet NAT gateways (DescribeNatGateways); Manage, Configure SNAT/DNAT, More > Bind Elastic IP Address / Delete. */
export function NatGatewaysPage() {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  const [dialog, setDialog] = useState<{ kind: 'bind' | 'delete'; nat: NatGateway } | null>(null);
  const list = useApiQuery<DescribeNatGateways>('Vpc', 'DescribeNatGateways', { RegionId: regionId, NetworkType: 'internet', PageSize: 50 }, {
    pollWhile: (d) => (d.NatGateways?.NatGateway ?? []).some((n) => n.Status !== 'Available'),
  });
  useQueryErrors(t, list.error);
  const bindRemoved = flag('natBindEipRemoved');
  // The 2021 list binds a gateway's first EIP from its Elastic IP Address column (立即绑定).
  const bindNow = flag('natBindNow');
  return (
    <ListPage<NatGateway>
      t={t}
      title={t('nav.natGateways')}
      createLabel={t('nat.create')}
      onCreate={() => navigate('/vpc/nat-gateways/create')}
      onRefresh={list.reload}
      rows={list.data?.NatGateways?.NatGateway ?? []}
      loading={list.loading}
      primaryKey="NatGatewayId"
      columns={[
        idNameColumn(t('nat.col.idName'), (n) => n.NatGatewayId, (n) => orNone(t, n.Name), (n) => `/vpc/nat-gateways/${n.NatGatewayId}`),
        vpcColumn(t('nat.col.vpc')),
        { title: t('nat.col.type'), cell: (n) => t(`nat.type.${n.NatType}`) },
        {
          title: t('nat.col.eip'),
          cell: (n) => {
            const ips = (n.IpLists?.IpList ?? []).map((i) => i.IpAddress).join(', ');
            if (ips || !bindNow) return ips || t('common.none');
            return (
              <Button text type="primary" disabled={n.Status !== 'Available'} onClick={() => setDialog({ kind: 'bind', nat: n })}>
                {t('nat.bindNow')}
              </Button>
            );
          },
        },
        statusColumn(t, t('nat.col.status')),
        // The Monitoring column's icon opens the gateway's Monitoring tab (ours: the pages show a chart, not where).
        {
          title: t('nat.col.monitor'),
          cell: (n) => (
            <Button text aria-label={t('nat.col.monitor')} title={t('nat.col.monitor')} className="icon-button" onClick={() => navigate(`/vpc/nat-gateways/${n.NatGatewayId}?tab=monitor`)}>
              <Icon type="chart-bar" aria-hidden />
            </Button>
          ),
        },
        {
          title: t('common.actions'),
          width: 340,
          cell: (n) => (
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
          ),
        },
      ]}
    >
      {dialog?.kind === 'bind' && <BindEipDialog nat={dialog.nat} t={t} full={bindNow} onClose={() => setDialog(null)} onDone={list.reload} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirm t={t} product="Vpc" kind="nat" name={dialog.nat.Name || dialog.nat.NatGatewayId} call={['DeleteNatGateway', { RegionId: regionId, NatGatewayId: dialog.nat.NatGatewayId }]} toast="toast.natDeleted" onDone={list.reload} onClose={() => setDialog(null)} />
      )}
    </ListPage>
  );
}
