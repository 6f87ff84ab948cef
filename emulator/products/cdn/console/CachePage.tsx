import { useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { RESPONSE_HEADERS } from './HeaderDialog';
import { HeadersTab } from './HeadersTab';
import { RewriteTab } from './RewriteTab';
import { RuleDialog } from './RuleDialog';
import { configActionsColumn, configStatusColumn, DeleteConfigDialog } from './configColumns';
import { argOf, type DomainConfig } from './types';
import { useCdn } from './useCdn';
import { useDomainConfigs } from './useDomain';

const TTL_FUNCTIONS = ['path_based_ttl_set', 'filetype_based_ttl_set'];

const contentOf = (c: DomainConfig) => argOf(c, c.FunctionName === 'path_based_ttl_set' ? 'path' : 'file_type');

/**
 * `/cdn/domains/:domain/cache` (Cache): the Expiration Rule tab lists directory and file-extension TTL rules; the
 * Custom HTTP Response Header tab the domain's response headers (HeadersTab), the Access URL Rewrite tab its rewrite
 * rules (RewriteTab).
 */
export function CachePage({ params }: PageProps) {
  const { t, flag } = useCdn();
  const domain = params.domain;
  const rules = useDomainConfigs(domain, TTL_FUNCTIONS, t);
  const [editing, setEditing] = useState<DomainConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DomainConfig | null>(null);

  return (
    <DomainLayout domain={domain} title={t('cache.title')}>
      <Tab shape="wrapped" defaultActiveKey="expiration">
        <Tab.Item key="expiration" title={t('cache.tab.expiration')}>
          <div className="list-toolbar" style={{ marginTop: 12 }}>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('cache.add')}
            </Button>
          </div>
          <Table dataSource={rules.configs} loading={rules.loading} primaryKey="ConfigId" emptyContent={t('common.noData')} aria-label={t('cache.tab.expiration')}>
            <Table.Column title={t('cache.col.content')} cell={(_: unknown, __: number, c: DomainConfig) => contentOf(c)} />
            <Table.Column title={t('cache.col.type')} cell={(_: unknown, __: number, c: DomainConfig) => t(c.FunctionName === 'path_based_ttl_set' ? 'cache.type.path' : 'cache.type.filetype')} />
            <Table.Column title={t('cache.col.ttl')} cell={(_: unknown, __: number, c: DomainConfig) => `${argOf(c, 'ttl')} ${t('cache.ttl.unit')}`} />
            <Table.Column title={t('cache.col.weight')} cell={(_: unknown, __: number, c: DomainConfig) => argOf(c, 'weight') || '1'} />
            {configStatusColumn(t)}
            {configActionsColumn(t, setEditing, setDeleting)}
          </Table>
        </Tab.Item>
        <Tab.Item key="statusCode" title={t('cache.tab.statusCode')}>
          <p className="field-help">{t('common.notImplemented')}</p>
        </Tab.Item>
        <Tab.Item key="headers" title={t('cache.tab.headers')}>
          <HeadersTab kind={RESPONSE_HEADERS} domain={domain} t={t} />
        </Tab.Item>
        <Tab.Item key="rewrite" title={t('cache.tab.rewrite')}>
          <RewriteTab domain={domain} t={t} />
        </Tab.Item>
      </Tab>
      {editing && <RuleDialog domain={domain} rule={editing === 'new' ? undefined : editing} t={t} onClose={() => setEditing(null)} onDone={rules.reload} ttlUnits={flag('cacheTtlUnits')} />}
      {deleting && (
        <DeleteConfigDialog domain={domain} config={deleting} title={t('cache.delete.title')} t={t} onClose={() => setDeleting(null)} onDone={rules.reload}>
          <p>{t('cache.delete.confirm', { content: contentOf(deleting) })}</p>
        </DeleteConfigDialog>
      )}
    </DomainLayout>
  );
}
