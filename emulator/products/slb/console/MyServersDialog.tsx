import { useState } from 'react';
import { Button, Dialog, Icon, Input, Tab, Table } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { LoadBalancer } from './types';

type EcsInstance = { InstanceId: string; InstanceName: string; Status: string; VpcAttributes?: { PrivateIpAddress?: { IpAddress: string[] } } };
export type PickedServer = { ServerId: string; Name: string; Weight: string; Port?: string };

export type Props = {
  lb: LoadBalancer;
  regionId: string;
  t: Translate;
  /** A VServer group's servers also take a port. */
  withPort?: boolean;
  /** The 2019 console (flag weightsDialog): weights are set in the Servers to Add dialog, whose copy buttons are bare icons, and its OK ends the choice. */
  weightsDialog?: boolean;
  onClose: () => void;
  onPicked: (servers: PickedServer[]) => void;
};

const DEFAULT_WEIGHT = '100';
const DEFAULT_PORT = '80';
const badWeight = (w: string) => !/^\d+$/.test(w.trim()) || Number(w) > 100;
const badPort = (p: string) => !/^\d+$/.test(p.trim()) || Number(p) < 1 || Number(p) > 65535;

/**
 * My Servers (我的服务器) of the 2019–2021 consoles: tick running ECS instances of the CLB's VPC, then set each one's
 * weight (and port): on the Configure Ports and Weights tab, ended by Add (2021), or in the Servers to Add dialog,
 * ended by OK (2019). Copy Down / Copy Up / Copy All spread a row's values; Reset puts every row back to the default.
 */
export function MyServersDialog({ lb, regionId, t, withPort, weightsDialog, onClose, onPicked }: Props) {
  const vms = useApiQuery<{ Instances: { Instance: EcsInstance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100, ...(lb.VpcId ? { VpcId: lb.VpcId } : {}) });
  const running = (vms.data?.Instances?.Instance ?? []).filter((i) => i.Status === 'Running');
  const [ticked, setTicked] = useState<string[]>([]);
  const [rows, setRows] = useState<PickedServer[]>([]);
  const [stage, setStage] = useState<'select' | 'configure'>('select');
  const [error, setError] = useState<string | undefined>();

  const next = () => {
    if (!ticked.length) return setError(t('myServers.none'));
    setError(undefined);
    setRows(ticked.map((id) => ({ ServerId: id, Name: running.find((i) => i.InstanceId === id)?.InstanceName ?? '', Weight: DEFAULT_WEIGHT, ...(withPort ? { Port: DEFAULT_PORT } : {}) })));
    setStage('configure');
  };
  const finish = () => {
    if (rows.some((r) => badWeight(r.Weight))) return setError(t('weight.err'));
    if (withPort && rows.some((r) => badPort(r.Port ?? ''))) return setError(t('listener.err.port'));
    onPicked(rows.map((r) => ({ ...r, Weight: r.Weight.trim(), ...(r.Port !== undefined ? { Port: r.Port.trim() } : {}) })));
  };
  const edit = (i: number, field: 'Weight' | 'Port', value: string) => (setError(undefined), setRows(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r))));
  const spread = (i: number, which: 'down' | 'up' | 'all') =>
    setRows(rows.map((r, j) => ((which === 'down' && j > i) || (which === 'up' && j < i) || which === 'all' ? { ...r, Weight: rows[i].Weight, ...(withPort ? { Port: rows[i].Port } : {}) } : r)));
  const reset = () => setRows(rows.map((r) => ({ ...r, Weight: DEFAULT_WEIGHT, ...(withPort ? { Port: DEFAULT_PORT } : {}) })));

  const copyButtons = (i: number) =>
    weightsDialog ? (
      <span className="row-actions">
        <Button text onClick={() => spread(i, 'down')}><Icon type="arrow-down" size="small" /></Button>
        <Button text onClick={() => spread(i, 'up')}><Icon type="arrow-up" size="small" /></Button>
        <Button text onClick={() => spread(i, 'all')}><Icon type="copy" size="small" /></Button>
        <Button text onClick={reset}><Icon type="ashbin" size="small" /></Button>
      </span>
    ) : (
      <span className="row-actions">
        <Button text type="primary" onClick={reset}>{t('myServers.reset')}</Button>
        <Button text type="primary" onClick={() => spread(i, 'down')}>{t('myServers.copyDown')}</Button>
        <Button text type="primary" onClick={() => spread(i, 'up')}>{t('myServers.copyUp')}</Button>
        <Button text type="primary" onClick={() => spread(i, 'all')}>{t('myServers.copyAll')}</Button>
      </span>
    );
  const weights = (
    <Table dataSource={rows} primaryKey="ServerId" aria-label={t('myServers.tab.configure')} hasBorder={false}>
      <Table.Column title={t('myServers.col.instance')} cell={(_: unknown, __: number, r: PickedServer) => `${r.Name} (${r.ServerId})`} />
      {withPort && (
        <Table.Column title={t('vsg.port')} width={120} cell={(_: unknown, i: number, r: PickedServer) => (
          <Input aria-label={`${t('vsg.port')} ${r.ServerId}`} value={r.Port} onChange={onValue<string>((v) => edit(i, 'Port', v))} style={{ width: 90 }} />
        )} />
      )}
      <Table.Column title={t('backends.col.weight')} width={360} cell={(_: unknown, i: number, r: PickedServer) => (
        <span className="field-row">
          <Input aria-label={`${t('backends.col.weight')} ${r.ServerId}`} value={r.Weight} onChange={onValue<string>((v) => edit(i, 'Weight', v))} style={{ width: 80 }} />
          {copyButtons(i)}
        </span>
      )} />
    </Table>
  );
  const picker = (
    <Table dataSource={running} loading={vms.loading} primaryKey="InstanceId" emptyContent={t('common.noData')} aria-label={t('myServers.tab.select')}
      rowSelection={{ selectedRowKeys: ticked, onChange: (keys: string[]) => (setTicked(keys), setError(undefined)) }}>
      <Table.Column title={t('myServers.col.instance')} cell={(_: unknown, __: number, i: EcsInstance) => (
        <div className="cell-lines"><div>{i.InstanceName}</div><div className="cell-sub">{i.InstanceId}</div></div>
      )} />
      <Table.Column title={t('myServers.col.status')} width={100} cell={(_: unknown, __: number, i: EcsInstance) => i.Status} />
      <Table.Column title={t('myServers.col.ip')} width={140} cell={(_: unknown, __: number, i: EcsInstance) => i.VpcAttributes?.PrivateIpAddress?.IpAddress?.[0] ?? '-'} />
    </Table>
  );
  const alert = error && <div className="field-error" role="alert">{error}</div>;
  const inTabs = !weightsDialog && stage === 'configure';
  const footer = inTabs ? (
    <>
      <Button onClick={() => setStage('select')}>{t('common.previous')}</Button>
      <Button type="primary" onClick={finish}>{t('myServers.add')}</Button>
    </>
  ) : (
    <>
      <Button type="primary" onClick={next}>{t('myServers.next')}</Button>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
    </>
  );
  return (
    <>
      <Dialog v2 visible title={t('myServers.title')} width={760} footer={footer} onClose={onClose}>
        <Tab activeKey={inTabs ? 'configure' : 'select'} onChange={(k: string | number) => (k === 'select' ? setStage('select') : undefined)}>
          <Tab.Item key="select" title={t('myServers.tab.select')}>{picker}</Tab.Item>
          {!weightsDialog && <Tab.Item key="configure" title={t('myServers.tab.configure')} disabled={stage === 'select'}>{weights}</Tab.Item>}
        </Tab>
        {!(weightsDialog && stage === 'configure') && alert}
      </Dialog>
      {weightsDialog && stage === 'configure' && (
        <Dialog v2 visible title={t('myServers.pending')} width={720} onOk={finish} onCancel={() => setStage('select')} onClose={() => setStage('select')}
          okProps={{ children: t('common.ok') }} cancelProps={{ children: t('common.cancel') }}>
          {weights}
          {alert}
        </Dialog>
      )}
    </>
  );
}
