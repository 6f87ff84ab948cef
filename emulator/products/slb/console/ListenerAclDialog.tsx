import { useState } from 'react';
import { Form, Radio, Select, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DescribeAcls, Listener } from './types';

type Props = { loadBalancerId: string; regionId: string; listener: Listener; t: Translate; onClose: () => void; onDone: () => void };

const SET = { tcp: 'SetLoadBalancerTCPListenerAttribute', udp: 'SetLoadBalancerUDPListenerAttribute', http: 'SetLoadBalancerHTTPListenerAttribute', https: 'SetLoadBalancerHTTPSListenerAttribute' } as const;

/**
 * Set Access Control (a listener's More menu): Enable Access Control, then the method (whitelist or blacklist) and
 * the access control list, saved on the listener (Set…ListenerAttribute with AclStatus, AclType, AclId).
 */
export function ListenerAclDialog({ loadBalancerId, regionId, listener, t, onClose, onDone }: Props) {
  const acls = useApiQuery<DescribeAcls>('Slb', 'DescribeAccessControlLists', { RegionId: regionId, PageSize: 100 });
  const [on, setOn] = useState(listener.AclStatus === 'on');
  const [type, setType] = useState<'white' | 'black'>(listener.AclType ?? 'white');
  const [aclId, setAclId] = useState(listener.AclId ?? '');
  const [error, setError] = useState('');
  const save = async () => {
    if (on && !aclId) {
      setError(t('listenerAcl.err.list'));
      return false;
    }
    const action = SET[listener.ListenerProtocol as keyof typeof SET];
    const params = { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: listener.ListenerPort, AclStatus: on ? 'on' : 'off', ...(on ? { AclType: type, AclId: aclId } : {}) };
    const ok = await runAction('Slb', action, params, t, t('listenerAcl.done'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('listenerAcl.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      <Form labelAlign="top" aria-label={t('listenerAcl.title')}>
        <Form.Item label={t('listenerAcl.enable')}>
          <Switch aria-label={t('listenerAcl.enable')} checked={on} onChange={(v: boolean) => (setOn(v), setError(''))} />
        </Form.Item>
        {on && (
          <>
            <Form.Item label={t('listenerAcl.method')} required>
              <Radio.Group aria-label={t('listenerAcl.method')} value={type} onChange={onValue<'white' | 'black'>(setType)}>
                <Radio value="white">{t('listenerAcl.type.white')}</Radio>
                <Radio value="black">{t('listenerAcl.type.black')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('listenerAcl.list')} required validateState={error ? 'error' : undefined} help={error}>
              <Select
                aria-label={t('listenerAcl.list')}
                placeholder={t('common.pleaseSelect')}
                value={aclId || undefined}
                dataSource={(acls.data?.Acls?.Acl ?? []).map((a) => ({ value: a.AclId, label: `${a.AclName} / ${a.AclId}` }))}
                onChange={onValue<string>((v) => (setAclId(v), setError('')))}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </ConfirmDialog>
  );
}
