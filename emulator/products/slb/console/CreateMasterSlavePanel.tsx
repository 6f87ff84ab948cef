import { useState } from 'react';
import { Button, Dialog, Radio, Table } from '@alifd/next';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { MyServersDialog, type PickedServer } from './MyServersDialog';
import { ServerGroupFields } from './ServerGroupFields';
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
        <ServerGroupFields
          t={t}
          nameKey="msg.name"
          serversKey="msg.servers"
          serversHelp={t('msg.servers.help')}
          name={name}
          onName={(v) => (setName(v), setError({}))}
          error={error}
          servers={servers}
          onAdd={() => setPicking(true)}
          extraColumn={
            <Table.Column
              title={t('msg.col.type')}
              cell={(_: unknown, __: number, s: PickedServer) => (
                <Radio checked={s.ServerId === primary} onChange={() => setPrimary(s.ServerId)} aria-label={`${t('msg.primary')} ${s.ServerId}`}>
                  {s.ServerId === primary ? t('msg.primary') : t('msg.secondary')}
                </Radio>
              )}
            />
          }
        />
      </Dialog>
      {picking && <MyServersDialog lb={lb} regionId={regionId} t={t} withPort weightsDialog={weightsDialog} onClose={() => setPicking(false)} onPicked={picked} />}
    </>
  );
}
