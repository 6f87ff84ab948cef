import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Message, Radio, Select, Switch, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { SILENCE } from './ApplyTemplateDialog';
import { callCms, runCms } from './cmsApi';
import type { DescribeContactGroupList, DescribeMetricRuleTemplateList, DescribeMonitorGroups, MonitorGroup } from './types';
import { useCms } from './useCms';

const METHODS = ['standard', 'tag', 'instance', 'resourceGroup'] as const;

/**
 * `/cms/app-groups`: CloudMonitor 1.0's Application Groups, its Application grouping tab with Create Group in the
 * upper right (the Create Group panel: creation method, name, contact group, template, mute period, agent, event
 * subscription), a name search and the groups by Group Name / Group ID (a link to the group) with Delete.
 */
export function AppGroupsPage() {
  const { t } = useCms();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const list = useApiQuery<DescribeMonitorGroups>('Cms', 'DescribeMonitorGroups', { PageSize: 100, Keyword: search || undefined });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<MonitorGroup | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const groups = list.data?.Resources?.Resource ?? [];
  return (
    <div className="page">
      <PageHeader title={t('nav.appGroups')} />
      <Tab shape="wrapped" activeKey="groups">
        <Tab.Item key="groups" title={t('appGroup.tab')}>
          <div className="list-toolbar">
            <Input aria-label={t('appGroup.search')} placeholder={t('appGroup.search')} value={keyword} onChange={onValue<string>(setKeyword)} onPressEnter={() => setSearch(keyword.trim())} style={{ width: 240 }} />
            <Button onClick={() => setSearch(keyword.trim())}>{t('common.search')}</Button>
            <div className="toolbar-spacer" />
            <Button onClick={list.reload}>{t('common.refresh')}</Button>
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('appGroup.create')}
            </Button>
          </div>
          <Table dataSource={groups} loading={list.loading} primaryKey="GroupId" emptyContent={t('common.noData')} aria-label={t('appGroup.tab')}>
            <Table.Column
              title={t('appGroup.col.name')}
              cell={(_: unknown, __: number, g: MonitorGroup) => (
                <div>
                  <Link to={`/cms/app-groups/${g.GroupId}`}>{g.GroupName}</Link>
                  <div className="field-help">{g.GroupId}</div>
                </div>
              )}
            />
            <Table.Column title={t('appGroup.col.instances')} dataIndex="InstanceCount" />
            <Table.Column title={t('appGroup.contactGroup')} cell={(_: unknown, __: number, g: MonitorGroup) => g.ContactGroups?.ContactGroup?.map((c) => c.Name).join(', ') || t('common.none')} />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, g: MonitorGroup) => (
                <div className="row-actions">
                  <Button text type="primary" onClick={() => setDeleting(g)}>
                    {t('action.delete')}
                  </Button>
                </div>
              )}
            />
          </Table>
        </Tab.Item>
      </Tab>
      {creating && <CreateGroupDialog t={t} onClose={() => setCreating(false)} onDone={list.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('appGroup.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runCms('DeleteMonitorGroup', { GroupId: deleting.GroupId }, t, t('toast.appGroupDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('appGroup.delete.confirm', { name: deleting.GroupName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * The Create Group panel. Only a standard group is made here (CreateMonitorGroup, then ApplyMetricRuleTemplate for a
 * template picked); the other creation methods are shown and say the emulator does not make them.
 */
function CreateGroupDialog({ t, onClose, onDone }: { t: Translate; onClose: () => void; onDone: () => void }) {
  const contactGroups = useApiQuery<DescribeContactGroupList>('Cms', 'DescribeContactGroupList', { PageSize: 100 });
  const templates = useApiQuery<DescribeMetricRuleTemplateList>('Cms', 'DescribeMetricRuleTemplateList', { PageSize: 100 });
  const [method, setMethod] = useState<(typeof METHODS)[number]>('standard');
  const [name, setName] = useState('');
  const [contact, setContact] = useState<string | undefined>();
  const [template, setTemplate] = useState<string | undefined>();
  const [silence, setSilence] = useState<number>(86400);
  const [agent, setAgent] = useState(false);
  const [events, setEvents] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!name.trim()) {
      setError(t('appGroup.err.name'));
      return false;
    }
    try {
      const { GroupId } = await callCms<{ GroupId: number }>('CreateMonitorGroup', { GroupName: name.trim(), ContactGroups: contact });
      if (template) await callCms('ApplyMetricRuleTemplate', { GroupId, TemplateIds: template, SilenceTime: silence });
    } catch (err) {
      notifyApiError(err, t);
      setError(errorText(err));
      return false;
    }
    Message.success(t('toast.appGroupCreated'));
    onDone();
    return true;
  };
  return (
    <ConfirmDialog title={t('appGroup.dialog.title')} width={640} okLabel={t('appGroup.dialog.ok')} cancelLabel={t('common.cancel')} okDisabled={method !== 'standard'} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={t('appGroup.method')}>
          <Radio.Group aria-label={t('appGroup.method')} value={method} onChange={onValue<(typeof METHODS)[number]>(setMethod)}>
            {METHODS.map((m) => (
              <Radio key={m} value={m}>
                {t(`appGroup.method.${m}`)}
              </Radio>
            ))}
          </Radio.Group>
          {method !== 'standard' && <div className="field-help">{t('appGroup.method.notDrawn')}</div>}
        </Form.Item>
        <h4>{t('appGroup.basic')}</h4>
        <Form.Item label={t('appGroup.name')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('appGroup.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setError(undefined)))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('appGroup.contactGroup')}>
          <Select aria-label={t('appGroup.contactGroup')} hasClear value={contact} dataSource={(contactGroups.data?.ContactGroupList?.ContactGroup ?? []).map((g) => ({ value: g.Name, label: g.Name }))} onChange={onValue<string>(setContact)} style={{ width: '100%' }} />
        </Form.Item>
        <h4>{t('appGroup.monitorAlert')}</h4>
        <Form.Item label={t('appGroup.template')}>
          <Select aria-label={t('appGroup.template')} hasClear value={template} dataSource={(templates.data?.Templates?.Template ?? []).map((x) => ({ value: String(x.TemplateId), label: x.Name }))} onChange={onValue<string>(setTemplate)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('appGroup.silence')}>
          <Select aria-label={t('appGroup.silence')} value={silence} dataSource={SILENCE.map((s) => ({ value: s, label: t(`silence.${s}`) }))} onChange={onValue<number>(setSilence)} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('appGroup.agent')}>
          <Switch aria-label={t('appGroup.agent')} checked={agent} onChange={setAgent} />
        </Form.Item>
        <Form.Item label={t('appGroup.event')}>
          <Checkbox checked={events} onChange={onValue<boolean>(setEvents)}>
            {t('appGroup.subscribe')}
          </Checkbox>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
