import { useState } from 'react';
import { Checkbox, Form, Input, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { runCms } from './cmsApi';
import type { DescribeMetricRuleTemplateList, DescribeMonitorGroups } from './types';

/** Mute periods the dialog offers (SilenceTime, seconds): 5 minutes to 24 hours. */
export const SILENCE = [300, 900, 1800, 3600, 7200, 21600, 43200, 86400] as const;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export type Props = {
  /** From a group's page: the group, templates to pick. From the templates page: the template, groups to pick. */
  groupId?: number;
  templateId?: number;
  t: Translate;
  onClose: () => void;
  onDone: () => void;
};

/**
 * "Apply Template to Group" (ApplyMetricRuleTemplate): the templates (or the groups), Muted, Effective From, HTTP
 * CallBack and Option, then OK; a confirmation of the same title says the group's rules are replaced, and its OK
 * applies the template to each group picked.
 */
export function ApplyTemplateDialog({ groupId, templateId, t, onClose, onDone }: Props) {
  const templates = useApiQuery<DescribeMetricRuleTemplateList>('Cms', 'DescribeMetricRuleTemplateList', groupId === undefined ? null : { PageSize: 100 });
  const groups = useApiQuery<DescribeMonitorGroups>('Cms', 'DescribeMonitorGroups', templateId === undefined ? null : { PageSize: 100 });
  const [picked, setPicked] = useState<string[]>([]);
  const [silence, setSilence] = useState<number>(86400);
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(23);
  const [webhook, setWebhook] = useState('');
  const [mode, setMode] = useState('GROUP_INSTANCE_FIRST');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const choices = groupId !== undefined
    ? (templates.data?.Templates?.Template ?? []).map((x) => ({ value: String(x.TemplateId), label: x.Name }))
    : (groups.data?.Resources?.Resource ?? []).map((g) => ({ value: String(g.GroupId), label: g.GroupName }));
  const pickLabel = t(groupId !== undefined ? 'template.apply.templates' : 'template.apply.groups');
  const apply = async () => {
    const params = { SilenceTime: silence, EnableStartTime: start, EnableEndTime: end, Webhook: webhook.trim() || undefined, ApplyMode: mode };
    const calls = groupId !== undefined ? [{ GroupId: groupId, TemplateIds: picked.join(',') }] : picked.map((g) => ({ GroupId: g, TemplateIds: String(templateId) }));
    for (const c of calls) if (!(await runCms('ApplyMetricRuleTemplate', { ...c, ...params }, t, t('toast.templateApplied')))) return false;
    onDone();
    return true;
  };
  if (confirming) {
    return (
      <ConfirmDialog key="confirm" title={t('template.apply.title')} okLabel={t('template.apply.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={apply}>
        <p>{t('template.apply.confirm')}</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t('template.apply.title')}
      width={600}
      okLabel={t('template.apply.ok')}
      cancelLabel={t('common.cancel')}
      onClose={onClose}
      onOk={async () => {
        if (!picked.length) {
          setError(t('template.apply.err'));
          return false;
        }
        setConfirming(true);
        return false;
      }}
    >
      <Form labelAlign="top">
        <Form.Item label={pickLabel} required validateState={error ? 'error' : undefined} help={error}>
          <Checkbox.Group aria-label={pickLabel} value={picked} onChange={onValue<string[]>((v) => (setPicked(v), setError(undefined)))} className="cms-contact-picker-list">
            {choices.map((c) => (
              <Checkbox key={c.value} value={c.value}>
                {c.label}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {!choices.length && <div className="field-help">{t('common.noData')}</div>}
        </Form.Item>
        <Form.Item label={t('appGroup.silence')}>
          <Select aria-label={t('appGroup.silence')} value={silence} dataSource={SILENCE.map((s) => ({ value: s, label: t(`silence.${s}`) }))} onChange={onValue<number>(setSilence)} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('template.apply.effective')}>
          <Select aria-label={t('template.apply.from')} value={start} dataSource={HOURS.map((h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }))} onChange={onValue<number>(setStart)} style={{ width: 120 }} />
          {' – '}
          <Select aria-label={t('template.apply.to')} value={end} dataSource={HOURS.map((h) => ({ value: h, label: `${String(h).padStart(2, '0')}:59` }))} onChange={onValue<number>(setEnd)} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label={t('template.apply.webhook')}>
          <Input aria-label={t('template.apply.webhook')} value={webhook} placeholder="http://" onChange={onValue<string>(setWebhook)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('template.apply.mode')}>
          <Radio.Group aria-label={t('template.apply.mode')} value={mode} onChange={onValue<string>(setMode)}>
            <Radio value="GROUP_INSTANCE_FIRST">{t('template.apply.mode.instances')}</Radio>
            <Radio value="ALARM_TEMPLATE_FIRST">{t('template.apply.mode.template')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
