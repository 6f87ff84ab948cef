import { useState } from 'react';
import { Button, Dialog, Form, Input, Radio, Table } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { MyServersDialog, type PickedServer } from './MyServersDialog';
import type { LoadBalancer } from './types';

export type Props = { lb: LoadBalancer; regionId: string; t: Translate; weightsDialog?: boolean; onClose: () => void; onDone: () => void };

/**
 * Create Primary/Secondary Server Group (创建主备服务器组): a name, Add (My Servers: two servers with their ports and
 * weights), the Type column's choice of the primary server (the first one until another is chosen), then Create; on
 * the 2019 console (weightsDialog) the panel's button is OK.
 */
export function CreateMasterSlavePanel({ lb, regionId, t, weightsDialog, onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [servers, setServers] = useState<PickedServer[]>([]);
  const [primary, setPrimary] = useState('');
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<{ name?: string; servers?: string }>({});
  const [busy, setBusy] = useState(false);
  const create = async () => {
    const found = { ...(name.trim() ? {} : { name: t('create.err.required') }), ...(servers.length === 2 ? {} : { servers: t('msg.err.two') }) };
    setError(found);
    if (found.name || found.servers) return;
    setBusy(true);
    const backends = JSON.stringify(servers.map((s) => ({ ServerId: s.ServerId, Port: s.Port, Weight: s.Weight, Type: 'ecs', ServerType: s.ServerId === primary ? 'Master' : 'Slave' })));
    const ok = await runAction('Slb', 'CreateMasterSlaveServerGroup', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, MasterSlaveServerGroupName: name.trim(), MasterSlaveBackendServers: backends }, t, t('msg.done'));
    setBusy(false);
    if (ok) {
      onDone();
      onClose();
    }
  };
  const picked = (chosen: PickedServer[]) => {
    setPicking(false);
    setServers(chosen);
    setPrimary(chosen[0]?.ServerId ?? '');
    setError({});
  };
  const footer = (
    <>
      <Button type="primary" loading={busy} onClick={() => void create()}>{weightsDialog ? t('common.ok') : t('vsg.submit')}</Button>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
    </>
  );
  return (
    <>
      <Dialog v2 visible title={t('msg.create')} width={760} footer={footer} onClose={onClose}>
        <Form labelAlign="top">
          <Form.Item label={t('msg.name')} required validateState={error.name ? 'error' : undefined} help={error.name} extra={<span className="field-help">{t('vsg.name.help')}</span>}>
            <Input aria-label={t('msg.name')} value={name} maxLength={80} onChange={onValue<string>((v) => (setName(v), setError({})))} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('msg.servers')} validateState={error.servers ? 'error' : undefined} help={error.servers} extra={<span className="field-help">{t('msg.servers.help')}</span>}>
            <Button onClick={() => setPicking(true)}>{t('backends.add')}</Button>
            {servers.length > 0 && (
              <Table dataSource={servers} primaryKey="ServerId" aria-label={t('msg.servers')} hasBorder={false}>
                <Table.Column title={t('backends.col.server')} cell={(_: unknown, __: number, s: PickedServer) => `${s.Name} (${s.ServerId})`} />
                <Table.Column title={t('vsg.port')} dataIndex="Port" />
                <Table.Column title={t('backends.col.weight')} dataIndex="Weight" />
                <Table.Column
                  title={t('msg.col.type')}
                  cell={(_: unknown, __: number, s: PickedServer) => (
                    <Radio checked={s.ServerId === primary} onChange={() => setPrimary(s.ServerId)} aria-label={`${t('msg.primary')} ${s.ServerId}`}>
                      {s.ServerId === primary ? t('msg.primary') : t('msg.secondary')}
                    </Radio>
                  )}
                />
              </Table>
            )}
          </Form.Item>
        </Form>
      </Dialog>
      {picking && <MyServersDialog lb={lb} regionId={regionId} t={t} withPort weightsDialog={weightsDialog} onClose={() => setPicking(false)} onPicked={picked} />}
    </>
  );
}
