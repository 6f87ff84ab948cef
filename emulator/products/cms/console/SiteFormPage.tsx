import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { PageProps } from '../../../console/src/lib/product';
import { SILENCE } from './ApplyTemplateDialog';
import { callCms } from './cmsApi';
import type { DescribeContactGroupList, DescribeSiteMonitorAttribute } from './types';
import { useCms } from './useCms';

/** The console's task types: HTTP and HTTPS are one, told apart by the address's scheme. */
const TYPES = ['HTTP(S)', 'PING', 'TCP', 'UDP', 'DNS', 'SMTP', 'POP3', 'FTP'] as const;
const INTERVALS = ['1', '5', '15', '30', '60'];
/** The emulator's detection points (api/sites.ts SITE_POINTS): city codes on the Alibaba Cloud network (isp 465). */
const POINTS = ['546', '572', '738'];
const METHODS = ['GET', 'POST', 'HEAD'];

type Values = {
  type: (typeof TYPES)[number]; ip: 'v4' | 'v6'; name: string; addresses: string; interval: string;
  advanced: boolean; method: string; pings: string; points: string[];
  availability: string; responseTime: string; times: string; contactGroup?: string; methods: string[]; silence: number; effective: string; callback: string;
};
type Field = 'name' | 'addresses' | 'points' | 'pings';

const INITIAL: Values = {
  type: 'HTTP(S)', ip: 'v4', name: '', addresses: '', interval: '1', advanced: false, method: 'GET', pings: '20', points: POINTS,
  availability: 'count', responseTime: '', times: '3', methods: ['mail'], silence: 86400, effective: '00:00-23:59', callback: '',
};
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 10 }, wrapperCol: { span: 16 } };
const WIDTH = { width: 420 };

const taskType = (type: Values['type'], address: string) => (type === 'HTTP(S)' ? (/^https:\/\//i.test(address) ? 'HTTPS' : 'HTTP') : type);

/**
 * `/cms/site-monitor/create` and `/cms/site-monitor/:id/modify`: a site monitoring task. Basic information (type, IP
 * probe type, name, addresses: one task each, frequency, the protocol's advanced settings), the detection points and
 * the alert rule fields, then Create (CreateSiteMonitor per address) or Modify (ModifySiteMonitor). The alert rule
 * fields are drawn and checked but make no rule: the emulator serves no site monitoring metrics.
 */
export function SiteFormPage({ params }: PageProps) {
  const { t, flag } = useCms();
  const console1 = flag('console1');
  const taskId = params.id;
  const [v, setV] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  /** Quick selection takes the points as one pack; the advanced options pick them one by one. */
  const [pointMode, setPointMode] = useState<'quick' | 'advanced'>('quick');
  const groups = useApiQuery<DescribeContactGroupList>('Cms', 'DescribeContactGroupList', { PageSize: 100 });
  const existing = useApiQuery<DescribeSiteMonitorAttribute>('Cms', 'DescribeSiteMonitorAttribute', taskId ? { TaskId: taskId } : null);
  const task = existing.data?.SiteMonitors;
  const [loaded, setLoaded] = useState(!taskId);
  useQueryErrors(t, existing.error);
  useEffect(() => {
    if (!task || loaded) return;
    setLoaded(true);
    const opts = task.OptionJson ?? {};
    if (task.IspCities.IspCity.length < POINTS.length) setPointMode('advanced');
    setV((old) => ({
      ...old, type: (TYPES as readonly string[]).includes(task.TaskType) ? (task.TaskType as Values['type']) : 'HTTP(S)', name: task.TaskName, addresses: task.Address,
      interval: task.Interval, ip: opts.ip_network === 'v6' ? 'v6' : 'v4', method: typeof opts.http_method === 'string' ? opts.http_method : 'GET',
      pings: opts.ping_num !== undefined ? String(opts.ping_num) : '20', points: task.IspCities.IspCity.map((c) => c.City),
    }));
  }, [task, loaded]);

  const set = <K extends keyof Values>(k: K) => onValue<Values[K]>((value) => {
    setV((old) => ({ ...old, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  });
  const state = (f: Field) => (errors[f] ? ('error' as const) : undefined);

  const submit = async () => {
    const addresses = v.addresses.split('\n').map((a) => a.trim()).filter(Boolean);
    const e: Partial<Record<Field, string>> = {};
    if (!/^[\p{L}\p{N}_.-]{4,100}$/u.test(v.name.trim())) e.name = t('site.err.name');
    if (!addresses.length || (taskId && addresses.length > 1)) e.addresses = t(taskId ? 'site.err.oneAddress' : 'site.err.address');
    if (!v.points.length) e.points = t('site.err.points');
    if (v.type === 'PING' && !(Number.isInteger(Number(v.pings)) && Number(v.pings) >= 1 && Number(v.pings) <= 40)) e.pings = t('site.err.pings');
    setErrors(e);
    if (Object.keys(e).length) return;
    const options = { ip_network: v.ip, ...(v.type === 'HTTP(S)' ? { http_method: v.method } : {}), ...(v.type === 'PING' ? { ping_num: Number(v.pings) } : {}) };
    const common = { TaskName: v.name.trim(), Interval: v.interval, OptionsJson: JSON.stringify(options), IspCities: JSON.stringify(v.points.map((city) => ({ city, isp: '465' }))) };
    setBusy(true);
    try {
      if (taskId) await callCms('ModifySiteMonitor', { TaskId: taskId, Address: addresses[0], ...common });
      else for (const address of addresses) await callCms('CreateSiteMonitor', { TaskType: taskType(v.type, address), Address: address, ...common });
    } catch (err) {
      notifyApiError(err, t);
      setErrors({ name: errorText(err) });
      setBusy(false);
      return;
    }
    setBusy(false);
    Message.success(t(taskId ? 'toast.siteModified' : 'toast.siteCreated'));
    navigate('/cms/site-monitor');
  };

  return (
    <div className="page">
      <PageHeader title={t('site.form.title')} back="/cms/site-monitor" backLabel={t('site.title')} />
      {!console1 && (
        <Form {...LAYOUT}>
          <Form.Item label={t('site.source')}>
            <Radio.Group aria-label={t('site.source')} value="pc">
              <Radio value="pc">{t('site.source.pc')}</Radio>
              <Radio value="mobile" disabled>{t('site.source.mobile')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Form>
      )}
      <FormSection title={t('site.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('site.type')} required>
            <Radio.Group aria-label={t('site.type')} value={v.type} disabled={Boolean(taskId)} onChange={set('type')}>
              {TYPES.map((x) => <Radio key={x} value={x}>{x}</Radio>)}
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('site.ipType')} required>
            <Radio.Group aria-label={t('site.ipType')} value={v.ip} onChange={set('ip')}>
              <Radio value="v4">IPv4</Radio>
              <Radio value="v6">IPv6</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('site.name')} required validateState={state('name')} help={errors.name ?? t('site.name.help')}>
            <Input aria-label={t('site.name')} value={v.name} maxLength={100} onChange={set('name')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('site.address')} required validateState={state('addresses')} help={errors.addresses ?? (taskId ? undefined : t('site.address.help'))}>
            <Input.TextArea aria-label={t('site.address')} value={v.addresses} rows={3} onChange={set('addresses')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('site.interval')} required>
            <Select aria-label={t('site.interval')} value={v.interval} dataSource={INTERVALS.map((i) => ({ value: i, label: t(`site.interval.${i}`) }))} onChange={set('interval')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label=" ">
            <Checkbox checked={v.advanced} onChange={set('advanced')}>
              {t('site.advanced')}
            </Checkbox>
          </Form.Item>
          {v.advanced && v.type === 'HTTP(S)' && (
            <Form.Item label={t('site.httpMethod')} required>
              <Radio.Group aria-label={t('site.httpMethod')} value={v.method} onChange={set('method')}>
                {METHODS.map((m) => <Radio key={m} value={m}>{m}</Radio>)}
              </Radio.Group>
            </Form.Item>
          )}
          {v.advanced && v.type === 'PING' && (
            <Form.Item label={t('site.pingNum')} required validateState={state('pings')} help={errors.pings}>
              <Input aria-label={t('site.pingNum')} value={v.pings} onChange={set('pings')} style={{ width: 200 }} />
            </Form.Item>
          )}
          {v.advanced && v.type !== 'HTTP(S)' && v.type !== 'PING' && (
            <Form.Item label=" ">
              <div className="field-help">{t('site.advanced.notDrawn')}</div>
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <FormSection title={t('site.points')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('site.points.mode')}>
            <Radio.Group aria-label={t('site.points.mode')} value={pointMode} onChange={onValue<'quick' | 'advanced'>(setPointMode)}>
              <Radio value="quick">{t('site.points.quick')}</Radio>
              <Radio value="advanced">{t('site.points.advanced')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('site.points.pick')} required validateState={state('points')} help={errors.points}>
            {pointMode === 'quick' ? (
              <Checkbox checked={v.points.length === POINTS.length} onChange={onValue<boolean>((all) => set('points')(all ? POINTS : []))}>
                {t('site.points.pack')}
              </Checkbox>
            ) : (
              <Checkbox.Group aria-label={t('site.points.pick')} value={v.points} onChange={set('points')}>
                {POINTS.map((p) => <Checkbox key={p} value={p}>{t(`site.point.${p}`)}</Checkbox>)}
              </Checkbox.Group>
            )}
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('site.alert')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('site.alert.availability')}>
            <Select aria-label={t('site.alert.availability')} value={v.availability} dataSource={['count', 'ratio'].map((x) => ({ value: x, label: t(`site.alert.availability.${x}`) }))} onChange={set('availability')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('site.alert.responseTime')}>
            <Input aria-label={t('site.alert.responseTime')} value={v.responseTime} addonTextAfter="ms" onChange={set('responseTime')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('site.alert.times')}>
            <Select aria-label={t('site.alert.times')} value={v.times} dataSource={['1', '2', '3', '4', '5'].map((x) => ({ value: x, label: x }))} onChange={set('times')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('site.alert.contactGroup')}>
            <Select aria-label={t('site.alert.contactGroup')} hasClear value={v.contactGroup} dataSource={(groups.data?.ContactGroupList?.ContactGroup ?? []).map((g) => ({ value: g.Name, label: g.Name }))} onChange={set('contactGroup')} style={WIDTH} />
          </Form.Item>
          <Form.Item label={t('site.alert.methods')}>
            <Checkbox.Group aria-label={t('site.alert.methods')} value={v.methods} onChange={set('methods')}>
              {['mail', 'dingtalk'].map((m) => <Checkbox key={m} value={m}>{t(`site.alert.methods.${m}`)}</Checkbox>)}
            </Checkbox.Group>
          </Form.Item>
          <Form.Item label={t('site.alert.silence')}>
            <Select aria-label={t('site.alert.silence')} value={v.silence} dataSource={SILENCE.map((s) => ({ value: s, label: t(`silence.${s}`) }))} onChange={set('silence')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('site.alert.effective')}>
            <Input aria-label={t('site.alert.effective')} value={v.effective} onChange={set('effective')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('site.alert.callback')}>
            <Input aria-label={t('site.alert.callback')} value={v.callback} placeholder="http://" onChange={set('callback')} style={WIDTH} />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t(taskId ? 'site.modify' : 'site.submit')}
        </Button>
        <Button onClick={() => navigate('/cms/site-monitor')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
