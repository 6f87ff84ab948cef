// The page a remote connection ends on: it says the session is connected (nothing runs inside the instance). The VNC
// page reads the terminal's address (DescribeInstanceVncUrl) as the real one does, and offers Modify VNC Password
// (ModifyInstanceVncPasswd).
import { useEffect, useState } from 'react';
import { Button, Dialog, Form, Input } from '@alifd/next';
import type { CustomPageProps } from '../../../../console/kinds/context';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { runAction } from '../../../../console/src/lib/runAction';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import { useEcs } from '../useEcs';

const VNC_PASSWORD = /^[A-Za-z0-9]{6}$/;

function VncPasswordDialog({ instanceId, onClose }: { instanceId: string; onClose: () => void }) {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    if (!VNC_PASSWORD.test(password)) return setError(t('vnc.err.rule'));
    if (password !== confirm) return setError(t('vnc.err.confirm'));
    setError('');
    if (await runAction('Ecs', 'ModifyInstanceVncPasswd', { RegionId: regionId, InstanceId: instanceId, VncPassword: password }, t, t('vnc.toast'))) onClose();
  };
  return (
    <Dialog v2 visible title={t('vnc.modify')} width={520} onOk={submit} onCancel={onClose} onClose={onClose} okProps={{ children: t('common.ok') }} cancelProps={{ children: t('common.cancel') }}>
      <Form labelAlign="top" component="div">
        <Form.Item label={t('vnc.newPassword')} required help={error || t('vnc.rule')} validateState={error ? 'error' : undefined}>
          <Input.Password aria-label={t('vnc.newPassword')} value={password} onChange={(v: string | number) => setPassword(String(v))} />
        </Form.Item>
        <Form.Item label={t('vnc.confirmPassword')} required>
          <Input.Password aria-label={t('vnc.confirmPassword')} value={confirm} onChange={(v: string | number) => setConfirm(String(v))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

export function RemoteTerminalPage({ spec, params }: CustomPageProps) {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const vnc = spec.options?.via === 'vnc';
  const [modifying, setModifying] = useState(false);
  const url = useApiQuery<{ VncUrl: string }>('Ecs', 'DescribeInstanceVncUrl', vnc ? { RegionId: regionId, InstanceId: params.id } : null);
  useEffect(() => {
    if (url.error) notifyApiError(url.error, t);
  }, [url.error, t]);
  const connected = !vnc || Boolean(url.data?.VncUrl);
  const title = t(vnc ? 'vnc.title' : 'workbench.terminal');
  return (
    <div className="page">
      <PageHeader
        title={title}
        crumbs={[{ label: t('instances.title'), to: '/ecs/instances' }, { label: params.id }]}
        back="/ecs/instances"
        extra={vnc ? <Button onClick={() => setModifying(true)}>{t('vnc.modify')}</Button> : undefined}
      />
      <pre className="remote-terminal" role="log" aria-label={title}>
        {connected ? t(vnc ? 'remote.connected.vnc' : 'remote.connected.workbench').replace('{id}', params.id) : url.error ? t('remote.failed') : ''}
      </pre>
      {modifying && <VncPasswordDialog instanceId={params.id} onClose={() => setModifying(false)} />}
    </div>
  );
}
