import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { HeaderDialog } from './HeaderDialog';
import { configActionsColumn, configStatusColumn, DeleteConfigDialog } from './configColumns';
import { argOf, type DomainConfig } from './types';
import { useDomainConfigs } from './useDomain';

/** The Custom HTTP Response Header tab of a domain's Cache page: its `set_resp_header` configurations. */
export function HeadersTab({ domain, t }: { domain: string; t: Translate }) {
  const headers = useDomainConfigs(domain, ['set_resp_header'], t);
  const [editing, setEditing] = useState<DomainConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DomainConfig | null>(null);
  return (
    <>
      <div className="list-toolbar" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('header.add')}
        </Button>
      </div>
      <Table dataSource={headers.configs} loading={headers.loading} primaryKey="ConfigId" emptyContent={t('common.noData')} aria-label={t('cache.tab.headers')}>
        <Table.Column title={t('header.col.header')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, 'key')} />
        <Table.Column title={t('header.col.value')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, 'value') || '-'} />
        <Table.Column title={t('header.col.operation')} cell={(_: unknown, __: number, c: DomainConfig) => t(`header.operation.${argOf(c, 'header_operation_type') || 'add'}`)} />
        {configStatusColumn(t)}
        {configActionsColumn(t, setEditing, setDeleting)}
      </Table>
      {editing && <HeaderDialog domain={domain} header={editing === 'new' ? undefined : editing} t={t} onClose={() => setEditing(null)} onDone={headers.reload} />}
      {deleting && (
        <DeleteConfigDialog domain={domain} config={deleting} title={t('header.delete.title')} t={t} onClose={() => setDeleting(null)} onDone={headers.reload}>
          <p>{t('header.delete.confirm', { header: argOf(deleting, 'key') })}</p>
        </DeleteConfigDialog>
      )}
    </>
  );
}
