import { useState } from 'react';
import { Form, Input, Message, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { passwordProblem } from '../../../console/src/lib/password';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Instance, InstanceTypeInfo } from './types';

export type Props = { instance: Instance; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** "Reset Instance Password" (More > Instance Settings): ModifyInstanceAttribute with Password; a running instance needs a restart. */
export function ResetPasswordDialog({ instance, t, onClose, onDone }: Props) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const submit = async () => {
    const problem = passwordProblem(password);
    const e = { password: problem ? t('resetPassword.err.rule') : undefined, confirm: confirm !== password ? t('resetPassword.err.confirm') : undefined };
    setErrors(e);
    if (e.password || e.confirm) return false;
    const done = await runAction('Ecs', 'ModifyInstanceAttribute', { InstanceId: instance.InstanceId, Password: password }, t, t('toast.passwordReset'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('resetPassword.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <p className="dialog-intro">{t('resetPassword.intro')}</p>
      <ul className="dialog-resources">
        <li>{instance.InstanceId} / {instance.InstanceName}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('resetPassword.new')} required validateState={errors.password ? 'error' : undefined} help={errors.password}
          extra={<span className="field-help">{t('resetPassword.rule')}</span>}>
          <Input.Password aria-label={t('resetPassword.new')} value={password} onChange={onValue<string>((v) => { setPassword(v); setErrors({}); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('resetPassword.confirm')} required validateState={errors.confirm ? 'error' : undefined} help={errors.confirm}>
          <Input.Password aria-label={t('resetPassword.confirm')} value={confirm} onChange={onValue<string>((v) => { setConfirm(v); setErrors({}); })} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** "Change Instance Type" (More > Instance Configuration): ModifyInstanceSpec; the console API refuses a running instance. */
export function ChangeTypeDialog({ instance, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [type, setType] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string>();
  const types = useApiQuery<{ InstanceTypes: { InstanceType: InstanceTypeInfo[] } }>('Ecs', 'DescribeInstanceTypes', { RegionId: regionId });
  const options = (types.data?.InstanceTypes?.InstanceType ?? [])
    .filter((x) => x.InstanceTypeId !== instance.InstanceType)
    .map((x) => ({ value: x.InstanceTypeId, label: `${x.InstanceTypeId} (${t('spec.summary', { cpu: x.CpuCoreCount, mem: x.MemorySize })})` }));
  const submit = async () => {
    if (!type) {
      setError(t('changeType.err.type'));
      return false;
    }
    const done = await runAction('Ecs', 'ModifyInstanceSpec', { RegionId: regionId, InstanceId: instance.InstanceId, InstanceType: type }, t, t('toast.typeChanged'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('changeType.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <p className="dialog-intro">{t('changeType.intro')}</p>
      <ul className="dialog-resources">
        <li>{instance.InstanceId} / {instance.InstanceName}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('changeType.current')}>
          <span>{instance.InstanceType}</span>
        </Form.Item>
        <Form.Item label={t('changeType.target')} required validateState={error ? 'error' : undefined} help={error}>
          <Select aria-label={t('changeType.target')} placeholder={t('common.pleaseSelect')} value={type} showSearch dataSource={options}
            onChange={onValue<string>((v) => { setType(v); setError(undefined); })} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** "Bind Key Pair" (More > Instance Settings): AttachKeyPair; a running Linux instance uses it after a restart. */
export function BindKeyPairDialog({ instance, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [name, setName] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string>();
  const pairs = useApiQuery<{ KeyPairs: { KeyPair: Array<{ KeyPairName: string }> } }>('Ecs', 'DescribeKeyPairs', { RegionId: regionId, PageSize: 50 });
  const submit = async () => {
    if (!name) {
      setError(t('bindKeyPair.err.name'));
      return false;
    }
    const done = await runAction('Ecs', 'AttachKeyPair', { RegionId: regionId, KeyPairName: name, InstanceIds: [instance.InstanceId] }, t, t('toast.keyPairBound'));
    if (done) {
      if (instance.Status === 'Running') Message.notice(t('bindKeyPair.restart'));
      onDone();
    }
    return done;
  };
  return (
    <ConfirmDialog title={t('bindKeyPair.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <ul className="dialog-resources">
        <li>{instance.InstanceId} / {instance.InstanceName}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('bindKeyPair.name')} required validateState={error ? 'error' : undefined} help={error}>
          <Select aria-label={t('bindKeyPair.name')} placeholder={t('common.pleaseSelect')} value={name}
            dataSource={(pairs.data?.KeyPairs?.KeyPair ?? []).map((k) => ({ value: k.KeyPairName, label: k.KeyPairName }))}
            onChange={onValue<string>((v) => { setName(v); setError(undefined); })} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
