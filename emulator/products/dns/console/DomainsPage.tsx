import { useEffect, useState } from 'react';
import { Button, Dropdown, Form, Input, Menu, Select, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { AddDomainDialog } from './AddDomainDialog';
import { RemarkDialog } from './RemarkDialog';
import type { DescribeDomainGroups, DescribeDomains, Domain } from './types';
import { useDns } from './useDns';

export const settingsPath = (domain: string) => `/dns/domains/${encodeURIComponent(domain)}`;

/** `/dns/domains` (Domain Name Resolution): the account's domain names; DNS Settings opens one's records. */
export function DomainsPage() {
  const { t, flag } = useDns();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Domain | null>(null);
  const [remarking, setRemarking] = useState<Domain | null>(null);
  const [regrouping, setRegrouping] = useState<Domain | null>(null);
  const [addingGroup, setAddingGroup] = useState(false);
  const [groupName, setGroupName] = useState('');
  const [groupId, setGroupId] = useState('');
  const groups = useApiQuery<DescribeDomainGroups>('Alidns', 'DescribeDomainGroups', { PageSize: 100 });
  const groupList = groups.data?.DomainGroups?.DomainGroup ?? [];
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useApiQuery<DescribeDomains>('Alidns', 'DescribeDomains', { KeyWord: keyword || undefined, PageSize: 100 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);

  const more = (d: Domain) => (
    <Dropdown
      trigger={
        <Button text type="primary" className="more-trigger">
          {t('action.more')}
          <span className="caret" aria-hidden />
        </Button>
      }
      triggerType="click"
      align="tr br"
    >
      <Menu
        onItemClick={(key: string) => {
          if (key === 'delete') setDeleting(d);
          if (key === 'remark') setRemarking(d);
          if (key === 'group') {
            setGroupId(d.GroupId ?? '');
            setRegrouping(d);
          }
        }}
      >
        <Menu.Item key="group">{t('action.changeGroup')}</Menu.Item>
        <Menu.Item key="remark">{t('action.remark')}</Menu.Item>
        <Menu.Item key="delete">{t('action.delete')}</Menu.Item>
      </Menu>
    </Dropdown>
  );

  return (
    <div className="page">
      <PageHeader title={t('nav.domains')} />
      {/* dns@2021: the list sat under an All Domains (全部域名; English Authority Domains) tab. */}
      {flag('domainsTab') && (
        <Tab shape="wrapped" activeKey="all">
          <Tab.Item key="all" title={t('domains.tab.all')} />
        </Tab>
      )}
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('domain.add')}
        </Button>
        <Button onClick={() => (setGroupName(''), setAddingGroup(true))}>{t('group.add')}</Button>
        <Input
          aria-label={t('domain.search')}
          placeholder={t('domain.search')}
          value={draft}
          onChange={onValue<string>(setDraft)}
          onPressEnter={() => setKeyword(draft.trim())}
          style={{ width: 280 }}
        />
        <Button onClick={() => setKeyword(draft.trim())}>{t('common.search')}</Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.Domains?.Domain ?? []} loading={list.loading} primaryKey="DomainName" emptyContent={t('common.noData')} aria-label={t('nav.domains')}>
        <Table.Column title={t('domain.col.name')} cell={(_: unknown, __: number, d: Domain) => <Link to={settingsPath(d.DomainName)}>{d.DomainName}</Link>} />
        <Table.Column title={t('domain.col.group')} cell={(_: unknown, __: number, d: Domain) => d.GroupName || t('group.default')} />
        <Table.Column title={t('domain.col.remark')} cell={(_: unknown, __: number, d: Domain) => d.Remark || '-'} />
        <Table.Column title={t('domain.col.records')} cell={(_: unknown, __: number, d: Domain) => d.RecordCount ?? 0} />
        <Table.Column title={t('domain.col.edition')} cell={() => t('domain.edition.free')} />
        <Table.Column
          title={t('domain.col.dnsServers')}
          cell={(_: unknown, __: number, d: Domain) => (
            <div className="cell-lines">
              {(d.DnsServers?.DnsServer ?? []).map((s) => (
                <div key={s} className="cell-sub">
                  {s}
                </div>
              ))}
            </div>
          )}
        />
        <Table.Column title={t('domain.col.created')} cell={(_: unknown, __: number, d: Domain) => (d.CreateTime ? formatTime(d.CreateTime) : '-')} />
        <Table.Column
          title={t('common.actions')}
          width={180}
          cell={(_: unknown, __: number, d: Domain) => (
            <div className="row-actions">
              <Link to={settingsPath(d.DomainName)}>{t('action.dnsSettings')}</Link>
              {more(d)}
            </div>
          )}
        />
      </Table>
      {adding && <AddDomainDialog t={t} onClose={() => setAdding(false)} onDone={list.reload} />}
      {addingGroup && (
        <ConfirmDialog
          title={t('group.add.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setAddingGroup(false)}
          onOk={async () => {
            const ok = await runAction('Alidns', 'AddDomainGroup', { GroupName: groupName.trim() }, t, t('toast.groupAdded'));
            if (ok) groups.reload();
            return ok;
          }}
        >
          <Form labelAlign="top">
            <Form.Item label={t('group.name')} required extra={<span className="field-help">{t('group.name.help')}</span>}>
              <Input aria-label={t('group.name')} value={groupName} maxLength={20} onChange={onValue<string>(setGroupName)} style={{ width: '100%' }} />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
      {regrouping && (
        <ConfirmDialog
          title={t('group.change.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setRegrouping(null)}
          onOk={async () => {
            const ok = await runAction('Alidns', 'ChangeDomainGroup', { DomainName: regrouping.DomainName, GroupId: groupId || undefined }, t, t('toast.groupChanged'));
            if (ok) {
              list.reload();
              groups.reload();
            }
            return ok;
          }}
        >
          <p>{t('group.change.domain', { name: regrouping.DomainName })}</p>
          <Form labelAlign="top">
            <Form.Item label={t('group.target')} required>
              <Select
                aria-label={t('group.target')}
                value={groupId}
                onChange={onValue<string>(setGroupId)}
                dataSource={[{ value: '', label: t('group.default') }, ...groupList.map((g) => ({ value: g.GroupId, label: g.GroupName }))]}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
      {remarking && (
        <RemarkDialog
          title={t('domain.remark.title')}
          initial={remarking.Remark ?? ''}
          t={t}
          onClose={() => setRemarking(null)}
          onSave={async (Remark) => {
            const ok = await runAction('Alidns', 'UpdateDomainRemark', { DomainName: remarking.DomainName, Remark }, t, t('toast.remarkSaved'));
            if (ok) list.reload();
            return ok;
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('domain.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Alidns', 'DeleteDomain', { DomainName: deleting.DomainName }, t, t('toast.domainDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('domain.delete.confirm', { name: deleting.DomainName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
