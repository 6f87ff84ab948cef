import { useState } from 'react';
import { Button, Dialog } from '@alifd/next';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { MyServersDialog, type PickedServer } from './MyServersDialog';
import { ServerGroupFields } from './ServerGroupFields';
import type { LoadBalancer } from './types';

export type Props = { lb: LoadBalancer; regionId: string; t: Translate; weightsDialog?: boolean; onClose: () => void; onDone: () => void };

/**
 * Create VServer Group (创建虚拟服务器组) of the 2019–2021 consoles: a name, Add (My Servers: servers with their ports
 * and weights), then Create (2021). On the 2019 console the OK that ends My Servers creates the group: no Create button.
 */
export function CreateVServerGroupPanel({ lb, regionId, t, weightsDialog, onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [servers, setServers] = useState<PickedServer[]>([]);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<{ name?: string; servers?: string }>({});
  const [busy, setBusy] = useState(false);
  const create = async (chosen: PickedServer[]) => {
    const found = { ...(name.trim() ? {} : { name: t('create.err.required') }), ...(chosen.length ? {} : { servers: t('vsg.err.servers') }) };
    setError(found);
    if (found.name || found.servers) return;
    setBusy(true);
    const backends = JSON.stringify(chosen.map((s) => ({ ServerId: s.ServerId, Port: s.Port, Weight: s.Weight, Type: 'ecs' })));
    const ok = await runAction('Slb', 'CreateVServerGroup', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, VServerGroupName: name.trim(), BackendServers: backends }, t, t('vsg.done'));
    setBusy(false);
    if (ok) {
      onDone();
      onClose();
    }
  };
  const picked = (chosen: PickedServer[]) => {
    setPicking(false);
    setServers(chosen);
    if (weightsDialog) void create(chosen);
  };
  const footer = (
    <>
      {!weightsDialog && <Button type="primary" loading={busy} onClick={() => void create(servers)}>{t('vsg.submit')}</Button>}
      <Button onClick={onClose}>{t('common.cancel')}</Button>
    </>
  );
  return (
    <>
      <Dialog v2 visible title={t('vsg.title')} width={720} footer={footer} onClose={onClose}>
        <ServerGroupFields t={t} nameKey="vsg.name" serversKey="vsg.servers" name={name} onName={(v) => (setName(v), setError({}))} error={error} servers={servers} onAdd={() => setPicking(true)} />
      </Dialog>
      {picking && <MyServersDialog lb={lb} regionId={regionId} t={t} withPort weightsDialog={weightsDialog} onClose={() => setPicking(false)} onPicked={picked} />}
    </>
  );
}
