import { useState } from 'react';
import { Button, Form, Input, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { CreateVServerGroupPanel } from './CreateVServerGroupPanel';
import { EditVServerGroupDialog } from './EditVServerGroupDialog';
import type { LoadBalancer } from './types';

type VServerGroup = { VServerGroupId: string; VServerGroupName: string; ServerCount?: number };
type EcsInstance = { InstanceId: string; InstanceName: string; Status: string };
export type Props = {
  lb: LoadBalancer;
  regionId: string;
  t: Translate;
  /** The 2019–2021 consoles: a group is created on the Create VServer Group panel, its servers picked on My Servers. */
  myServers?: boolean;
  weightsDialog?: boolean;
};

/** The VServer Groups tab of a CLB: Create VServer Group (a name and a first server with its port), Edit (its servers' weights, Delete a server) and Delete. */
export function VServerGroupsTab({ lb, regionId, t, myServers, weightsDialog }: Props) {
  const groups = useApiQuery<{ VServerGroups: { VServerGroup: VServerGroup[] } }>('Slb', 'DescribeVServerGroups', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<VServerGroup | null>(null);
  const [editing, setEditing] = useState<VServerGroup | null>(null);
  return (
    <div>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('vsg.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={groups.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={groups.data?.VServerGroups?.VServerGroup ?? []} loading={groups.loading} primaryKey="VServerGroupId" emptyContent={t('common.noData')} aria-label={t('tab.vservers')}>
        <Table.Column
          title={t('vsg.col.name')}
          cell={(_: unknown, __: number, g: VServerGroup) => (
            <div className="cell-lines">
              <div>{g.VServerGroupName}</div>
              <div className="cell-sub">{g.VServerGroupId}</div>
            </div>
          )}
        />
        <Table.Column title={t('vsg.col.servers')} cell={(_: unknown, __: number, g: VServerGroup) => String(g.ServerCount ?? 0)} />
        <Table.Column
          title={t('common.actions')}
          width={140}
          cell={(_: unknown, __: number, g: VServerGroup) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setEditing(g)}>
                {t('action.edit')}
              </Button>
              <Button text type="primary" onClick={() => setDeleting(g)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {creating && !myServers && <CreateVServerGroupDialog lb={lb} regionId={regionId} t={t} onClose={() => setCreating(false)} onDone={groups.reload} />}
      {creating && myServers && <CreateVServerGroupPanel lb={lb} regionId={regionId} t={t} weightsDialog={weightsDialog} onClose={() => setCreating(false)} onDone={groups.reload} />}
      {editing && <EditVServerGroupDialog groupId={editing.VServerGroupId} regionId={regionId} t={t} onClose={() => setEditing(null)} onDone={groups.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('vsg.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Slb', 'DeleteVServerGroup', { RegionId: regionId, VServerGroupId: deleting.VServerGroupId }, t, t('vsg.delete.done'));
            if (ok) groups.reload();
            return ok;
          }}
        >
          <p>{t('vsg.delete.confirm', { name: deleting.VServerGroupName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

type DialogProps = Pick<Props, 'lb' | 'regionId' | 't'> & { onClose: () => void; onDone: () => void };
type Errors = Partial<Record<'name' | 'server' | 'port' | 'weight', string>>;

/** "Create VServer Group": CreateVServerGroup with one running ECS instance of the CLB's VPC, its port and weight. */
function CreateVServerGroupDialog({ lb, regionId, t, onClose, onDone }: DialogProps) {
  const [name, setName] = useState('');
  const [serverId, setServerId] = useState('');
  const [port, setPort] = useState('');
  const [weight, setWeight] = useState('100');
  const [errors, setErrors] = useState<Errors>({});
  const vms = useApiQuery<{ Instances: { Instance: EcsInstance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100, ...(lb.VpcId ? { VpcId: lb.VpcId } : {}) });
  const options = (vms.data?.Instances?.Instance ?? []).filter((i) => i.Status === 'Running').map((i) => ({ value: i.InstanceId, label: `${i.InstanceName} (${i.InstanceId})` }));
  const submit = async () => {
    const found: Errors = {};
    if (!name.trim()) found.name = t('create.err.required');
    if (!serverId) found.server = t('addBackend.err.server');
    if (!/^\d+$/.test(port.trim()) || Number(port) < 1 || Number(port) > 65535) found.port = t('listener.err.port');
    if (!/^\d+$/.test(weight.trim()) || Number(weight) > 100) found.weight = t('weight.err');
    setErrors(found);
    if (Object.keys(found).length) return false;
    const servers = JSON.stringify([{ ServerId: serverId, Port: port.trim(), Weight: weight.trim(), Type: 'ecs' }]);
    const ok = await runAction('Slb', 'CreateVServerGroup', { RegionId: regionId, LoadBalancerId: lb.LoadBalancerId, VServerGroupName: name.trim(), BackendServers: servers }, t, t('vsg.done'));
    if (ok) onDone();
    return ok;
  };
  const state = (k: keyof Errors) => (errors[k] ? { validateState: 'error' as const, help: errors[k] } : {});
  return (
    <ConfirmDialog title={t('vsg.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} width={640} onClose={onClose} onOk={submit}>
      <Form labelAlign="top">
        <Form.Item label={t('vsg.name')} required {...state('name')} extra={<span className="field-help">{t('vsg.name.help')}</span>}>
          <Input aria-label={t('vsg.name')} value={name} maxLength={80} onChange={onValue<string>((v) => (setName(v), setErrors({})))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('addBackend.server')} required {...state('server')} extra={<span className="field-help">{t('addBackend.help')}</span>}>
          <Select
            aria-label={t('addBackend.server')}
            value={serverId || undefined}
            placeholder={t('common.pleaseSelect')}
            showSearch
            onChange={onValue<string>((v) => (setServerId(v), setErrors({})))}
            dataSource={options}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('vsg.port')} required {...state('port')}>
          <Input aria-label={t('vsg.port')} value={port} onChange={onValue<string>((v) => (setPort(v), setErrors({})))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('addBackend.weight')} {...state('weight')}>
          <Input aria-label={t('addBackend.weight')} value={weight} onChange={onValue<string>((v) => (setWeight(v), setErrors({})))} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
