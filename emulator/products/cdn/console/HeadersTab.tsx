import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { HeaderDialog, kindLabels, type HeaderKind } from './HeaderDialog';
import { configActionsColumn, configStatusColumn, DeleteConfigDialog } from './configColumns';
import { argOf, type DomainConfig } from './types';
import { useDomainConfigs } from './useDomain';

/**
 * A domain's header list of one kind: the Cache page's Custom HTTP Response Header tab (`set_resp_header`), the
 * Back-to-origin page's request header tab (`origin_request_header`).
 */
export function HeadersTab({ kind, domain, t: translate }: { kind: HeaderKind; domain: string; t: Translate }) {
  const t = kindLabels(kind, translate);
  const headers = useDomainConfigs(domain, [kind.fn], translate);
  const [editing, setEditing] = useState<DomainConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DomainConfig | null>(null);
  return (
    <>
      <div className="list-toolbar" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('header.add')}
        </Button>
      </div>
      <Table dataSource={headers.configs} loading={headers.loading} primaryKey="ConfigId" emptyContent={t('common.noData')} aria-label={t('header.list')}>
        <Table.Column title={t('header.col.header')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, kind.name)} />
        <Table.Column title={t('header.col.value')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, kind.value) || '-'} />
        <Table.Column title={t('header.col.operation')} cell={(_: unknown, __: number, c: DomainConfig) => t(`header.operation.${argOf(c, 'header_operation_type') || 'add'}`)} />
        {configStatusColumn(t)}
        {configActionsColumn(t, setEditing, setDeleting)}
      </Table>
      {editing && <HeaderDialog kind={kind} domain={domain} header={editing === 'new' ? undefined : editing} t={translate} onClose={() => setEditing(null)} onDone={headers.reload} />}
      {deleting && (
        <DeleteConfigDialog domain={domain} config={deleting} title={t('header.delete.title')} t={t} onClose={() => setDeleting(null)} onDone={headers.reload}>
          <p>{t('header.delete.confirm', { header: argOf(deleting, kind.name) })}</p>
        </DeleteConfigDialog>
      )}
    </>
  );
}
