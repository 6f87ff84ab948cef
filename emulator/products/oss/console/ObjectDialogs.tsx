import { useState } from 'react';
import { Form, Input, Radio } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ACLS } from './types';

type Bucket = { BucketName: string; RegionId?: string };

/** 1–254 characters, no leading slash, no `//`, no `..` segment: a directory is an empty object named `<name>/`. */
const DIR_RULE = /^(?!\/)(?!.*\/\/)(?!.*(^|\/)\.\.(\/|$))[^\\]{1,254}$/;

/** "Create Directory": an empty object whose name ends with a slash (PutObject), under the prefix shown. */
export function DirectoryDialog({ bucket, prefix, t, onClose, onDone }: { bucket: Bucket; prefix: string; t: Translate; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const dir = name.trim().replace(/\/+$/, '');
    if (!DIR_RULE.test(dir)) return setError(t('dir.err.name'));
    setBusy(true);
    const base = prefix && !prefix.endsWith('/') ? '' : prefix;
    const ok = await runAction('Oss', 'PutObject', { ...bucket, ObjectName: `${base}${dir}/`, Content: '', ContentType: 'application/octet-stream' }, t, t('toast.dirCreated'));
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <FormDialog t={t} title={t('dir.title')} width={560} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 7 }} wrapperCol={{ span: 17 }}>
        <Form.Item label={t('dir.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('dir.name.help')}</span>}>
          <Input aria-label={t('dir.name')} value={name} maxLength={254} onChange={onValue<string>((n) => { setName(n); setError(undefined); })} style={{ width: 300 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

type GetObjectAcl = { AccessControlPolicy: { AccessControlList: { Grant: string } } };
const OBJECT_ACLS = ['default', ...ACLS];

/** "Set ACL" of one object: Inherited from Bucket, Private, Public Read, Public Read/Write (PutObjectAcl). */
export function ObjectAclDialog({ bucket, objectName, t, onClose }: { bucket: Bucket; objectName: string; t: Translate; onClose: () => void }) {
  const current = useApiQuery<GetObjectAcl>('Oss', 'GetObjectAcl', { ...bucket, ObjectName: objectName });
  const [acl, setAcl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = acl ?? current.data?.AccessControlPolicy.AccessControlList.Grant ?? 'default';
  const submit = async () => {
    setBusy(true);
    const ok = await runAction('Oss', 'PutObjectAcl', { ...bucket, ObjectName: objectName, acl: value }, t, t('toast.objectAclSaved'));
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <FormDialog t={t} title={t('objectAcl.title')} width={600} busy={busy} onOk={submit} onClose={onClose}>
      <p>
        <strong>{t('object.col.name')}</strong>: <span>{objectName}</span>
      </p>
      <Form labelAlign="left" labelCol={{ fixedSpan: 7 }} wrapperCol={{ span: 17 }}>
        <Form.Item label={t('objectAcl.acl')} extra={<span className="field-help">{t(`objectAcl.help.${value}`)}</span>}>
          <Radio.Group aria-label={t('objectAcl.acl')} value={value} onChange={onValue<string>(setAcl)}>
            {OBJECT_ACLS.map((a) => (
              <Radio key={a} value={a}>
                {t(a === 'default' ? 'objectAcl.default' : `acl.${a}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
