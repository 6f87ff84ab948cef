import { useState } from 'react';
import { Dialog, Form, Input, Message, Radio, Select, Switch } from '@alifd/next';
import { callApi } from '../../../console/src/lib/api';
import { fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DescribeCertificates, DescribeMasterSlaveGroups, DescribeVServerGroups, Listener } from './types';

export type Props = {
  loadBalancerId: string;
  regionId: string;
  t: Translate;
  /** The listener a row's Configure edits; a new listener without it. */
  listener?: Listener;
  /** The variant slb-listener-bandwidth-removed: no Peak Bandwidth field (the instance's specification caps it). */
  noBandwidth?: boolean;
  onClose: () => void;
  onDone: () => void;
};

type Group = 'default' | 'vserver' | 'masterSlave';
type Values = { protocol: 'TCP' | 'UDP' | 'HTTP' | 'HTTPS'; group: Group; groupId: string; certificate: string; port: string; backendPort: string; bandwidth: string; scheduler: string; health: boolean; healthPath: string };
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 15 } };
const SCHEDULERS = ['wrr', 'wlc', 'rr'] as const;
const validPort = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 65535;

function initial(l?: Listener): Values {
  if (!l) return { protocol: 'TCP', group: 'default', groupId: '', certificate: '', port: '', backendPort: '', bandwidth: '-1', scheduler: 'wrr', health: true, healthPath: '/' };
  const health = l.TCPListenerConfig ?? l.UDPListenerConfig ?? l.HTTPListenerConfig ?? l.HTTPSListenerConfig;
  return {
    protocol: l.ListenerProtocol.toUpperCase() as Values['protocol'], group: 'default', groupId: '', certificate: l.HTTPSListenerConfig?.ServerCertificateId ?? '', port: String(l.ListenerPort), backendPort: String(l.BackendServerPort),
    bandwidth: String(l.Bandwidth), scheduler: l.Scheduler, health: health?.HealthCheck !== 'off', healthPath: (l.HTTPListenerConfig ?? l.HTTPSListenerConfig)?.HealthCheckURI ?? '/',
  };
}

/**
 * "Configure Listener": protocol and port, the server group (the default one with its backend port, a VServer group,
 * or for TCP and UDP a primary/secondary server group), the scheduling
 * algorithm, the health check (and its path for HTTP). A new listener is created and started, as the console's
 * wizard does; a row's Configure changes an existing one (Set…ListenerAttribute), its ports fixed.
 */
export function ListenerDialog({ loadBalancerId, regionId, t, listener, noBandwidth, onClose, onDone }: Props) {
  const editing = !!listener;
  const [v, setV] = useState<Values>(() => initial(listener));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => (setV((o) => ({ ...o, ...patch })), setErrors({}));
  const state = (k: keyof Values) => (errors[k] ? { validateState: 'error' as const, help: errors[k] } : {});
  // HTTPS listeners take the HTTP settings and a server certificate.
  const http = v.protocol === 'HTTP' || v.protocol === 'HTTPS';
  // Only TCP and UDP listeners forward to a primary/secondary server group.
  const layer4 = v.protocol === 'TCP' || v.protocol === 'UDP';
  const group: Group = v.group === 'masterSlave' && !layer4 ? 'default' : v.group;
  const lbParams = { RegionId: regionId, LoadBalancerId: loadBalancerId };
  const vGroups = useApiQuery<DescribeVServerGroups>('Slb', 'DescribeVServerGroups', !editing && group === 'vserver' ? lbParams : null);
  const msGroups = useApiQuery<DescribeMasterSlaveGroups>('Slb', 'DescribeMasterSlaveServerGroups', !editing && group === 'masterSlave' ? lbParams : null);
  const groupOptions =
    group === 'vserver'
      ? (vGroups.data?.VServerGroups?.VServerGroup ?? []).map((g) => ({ value: g.VServerGroupId, label: `${g.VServerGroupName} / ${g.VServerGroupId}` }))
      : (msGroups.data?.MasterSlaveServerGroups?.MasterSlaveServerGroup ?? []).map((g) => ({ value: g.MasterSlaveServerGroupId, label: `${g.MasterSlaveServerGroupName} / ${g.MasterSlaveServerGroupId}` }));
  const certificates = useApiQuery<DescribeCertificates>('Slb', 'DescribeServerCertificates', v.protocol === 'HTTPS' ? { RegionId: regionId } : null);

  const submit = async () => {
    const found: Partial<Record<keyof Values, string>> = {};
    if (!validPort(v.port)) found.port = t('listener.err.port');
    if (group === 'default' && !validPort(v.backendPort)) found.backendPort = t('listener.err.port');
    if (!editing && group !== 'default' && !v.groupId) found.groupId = t('listener.err.group');
    if (http && v.health && !v.healthPath.startsWith('/')) found.healthPath = t('listener.err.healthPath');
    if (v.protocol === 'HTTPS' && !v.certificate) found.certificate = t('wizard.err.certificate');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const target = { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: Number(v.port) };
    const settings = {
      ...(noBandwidth ? {} : { Bandwidth: Number(v.bandwidth) || -1 }),
      Scheduler: v.scheduler,
      ...(http
        ? { HealthCheck: v.health ? 'on' : 'off', ...(v.health ? { HealthCheckURI: v.healthPath } : {}) }
        : { HealthCheckSwitch: v.health ? 'on' : 'off' }),
      ...(v.protocol === 'HTTPS' ? { ServerCertificateId: v.certificate } : {}),
    };
    try {
      if (editing) {
        await callApi('Slb', `SetLoadBalancer${v.protocol}ListenerAttribute`, { ...target, ...settings });
      } else {
        const forward = group === 'default' ? { BackendServerPort: Number(v.backendPort) } : group === 'vserver' ? { VServerGroupId: v.groupId } : { MasterSlaveServerGroupId: v.groupId };
        const create = { ...target, ...forward, ...settings, ...(http ? { StickySession: 'off' } : {}) };
        await callApi('Slb', `CreateLoadBalancer${v.protocol}Listener`, create);
        await callApi('Slb', 'StartLoadBalancerListener', { ...target, ListenerProtocol: v.protocol.toLowerCase() });
      }
      Message.success(t(editing ? 'listener.modified' : 'listener.done'));
      onDone();
      onClose();
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { ListenerPort: 'port', BackendServerPort: 'backendPort', Bandwidth: 'bandwidth', HealthCheckURI: 'healthPath' });
      if (f) setErrors({ [f]: (err as Error).message });
      setBusy(false);
    }
  };

  return (
    <Dialog
      v2
      visible
      title={t('listener.title')}
      width={640}
      onOk={submit}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: t('listener.submit'), loading: busy }}
      cancelProps={{ children: t('common.cancel') }}
    >
      <Form {...LAYOUT}>
        <Form.Item label={t('listener.protocol')} required>
          <Radio.Group shape="button" aria-label={t('listener.protocol')} value={v.protocol} disabled={editing} onChange={onValue<Values['protocol']>((protocol) => set({ protocol }))}>
            <Radio value="TCP">TCP</Radio>
            <Radio value="UDP">UDP</Radio>
            <Radio value="HTTP">HTTP</Radio>
            <Radio value="HTTPS">HTTPS</Radio>
          </Radio.Group>
        </Form.Item>
        {v.protocol === 'HTTPS' && (
          <Form.Item label={t('wizard.serverCertificate')} required {...state('certificate')}>
            <Select
              aria-label={t('wizard.serverCertificate')}
              placeholder={t('common.pleaseSelect')}
              value={v.certificate || undefined}
              disabled={editing}
              dataSource={(certificates.data?.ServerCertificates?.ServerCertificate ?? []).map((c) => ({ value: c.ServerCertificateId, label: `${c.ServerCertificateName} / ${c.ServerCertificateId}` }))}
              onChange={onValue<string>((certificate) => set({ certificate }))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        <Form.Item label={t('listener.port')} required {...state('port')}>
          <Input aria-label={t('listener.port')} value={v.port} readOnly={editing} onChange={onValue<string>((port) => set({ port }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('listener.scheduler')}>
          <Radio.Group aria-label={t('listener.scheduler')} value={v.scheduler} onChange={onValue<string>((scheduler) => set({ scheduler }))}>
            {SCHEDULERS.map((s) => (
              <Radio key={s} value={s}>
                {t(`scheduler.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('listener.serverGroup')}>
          {editing ? (
            <span>{t('listener.serverGroup.default')}</span>
          ) : (
            <Radio.Group aria-label={t('listener.serverGroup')} value={group} onChange={onValue<Group>((g) => set({ group: g, groupId: '' }))}>
              <Radio value="default">{t('listener.serverGroup.default')}</Radio>
              <Radio value="vserver">{t('listener.serverGroup.vserver')}</Radio>
              {layer4 && <Radio value="masterSlave">{t('listener.serverGroup.masterSlave')}</Radio>}
            </Radio.Group>
          )}
        </Form.Item>
        {!editing && group !== 'default' && (
          <Form.Item label={t(group === 'vserver' ? 'listener.vserverGroup' : 'listener.masterSlaveGroup')} required {...state('groupId')}>
            <Select
              aria-label={t(group === 'vserver' ? 'listener.vserverGroup' : 'listener.masterSlaveGroup')}
              placeholder={t('common.pleaseSelect')}
              value={v.groupId || undefined}
              dataSource={groupOptions}
              onChange={onValue<string>((groupId) => set({ groupId }))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        {group === 'default' && (
          <Form.Item label={t('listener.backendPort')} required {...state('backendPort')}>
            <Input aria-label={t('listener.backendPort')} value={v.backendPort} readOnly={editing} onChange={onValue<string>((backendPort) => set({ backendPort }))} style={{ width: 200 }} />
          </Form.Item>
        )}
        {!noBandwidth && (
          <Form.Item label={t('listener.bandwidth')} extra={<span className="field-help">{t('listener.bandwidth.help')}</span>} {...state('bandwidth')}>
            <Input aria-label={t('listener.bandwidth')} value={v.bandwidth} onChange={onValue<string>((bandwidth) => set({ bandwidth }))} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item label={t('listener.healthCheck')}>
          <Switch aria-label={t('listener.healthCheck')} checked={v.health} onChange={(health: boolean) => set({ health })} />
        </Form.Item>
        {http && v.health && (
          <Form.Item label={t('listener.healthPath')} extra={<span className="field-help">{t('listener.healthPath.help')}</span>} {...state('healthPath')}>
            <Input aria-label={t('listener.healthPath')} value={v.healthPath} onChange={onValue<string>((healthPath) => set({ healthPath }))} style={{ width: 320 }} />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
