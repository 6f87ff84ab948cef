import { useState } from 'react';
import { Button, Dialog, Form, Input, Message, Switch } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { BucketInfo, ObjectSummary } from './types';

type Bucket = BucketInfo['BucketInfo']['Bucket'];
export const objectSize = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(2)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`);

/** A private object's URL is signed for this many seconds: 60 to 32400, 3600 unless changed. */
const VALIDITY = { min: 60, max: 32_400, initial: 3_600 };

/**
 * An object's details panel (the Files list's Details, or a click on the object's name): its URL, with Validity
 * Period (Seconds) for a private bucket's object and Use HTTPS; Copy File URL and Copy File Path say what they copied
 * (the emulator has no clipboard to fill). A private URL carries a signature that only names its expiry.
 */
export function ObjectDetailsDialog({ bucket, object, t, onClose }: { bucket: Bucket | null; object: ObjectSummary; t: Translate; onClose: () => void }) {
  const [validity, setValidity] = useState(String(VALIDITY.initial));
  const seconds = Number(validity);
  const validSeconds = /^\d+$/.test(validity.trim()) && seconds >= VALIDITY.min && seconds <= VALIDITY.max;
  const [https, setHttps] = useState(true);
  const isPrivate = bucket?.AccessControlList.Grant === 'private';
  const base = bucket ? `${https ? 'https' : 'http'}://${bucket.Name}.${bucket.ExtranetEndpoint}/${object.Key}` : '';
  const url = isPrivate && base ? `${base}?Expires=${Math.floor(Date.now() / 1000) + (validSeconds ? seconds : VALIDITY.initial)}&OSSAccessKeyId=STS.emulator&Signature=emulated` : base;
  const copied = (key: string) => (isPrivate && !validSeconds ? Message.error(t('object.validity.help')) : Message.success(t(key)));
  return (
    <Dialog v2 visible title={t('object.details.title')} width={640} onClose={onClose} onOk={onClose} footerActions={['ok']} okProps={{ children: t('common.ok') }}>
      <DetailSection
        title={object.Key}
        rows={[
          [t('object.col.name'), object.Key],
          [t('object.url'), url],
          [t('object.etag'), object.ETag],
          [t('object.col.size'), objectSize(object.Size)],
          [t('object.col.modified'), formatTime(object.LastModified)],
        ]}
      />
      <Form labelAlign="left" aria-label={t('object.details.title')}>
        {isPrivate && (
          <Form.Item label={t('object.validity')} validateState={validSeconds ? undefined : 'error'} extra={<span className="field-help">{t('object.validity.help')}</span>}>
            <Input aria-label={t('object.validity')} value={validity} onChange={onValue<string>(setValidity)} style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item label={t('object.https')}>
          <Switch aria-label={t('object.https')} checked={https} onChange={(v: boolean) => setHttps(v)} />
        </Form.Item>
      </Form>
      <div className="row-actions">
        <Button type="primary" onClick={() => copied('toast.urlCopied')}>{t('object.copyUrl')}</Button>
        <Button onClick={() => copied('toast.pathCopied')}>{t('object.copyPath')}</Button>
      </div>
    </Dialog>
  );
}
