import { useState } from 'react';
import { Button, Form, Message, Select, Tab, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { callApi } from '../../../console/src/lib/api';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { DescribeUserDomains } from './types';
import { useCdn } from './useCdn';

type LogFile = { LogName: string; LogPath: string; LogSize: number; StartTime: string; EndTime: string };
type DomainLogs = { DomainLogDetails: { DomainLogDetail: Array<{ LogInfos: { LogInfoDetail: LogFile[] } }> } };

const DAY = 86_400_000;
/** A day of the console's calendar (UTC+8, as the cloud names its log files): `yyyy-MM-dd`. */
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * `/cdn/logs` (Logs > Log Download): choose a domain name and a day of the last 30, Search lists the day's hourly
 * log files (DescribeCdnDomainLogs), each with Download.
 */
export function LogsPage() {
  const { t } = useCdn();
  const domains = useApiQuery<DescribeUserDomains>('Cdn', 'DescribeUserDomains', { PageSize: 500 });
  const names = (domains.data?.Domains.PageData ?? []).map((d) => d.DomainName);
  const [domain, setDomain] = useState<string | undefined>();
  const days = Array.from({ length: 30 }, (_, i) => dayOf(Date.now() - i * DAY));
  const [day, setDay] = useState(days[0]);
  const [files, setFiles] = useState<LogFile[] | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = domain ?? names[0];

  const search = async () => {
    if (!chosen) return;
    setBusy(true);
    const start = Date.parse(`${day}T00:00:00+08:00`);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
    try {
      const r = await callApi<DomainLogs>('Cdn', 'DescribeCdnDomainLogs', { DomainName: chosen, StartTime: iso(start), EndTime: iso(start + DAY), PageSize: 1000 });
      setFiles(r.DomainLogDetails.DomainLogDetail.flatMap((d) => d.LogInfos.LogInfoDetail));
    } catch (err) {
      notifyApiError(err, t);
    }
    setBusy(false);
  };

  return (
    <div className="page">
      <PageHeader title={t('nav.logs')} />
      <Tab shape="wrapped" defaultActiveKey="download">
        <Tab.Item key="download" title={t('logs.tab.download')}>
          <Form inline style={{ marginTop: 12 }}>
            <Form.Item label={t('logs.domain')}>
              <Select aria-label={t('logs.domain')} value={chosen} dataSource={names} onChange={onValue<string>((v) => (setDomain(v), setFiles(null)))} style={{ width: 260 }} />
            </Form.Item>
            <Form.Item label={t('logs.date')}>
              <Select aria-label={t('logs.date')} value={day} dataSource={days} onChange={onValue<string>((v) => (setDay(v), setFiles(null)))} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" loading={busy} disabled={!chosen} onClick={search}>
                {t('logs.search')}
              </Button>
            </Form.Item>
          </Form>
          <Table dataSource={files ?? []} primaryKey="LogName" emptyContent={t('common.noData')} aria-label={t('logs.tab.download')}>
            <Table.Column title={t('logs.col.name')} dataIndex="LogName" />
            <Table.Column title={t('logs.col.size')} cell={(_: unknown, __: number, f: LogFile) => `${(f.LogSize / 1024).toFixed(1)} KB`} />
            <Table.Column title={t('logs.col.start')} cell={(_: unknown, __: number, f: LogFile) => formatTime(f.StartTime)} />
            <Table.Column title={t('logs.col.end')} cell={(_: unknown, __: number, f: LogFile) => formatTime(f.EndTime)} />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, f: LogFile) => (
                // The emulator has no log file to hand out: Download says which file the console would fetch.
                <Button text type="primary" onClick={() => Message.success(t('toast.logDownload', { name: f.LogName }))}>
                  {t('common.download')}
                </Button>
              )}
            />
          </Table>
        </Tab.Item>
      </Tab>
    </div>
  );
}
