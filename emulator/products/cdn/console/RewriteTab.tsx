import { useState } from 'react';
import { Button, Table } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { RewriteDialog } from './RewriteDialog';
import { configActionsColumn, configStatusColumn, DeleteConfigDialog } from './configColumns';
import { argOf, type DomainConfig } from './types';
import { useDomainConfigs } from './useDomain';

/** The Access URL Rewrite tab of a domain's Cache page (cdn@2021: Rewrite): its `host_redirect` rules. */
export function RewriteTab({ domain, t }: { domain: string; t: Translate }) {
  const rules = useDomainConfigs(domain, ['host_redirect'], t);
  const [editing, setEditing] = useState<DomainConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DomainConfig | null>(null);
  return (
    <>
      <div className="list-toolbar" style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('rewrite.add')}
        </Button>
      </div>
      <Table dataSource={rules.configs} loading={rules.loading} primaryKey="ConfigId" emptyContent={t('common.noData')} aria-label={t('cache.tab.rewrite')}>
        <Table.Column title={t('rewrite.regex')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, 'regex')} />
        <Table.Column title={t('rewrite.replacement')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, 'replacement')} />
        <Table.Column title={t('rewrite.flag')} cell={(_: unknown, __: number, c: DomainConfig) => t(`rewrite.flag.${argOf(c, 'flag') || 'redirect'}`)} />
        {configStatusColumn(t)}
        {configActionsColumn(t, setEditing, setDeleting)}
      </Table>
      {editing && <RewriteDialog domain={domain} rule={editing === 'new' ? undefined : editing} t={t} onClose={() => setEditing(null)} onDone={rules.reload} />}
      {deleting && (
        <DeleteConfigDialog domain={domain} config={deleting} title={t('rewrite.delete.title')} t={t} onClose={() => setDeleting(null)} onDone={rules.reload}>
          <p>{t('rewrite.delete.confirm', { path: argOf(deleting, 'regex') })}</p>
        </DeleteConfigDialog>
      )}
    </>
  );
}
