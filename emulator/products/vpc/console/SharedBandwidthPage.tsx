import { useEffect, useState } from 'react';
import { Button, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { MoreMenu } from '../../../console/src/components/MoreMenu';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { AddIpDialog } from './AddIpDialog';
import type { BandwidthPackage } from './bandwidthTypes';
import { useVpc } from './useVpc';

type Dialog = { kind: 'addIp' | 'release'; pkg: BandwidthPackage };

/** `/vpc/cbwp`: the region's Internet Shared Bandwidth instances (DescribeCommonBandwidthPackages). */
export function SharedBandwidthPage() {
  const { t } = useVpc();
  const { regionId } = useConsole();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useApiQuery<{ CommonBandwidthPackages: { CommonBandwidthPackage: BandwidthPackage[] } }>('Vpc', 'DescribeCommonBandwidthPackages', { RegionId: regionId, PageSize: 50 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const done = () => {
    setDialog(null);
    list.reload();
  };
  return (
    <div className="page">
      <PageHeader title={t('nav.cbwp')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/vpc/cbwp/create')}>
          {t('cbwp.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.CommonBandwidthPackages?.CommonBandwidthPackage ?? []} loading={list.loading} primaryKey="BandwidthPackageId" emptyContent={t('common.noData')} aria-label={t('nav.cbwp')}>
        <Table.Column
          title={t('eip.col.idName')}
          cell={(_: unknown, __: number, b: BandwidthPackage) => (
            <div className="cell-lines">
              <div>{b.BandwidthPackageId}</div>
              <div className="cell-sub">{b.Name || t('common.none')}</div>
            </div>
          )}
        />
        <Table.Column
          title={t('eip.col.bandwidth')}
          cell={(_: unknown, __: number, b: BandwidthPackage) => (
            <div className="cell-lines">
              <div>{`${b.Bandwidth} Mbps`}</div>
              <div className="cell-sub">{t(b.InternetChargeType === 'PayByBandwidth' ? 'cbwp.metering.bandwidth' : 'cbwp.metering.traffic')}</div>
            </div>
          )}
        />
        <Table.Column title={t('cbwp.isp')} cell={(_: unknown, __: number, b: BandwidthPackage) => t(b.ISP === 'BGP_PRO' ? 'cbwp.isp.pro' : 'cbwp.isp.bgp')} />
        <Table.Column title={t('cbwp.col.eips')} cell={(_: unknown, __: number, b: BandwidthPackage) => b.PublicIpAddresses?.PublicIpAddresse?.map((e) => e.IpAddress).join(', ') || t('common.none')} />
        <Table.Column title={t('vpc.col.status')} cell={() => t('eip.status.Available')} />
        <Table.Column
          title={t('common.actions')}
          width={200}
          cell={(_: unknown, __: number, b: BandwidthPackage) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setDialog({ kind: 'addIp', pkg: b })}>
                {t('cbwp.addIp')}
              </Button>
              <MoreMenu label={t('eip.more')} onItemClick={() => setDialog({ kind: 'release', pkg: b })}>
                <Menu.Item key="release">{t('eip.release')}</Menu.Item>
              </MoreMenu>
            </div>
          )}
        />
      </Table>
      {dialog?.kind === 'addIp' && <AddIpDialog pkg={dialog.pkg} t={t} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'release' && (
        <ConfirmDialog
          title={t('cbwp.release.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDialog(null)}
          onOk={async () => {
            const ok = await runAction('Vpc', 'DeleteCommonBandwidthPackage', { RegionId: regionId, BandwidthPackageId: dialog.pkg.BandwidthPackageId }, t, t('toast.cbwpReleased'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <ul className="dialog-resources">
            <li>{`${dialog.pkg.BandwidthPackageId} / ${dialog.pkg.Name || t('common.none')}`}</li>
          </ul>
          <p>{t('cbwp.release.confirm')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
