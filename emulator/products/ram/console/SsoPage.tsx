import { useEffect, useState } from 'react';
import { Button, Form, Input, Radio, Switch, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { MetadataUpload } from './MetadataUpload';
import { useRam } from './useRam';

export type SamlProvider = { SAMLProviderName: string; Description: string; Arn: string; CreateDate: string; UpdateDate: string };
type UserSso = { SsoEnabled: boolean; MetadataDocument: string; AuxiliaryDomain: string };

/**
 * `/ram/sso` (SSO, today under Integrations): the Role-based SSO tab lists the identity providers (Create IdP, a name's
 * details, Delete; IMS CreateSAMLProvider, DeleteSAMLProvider) and the User-based SSO tab shows the account's SSO
 * Settings (Edit: SetUserSsoSettings).
 */
export function SsoPage() {
  const { t } = useRam();
  const [tab, setTab] = useState('role');
  return (
    <div className="page">
      <PageHeader title={t('sso.title')} />
      <Tab activeKey={tab} onChange={(k: string | number) => setTab(String(k))} aria-label={t('sso.title')}>
        <Tab.Item key="role" title={t('sso.tab.role')}>
          <RoleSso t={t} />
        </Tab.Item>
        <Tab.Item key="user" title={t('sso.tab.user')}>
          <UserSsoSection t={t} />
        </Tab.Item>
      </Tab>
    </div>
  );
}

function RoleSso({ t }: { t: Translate }) {
  const list = useApiQuery<{ SAMLProviders?: { SAMLProvider?: SamlProvider[] } }>('Ims', 'ListSAMLProviders', {});
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <Tab shape="capsule" aria-label={t('sso.tab.role')}>
      <Tab.Item key="saml" title={t('sso.tab.saml')}>
        <div className="list-toolbar">
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('idp.create')}
          </Button>
          <div className="toolbar-spacer" />
          <Button onClick={list.reload}>{t('common.refresh')}</Button>
        </div>
        <Table dataSource={list.data?.SAMLProviders?.SAMLProvider ?? []} loading={list.loading} primaryKey="SAMLProviderName" emptyContent={t('common.noData')} className="resource-table" aria-label={t('sso.tab.role')}>
          <Table.Column title={t('idp.name')} cell={(_: unknown, __: number, p: SamlProvider) => <Link to={`/ram/sso/idp/${encodeURIComponent(p.SAMLProviderName)}`}>{p.SAMLProviderName}</Link>} />
          <Table.Column title={t('idp.note')} cell={(_: unknown, __: number, p: SamlProvider) => p.Description || '-'} />
          <Table.Column title={t('idp.created')} cell={(_: unknown, __: number, p: SamlProvider) => formatTime(p.CreateDate)} />
          <Table.Column
            title={t('common.actions')}
            cell={(_: unknown, __: number, p: SamlProvider) => (
              <Button text type="primary" onClick={() => setDeleting(p.SAMLProviderName)}>
                {t('action.delete')}
              </Button>
            )}
          />
        </Table>
        {creating && <CreateIdpDialog t={t} onClose={() => setCreating(false)} onDone={list.reload} />}
        {deleting && (
          <ConfirmDialog
            title={t('idp.delete.title')}
            okLabel={t('common.ok')}
            cancelLabel={t('common.cancel')}
            onClose={() => setDeleting(null)}
            onOk={async () => {
              const ok = await runAction('Ims', 'DeleteSAMLProvider', { SAMLProviderName: deleting }, t, t('idp.deleted'));
              if (ok) list.reload();
              return ok;
            }}
          >
            <p>{t('idp.delete.confirm', { name: deleting })}</p>
          </ConfirmDialog>
        )}
      </Tab.Item>
    </Tab>
  );
}

/** Create IdP: IdP Name, Note and the metadata file (CreateSAMLProvider). */
function CreateIdpDialog({ t, onClose, onDone }: { t: Translate; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [document, setDocument] = useState('');
  const [errors, setErrors] = useState<{ name?: string; document?: string }>({});
  const create = async () => {
    const found = { ...(name.trim() ? {} : { name: t('idp.err.name') }), ...(document ? {} : { document: t('idp.err.metadata') }) };
    setErrors(found);
    if (Object.keys(found).length) return false;
    const ok = await runAction('Ims', 'CreateSAMLProvider', { SAMLProviderName: name.trim(), Description: note || undefined, EncodedSAMLMetadataDocument: document }, t, t('idp.created.toast'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('idp.create.title')} okLabel={t('idp.submit')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={create}>
      <Form labelAlign="top" aria-label={t('idp.create.title')}>
        <Form.Item label={t('idp.name')} required validateState={errors.name ? 'error' : undefined} help={errors.name}>
          <Input aria-label={t('idp.name')} value={name} maxLength={128} onChange={onValue<string>((v) => (setName(v), setErrors({})))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('idp.note')}>
          <Input.TextArea aria-label={t('idp.note')} value={note} maxLength={256} onChange={onValue<string>(setNote)} style={{ width: '100%' }} />
        </Form.Item>
        <MetadataUpload t={t} error={errors.document} onChange={(doc) => (setDocument(doc), setErrors({}))} />
      </Form>
    </ConfirmDialog>
  );
}

/** User-based SSO: the SSO Settings, and Edit (SSO Status, the metadata file, an auxiliary domain). */
function UserSsoSection({ t }: { t: Translate }) {
  const settings = useApiQuery<{ UserSsoSettings: UserSso }>('Ims', 'GetUserSsoSettings', {});
  const [editing, setEditing] = useState(false);
  const s = settings.data?.UserSsoSettings;
  const rows: [string, string][] = s
    ? [
        [t('userSso.status'), s.SsoEnabled ? t('userSso.on') : t('userSso.off')],
        [t('idp.metadata'), s.MetadataDocument ? t('idp.uploaded') : '-'],
        [t('userSso.domain'), s.AuxiliaryDomain || '-'],
        [t('userSso.spMetadata'), 'https://signin.aliyun.com/saml/SpMetadata.xml'],
      ]
    : [];
  return (
    <>
      <DetailSection title={t('userSso.settings')} rows={rows} />
      <Button type="primary" disabled={!s} onClick={() => setEditing(true)}>
        {t('userSso.edit')}
      </Button>
      {editing && s && <EditUserSsoDialog current={s} t={t} onClose={() => setEditing(false)} onDone={settings.reload} />}
    </>
  );
}

function EditUserSsoDialog({ current, t, onClose, onDone }: { current: UserSso; t: Translate; onClose: () => void; onDone: () => void }) {
  const [enabled, setEnabled] = useState(current.SsoEnabled ? 'on' : 'off');
  const [document, setDocument] = useState('');
  const [withDomain, setWithDomain] = useState(Boolean(current.AuxiliaryDomain));
  const [domain, setDomain] = useState(current.AuxiliaryDomain);
  const save = async () => {
    const ok = await runAction('Ims', 'SetUserSsoSettings', {
      SsoEnabled: enabled === 'on', ...(document ? { MetadataDocument: document } : {}), AuxiliaryDomain: withDomain ? domain.trim() : '',
    }, t, t('userSso.saved'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('userSso.edit.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      <Form labelAlign="top" aria-label={t('userSso.edit.title')}>
        <Form.Item label={t('userSso.status')}>
          <Radio.Group aria-label={t('userSso.status')} value={enabled} onChange={onValue<string>(setEnabled)}>
            <Radio value="on">{t('userSso.on')}</Radio>
            <Radio value="off">{t('userSso.off')}</Radio>
          </Radio.Group>
        </Form.Item>
        <MetadataUpload t={t} required={false} onChange={setDocument} />
        <Form.Item label={t('userSso.domain')}>
          <Switch aria-label={t('userSso.domain')} checked={withDomain} onChange={(v: boolean) => setWithDomain(v)} />
          {withDomain && <Input aria-label={t('userSso.domainName')} value={domain} onChange={onValue<string>(setDomain)} style={{ width: '100%', marginTop: 8 }} />}
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
