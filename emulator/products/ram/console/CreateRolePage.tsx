import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select, Step } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useRam } from './useRam';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 10 }, wrapperCol: { span: 16 } };
const SERVICES = ['ecs.aliyuncs.com', 'fc.aliyuncs.com', 'oss.aliyuncs.com', 'actiontrail.aliyuncs.com', 'rds.aliyuncs.com', 'kms.aliyuncs.com'];

type Entity = 'service' | 'account';

/** `/ram/roles/create`: the Create Role wizard: trusted entity type, then the role's name and trust (CreateRole). */
export function CreateRolePage() {
  const { t } = useRam();
  const { session } = useConsole();
  const [step, setStep] = useState(0);
  const [entity, setEntity] = useState<Entity>('service');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [service, setService] = useState('');
  const [accountMode, setAccountMode] = useState<'current' | 'other'>('current');
  const [accountId, setAccountId] = useState('');
  const [errors, setErrors] = useState<{ name?: string; trust?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const e: typeof errors = {};
    if (!/^[A-Za-z0-9.-]{1,64}$/.test(name.trim())) e.name = t('createRole.err.name');
    if (entity === 'service' && !service) e.trust = t('createRole.err.service');
    if (entity === 'account' && accountMode === 'other' && !/^\d{6,20}$/.test(accountId.trim())) e.trust = t('createRole.err.account');
    setErrors(e);
    if (Object.keys(e).length) return;
    const principal = entity === 'service' ? { Service: [service] } : { RAM: [`acs:ram::${accountMode === 'current' ? session.accountId : accountId.trim()}:root`] };
    const trust = JSON.stringify({ Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: principal }], Version: '1' });
    setBusy(true);
    try {
      await callApi('Ram', 'CreateRole', { RoleName: name.trim(), AssumeRolePolicyDocument: trust, Description: description || undefined });
      Message.success(t('toast.roleCreated'));
      navigate('/ram/roles');
    } catch (err) {
      notifyApiError(err, t);
      setErrors({ name: errorText(err) });
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('createRole.title')} back="/ram/roles" crumbs={[{ label: t('roles.title'), to: '/ram/roles' }, { label: t('createRole.title') }]} />
      <Step current={step} shape="circle" style={{ margin: '0 0 16px', maxWidth: 640 }}>
        <Step.Item title={t('createRole.step.type')} />
        <Step.Item title={t('createRole.step.config')} />
      </Step>
      {step === 0 ? (
        <>
          <FormSection title={t('createRole.step.type')}>
            <Form {...LAYOUT}>
              <Form.Item label={t('createRole.entity')} required>
                <Radio.Group aria-label={t('createRole.entity')} value={entity} onChange={onValue<Entity>(setEntity)}>
                  <Radio value="service">{t('createRole.entity.service')}</Radio>
                  <Radio value="account">{t('createRole.entity.account')}</Radio>
                </Radio.Group>
              </Form.Item>
            </Form>
          </FormSection>
          <FormFooter t={t} submitLabel={t('createRole.next')} onSubmit={() => setStep(1)} cancelTo="/ram/roles" />
        </>
      ) : (
        <>
          <FormSection title={t('createRole.step.config')}>
            <Form {...LAYOUT}>
              <Form.Item label={t('createRole.name')} required validateState={errors.name ? 'error' : undefined} help={errors.name}>
                <Input aria-label={t('createRole.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setErrors({})))} style={{ width: 360 }} />
              </Form.Item>
              <Form.Item label={t('createRole.description')}>
                <Input.TextArea aria-label={t('createRole.description')} value={description} maxLength={1024} onChange={onValue<string>(setDescription)} style={{ width: 360 }} />
              </Form.Item>
              {entity === 'service' ? (
                <Form.Item label={t('createRole.trustedService')} required validateState={errors.trust ? 'error' : undefined} help={errors.trust}>
                  <Select
                    aria-label={t('createRole.trustedService')}
                    value={service || undefined}
                    placeholder={t('common.pleaseSelect')}
                    dataSource={SERVICES.map((s) => ({ value: s, label: s }))}
                    onChange={onValue<string>((v) => (setService(v), setErrors({})))}
                    style={{ width: 360 }}
                  />
                </Form.Item>
              ) : (
                <Form.Item label={t('createRole.trustedAccount')} required validateState={errors.trust ? 'error' : undefined} help={errors.trust}>
                  <Radio.Group aria-label={t('createRole.trustedAccount')} value={accountMode} onChange={onValue<'current' | 'other'>(setAccountMode)}>
                    <Radio value="current">{t('createRole.account.current')}</Radio>
                    <Radio value="other">{t('createRole.account.other')}</Radio>
                  </Radio.Group>
                  {accountMode === 'other' && (
                    <Input aria-label={t('createRole.account.id')} placeholder={t('createRole.account.id')} value={accountId} onChange={onValue<string>(setAccountId)} style={{ width: 360, marginTop: 8 }} />
                  )}
                </Form.Item>
              )}
            </Form>
          </FormSection>
          <FormFooter t={t} busy={busy} onSubmit={submit} cancelTo="/ram/roles" before={<Button onClick={() => setStep(0)}>{t('createRole.prev')}</Button>} />
        </>
      )}
    </div>
  );
}
