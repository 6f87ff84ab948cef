import { useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { REQUEST_HEADERS } from './HeaderDialog';
import { HeadersTab } from './HeadersTab';
import { OriginDialog } from './OriginDialog';
import { OriginProtocol } from './OriginProtocol';
import type { CdnSource } from './types';
import { useCdn } from './useCdn';
import { useDomainDetail } from './useDomain';

const sourcesJson = (sources: CdnSource[]) =>
  JSON.stringify(sources.map((s) => ({ content: s.Content, type: s.Type, port: s.Port, priority: s.Priority, weight: s.Weight })));

/**
 * `/cdn/domains/:domain/origin` (Back-to-origin): where CDN points fetch content from. Add Origin Server and a row's
 * Delete rewrite the whole origin list (ModifyCdnDomain), which puts the domain back into Configuring; below, the Origin
 * Protocol Policy. A second tab holds the request headers CDN sends to the origin (`origin_request_header`).
 */
export function BackToOriginPage({ params }: PageProps) {
  const { t } = useCdn();
  const domain = params.domain;
  const detail = useDomainDetail(domain, t);
  const d = detail.data?.GetDomainDetailModel;
  const sources = d?.SourceModels?.SourceModel ?? [];
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CdnSource | null>(null);
  const busy = d?.DomainStatus === 'configuring';
  const save = async (next: CdnSource[]) => {
    const ok = await runAction('Cdn', 'ModifyCdnDomain', { DomainName: domain, Sources: sourcesJson(next) }, t, t('toast.configSaved'));
    if (ok) detail.reload();
    return ok;
  };
  return (
    <DomainLayout domain={domain} title={t('backorigin.title')}>
      <Tab shape="wrapped" defaultActiveKey="origin">
      <Tab.Item key="origin" title={t('backorigin.tab.origin')}>
      <section className="form-section" aria-label={t('basic.origins')}>
        <h2 className="form-section-title">{t('basic.origins')}</h2>
        <p className="field-help">{t('backorigin.note')}</p>
        <div className="list-toolbar">
          <Button type="primary" disabled={!d || busy} onClick={() => setAdding(true)}>
            {t('add.addOrigin')}
          </Button>
        </div>
        <Table dataSource={sources} loading={detail.loading} primaryKey="Content" emptyContent={t('common.noData')} aria-label={t('basic.origins')}>
          <Table.Column title={t('origin.type')} cell={(_: unknown, __: number, s: CdnSource) => t(`origin.type.${s.Type}`)} />
          <Table.Column title={t('origin.address')} dataIndex="Content" />
          <Table.Column title={t('origin.priority')} cell={(_: unknown, __: number, s: CdnSource) => t(`origin.priority.${s.Priority}`)} />
          <Table.Column title={t('origin.weight')} dataIndex="Weight" />
          <Table.Column title={t('origin.port')} dataIndex="Port" />
          <Table.Column
            title={t('common.actions')}
            cell={(_: unknown, __: number, s: CdnSource) => (
              <Button text type="primary" disabled={busy || sources.length < 2} onClick={() => setDeleting(s)}>
                {t('action.delete')}
              </Button>
            )}
          />
        </Table>
      </section>
      <OriginProtocol domain={domain} t={t} />
      </Tab.Item>
      <Tab.Item key="requestHeaders" title={t('reqheader.tab')}>
        <HeadersTab kind={REQUEST_HEADERS} domain={domain} t={t} />
      </Tab.Item>
      </Tab>
      {adding && <OriginDialog t={t} onClose={() => setAdding(false)} onAdd={(s) => void save([...sources, s])} />}
      {deleting && (
        <ConfirmDialog
          title={t('origin.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={() => save(sources.filter((s) => s.Content !== deleting.Content))}
        >
          <p>{t('origin.delete.confirm', { address: deleting.Content })}</p>
        </ConfirmDialog>
      )}
    </DomainLayout>
  );
}
