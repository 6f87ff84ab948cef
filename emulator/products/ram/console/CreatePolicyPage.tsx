import { useState } from 'react';
import { Form, Input, Message, Radio, Select, Tab } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useRam } from './useRam';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 8 }, wrapperCol: { span: 16 } };
const SERVICES = ['ecs', 'vpc', 'oss', 'rds', 'ram', 'kms', 'alidns', 'cms', 'actiontrail'];
const EMPTY_DOC = JSON.stringify({ Version: '1', Statement: [{ Effect: 'Allow', Action: [], Resource: '*' }] }, null, 2);

type Visual = { effect: 'Allow' | 'Deny'; service: string; actions: string; resource: string };

/** The document the visual editor describes. */
const visualDocument = (v: Visual) =>
  JSON.stringify(
    {
      Version: '1',
      Statement: [{ Effect: v.effect, Action: v.actions.split(',').map((a) => a.trim()).filter(Boolean).map((a) => (a.includes(':') ? a : `${v.service}:${a}`)), Resource: v.resource.trim() || '*' }],
    },
    null,
    2,
  );

/** `/ram/policies/create`: a custom policy written in the Visual Editor or as JSON, then named (CreatePolicy). */
export function CreatePolicyPage() {
  const { t } = useRam();
  const [tab, setTab] = useState<'visual' | 'json'>('visual');
  const [visual, setVisual] = useState<Visual>({ effect: 'Allow', service: 'ecs', actions: '', resource: '*' });
  const [json, setJson] = useState(EMPTY_DOC);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ doc?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  const switchTab = (k: string | number) => {
    if (k === 'json' && tab === 'visual' && visual.actions.trim()) setJson(visualDocument(visual));
    setTab(k as 'visual' | 'json');
  };
  const submit = async () => {
    const e: typeof errors = {};
    let document = '';
    if (tab === 'visual') {
      if (!visual.actions.trim()) e.doc = t('createPolicy.err.actions');
      else document = visualDocument(visual);
    } else {
      try {
        JSON.parse(json);
        document = json;
      } catch {
        e.doc = t('createPolicy.err.json');
      }
    }
    if (!/^[A-Za-z0-9-]{1,128}$/.test(name.trim())) e.name = t('createPolicy.err.name');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Ram', 'CreatePolicy', { PolicyName: name.trim(), PolicyDocument: document, Description: description || undefined });
      Message.success(t('toast.policyCreated'));
      navigate('/ram/policies');
    } catch (err) {
      notifyApiError(err, t);
      setErrors(/PolicyDocument/.test(errorText(err)) ? { doc: errorText(err) } : { name: errorText(err) });
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('createPolicy.title')} back="/ram/policies" crumbs={[{ label: t('policies.title'), to: '/ram/policies' }, { label: t('createPolicy.title') }]} />
      <FormSection title={t('createPolicy.document')}>
        <Tab activeKey={tab} onChange={switchTab}>
          <Tab.Item key="visual" title={t('createPolicy.tab.visual')}>
            <Form {...LAYOUT} style={{ marginTop: 12 }}>
              <Form.Item label={t('createPolicy.effect')} required>
                <Radio.Group aria-label={t('createPolicy.effect')} value={visual.effect} onChange={onValue<'Allow' | 'Deny'>((effect) => setVisual((v) => ({ ...v, effect })))}>
                  <Radio value="Allow">{t('createPolicy.effect.Allow')}</Radio>
                  <Radio value="Deny">{t('createPolicy.effect.Deny')}</Radio>
                </Radio.Group>
              </Form.Item>
              <Form.Item label={t('createPolicy.service')} required>
                <Select aria-label={t('createPolicy.service')} value={visual.service} dataSource={SERVICES.map((s) => ({ value: s, label: s }))} onChange={onValue<string>((service) => setVisual((v) => ({ ...v, service })))} style={{ width: 240 }} />
              </Form.Item>
              <Form.Item label={t('createPolicy.actions')} required validateState={errors.doc ? 'error' : undefined} help={errors.doc} extra={<span className="field-help">{t('createPolicy.actions.help')}</span>}>
                <Input aria-label={t('createPolicy.actions')} value={visual.actions} onChange={onValue<string>((actions) => (setVisual((v) => ({ ...v, actions })), setErrors({})))} style={{ width: 480 }} />
              </Form.Item>
              <Form.Item label={t('createPolicy.resource')} required>
                <Input aria-label={t('createPolicy.resource')} value={visual.resource} onChange={onValue<string>((resource) => setVisual((v) => ({ ...v, resource })))} style={{ width: 480 }} />
              </Form.Item>
            </Form>
          </Tab.Item>
          <Tab.Item key="json" title={t('createPolicy.tab.json')}>
            <Form labelAlign="top" style={{ marginTop: 12 }}>
              <Form.Item label={t('createPolicy.document')} required validateState={errors.doc ? 'error' : undefined} help={errors.doc}>
                <Input.TextArea
                  aria-label={t('createPolicy.document')}
                  className="code-editor"
                  value={json}
                  rows={14}
                  onChange={onValue<string>((v) => (setJson(v), setErrors({})))}
                  style={{ width: '100%', fontFamily: 'Menlo, Consolas, monospace' }}
                />
              </Form.Item>
            </Form>
          </Tab.Item>
        </Tab>
      </FormSection>
      <FormSection title={t('createPolicy.info')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('createPolicy.name')} required validateState={errors.name ? 'error' : undefined} help={errors.name}>
            <Input aria-label={t('createPolicy.name')} value={name} maxLength={128} onChange={onValue<string>((v) => (setName(v), setErrors({})))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('createPolicy.description')}>
            <Input.TextArea aria-label={t('createPolicy.description')} value={description} maxLength={1024} onChange={onValue<string>(setDescription)} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormFooter t={t} busy={busy} onSubmit={submit} cancelTo="/ram/policies" />
    </div>
  );
}
