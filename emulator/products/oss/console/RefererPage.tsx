import { useState } from 'react';
import { Checkbox, Form, Input } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import type { GetBucketReferer } from './types';
import { useBucket } from './useBucket';
import { useOss } from './useOss';
import { EditActions } from './EditActions';

type Values = { whitelist: string; allowEmpty: boolean };

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);

/** `/oss/bucket/:name/referer` (Content Security > Hotlink Protection): Settings, Referer Whitelist, Allow Empty Referer, Save. */
export function RefererPage({ params }: PageProps) {
  const { t } = useOss();
  return (
    <BucketLayout name={params.name} section="referer" title={t('referer.title')}>
      <RefererSection name={params.name} />
    </BucketLayout>
  );
}

/** The Referer whitelist (a page of its own, or the 防盗链 area of the 2019 Basic Settings tab). */
export function RefererSection({ name, heading }: { name: string; heading?: boolean }) {
  const { t } = useOss();
  const { params: call } = useBucket(name, t);
  const conf = useApiQuery<GetBucketReferer>('Oss', 'GetBucketReferer', { BucketName: name });
  const current = conf.data?.RefererConfiguration;
  const list = asList(current?.RefererList?.Referer);
  const allowEmpty = String(current?.AllowEmptyReferer ?? 'true') === 'true';
  const [editing, setEditing] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    const referers = editing.whitelist.split(/[\n,]/).map((r) => r.trim()).filter(Boolean);
    const ok = await runAction('Oss', 'PutBucketReferer', { ...call, AllowEmptyReferer: String(editing.allowEmpty), RefererList: referers.join(',') }, t, t('toast.refererSaved'));
    setBusy(false);
    if (ok) {
      setEditing(null);
      conf.reload();
    }
  };
  return (
    <section className="form-section" aria-label={t('referer.title')}>
      {heading && <h3 className="form-section-title">{t('referer.title')}</h3>}
      <p className="field-help">{t('referer.help')}</p>
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('referer.whitelist')} extra={editing ? <span className="field-help">{t('referer.whitelist.help')}</span> : undefined}>
          {editing ? (
            <Input.TextArea
              aria-label={t('referer.whitelist')}
              value={editing.whitelist}
              rows={5}
              onChange={onValue<string>((whitelist) => setEditing({ ...editing, whitelist }))}
              style={{ width: 420 }}
            />
          ) : (
            <span>{list.length ? list.join(', ') : t('referer.none')}</span>
          )}
        </Form.Item>
        <Form.Item label={t('referer.allowEmpty')}>
          {editing ? (
            <Checkbox aria-label={t('referer.allowEmpty')} checked={editing.allowEmpty} onChange={(allowEmpty: boolean) => setEditing({ ...editing, allowEmpty })}>
              {t('referer.allowEmpty.option')}
            </Checkbox>
          ) : (
            <span>{t(allowEmpty ? 'referer.allowEmpty.yes' : 'referer.allowEmpty.no')}</span>
          )}
        </Form.Item>
        <EditActions t={t} editing={editing !== null} label={t('referer.settings')} disabled={conf.loading} busy={busy} onEdit={() => setEditing({ whitelist: list.join('\n'), allowEmpty })} onSave={save} onCancel={() => setEditing(null)} />
      </Form>
    </section>
  );
}
