import { useState } from 'react';
import { Form, Input, Radio, Select } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { bucket: { BucketName: string; RegionId?: string }; t: Translate; onClose: () => void; onDone: () => void };

/** The files the emulator offers to "upload": the agent picks one instead of a file from disk. */
const SAMPLES: Record<string, { type: string; content: string }> = {
  'index.html': { type: 'text/html', content: '<!doctype html><html><body><h1>Hello from OSS</h1></body></html>\n' },
  'notes.txt': { type: 'text/plain', content: 'Meeting notes\n- back up the logs\n- rotate the keys\n' },
  'report.csv': { type: 'text/csv', content: 'month,visits\n2024-01,1200\n2024-02,1350\n' },
  'logo.svg': { type: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#ff6a00"/></svg>\n' },
};

/** "Upload Object": a sample file or typed content, stored under the object name (PutObject). */
export function UploadDialog({ bucket, t, onClose, onDone }: Props) {
  const [source, setSource] = useState<'sample' | 'text'>('sample');
  const [file, setFile] = useState('index.html');
  const [content, setContent] = useState('');
  const [name, setName] = useState('index.html');
  const [nameTouched, setNameTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pick = (f: string) => {
    setFile(f);
    if (!nameTouched) setName(f);
  };
  const submit = async () => {
    const key = name.trim();
    if (!key) return setError(t('upload.err.name'));
    setBusy(true);
    const body = source === 'sample' ? SAMPLES[file] : { type: 'text/plain', content };
    const ok = await runAction('Oss', 'PutObject', { ...bucket, ObjectName: key, Content: body.content, ContentType: body.type }, t, t('toast.objectUploaded'));
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <FormDialog t={t} title={t('upload.title')} busy={busy} okLabel={t('upload.ok')} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 7 }} wrapperCol={{ span: 17 }}>
        <Form.Item label={t('upload.source')} required>
          <Radio.Group aria-label={t('upload.source')} value={source} onChange={onValue<'sample' | 'text'>(setSource)}>
            <Radio value="sample">{t('upload.source.sample')}</Radio>
            <Radio value="text">{t('upload.source.text')}</Radio>
          </Radio.Group>
        </Form.Item>
        {source === 'sample' ? (
          <Form.Item label={t('upload.file')} required>
            <Select aria-label={t('upload.file')} value={file} onChange={onValue<string>(pick)} dataSource={Object.keys(SAMPLES).map((f) => ({ value: f, label: f }))} style={{ width: 320 }} />
          </Form.Item>
        ) : (
          <Form.Item label={t('upload.content')}>
            <Input.TextArea aria-label={t('upload.content')} value={content} rows={5} onChange={onValue<string>(setContent)} style={{ width: 320 }} />
          </Form.Item>
        )}
        <Form.Item label={t('upload.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('upload.name.help')}</span>}>
          <Input
            aria-label={t('upload.name')}
            value={name}
            maxLength={1023}
            onChange={onValue<string>((n) => {
              setName(n);
              setNameTouched(true);
              setError(undefined);
            })}
            style={{ width: 320 }}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
