import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Message, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { callCms, indexed } from './cmsApi';
import { EVENT_LEVELS, EVENT_PRODUCTS, EVENT_TYPES, SYSTEM_EVENTS } from './eventCatalog';
import type { DescribeContactGroupList, DescribeEventRuleTargetList, DescribeMonitorGroups, EventRule } from './types';

export type Props = { rule?: EventRule; kind?: 'SYSTEM' | 'CUSTOM'; t: Translate; onClose: () => void; onDone: () => void };

/** The notification levels of a contact group target: 2 Critical, 3 Warning, 4 Info (PutEventRuleTargets Level). */
const NOTIFY_LEVELS = ['2', '3', '4'] as const;
const ALL = '*';

type Push = { mns: boolean; fc: boolean; url: boolean; sls: boolean };

/**
 * The Create / Modify Event Alert panel (创建/修改事件报警): the rule's name, then its events (system: product, event
 * type, level, names, resource range; custom: application group, event name, description), then where alerts go
 * (alert notification to a contact group, MNS queue, Function Compute, URL callback, Log Service). OK sends
 * PutEventRule, then PutEventRuleTargets with the chosen targets.
 */
export function EventRuleDialog({ rule, kind, t, onClose, onDone }: Props) {
  const first = rule?.EventPattern.EventPattern[0];
  const listOf = (l?: string[]) => (l ?? []).filter((x) => x !== ALL);
  const [name, setName] = useState(rule?.Name ?? '');
  const [eventType, setEventType] = useState<'SYSTEM' | 'CUSTOM'>(rule?.EventType ?? kind ?? 'SYSTEM');
  const [product, setProduct] = useState<string>(first?.Product ?? 'ecs');
  const [types, setTypes] = useState<string>(listOf(first?.EventTypeList?.EventTypeList)[0] ?? ALL);
  const [levels, setLevels] = useState<string[]>(listOf(first?.LevelList?.LevelList));
  const [names, setNames] = useState<string[]>(first?.NameList?.NameList ?? []);
  const [range, setRange] = useState<'all' | 'group'>(rule?.GroupId ? 'group' : 'all');
  const [groupId, setGroupId] = useState<string | undefined>(rule?.GroupId);
  const [description, setDescription] = useState(rule?.Description ?? '');
  const [notify, setNotify] = useState(true);
  const [contactGroup, setContactGroup] = useState<string | undefined>();
  const [level, setLevel] = useState<string>('4');
  const [push, setPush] = useState<Push>({ mns: false, fc: false, url: false, sls: false });
  const [fields, setFields] = useState<Record<string, string>>({ method: 'POST' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The event list closes after each pick, so that it never covers the fields below it.
  const [namesOpen, setNamesOpen] = useState(false);
  const contactGroups = useApiQuery<DescribeContactGroupList>('Cms', 'DescribeContactGroupList', { PageSize: 100 });
  const appGroups = useApiQuery<DescribeMonitorGroups>('Cms', 'DescribeMonitorGroups', { PageSize: 100 });

  // Modify: the rule's targets fill in the notification part.
  useEffect(() => {
    if (!rule) return;
    callCms<DescribeEventRuleTargetList>('DescribeEventRuleTargetList', { RuleName: rule.Name })
      .then((d) => {
        const contact = d.ContactParameters?.ContactParameter?.[0];
        setNotify(Boolean(contact));
        if (contact) {
          setContactGroup(contact.ContactGroupName);
          setLevel(contact.Level);
        }
        const hook = d.WebhookParameters?.WebhookParameter?.[0];
        const mns = d.MnsParameters?.MnsParameter?.[0];
        const fc = d.FcParameters?.FCParameter?.[0];
        const sls = d.SlsParameters?.SlsParameter?.[0];
        setPush({ url: Boolean(hook), mns: Boolean(mns), fc: Boolean(fc), sls: Boolean(sls) });
        setFields((f) => ({
          ...f, ...(hook ? { url: hook.Url, method: hook.Method } : {}), ...(mns ? { queue: mns.Queue } : {}),
          ...(fc ? { service: fc.ServiceName, fn: fc.FunctionName } : {}), ...(sls ? { project: sls.Project, logstore: sls.LogStore } : {}),
        }));
      })
      .catch((err) => notifyApiError(err, t));
  }, [rule, t]);

  const field = (key: string) => ({
    value: fields[key] ?? '',
    onChange: onValue<string>((v) => (setFields((f) => ({ ...f, [key]: v })), setErrors((e) => ({ ...e, [key]: '' })))),
    style: { width: '100%' },
  });
  const errorOf = (key: string) => (errors[key] ? { validateState: 'error' as const, help: errors[key] } : {});
  const events = (SYSTEM_EVENTS[product as keyof typeof SYSTEM_EVENTS] ?? []).filter((e) => (types === ALL || e.type === types) && (!levels.length || levels.includes(e.level)));

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('event.err.name');
    if (eventType === 'CUSTOM' && !groupId) found.group = t('event.err.group');
    if (eventType === 'SYSTEM' && range === 'group' && !groupId) found.group = t('event.err.group');
    if (eventType === 'CUSTOM' && !names[0]?.trim()) found.customName = t('event.err.eventName');
    if (notify && !contactGroup) found.contactGroup = t('event.err.contactGroup');
    if (push.url && !/^https?:\/\/\S+$/.test(fields.url ?? '')) found.url = t('event.err.url');
    for (const [on, keys] of [[push.mns, ['queue']], [push.fc, ['service', 'fn']], [push.sls, ['project', 'logstore']]] as const) {
      if (on) for (const k of keys) if (!fields[k]?.trim()) found[k] = t('event.err.required');
    }
    if (!notify && !Object.values(push).some(Boolean)) found.notify = t('event.err.target');
    setErrors(found);
    if (Object.keys(found).length) return false;
    const system = eventType === 'SYSTEM';
    const pattern = system
      ? { 'EventPattern.1.Product': product, ...indexed('EventPattern.1.LevelList', levels.length ? levels : [ALL]), ...indexed('EventPattern.1.EventTypeList', [types]), ...indexed('EventPattern.1.NameList', names.length ? names : [ALL]) }
      : { 'EventPattern.1.Product': 'CustomEvent', ...indexed('EventPattern.1.NameList', [names[0].trim()]) };
    const targets: Record<string, string> = {
      ...(notify ? { 'ContactParameters.1.Id': '1', 'ContactParameters.1.ContactGroupName': contactGroup!, 'ContactParameters.1.Level': level } : {}),
      ...(push.mns ? { 'MnsParameters.1.Id': '2', 'MnsParameters.1.Region': 'cn-hangzhou', 'MnsParameters.1.Queue': fields.queue } : {}),
      ...(push.fc ? { 'FcParameters.1.Id': '3', 'FcParameters.1.Region': 'cn-hangzhou', 'FcParameters.1.ServiceName': fields.service, 'FcParameters.1.FunctionName': fields.fn } : {}),
      ...(push.url ? { 'WebhookParameters.1.Id': '4', 'WebhookParameters.1.Url': fields.url, 'WebhookParameters.1.Method': fields.method } : {}),
      ...(push.sls ? { 'SlsParameters.1.Id': '5', 'SlsParameters.1.Region': 'cn-hangzhou', 'SlsParameters.1.Project': fields.project, 'SlsParameters.1.LogStore': fields.logstore } : {}),
    };
    try {
      await callCms('PutEventRule', {
        RuleName: name.trim(), EventType: eventType, ...pattern,
        ...((!system || range === 'group') && groupId ? { GroupId: groupId } : {}),
        ...(description.trim() ? { Description: description.trim() } : {}),
      });
      await callCms('PutEventRuleTargets', { RuleName: name.trim(), ...targets });
    } catch (err) {
      notifyApiError(err, t);
      return false;
    }
    Message.success(t(rule ? 'toast.eventRuleModified' : 'toast.eventRuleCreated'));
    onDone();
    return true;
  };

  const groupSelect = (
    <Form.Item label={t(eventType === 'CUSTOM' ? 'event.appGroup' : 'event.range.group')} required {...errorOf('group')}>
      <Select
        aria-label={t(eventType === 'CUSTOM' ? 'event.appGroup' : 'event.range.group')}
        value={groupId}
        dataSource={(appGroups.data?.Resources?.Resource ?? []).map((g) => ({ value: String(g.GroupId), label: g.GroupName }))}
        onChange={onValue<string>((v) => (setGroupId(v), setErrors((e) => ({ ...e, group: '' }))))}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
  const pushBox = (key: keyof Push, label: string) => (
    <Checkbox aria-label={t(label)} checked={push[key]} onChange={(c: boolean) => (setPush((p) => ({ ...p, [key]: c })), setErrors((e) => ({ ...e, notify: '' })))}>
      {t(label)}
    </Checkbox>
  );

  return (
    <ConfirmDialog title={t('event.dialog.title')} width={720} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <h4>{t('event.section.basic')}</h4>
        <Form.Item label={t('event.name')} required {...errorOf('name')}>
          <Input aria-label={t('event.name')} value={name} disabled={Boolean(rule)} maxLength={100} onChange={onValue<string>((v) => (setName(v), setErrors((e) => ({ ...e, name: '' }))))} style={{ width: '100%' }} />
        </Form.Item>
        <h4>{t('event.section.rule')}</h4>
        <Form.Item label={t('event.kind')} required>
          <Radio.Group aria-label={t('event.kind')} value={eventType} onChange={onValue<'SYSTEM' | 'CUSTOM'>((v) => (setEventType(v), setNames([])))}>
            <Radio value="SYSTEM">{t('event.kind.system')}</Radio>
            <Radio value="CUSTOM">{t('event.kind.custom')}</Radio>
          </Radio.Group>
        </Form.Item>
        {eventType === 'SYSTEM' ? (
          <>
            <Form.Item label={t('event.product')} required>
              <Select aria-label={t('event.product')} value={product} dataSource={EVENT_PRODUCTS.map((p) => ({ value: p, label: t(`event.product.${p}`) }))} onChange={onValue<string>((v) => (setProduct(v), setNames([])))} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('event.category')}>
              <Select aria-label={t('event.category')} value={types} dataSource={[ALL, ...EVENT_TYPES].map((x) => ({ value: x, label: t(`event.category.${x === ALL ? 'all' : x}`) }))} onChange={onValue<string>((v) => (setTypes(v), setNames([])))} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('event.level')}>
              <Checkbox.Group aria-label={t('event.level')} value={levels} onChange={onValue<string[]>((v) => (setLevels(v), setNames([])))}>
                {EVENT_LEVELS.map((l) => (
                  <Checkbox key={l} value={l}>
                    {t(`event.level.${l}`)}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            </Form.Item>
            <Form.Item label={t('event.eventName')}>
              <Select
                aria-label={t('event.eventName')}
                mode="multiple"
                visible={namesOpen}
                onVisibleChange={(v: boolean) => setNamesOpen(v)}
                placeholder={t('event.eventName.all')}
                value={names}
                dataSource={[{ value: ALL, label: t('event.eventName.all') }, ...events.map((e) => ({ value: e.name, label: e.name }))]}
                onChange={onValue<string[]>((v) => (setNames(v.includes(ALL) && v[v.length - 1] === ALL ? [ALL] : v.filter((x) => x !== ALL)), setNamesOpen(false)))}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label={t('event.range')}>
              <Radio.Group aria-label={t('event.range')} value={range} onChange={onValue<'all' | 'group'>(setRange)}>
                <Radio value="all">{t('event.range.all')}</Radio>
                <Radio value="group">{t('event.range.group')}</Radio>
              </Radio.Group>
            </Form.Item>
            {range === 'group' && groupSelect}
          </>
        ) : (
          <>
            {groupSelect}
            <Form.Item label={t('event.eventName')} required {...errorOf('customName')}>
              <Input aria-label={t('event.eventName')} value={names[0] ?? ''} onChange={onValue<string>((v) => (setNames([v]), setErrors((e) => ({ ...e, customName: '' }))))} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('event.description')}>
              <Input aria-label={t('event.description')} value={description} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        <h4>{t('event.section.notify')}</h4>
        <Form.Item {...errorOf('notify')}>
          <Checkbox aria-label={t('event.notify')} checked={notify} onChange={(c: boolean) => (setNotify(c), setErrors((e) => ({ ...e, notify: '' })))}>
            {t('event.notify')}
          </Checkbox>
        </Form.Item>
        {notify && (
          <>
            <Form.Item label={t('event.contactGroup')} required {...errorOf('contactGroup')}>
              <Select
                aria-label={t('event.contactGroup')}
                value={contactGroup}
                dataSource={(contactGroups.data?.ContactGroupList?.ContactGroup ?? []).map((g) => ({ value: g.Name, label: g.Name }))}
                onChange={onValue<string>((v) => (setContactGroup(v), setErrors((e) => ({ ...e, contactGroup: '' }))))}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label={t('event.notifyLevel')}>
              <Select aria-label={t('event.notifyLevel')} value={level} dataSource={NOTIFY_LEVELS.map((l) => ({ value: l, label: t(`event.notifyLevel.${l}`) }))} onChange={onValue<string>(setLevel)} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {eventType === 'SYSTEM' && (
          <Form.Item>
            {pushBox('mns', 'event.mns')}
            {push.mns && (
              <Form.Item label={t('event.mns.queue')} required {...errorOf('queue')}>
                <Input aria-label={t('event.mns.queue')} {...field('queue')} />
              </Form.Item>
            )}
          </Form.Item>
        )}
        {eventType === 'SYSTEM' && (
          <Form.Item>
            {pushBox('fc', 'event.fc')}
            {push.fc && (
              <>
                <Form.Item label={t('event.fc.service')} required {...errorOf('service')}>
                  <Input aria-label={t('event.fc.service')} {...field('service')} />
                </Form.Item>
                <Form.Item label={t('event.fc.function')} required {...errorOf('fn')}>
                  <Input aria-label={t('event.fc.function')} {...field('fn')} />
                </Form.Item>
              </>
            )}
          </Form.Item>
        )}
        <Form.Item>
          {pushBox('url', 'event.url')}
          {push.url && (
            <>
              <Form.Item label={t('event.url.address')} required {...errorOf('url')}>
                <Input aria-label={t('event.url.address')} placeholder="http://" {...field('url')} />
              </Form.Item>
              <Form.Item label={t('event.url.method')}>
                <Select aria-label={t('event.url.method')} value={fields.method} dataSource={['POST', 'GET']} onChange={onValue<string>((v) => setFields((f) => ({ ...f, method: v })))} style={{ width: 160 }} />
              </Form.Item>
            </>
          )}
        </Form.Item>
        {eventType === 'SYSTEM' && (
          <Form.Item>
            {pushBox('sls', 'event.sls')}
            {push.sls && (
              <>
                <Form.Item label={t('event.sls.project')} required {...errorOf('project')}>
                  <Input aria-label={t('event.sls.project')} {...field('project')} />
                </Form.Item>
                <Form.Item label={t('event.sls.logstore')} required {...errorOf('logstore')}>
                  <Input aria-label={t('event.sls.logstore')} {...field('logstore')} />
                </Form.Item>
              </>
            )}
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
