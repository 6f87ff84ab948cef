import { useEffect, useState } from 'react';
import { Button, Dropdown, Icon, Menu, Table, Tag } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { CustomIpDialog } from './CustomIpDialog';
import { EipDialogs, type EipAction, type Eip } from './EipDialogs';
import { EipStatus } from './EipStatus';
import { useVpc } from './useVpc';

/** `/vpc/eips`: the region's elastic IP addresses (DescribeEipAddresses). */
export function EipsPage() {
  const { t, flag } = useVpc();
  const { regionId } = useConsole();
  // The 2021 row draws More as an icon (console-facts/vpc.md).
  const moreIcon = flag('eipMoreIcon');
  const [dialog, setDialog] = useState<{ kind: EipAction; eip: Eip } | null>(null);
  const [customIp, setCustomIp] = useState(false);
  const list = useApiQuery<{ EipAddresses: { EipAddress: Eip[] } }>('Vpc', 'DescribeEipAddresses', { RegionId: regionId, PageSize: 100 }, {
    pollWhile: (d) => (d.EipAddresses?.EipAddress ?? []).some((e) => e.Status === 'Associating' || e.Status === 'Unassociating'),
  });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const open = (kind: EipAction, eip: Eip) => setDialog({ kind, eip });
  return (
    <div className="page">
      <PageHeader title={t('nav.eips')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/vpc/eips/create')}>
          {t('eip.create')}
        </Button>
        <Button onClick={() => setCustomIp(true)}>{t('eip.custom')}</Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.EipAddresses?.EipAddress ?? []} loading={list.loading} primaryKey="AllocationId" emptyContent={t('common.noData')} aria-label={t('nav.eips')}>
        <Table.Column
          title={t('eip.col.idName')}
          cell={(_: unknown, __: number, e: Eip) => (
            <div className="cell-lines">
              <div>{e.AllocationId}</div>
              <div className="cell-sub">{e.Name || t('common.none')}</div>
              {e.SegmentInstanceId && <Tag size="small">{t('eip.segment.tag')}</Tag>}
            </div>
          )}
        />
        <Table.Column title={t('eip.col.ip')} dataIndex="IpAddress" />
        <Table.Column
          title={t('eip.col.bandwidth')}
          cell={(_: unknown, __: number, e: Eip) => (
            <div className="cell-lines">
              <div>{`${e.Bandwidth} Mbps`}</div>
              <div className="cell-sub">{t(e.InternetChargeType === 'PayByTraffic' ? 'eip.metering.traffic' : 'eip.metering.bandwidth')}</div>
            </div>
          )}
        />
        <Table.Column title={t('vpc.col.status')} cell={(_: unknown, __: number, e: Eip) => <EipStatus status={e.Status} t={t} />} />
        <Table.Column
          title={t('eip.col.instance')}
          cell={(_: unknown, __: number, e: Eip) =>
            e.InstanceId ? (
              <div className="cell-lines">
                <div>{e.InstanceId}</div>
                <div className="cell-sub">{t(e.InstanceType === 'Nat' ? 'eip.type.nat' : 'eip.type.ecs')}</div>
              </div>
            ) : (
              t('common.none')
            )
          }
        />
        <Table.Column
          title={t('common.actions')}
          width={260}
          cell={(_: unknown, __: number, e: Eip) => (
            <div className="row-actions">
              <Button text type="primary" disabled={e.Status !== 'Available'} onClick={() => open('associate', e)}>
                {t('eip.associate')}
              </Button>
              <Dropdown
                trigger={
                  moreIcon ? (
                    <Button text aria-label={t('eip.more')} title={t('eip.more')} className="icon-button more-trigger">
                      <Icon type="more" aria-hidden />
                    </Button>
                  ) : (
                    <Button text type="primary" className="more-trigger">
                      {t('eip.more')}
                      <span className="caret" aria-hidden />
                    </Button>
                  )
                }
                triggerType="click"
                align="tr br"
              >
                <Menu onItemClick={(key: string) => open(key as EipAction, e)}>
                  <Menu.Item key="modifySpec" disabled={e.InstanceChargeType === 'PrePaid'}>
                    {t('eip.modifySpec')}
                  </Menu.Item>
                  <Menu.Item key="joinCbwp" disabled={!!e.BandwidthPackageId || e.InstanceChargeType === 'PrePaid'}>
                    {t('eip.joinCbwp')}
                  </Menu.Item>
                  <Menu.Item key="leaveCbwp" disabled={!e.BandwidthPackageId}>
                    {t('eip.leaveCbwp')}
                  </Menu.Item>
                  <Menu.Item key="unassociate" disabled={e.Status !== 'InUse'}>
                    {t('eip.unassociate')}
                  </Menu.Item>
                  <Menu.Item key="release" disabled={e.Status !== 'Available' || !!e.BandwidthPackageId}>
                    {t('eip.release')}
                  </Menu.Item>
                </Menu>
              </Dropdown>
            </div>
          )}
        />
      </Table>
      {customIp && (
        <CustomIpDialog
          t={t}
          specificOnly={flag('eipSpecific2019')}
          onClose={() => setCustomIp(false)}
          onDone={() => {
            setCustomIp(false);
            list.reload();
          }}
        />
      )}
      {dialog && (
        <EipDialogs
          kind={dialog.kind}
          eip={dialog.eip}
          t={t}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
