import { useRef, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { RuleEditDialog } from './RuleEditDialog';
import { RulesForm } from './RulesForm';
import type { DescribeRules, DescribeVServerGroups, ForwardingRule } from './types';
import { useSlb } from './useSlb';

/**
 * `/slb/instances/:id/listeners/:port/rules[?protocol=]`: a Layer-7 listener's Forwarding Rules, opened from the
 * listener's row. The add form is on the page (submitted with Add Forwarding Rules, the 2021 console) or, on slb@2019
 * (flag rulesDialog), in the Add Forwarding Rules dialog a button opens (OK); below, the Forwarding Rules list with
 * each rule's Edit (RuleEditDialog) and Delete.
 */
export function ForwardingRulesPage({ params, query }: PageProps) {
  const { t, flag } = useSlb();
  const { regionId } = useConsole();
  const port = Number(params.port);
  const protocol = query.get('protocol') ?? 'http';
  const listener = { RegionId: regionId, LoadBalancerId: params.id, ListenerPort: port, ListenerProtocol: protocol };
  const rules = useApiQuery<DescribeRules>('Slb', 'DescribeRules', listener);
  const groups = useApiQuery<DescribeVServerGroups>('Slb', 'DescribeVServerGroups', { RegionId: regionId, LoadBalancerId: params.id });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ForwardingRule | null>(null);
  const [deleting, setDeleting] = useState<ForwardingRule | null>(null);
  const submit = useRef<() => Promise<boolean>>(async () => false);
  const groupList = groups.data?.VServerGroups?.VServerGroup ?? [];
  const groupName = (id: string) => groupList.find((g) => g.VServerGroupId === id)?.VServerGroupName ?? id;
  const dialog = flag('rulesDialog');
  const form = (submitLabel?: string) => (
    <RulesForm loadBalancerId={params.id} regionId={regionId} listenerPort={port} listenerProtocol={protocol} groups={groupList} t={t} submitLabel={submitLabel} bindSubmit={(s) => (submit.current = s)} onDone={rules.reload} />
  );
  return (
    <div className="page">
      <PageHeader
        title={`${t('rules.title')} (${protocol.toUpperCase()}:${port})`}
        back={`/slb/instances/${params.id}?tab=listeners`}
        crumbs={[{ label: t('instances.title'), to: '/slb/instances' }, { label: params.id, to: `/slb/instances/${params.id}?tab=listeners` }, { label: t('rules.title') }]}
      />
      {dialog ? (
        <div className="list-toolbar">
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('rules.add')}
          </Button>
        </div>
      ) : (
        <FormSection title={t('rules.add')}>{form(t('rules.add'))}</FormSection>
      )}
      <FormSection title={t('rules.list')}>
        <Table dataSource={rules.data?.Rules?.Rule ?? []} loading={rules.loading} primaryKey="RuleId" emptyContent={t('common.noData')} aria-label={t('rules.list')}>
          <Table.Column title={t('rules.col.name')} dataIndex="RuleName" />
          <Table.Column title={t('rules.domain')} cell={(_: unknown, __: number, r: ForwardingRule) => r.Domain || '-'} />
          <Table.Column title={t('rules.url')} cell={(_: unknown, __: number, r: ForwardingRule) => r.Url || '-'} />
          <Table.Column title={t('rules.group')} cell={(_: unknown, __: number, r: ForwardingRule) => groupName(r.VServerGroupId)} />
          <Table.Column
            title={t('common.actions')}
            cell={(_: unknown, __: number, r: ForwardingRule) => (
              <div className="row-actions">
                <Button text type="primary" onClick={() => setEditing(r)}>
                  {t('action.edit')}
                </Button>
                <Button text type="primary" onClick={() => setDeleting(r)}>
                  {t('action.delete')}
                </Button>
              </div>
            )}
          />
        </Table>
      </FormSection>
      {adding && (
        <ConfirmDialog title={t('rules.add')} width={900} okLabel={t('rules.dialog.ok')} cancelLabel={t('common.cancel')} onClose={() => setAdding(false)} onOk={() => submit.current()}>
          {form()}
        </ConfirmDialog>
      )}
      {editing && <RuleEditDialog rule={editing} groups={groupList} regionId={regionId} t={t} onClose={() => setEditing(null)} onDone={rules.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('rules.delete.title')}
          okLabel={t('rules.delete.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Slb', 'DeleteRules', { RegionId: regionId, RuleIds: JSON.stringify([deleting.RuleId]) }, t, t('rules.delete.done'));
            if (ok) rules.reload();
            return ok;
          }}
        >
          <p>{t('rules.delete.confirm', { name: deleting.RuleName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
