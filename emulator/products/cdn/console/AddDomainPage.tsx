import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Table } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { OriginDialog } from './OriginDialog';
import type { CdnSource } from './types';
import { useCdn } from './useCdn';

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 10 }, wrapperCol: { span: 16 } };
const SCOPES = ['domestic', 'global', 'overseas'] as const;
const CDN_TYPES = ['web', 'download', 'video'] as const;

/** `/cdn/domains/add` (Add Domain Name): region, domain, origin servers and business type; Next calls AddCdnDomain. */
export function AddDomainPage() {
  const { t } = useCdn();
  const [scope, setScope] = useState<string>('domestic');
  const [domain, setDomain] = useState('');
  const [sources, setSources] = useState<CdnSource[]>([]);
  const [cdnType, setCdnType] = useState<string>('web');
  const [addingOrigin, setAddingOrigin] = useState(false);
  const [errors, setErrors] = useState<{ domain?: string; origins?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const e: typeof errors = {};
    if (!domain.trim()) e.domain = t('add.err.domain');
    if (sources.length === 0) e.origins = t('add.err.origins');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Cdn', 'AddCdnDomain', {
        DomainName: domain.trim(),
        CdnType: cdnType,
        Scope: scope,
        Sources: JSON.stringify(sources.map((s) => ({ content: s.Content, type: s.Type, port: s.Port, priority: s.Priority, weight: s.Weight }))),
      });
    } catch (err) {
      const field = fieldOfError(err, { DomainName: 'domain', Sources: 'origins' }) as keyof typeof errors | null;
      if (field) setErrors({ [field]: errorText(err) });
      else notifyApiError(err, t);
      setBusy(false);
      return;
    }
    Message.success(t('toast.domainAdded'));
    navigate('/cdn/domains');
  };

  return (
    <div className="page">
      <PageHeader title={t('add.title')} back="/cdn/domains" crumbs={[{ label: t('nav.domains'), to: '/cdn/domains' }, { label: t('add.title') }]} />
      <FormSection title={t('add.section')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('add.scope')} required>
            <Radio.Group aria-label={t('add.scope')} shape="button" value={scope} onChange={onValue<string>(setScope)}>
              {SCOPES.map((s) => (
                <Radio key={s} value={s}>
                  {t(`scope.${s}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('add.domain')} required validateState={errors.domain ? 'error' : undefined} help={errors.domain} extra={<span className="field-help">{t('add.domain.help')}</span>}>
            <Input
              aria-label={t('add.domain')}
              value={domain}
              maxLength={253}
              placeholder="www.example.com"
              onChange={onValue<string>((v) => {
                setDomain(v);
                setErrors((x) => ({ ...x, domain: undefined }));
              })}
              style={{ width: 400 }}
            />
          </Form.Item>
          <Form.Item label={t('add.origins')} required validateState={errors.origins ? 'error' : undefined} help={errors.origins}>
            <div>
              {sources.length > 0 && (
                <Table dataSource={sources} primaryKey="Content" aria-label={t('add.origins')} style={{ marginBottom: 8, width: 600 }}>
                  <Table.Column title={t('origin.type')} cell={(_: unknown, __: number, s: CdnSource) => t(`origin.type.${s.Type}`)} />
                  <Table.Column title={t('origin.address')} dataIndex="Content" />
                  <Table.Column title={t('origin.priority')} cell={(_: unknown, __: number, s: CdnSource) => t(`origin.priority.${s.Priority}`)} />
                  <Table.Column title={t('origin.weight')} dataIndex="Weight" />
                  <Table.Column title={t('origin.port')} dataIndex="Port" />
                  <Table.Column
                    title={t('common.actions')}
                    cell={(_: unknown, i: number) => (
                      <Button text type="primary" onClick={() => setSources((all) => all.filter((__, j) => j !== i))}>
                        {t('origin.remove')}
                      </Button>
                    )}
                  />
                </Table>
              )}
              <Button onClick={() => setAddingOrigin(true)}>{t('add.addOrigin')}</Button>
            </div>
          </Form.Item>
          <Form.Item label={t('add.type')} required>
            <Radio.Group aria-label={t('add.type')} shape="button" value={cdnType} onChange={onValue<string>(setCdnType)}>
              {CDN_TYPES.map((c) => (
                <Radio key={c} value={c}>
                  {t(`type.${c}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('add.next')}
        </Button>
        <Button onClick={() => navigate('/cdn/domains')}>{t('add.cancel')}</Button>
      </div>
      {addingOrigin && (
        <OriginDialog
          t={t}
          onClose={() => setAddingOrigin(false)}
          onAdd={(s) => {
            setSources((all) => [...all.filter((x) => x.Content !== s.Content), s]);
            setErrors((x) => ({ ...x, origins: undefined }));
          }}
        />
      )}
    </div>
  );
}
