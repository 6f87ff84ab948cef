import { useState } from 'react';
import { Dialog, Form, Input, Message, Radio, Switch } from '@alifd/next';
import { callApi } from '../../lib/api';
import { fieldOfError, notifyApiError } from '../../lib/apiErrors';
import { onValue } from '../../lib/onValue';
import type { Translate } from '../../lib/vocabulary';

export type Props = { loadBalancerId: string; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

type Values = { protocol: 'TCP' | 'HTTP'; port: string; backendPort: string; bandwidth: string; health: boolean };
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 15 } };
const validPort = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 65535;

/**
 * "Configure Listener": protocol and port, the default server group with its backend port, the health check;
 * Submit creates the listener and starts it, as the console's wizard does.
 */
export function ListenerDialog({ loadBalancerId, regionId, t, onClose, onDone }: Props) {
  const [v, setV] = useState<Values>({ protocol: 'TCP', port: '', backendPort: '', bandwidth: '-1', health: true });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => (setV((o) => ({ ...o, ...patch })), setErrors({}));
  const state = (k: keyof Values) => (errors[k] ? { validateState: 'error' as const, help: errors[k] } : {});

  const submit = async () => {
    const found: Partial<Record<keyof Values, string>> = {};
    if (!validPort(v.port)) found.port = t('listener.err.port');
    if (!validPort(v.backendPort)) found.backendPort = t('listener.err.port');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const common = { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: Number(v.port), BackendServerPort: Number(v.backendPort), Bandwidth: Number(v.bandwidth) || -1 };
    try {
      if (v.protocol === 'TCP') await callApi('Slb', 'CreateLoadBalancerTCPListener', { ...common, HealthCheckSwitch: v.health ? 'on' : 'off' });
      else await callApi('Slb', 'CreateLoadBalancerHTTPListener', { ...common, HealthCheck: v.health ? 'on' : 'off', StickySession: 'off' });
      await callApi('Slb', 'StartLoadBalancerListener', { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: Number(v.port), ListenerProtocol: v.protocol.toLowerCase() });
      Message.success(t('listener.done'));
      onDone();
      onClose();
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { ListenerPort: 'port', BackendServerPort: 'backendPort', Bandwidth: 'bandwidth' });
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
          <Radio.Group shape="button" aria-label={t('listener.protocol')} value={v.protocol} onChange={onValue<Values['protocol']>((protocol) => set({ protocol }))}>
            <Radio value="TCP">TCP</Radio>
            <Radio value="HTTP">HTTP</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('listener.port')} required {...state('port')}>
          <Input aria-label={t('listener.port')} value={v.port} onChange={onValue<string>((port) => set({ port }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('listener.serverGroup')}>
          <span>{t('listener.serverGroup.default')}</span>
        </Form.Item>
        <Form.Item label={t('listener.backendPort')} required {...state('backendPort')}>
          <Input aria-label={t('listener.backendPort')} value={v.backendPort} onChange={onValue<string>((backendPort) => set({ backendPort }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('listener.bandwidth')} extra={<span className="field-help">{t('listener.bandwidth.help')}</span>} {...state('bandwidth')}>
          <Input aria-label={t('listener.bandwidth')} value={v.bandwidth} onChange={onValue<string>((bandwidth) => set({ bandwidth }))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('listener.healthCheck')}>
          <Switch aria-label={t('listener.healthCheck')} checked={v.health} onChange={(health: boolean) => set({ health })} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
