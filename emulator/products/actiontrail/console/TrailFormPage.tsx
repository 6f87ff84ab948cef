import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { slsProject, trailPath, type DescribeTrails } from './types';
import { useActiontrail } from './useActiontrail';

type Values = { name: string; regions: 'All' | 'current'; eventRW: 'Write' | 'Read' | 'All'; toOss: boolean; bucket: string; prefix: string; toSls: boolean; project: string };
type Errors = Partial<Record<keyof Values, string>>;
type ListBuckets = { ListAllMyBucketsResult: { Buckets: { Bucket: Array<{ Name: string; Region: string }> } } };

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 10 }, wrapperCol: { span: 16 } };
const NAME = /^[a-z][a-z0-9_-]{5,35}$/;

/**
 * `/actiontrail/trails/create` (Create Trail) and `/actiontrail/trails/:name/edit` (Modify Trail): name, regions,
 * event type, and where to deliver (an existing OSS bucket with a log file prefix, and/or a Log Service project).
 * Creating calls CreateTrail then StartLogging, as the console does: a new trail logs at once.
 */
export function TrailFormPage({ params }: PageProps) {
  const { t } = useActiontrail();
  const { regionId, session } = useConsole();
  const editing = params.name;
  const existing = useApiQuery<DescribeTrails>('Actiontrail', 'DescribeTrails', editing ? { NameList: editing } : null);
  const buckets = useApiQuery<ListBuckets>('Oss', 'ListBuckets', { 'max-keys': 1000 });
  const [v, setV] = useState<Values>({ name: '', regions: 'All', eventRW: 'Write', toOss: true, bucket: '', prefix: '', toSls: false, project: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const trail = existing.data?.TrailList?.[0];
  useEffect(() => {
    if (!trail) return;
    setV({
      name: trail.Name,
      regions: trail.TrailRegion === 'All' ? 'All' : 'current',
      eventRW: trail.EventRW,
      toOss: Boolean(trail.OssBucketName),
      bucket: trail.OssBucketName,
      prefix: trail.OssKeyPrefix,
      toSls: Boolean(trail.SlsProjectArn),
      project: slsProject(trail.SlsProjectArn),
    });
  }, [trail]);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);
  const bucketOptions = (buckets.data?.ListAllMyBucketsResult?.Buckets?.Bucket ?? []).map((b) => ({ value: b.Name, label: b.Name }));
  const back = editing ? trailPath(editing) : '/actiontrail/trails';

  const submit = async () => {
    const e: Errors = {};
    if (!editing && !NAME.test(v.name.trim())) e.name = t('form.name.err');
    if (v.toOss && !v.bucket) e.bucket = t('form.bucket.err');
    if (v.toSls && !/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(v.project.trim())) e.project = t('form.slsProject.err');
    if (!v.toOss && !v.toSls) e.toOss = t('form.dest.err');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const name = editing ?? v.name.trim();
    const request = {
      Name: name,
      EventRW: v.eventRW,
      TrailRegion: v.regions === 'All' ? 'All' : regionId,
      OssBucketName: v.toOss ? v.bucket : '',
      OssKeyPrefix: v.toOss ? v.prefix.trim() : '',
      SlsProjectArn: v.toSls ? `acs:log:${regionId}:${session.accountId}:project/${v.project.trim()}` : '',
    };
    try {
      if (editing) {
        await callApi('Actiontrail', 'UpdateTrail', request);
        Message.success(t('toast.updated'));
        navigate(trailPath(name));
      } else {
        await callApi('Actiontrail', 'CreateTrail', request);
        await callApi('Actiontrail', 'StartLogging', { Name: name });
        Message.success(t('toast.created'));
        navigate('/actiontrail/trails');
      }
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { Name: 'name', OssBucketName: 'bucket', OssKeyPrefix: 'prefix', SlsProjectArn: 'project' });
      if (f) setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };

  const title = t(editing ? 'edit.title' : 'create.title');
  return (
    <div className="page">
      <PageHeader title={title} back={back} crumbs={[{ label: t('trails.title'), to: '/actiontrail/trails' }, { label: title }]} />
      <FormSection title={t('form.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('form.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('form.name.help')}</span>}>
            <Input aria-label={t('form.name')} value={v.name} disabled={Boolean(editing)} maxLength={36} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('form.regions')} required>
            <Radio.Group aria-label={t('form.regions')} value={v.regions} onChange={onValue<Values['regions']>((regions) => set({ regions }))}>
              <Radio value="All">{t('form.regions.all')}</Radio>
              <Radio value="current">{t('form.regions.current')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('form.eventType')} required>
            <Radio.Group aria-label={t('form.eventType')} value={v.eventRW} onChange={onValue<Values['eventRW']>((eventRW) => set({ eventRW }))}>
              <Radio value="Write">{t('eventType.Write')}</Radio>
              <Radio value="Read">{t('eventType.Read')}</Radio>
              <Radio value="All">{t('eventType.All')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('form.delivery')}>
        <Form {...LAYOUT}>
          <Form.Item label=" " validateState={state('toOss')} help={errors.toOss}>
            <Checkbox checked={v.toOss} onChange={(toOss: boolean) => set({ toOss })}>
              {t('form.toOss')}
            </Checkbox>
          </Form.Item>
          {v.toOss && (
            <Form.Item label={t('form.bucket')} required validateState={state('bucket')} help={errors.bucket ?? (buckets.data && !bucketOptions.length ? t('form.bucket.none') : undefined)}>
              <Select
                aria-label={t('form.bucket')}
                value={v.bucket || undefined}
                placeholder={t('common.pleaseSelect')}
                onChange={onValue<string>((bucket) => set({ bucket }))}
                dataSource={bucketOptions}
                style={{ width: 360 }}
              />
            </Form.Item>
          )}
          {v.toOss && (
            <Form.Item label={t('form.prefix')} validateState={state('prefix')} help={errors.prefix} extra={<span className="field-help">{t('form.prefix.help')}</span>}>
              <Input aria-label={t('form.prefix')} value={v.prefix} maxLength={192} onChange={onValue<string>((prefix) => set({ prefix }))} style={{ width: 360 }} />
            </Form.Item>
          )}
          <Form.Item label=" ">
            <Checkbox checked={v.toSls} onChange={(toSls: boolean) => set({ toSls })}>
              {t('form.toSls')}
            </Checkbox>
          </Form.Item>
          {v.toSls && (
            <Form.Item label={t('form.slsProject')} required validateState={state('project')} help={errors.project}>
              <Input aria-label={t('form.slsProject')} value={v.project} maxLength={63} onChange={onValue<string>((project) => set({ project }))} style={{ width: 360 }} />
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t(editing ? 'form.save' : 'common.ok')}
        </Button>
        <Button onClick={() => navigate(back)}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
