import { useEffect, useState } from 'react';
import { Button, Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { MetadataUpload } from './MetadataUpload';
import type { SamlProvider } from './SsoPage';
import { useRam } from './useRam';

/** `/ram/sso/idp/:name`: an identity provider's IdP Information and Edit (its note or metadata: UpdateSAMLProvider). */
export function IdpDetailPage({ params }: PageProps) {
  const { t } = useRam();
  const name = params.id;
  const idp = useApiQuery<{ SAMLProvider: SamlProvider }>('Ims', 'GetSAMLProvider', { SAMLProviderName: name });
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (idp.error) notifyApiError(idp.error, t);
  }, [idp.error, t]);
  const p = idp.data?.SAMLProvider;
  const rows: [string, string][] = p
    ? [[t('idp.name'), p.SAMLProviderName], [t('idp.type'), 'SAML'], [t('idp.created'), formatTime(p.CreateDate)], [t('idp.updated'), formatTime(p.UpdateDate)], ['ARN', p.Arn], [t('idp.note'), p.Description || '-']]
    : [];
  return (
    <div className="page">
      <PageHeader title={name} back="/ram/sso" crumbs={[{ label: t('sso.title'), to: '/ram/sso' }, { label: name }]} />
      <DetailSection title={t('idp.info')} rows={rows} />
      <Button type="primary" disabled={!p} onClick={() => setEditing(true)}>
        {t('idp.edit')}
      </Button>
      {editing && p && <EditIdpDialog idp={p} t={t} onClose={() => setEditing(false)} onDone={idp.reload} />}
    </div>
  );
}

function EditIdpDialog({ idp, t, onClose, onDone }: { idp: SamlProvider; t: Translate; onClose: () => void; onDone: () => void }) {
  const [note, setNote] = useState(idp.Description);
  const [document, setDocument] = useState('');
  const save = async () => {
    const ok = await runAction('Ims', 'UpdateSAMLProvider', { SAMLProviderName: idp.SAMLProviderName, NewDescription: note, ...(document ? { NewEncodedSAMLMetadataDocument: document } : {}) }, t, t('idp.saved'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('idp.edit.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      <Form labelAlign="top" aria-label={t('idp.edit.title')}>
        <Form.Item label={t('idp.note')}>
          <Input.TextArea aria-label={t('idp.note')} value={note} maxLength={256} onChange={onValue<string>(setNote)} style={{ width: '100%' }} />
        </Form.Item>
        <MetadataUpload t={t} required={false} onChange={setDocument} />
      </Form>
    </ConfirmDialog>
  );
}
