import { useEffect, useState } from 'react';
import { Button, Form, Input, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { callApi } from '../../../console/src/lib/api';
import { onValue } from '../../../console/src/lib/onValue';
import type { PageProps } from '../../../console/src/lib/product';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { DomainFrame } from './DomainFrame';
import type { DescribeDomainRecords, DnsRecord } from './types';
import { useDns } from './useDns';

type SubDomain = { SubDomain: string; RecordCount: number; Open: boolean; Type: string };

/**
 * `/dns/domains/:domain/weights` (Weighted Round Robin, 权重配置; dns@2021's left navigation of DNS Settings): the
 * subdomains with several A, AAAA or CNAME records, EnableWeight / DisableWeight for all their lines
 * (SetDNSSLBStatus), and Set Weight for their records (UpdateDNSSLBWeight).
 */
export function WeightsPage({ params }: PageProps) {
  const { t } = useDns();
  const domain = params.domain;
  const list = useApiQuery<{ SlbSubDomains: { SlbSubDomain: SubDomain[] } }>('Alidns', 'DescribeDNSSLBSubDomains', { DomainName: domain, PageSize: 100 });
  const [setting, setSetting] = useState<SubDomain | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const toggle = async (s: SubDomain) => {
    const ok = await runAction('Alidns', 'SetDNSSLBStatus', { DomainName: domain, SubDomain: s.SubDomain, Type: s.Type, Open: !s.Open }, t, t(s.Open ? 'toast.weightOff' : 'toast.weightOn'));
    if (ok) list.reload();
  };
  return (
    <DomainFrame domain={domain} title={t('dnav.weights')}>
      <Tab shape="wrapped" defaultActiveKey="weights">
        <Tab.Item key="weights" title={t('weights.tab')}>
          <Table dataSource={list.data?.SlbSubDomains?.SlbSubDomain ?? []} loading={list.loading} primaryKey="SubDomain" emptyContent={t('common.noData')} aria-label={t('weights.tab')}>
            <Table.Column title={t('weights.col.subdomain')} dataIndex="SubDomain" />
            <Table.Column title={t('record.col.type')} dataIndex="Type" />
            <Table.Column title={t('weights.col.records')} dataIndex="RecordCount" />
            <Table.Column title={t('weights.col.policy')} cell={(_: unknown, __: number, s: SubDomain) => t(s.Open ? 'weights.policy.weight' : 'weights.policy.all')} />
            <Table.Column
              title={t('common.actions')}
              cell={(_: unknown, __: number, s: SubDomain) => (
                <div className="row-actions">
                  <Button text type="primary" onClick={() => toggle(s)}>
                    {t(s.Open ? 'weights.disable' : 'weights.enable')}
                  </Button>
                  <Button text type="primary" disabled={!s.Open} onClick={() => setSetting(s)}>
                    {t('weights.set')}
                  </Button>
                </div>
              )}
            />
          </Table>
        </Tab.Item>
      </Tab>
      {setting && <SetWeightDialog domain={domain} sub={setting} onClose={() => setSetting(null)} />}
    </DomainFrame>
  );
}

function SetWeightDialog({ domain, sub, onClose }: { domain: string; sub: SubDomain; onClose: () => void }) {
  const { t } = useDns();
  const rr = sub.SubDomain.slice(0, -(domain.length + 1)) || '@';
  const records = useApiQuery<DescribeDomainRecords>('Alidns', 'DescribeDomainRecords', { DomainName: domain, RRKeyWord: rr, Type: sub.Type, PageSize: 100 });
  const [weights, setWeights] = useState<Record<string, string>>({});
  const rows = (records.data?.DomainRecords?.Record ?? []).filter((r) => r.RR === rr && r.Type === sub.Type);
  const save = async () => {
    try {
      for (const r of rows) if (weights[r.RecordId] !== undefined) await callApi('Alidns', 'UpdateDNSSLBWeight', { RecordId: r.RecordId, Weight: Number(weights[r.RecordId]) });
    } catch (err) {
      notifyApiError(err, t);
      return false;
    }
    return true;
  };
  return (
    <ConfirmDialog title={t('weights.set')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={save} onClose={onClose} width={600}>
      <Form labelAlign="left">
        {rows.map((r: DnsRecord & { Weight?: number }) => (
          <Form.Item key={r.RecordId} label={`${r.Value} (${t(`line.${r.Line}`)})`} extra={<span className="field-help">{t('weights.help')}</span>}>
            <Input aria-label={`${t('weights.weight')} ${r.Value}`} value={weights[r.RecordId] ?? String(r.Weight ?? 1)} onChange={onValue<string>((v) => setWeights((w) => ({ ...w, [r.RecordId]: v })))} style={{ width: 160 }} />
          </Form.Item>
        ))}
      </Form>
    </ConfirmDialog>
  );
}
