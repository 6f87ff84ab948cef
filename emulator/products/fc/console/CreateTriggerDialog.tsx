import { useState } from 'react';
import { Form, Input, Radio, Select } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { callApi } from '../../../console/src/lib/api';
import { onValue } from '../../../console/src/lib/onValue';
import { useDialogForm } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { CRON, intervalError, MethodsField, TRIGGER_NAME } from './triggerFields';
import type { Base } from './types';
import { useFc } from './useFc';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 7 }, wrapperCol: { span: 17 } };

/**
 * The Create Trigger dialog of Function Compute 2.0 (a function's Triggers tab, fc@2023): Trigger Type (HTTP or
 * Timer), Name, then Authentication and Request Methods, or Trigger Mode (Interval or Cron) and its value.
 */
export function CreateTriggerDialog({ base, t, onClose, onDone }: { base: Base; t: Translate; onClose: () => void; onDone: () => void }) {
  const { flag } = useFc();
  const minInterval = flag('timerIntervalTightened') ? 5 : 1;
  const [type, setType] = useState('http');
  const [mode, setMode] = useState<'interval' | 'cron'>('interval');
  const [cron, setCron] = useState('');
  const [name, setName] = useState('');
  const [auth, setAuth] = useState('anonymous');
  const [methods, setMethods] = useState<string[]>(['GET', 'POST']);
  const [interval, setInterval] = useState('5');
  const { error, setError, clear, busy, state, submit: run } = useDialogForm(t);

  const submit = async () => {
    if (!TRIGGER_NAME.test(name)) return setError({ name: t('trigger.err.name') });
    if (type === 'http' && !methods.length) return setError({ methods: t('trigger.err.methods') });
    const wrongInterval = type === 'timer' && mode === 'interval' ? intervalError(interval, minInterval, t) : null;
    if (wrongInterval) return setError({ interval: wrongInterval });
    if (type === 'timer' && mode === 'cron' && !CRON.test(cron.trim())) return setError({ cron: t('trigger.err.cron') });
    const cronExpression = mode === 'cron' ? cron.trim() : `@every ${interval}m`;
    const triggerConfig = type === 'http' ? { authType: auth, methods } : { cronExpression, enable: true, payload: '' };
    const create = () => callApi('FC', 'CreateTrigger', { ...base, triggerName: name, triggerType: type, triggerConfig: JSON.stringify(triggerConfig) });
    await run(create, t('toast.triggerCreated'), onDone);
  };

  return (
    <FormDialog t={t} title={t('trigger.create')} busy={busy} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('trigger.type')} required>
          <Select
            aria-label={t('trigger.type')}
            value={type}
            onChange={onValue<string>((v) => { setType(v); clear(); })}
            dataSource={[{ value: 'http', label: t('trigger.type.http') }, { value: 'timer', label: t('trigger.type.timer') }]}
            style={{ width: 320 }}
          />
        </Form.Item>
        <Form.Item label={t('trigger.name')} required validateState={state('name')} help={error.name}>
          <Input aria-label={t('trigger.name')} value={name} maxLength={128} onChange={onValue<string>((v) => { setName(v.trim()); clear(); })} style={{ width: 320 }} />
        </Form.Item>
        {type === 'http' ? (
          <>
            <Form.Item label={t('trigger.auth')} required>
              <Radio.Group aria-label={t('trigger.auth')} value={auth} onChange={onValue<string>(setAuth)}>
                <Radio value="anonymous">{t('trigger.auth.anonymous')}</Radio>
                <Radio value="function">{t('trigger.auth.function')}</Radio>
              </Radio.Group>
            </Form.Item>
            <MethodsField label={t('trigger.methods')} value={methods} error={error.methods} onChange={(v) => { setMethods(v); clear(); }} />
          </>
        ) : (
          <>
            <Form.Item label={t('trigger.mode')} required>
              <Radio.Group aria-label={t('trigger.mode')} value={mode} onChange={onValue<'interval' | 'cron'>((v) => { setMode(v); clear(); })}>
                <Radio value="interval">{t('trigger.mode.interval')}</Radio>
                <Radio value="cron">{t('trigger.mode.cron')}</Radio>
              </Radio.Group>
            </Form.Item>
            {mode === 'interval' ? (
              <Form.Item label={t('trigger.interval')} required validateState={state('interval')} help={error.interval}>
                <Input aria-label={t('trigger.interval')} value={interval} addonTextAfter={t('unit.minutes')} onChange={onValue<string>((v) => { setInterval(v.trim()); clear(); })} style={{ width: 200 }} />
              </Form.Item>
            ) : (
              <Form.Item label={t('trigger.cron')} required validateState={state('cron')} help={error.cron} extra={<span className="field-help">{t('trigger.cron.help')}</span>}>
                <Input aria-label={t('trigger.cron')} value={cron} placeholder="0 0 8 * * *" onChange={onValue<string>((v) => { setCron(v); clear(); })} style={{ width: 320 }} />
              </Form.Item>
            )}
          </>
        )}
      </Form>
    </FormDialog>
  );
}
