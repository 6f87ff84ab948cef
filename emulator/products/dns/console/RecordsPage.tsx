import { useEffect, useLayoutEffect, useState } from 'react';
import { Button, Input, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainFrame } from './DomainFrame';
import { RecordDialog } from './RecordDialog';
import { RemarkDialog } from './RemarkDialog';
import './embed.css';
import type { DescribeDomainRecords, DnsRecord, RecordAction } from './types';
import { useDns } from './useDns';

/**
 * `/dns/embed/domains/:domain`: the records of a domain, with Add Record and the row actions Edit, Pause/Enable,
 * Delete, Remark. The DNS Settings page (RecordsPage) shows it in an iframe, as the real console embeds its
 * micro-frontend; its dialogs open inside the frame.
 */
export function RecordsFrame({ params }: PageProps) {
  const { t, flag } = useDns();
  const noTtl = flag('ttlRemoved');
  const domain = params.domain;
  useLayoutEffect(() => {
    document.documentElement.classList.add('console-embedded');
    return () => document.documentElement.classList.remove('console-embedded');
  }, []);
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<RecordAction | null>(null);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useApiQuery<DescribeDomainRecords>('Alidns', 'DescribeDomainRecords', { DomainName: domain, KeyWord: keyword || undefined, PageSize: 100 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);

  const act = (kind: RecordAction['kind'], record: DnsRecord) => () => setActing({ kind, record });
  const close = () => setActing(null);
  const confirm = (kind: 'pause' | 'enable' | 'delete', r: DnsRecord) => {
    const run =
      kind === 'delete'
        ? () => runAction('Alidns', 'DeleteDomainRecord', { RecordId: r.RecordId }, t, t('toast.recordDeleted'))
        : () => runAction('Alidns', 'SetDomainRecordStatus', { RecordId: r.RecordId, Status: kind === 'pause' ? 'Disable' : 'Enable' }, t, t(kind === 'pause' ? 'toast.recordPaused' : 'toast.recordEnabled'));
    return (
      <ConfirmDialog
        title={t(`record.${kind}.title`)}
        okLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onClose={close}
        onOk={async () => {
          const ok = await run();
          if (ok) list.reload();
          return ok;
        }}
      >
        <p>{t(`record.${kind}.confirm`, { rr: r.RR, type: r.Type })}</p>
      </ConfirmDialog>
    );
  };

  return (
    <div className="page dns-frame">
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('record.add')}
        </Button>
        <Input
          aria-label={t('record.search')}
          placeholder={t('record.search')}
          value={draft}
          onChange={onValue<string>(setDraft)}
          onPressEnter={() => setKeyword(draft.trim())}
          style={{ width: 300 }}
        />
        <Button onClick={() => setKeyword(draft.trim())}>{t('common.search')}</Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.DomainRecords?.Record ?? []} loading={list.loading} primaryKey="RecordId" emptyContent={t('common.noData')} aria-label={t('records.title')}>
        <Table.Column title={t('record.col.rr')} dataIndex="RR" />
        <Table.Column title={t('record.col.type')} dataIndex="Type" width={110} />
        <Table.Column title={t('record.col.line')} cell={(_: unknown, __: number, r: DnsRecord) => t(`line.${r.Line}`)} width={140} />
        <Table.Column
          title={t('record.col.value')}
          cell={(_: unknown, __: number, r: DnsRecord) => (r.Type === 'MX' ? `${r.Value} | ${r.Priority ?? ''}` : r.Value)}
        />
        <Table.Column title={t('record.col.ttl')} cell={(_: unknown, __: number, r: DnsRecord) => (t.has(`ttl.${r.TTL}`) ? t(`ttl.${r.TTL}`) : String(r.TTL))} width={120} />
        <Table.Column title={t('record.col.remark')} cell={(_: unknown, __: number, r: DnsRecord) => r.Remark || '-'} width={140} />
        <Table.Column
          title={t('record.col.status')}
          width={110}
          cell={(_: unknown, __: number, r: DnsRecord) => <StatusTag label={t(`record.status.${r.Status}`)} tone={r.Status === 'ENABLE' ? 'success' : 'stopped'} />}
        />
        <Table.Column
          title={t('common.actions')}
          width={240}
          cell={(_: unknown, __: number, r: DnsRecord) => (
            <div className="row-actions">
              <Button text type="primary" onClick={act('edit', r)}>
                {t('action.edit')}
              </Button>
              {r.Status === 'ENABLE' ? (
                <Button text type="primary" onClick={act('pause', r)}>
                  {t('action.pause')}
                </Button>
              ) : (
                <Button text type="primary" onClick={act('enable', r)}>
                  {t('action.enable')}
                </Button>
              )}
              <Button text type="primary" onClick={act('delete', r)}>
                {t('action.delete')}
              </Button>
              <Button text type="primary" onClick={act('remark', r)}>
                {t('action.remark')}
              </Button>
            </div>
          )}
        />
      </Table>
      {adding && <RecordDialog domain={domain} t={t} noTtl={noTtl} onClose={() => setAdding(false)} onDone={list.reload} />}
      {acting?.kind === 'edit' && <RecordDialog domain={domain} record={acting.record} t={t} noTtl={noTtl} onClose={close} onDone={list.reload} />}
      {acting?.kind === 'remark' && (
        <RemarkDialog
          title={t('record.remark.title')}
          initial={acting.record.Remark ?? ''}
          t={t}
          onClose={close}
          onSave={async (Remark) => {
            const ok = await runAction('Alidns', 'UpdateDomainRecordRemark', { RecordId: acting.record.RecordId, Remark }, t, t('toast.remarkSaved'));
            if (ok) list.reload();
            return ok;
          }}
        />
      )}
      {acting && acting.kind !== 'edit' && acting.kind !== 'remark' && confirm(acting.kind, acting.record)}
    </div>
  );
}

/**
 * `/dns/domains/:domain` (DNS Settings): the console frame (left navigation, page header) around an iframe of
 * the records micro-frontend (RecordsFrame), the way the real Alibaba Cloud DNS console is built.
 */
export function RecordsPage({ params, query }: PageProps) {
  const { t } = useDns();
  const domain = params.domain;
  const region = query.get('regionId');
  const src = `/dns/embed/domains/${encodeURIComponent(domain)}${region ? `?regionId=${encodeURIComponent(region)}` : ''}`;
  return (
    <DomainFrame domain={domain} title={t('records.title')} extra={<span className="cell-sub">{t('records.domain', { name: domain })}</span>}>
      <iframe className="dns-records-frame" title={t('records.title')} src={src} />
    </DomainFrame>
  );
}
