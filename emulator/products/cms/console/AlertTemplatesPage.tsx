import { useEffect, useState } from 'react';
import { Button, Form, Input, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { callCms, runCms } from './cmsApi';
import { METRICS, OPERATORS, type DescribeMetricRuleTemplateList, type RuleTemplate } from './types';
import { useCms } from './useCms';

type Pending = { kind: 'create' } | { kind: 'created' | 'apply' | 'delete'; template: { TemplateId: number; Name: string } } | null;
type RuleRow = { metric: string; operator: string; threshold: string };

/**
 * `/cms/alert-templates`: CloudMonitor 1.0's Alerts > Alert Templates. Create Alert Template opens the template
 * pane (name, description, ECS rules added with Add Rule; CreateMetricRuleTemplate); its completion message offers to
 * apply it at once (OK opens Apply Template to Group, Cancel leaves it unapplied). Row actions Apply to Group and
 * Delete (DeleteMetricRuleTemplate).
 */
export function AlertTemplatesPage() {
  const { t } = useCms();
  const list = useApiQuery<DescribeMetricRuleTemplateList>('Cms', 'DescribeMetricRuleTemplateList', { PageSize: 100 });
  const [pending, setPending] = useState<Pending>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const templates = list.data?.Templates?.Template ?? [];
  return (
    <div className="page">
      <PageHeader title={t('nav.alertTemplates')} />
      <div className="list-toolbar">
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
        <Button type="primary" onClick={() => setPending({ kind: 'create' })}>
          {t('template.create')}
        </Button>
      </div>
      <Table dataSource={templates} loading={list.loading} primaryKey="TemplateId" emptyContent={t('common.noData')} aria-label={t('nav.alertTemplates')}>
        <Table.Column title={t('template.col.name')} dataIndex="Name" />
        <Table.Column title={t('template.description')} cell={(_: unknown, __: number, x: RuleTemplate) => x.Description || t('common.none')} />
        <Table.Column title={t('template.col.groups')} cell={(_: unknown, __: number, x: RuleTemplate) => [...new Set(x.ApplyHistories?.ApplyHistory?.map((h) => h.GroupName))].join(', ') || t('common.none')} />
        <Table.Column
          title={t('common.actions')}
          width={200}
          cell={(_: unknown, __: number, x: RuleTemplate) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setPending({ kind: 'apply', template: x })}>
                {t('template.applyToGroup')}
              </Button>
              <Button text type="primary" onClick={() => setPending({ kind: 'delete', template: x })}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {pending?.kind === 'create' && <TemplateDialog t={t} onClose={() => setPending(null)} onCreated={(template) => (list.reload(), setPending({ kind: 'created', template }))} />}
      {pending?.kind === 'created' && (
        <ConfirmDialog title={t('template.created.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setPending(null)} onOk={async () => (setPending({ kind: 'apply', template: pending.template }), false)}>
          <p>{t('template.created.text', { name: pending.template.Name })}</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'apply' && <ApplyTemplateDialog templateId={pending.template.TemplateId} t={t} onClose={() => setPending(null)} onDone={list.reload} />}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('template.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPending(null)}
          onOk={async () => {
            const ok = await runCms('DeleteMetricRuleTemplate', { TemplateId: pending.template.TemplateId }, t, t('toast.templateDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('template.delete.confirm', { name: pending.template.Name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The template pane: Template Name, Description, the cloud service (ECS) and its rules; OK creates it. */
function TemplateDialog({ t, onClose, onCreated }: { t: Translate; onClose: () => void; onCreated: (template: { TemplateId: number; Name: string }) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [rules, setRules] = useState<RuleRow[]>([{ metric: 'CPUUtilization', operator: 'GreaterThanThreshold', threshold: '80' }]);
  const [error, setError] = useState<string | undefined>();
  const set = (i: number, patch: Partial<RuleRow>) => setRules((rs) => rs.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const submit = async () => {
    if (!name.trim()) {
      setError(t('template.err.name'));
      return false;
    }
    const body = Object.fromEntries(
      rules.flatMap((r, i) => {
        const k = (f: string) => `AlertTemplates.${i + 1}.${f}`;
        return [[k('Category'), 'ecs'], [k('Namespace'), 'acs_ecs_dashboard'], [k('MetricName'), r.metric], [k('RuleName'), r.metric],
          [k('Escalations.Critical.Statistics'), 'Average'], [k('Escalations.Critical.ComparisonOperator'), r.operator], [k('Escalations.Critical.Threshold'), r.threshold], [k('Escalations.Critical.Times'), '3']];
      }),
    );
    try {
      const { Id } = await callCms<{ Id: number }>('CreateMetricRuleTemplate', { Name: name.trim(), Description: description || undefined, ...body });
      onCreated({ TemplateId: Id, Name: name.trim() });
      return false;
    } catch (err) {
      notifyApiError(err, t);
      setError(errorText(err));
      return false;
    }
  };
  return (
    <ConfirmDialog title={t('template.dialog.title')} width={680} okLabel={t('template.dialog.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <h4>{t('appGroup.basic')}</h4>
        <Form.Item label={t('template.name')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('template.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setError(undefined)))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('template.description')}>
          <Input.TextArea aria-label={t('template.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
        <h4>{t('template.rules')}</h4>
        <Form.Item label={t('appGroup.product')}>
          <Select aria-label={t('appGroup.product')} value="ECS" dataSource={[{ value: 'ECS', label: t('appGroup.category.ECS') }]} style={{ width: 240 }} />
        </Form.Item>
        {rules.map((r, i) => (
          <div key={i} className="cms-chart-metrics" aria-label={t('template.rule', { n: i + 1 })}>
            <Select aria-label={t('template.metric')} value={r.metric} dataSource={Object.keys(METRICS).map((m) => ({ value: m, label: t.has(`metric.${m}`) ? t(`metric.${m}`) : m }))} onChange={onValue<string>((v) => set(i, { metric: v }))} style={{ width: 220 }} />
            <Select aria-label={t('template.operator')} value={r.operator} dataSource={Object.entries(OPERATORS).map(([value, label]) => ({ value, label }))} onChange={onValue<string>((v) => set(i, { operator: v }))} style={{ width: 80 }} />
            <Input aria-label={t('template.threshold')} value={r.threshold} onChange={onValue<string>((v) => set(i, { threshold: v }))} style={{ width: 100 }} />
            {rules.length > 1 && (
              <Button text aria-label={t('action.delete')} onClick={() => setRules((rs) => rs.filter((_, n) => n !== i))}>
                ✕
              </Button>
            )}
          </div>
        ))}
        <Button text type="primary" onClick={() => setRules((rs) => [...rs, { metric: 'memory_usedutilization', operator: 'GreaterThanThreshold', threshold: '80' }])}>
          {t('template.addRule')}
        </Button>
      </Form>
    </ConfirmDialog>
  );
}
