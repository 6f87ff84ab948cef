import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Tab, Table } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useCdn } from './useCdn';

type Operation = 'refresh' | 'prefetch';
type ObjectType = 'File' | 'Directory';
type RefreshTask = { TaskId: string; ObjectPath: string; ObjectType: string; Status: string; CreationTime: string };

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 8 }, wrapperCol: { span: 16 } };

/**
 * `/cdn/refresh` (Purge and Prefetch): purge cached URLs or directories from the points of presence
 * (RefreshObjectCaches), or prefetch URLs into them (PushObjectCache); the Records tab lists the tasks.
 */
export function RefreshPage() {
  const { t } = useCdn();
  const [operation, setOperation] = useState<Operation>('refresh');
  const [objectType, setObjectType] = useState<ObjectType>('File');
  const [urls, setUrls] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const records = useApiQuery<{ Tasks: { CDNTask: RefreshTask[] } }>('Cdn', 'DescribeRefreshTasks', { PageSize: 50 }, {
    pollWhile: (d) => d.Tasks.CDNTask.some((x) => x.Status === 'Refreshing'),
    intervalMs: 1000,
  });

  const submit = async () => {
    const list = urls.split('\n').map((u) => u.trim()).filter(Boolean);
    if (!list.length) return setError(t('refresh.err.urls'));
    const bad = list.find((u) => !/^https?:\/\/\S+$/.test(u));
    if (bad) return setError(t('refresh.err.protocol', { url: bad }));
    setBusy(true);
    try {
      if (operation === 'refresh') await callApi('Cdn', 'RefreshObjectCaches', { ObjectPath: list.join('\n'), ObjectType: objectType });
      else await callApi('Cdn', 'PushObjectCache', { ObjectPath: list.join('\n'), Area: 'domestic' });
      Message.success(t('toast.refreshSubmitted'));
      setUrls('');
      records.reload();
    } catch (err) {
      if (/ObjectPath|Domain/.test(String((err as { code?: string }).code))) setError(errorText(err));
      else notifyApiError(err, t);
    }
    setBusy(false);
  };

  return (
    <div className="page">
      <PageHeader title={t('nav.refresh')} />
      <Tab shape="wrapped" defaultActiveKey="refresh">
        <Tab.Item key="refresh" title={t('refresh.tab.refresh')}>
          <FormSection title={t('refresh.section')}>
            <Form {...LAYOUT}>
              <Form.Item label={t('refresh.operation')} required>
                <Radio.Group aria-label={t('refresh.operation')} value={operation} onChange={onValue<Operation>((v) => { setOperation(v); setError(undefined); })}>
                  <Radio value="refresh">{t('refresh.operation.refresh')}</Radio>
                  <Radio value="prefetch">{t('refresh.operation.prefetch')}</Radio>
                </Radio.Group>
              </Form.Item>
              {operation === 'refresh' && (
                <Form.Item label={t('refresh.type')} required>
                  <Radio.Group aria-label={t('refresh.type')} value={objectType} onChange={onValue<ObjectType>(setObjectType)}>
                    <Radio value="File">{t('refresh.type.url')}</Radio>
                    <Radio value="Directory">{t('refresh.type.directory')}</Radio>
                  </Radio.Group>
                </Form.Item>
              )}
              <Form.Item label={t('refresh.urls')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t(objectType === 'Directory' && operation === 'refresh' ? 'refresh.urls.help.directory' : 'refresh.urls.help')}</span>}>
                <Input.TextArea
                  aria-label={t('refresh.urls')}
                  value={urls}
                  rows={6}
                  placeholder="https://www.example.com/image/1.png"
                  onChange={onValue<string>((v) => { setUrls(v); setError(undefined); })}
                  style={{ width: 520 }}
                />
              </Form.Item>
            </Form>
          </FormSection>
          <div className="form-footer">
            <Button type="primary" loading={busy} onClick={submit}>
              {t('refresh.submit')}
            </Button>
          </div>
        </Tab.Item>
        <Tab.Item key="records" title={t('refresh.tab.records')}>
          <Table dataSource={records.data?.Tasks?.CDNTask ?? []} loading={records.loading} primaryKey="TaskId" emptyContent={t('common.noData')} aria-label={t('refresh.tab.records')}>
            <Table.Column title={t('refresh.col.path')} dataIndex="ObjectPath" />
            <Table.Column title={t('refresh.col.type')} cell={(_: unknown, __: number, r: RefreshTask) => t(`refresh.objectType.${r.ObjectType}`)} />
            <Table.Column title={t('refresh.col.status')} cell={(_: unknown, __: number, r: RefreshTask) => <StatusTag label={t(`refresh.status.${r.Status}`)} tone={r.Status === 'Complete' ? 'success' : 'pending'} />} />
            <Table.Column title={t('refresh.col.created')} cell={(_: unknown, __: number, r: RefreshTask) => formatTime(r.CreationTime)} />
          </Table>
        </Tab.Item>
      </Tab>
    </div>
  );
}
