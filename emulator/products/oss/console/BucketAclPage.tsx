import { useState } from 'react';
import { Form, Radio } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import { ACLS } from './types';
import { useBucket } from './useBucket';
import { useOss } from './useOss';
import { EditActions } from './EditActions';

/** `/oss/bucket/:name/acl` (Permission Control > Bucket ACL): the ACL, changed with Modify ACL then Save. */
export function BucketAclPage({ params }: PageProps) {
  const { t } = useOss();
  return (
    <BucketLayout name={params.name} section="acl" title={t('acl.title')}>
      <AclSection name={params.name} />
    </BucketLayout>
  );
}

/** The bucket's ACL and the button that makes it editable (a page of its own, or an area of the 2019 Basic Settings tab). */
export function AclSection({ name, heading }: { name: string; heading?: boolean }) {
  const { t } = useOss();
  const { info, bucket, params: call } = useBucket(name, t);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = bucket?.AccessControlList.Grant ?? '';
  const save = async () => {
    setBusy(true);
    const ok = await runAction('Oss', 'PutBucketAcl', { ...call, acl: editing }, t, t('toast.aclSaved'));
    setBusy(false);
    if (ok) {
      setEditing(null);
      info.reload();
    }
  };
  return (
    <section className="form-section" aria-label={t('acl.title')}>
      {heading && <h3 className="form-section-title">{t('acl.title')}</h3>}
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('acl.current')} extra={<span className="field-help">{t(`acl.help.${editing ?? (current || 'private')}`)}</span>}>
          {editing === null ? (
            <span>{current ? t(`acl.${current}`) : '—'}</span>
          ) : (
            <Radio.Group aria-label={t('acl.current')} value={editing} onChange={onValue<string>(setEditing)}>
              {ACLS.map((a) => (
                <Radio key={a} value={a}>
                  {t(`acl.${a}`)}
                </Radio>
              ))}
            </Radio.Group>
          )}
        </Form.Item>
        <EditActions t={t} editing={editing !== null} label={t('acl.modify')} disabled={!bucket} busy={busy} onEdit={() => setEditing(current || 'private')} onSave={save} onCancel={() => setEditing(null)} />
      </Form>
    </section>
  );
}
