import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { DomainStatusTag } from './DomainStatusTag';
import { SmsVerifyDialog } from './SmsVerifyDialog';
import { managePath, type CdnDomain, type DescribeUserDomains } from './types';
import { useCdn } from './useCdn';

type RowAction = { kind: 'disable' | 'enable' | 'delete'; domain: CdnDomain };

const ACTIONS = { disable: 'StopCdnDomain', enable: 'StartCdnDomain', delete: 'DeleteCdnDomain' } as const;
const TOASTS = { disable: 'toast.domainDisabled', enable: 'toast.domainEnabled', delete: 'toast.domainDeleted' } as const;

/** `/cdn/domains` (Domain Names): the accelerated domains; Manage opens a domain's configuration pages. */
export function DomainsPage() {
  const { t, flag } = useCdn();
  const [acting, setActing] = useState<RowAction | null>(null);
  const [verifying, setVerifying] = useState<CdnDomain | null>(null);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useApiQuery<DescribeUserDomains>('Cdn', 'DescribeUserDomains', { DomainName: keyword || undefined, PageSize: 100 }, {
    pollWhile: (d) => d.Domains.PageData.some((x) => x.DomainStatus === 'configuring'),
    intervalMs: 1000,
  });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);

  const act = async (kind: RowAction['kind'], d: CdnDomain) => {
    const ok = await runAction('Cdn', ACTIONS[kind], { DomainName: d.DomainName }, t, t(TOASTS[kind]));
    if (ok) list.reload();
    return ok;
  };

  const more = (d: CdnDomain) => {
    const busy = d.DomainStatus === 'configuring';
    return (
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
        <Menu onItemClick={(key: string) => setActing({ kind: key as RowAction['kind'], domain: d })}>
          {d.DomainStatus === 'offline' ? (
            <Menu.Item key="enable">{t('action.enable')}</Menu.Item>
          ) : (
            <Menu.Item key="disable" disabled={busy}>
              {t('action.disable')}
            </Menu.Item>
          )}
          <Menu.Item key="delete" disabled={busy}>
            {t('action.delete')}
          </Menu.Item>
        </Menu>
      </Dropdown>
    );
  };

  return (
    <div className="page">
      <PageHeader title={t('nav.domains')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/cdn/domains/add')}>
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
      <Table dataSource={list.data?.Domains?.PageData ?? []} loading={list.loading} primaryKey="DomainName" emptyContent={t('common.noData')} aria-label={t('nav.domains')}>
        <Table.Column title={t('domain.col.name')} cell={(_: unknown, __: number, d: CdnDomain) => <Link to={managePath(d.DomainName)}>{d.DomainName}</Link>} />
        <Table.Column title={t('domain.col.cname')} cell={(_: unknown, __: number, d: CdnDomain) => <span className="cell-sub">{d.Cname}</span>} />
        <Table.Column title={t('domain.col.status')} cell={(_: unknown, __: number, d: CdnDomain) => <DomainStatusTag status={d.DomainStatus} t={t} />} />
        <Table.Column title={t('domain.col.type')} cell={(_: unknown, __: number, d: CdnDomain) => t(`type.${d.CdnType}`)} />
        <Table.Column title={t('domain.col.created')} cell={(_: unknown, __: number, d: CdnDomain) => formatTime(d.GmtCreated)} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, d: CdnDomain) => (
            <div className="row-actions">
              <Link to={managePath(d.DomainName)}>{t('action.manage')}</Link>
              {more(d)}
            </div>
          )}
        />
      </Table>
      {acting && (
        <ConfirmDialog
          title={t(`${acting.kind}.title`)}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setActing(null)}
          onOk={async () => {
            if (acting.kind === 'delete' && flag('deleteSmsVerification')) {
              setVerifying(acting.domain);
              return true;
            }
            return act(acting.kind, acting.domain);
          }}
        >
          <p>{t(`${acting.kind}.confirm`, { name: acting.domain.DomainName })}</p>
        </ConfirmDialog>
      )}
      {verifying && <SmsVerifyDialog t={t} onClose={() => setVerifying(null)} onOk={() => act('delete', verifying)} />}
    </div>
  );
}
