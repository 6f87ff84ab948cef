import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Link } from '../../components/Link';
import { PageHeader } from '../../components/PageHeader';
import { notifyApiError } from '../../lib/apiErrors';
import { formatTime } from '../../lib/format';
import { onValue } from '../../lib/onValue';
import { runAction } from '../../lib/runAction';
import { useApiQuery } from '../../lib/useApiQuery';
import { AddDomainDialog } from './AddDomainDialog';
import type { DescribeDomains, Domain } from './types';
import { useDns } from './useDns';

export const settingsPath = (domain: string) => `/dns/domains/${encodeURIComponent(domain)}`;

/** `/dns/domains` (Domain Name Resolution): the account's domain names; DNS Settings opens one's records. */
export function DomainsPage() {
  const { t } = useDns();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Domain | null>(null);
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
      <Menu onItemClick={(key: string) => key === 'delete' && setDeleting(d)}>
        <Menu.Item key="delete">{t('action.delete')}</Menu.Item>
      </Menu>
    </Dropdown>
  );

  return (
    <div className="page">
      <PageHeader title={t('nav.domains')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('domain.add')}
        </Button>
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
