import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ACLS } from './types';
import { useOss } from './useOss';

export type Props = { t: Translate; onClose: () => void; onDone: () => void };

type Values = { name: string; region: string; storage: string; redundancy: string; acl: string; versioning: 'on' | 'off' };

const STORAGE = ['Standard', 'IA', 'Archive', 'ColdArchive'];
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 8 }, wrapperCol: { span: 16 } };
const NAME_RULE = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/** "Create Bucket": PutBucket (region, storage class, redundancy, ACL), then PutBucketVersioning when enabled. */
export function CreateBucketDialog({ t, onClose, onDone }: Props) {
  const { regionId, regions } = useConsole();
  const { flag } = useOss();
  const strictName = flag('bucketNameLetterFirst');
  const [v, setV] = useState<Values>({ name: '', region: regionId, storage: 'Standard', redundancy: 'LRS', acl: 'private', versioning: 'off' });
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setError(undefined);
  };
  const submit = async () => {
    if (!NAME_RULE.test(v.name)) return setError(t('createBucket.err.name'));
    if (strictName && !/^[a-z]/.test(v.name)) return setError(t('createBucket.err.letterFirst'));
    setBusy(true);
    try {
      if (!created) {
        await callApi('Oss', 'PutBucket', { BucketName: v.name, RegionId: v.region, StorageClass: v.storage, DataRedundancyType: v.redundancy, acl: v.acl });
        setCreated(true);
      }
      if (v.versioning === 'on') await callApi('Oss', 'PutBucketVersioning', { BucketName: v.name, RegionId: v.region, Status: 'Enabled' });
      Message.success(t('toast.bucketCreated'));
      onDone();
    } catch (err) {
      notifyApiError(err, t);
      if (fieldOfError(err, { BucketName: 'name' }) || /Bucket/.test((err as { code?: string }).code ?? '')) setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <FormDialog t={t} title={t('createBucket.title')} width={720} busy={busy} okLabel={t('createBucket.ok')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('createBucket.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('createBucket.name.help')}</span>}>
          <Input aria-label={t('createBucket.name')} value={v.name} maxLength={63} disabled={created} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('createBucket.region')} required>
          <Select
            aria-label={t('createBucket.region')}
            value={v.region}
            disabled={created}
            onChange={onValue<string>((region) => set({ region }))}
            dataSource={regions.map((r) => ({ value: r.RegionId, label: r.LocalName }))}
            style={{ width: 360 }}
          />
        </Form.Item>
        <Form.Item label={t('createBucket.storageClass')} required>
          <Radio.Group aria-label={t('createBucket.storageClass')} value={v.storage} disabled={created} onChange={onValue<string>((storage) => set({ storage }))}>
            {STORAGE.map((s) => (
              <Radio key={s} value={s}>
                {t(`storage.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('createBucket.redundancy')} required>
          <Radio.Group aria-label={t('createBucket.redundancy')} value={v.redundancy} disabled={created} onChange={onValue<string>((redundancy) => set({ redundancy }))}>
            <Radio value="LRS">{t('redundancy.LRS')}</Radio>
            <Radio value="ZRS">{t('redundancy.ZRS')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('createBucket.versioning')}>
          <Radio.Group aria-label={t('createBucket.versioning')} value={v.versioning} onChange={onValue<'on' | 'off'>((versioning) => set({ versioning }))}>
            <Radio value="on">{t('createBucket.versioning.on')}</Radio>
            <Radio value="off">{t('createBucket.versioning.off')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('createBucket.acl')} required extra={<span className="field-help">{t(`acl.help.${v.acl}`)}</span>}>
          <Radio.Group aria-label={t('createBucket.acl')} value={v.acl} disabled={created} onChange={onValue<string>((acl) => set({ acl }))}>
            {ACLS.map((a) => (
              <Radio key={a} value={a}>
                {t(`acl.${a}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
