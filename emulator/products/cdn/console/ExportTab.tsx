import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';

type Task = { TaskId: string; TaskName: string; Status: string; CreateTime: string; TaskConfig: { StartTime: string; EndTime: string } };
type Tasks = { UsageDataPerPage: { Data: { DataItem: Task[] } } };

const DAY = 86_400_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
/** Midnight (UTC+8, the console's calendar) of the day `daysAgo` before today. */
const midnight = (daysAgo: number) => Math.floor((Date.now() + 8 * HOUR) / DAY) * DAY - 8 * HOUR - daysAgo * DAY;
const dayLabel = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

/** The bill of a day (yesterday back 30 days) or of a month (this month and the two before), as [label, start, end]. */
function periods(byMonth: boolean): Array<[string, number, number]> {
  if (!byMonth) return Array.from({ length: 30 }, (_, i) => [dayLabel(midnight(i + 1)), midnight(i + 1), midnight(i)]);
  const today = new Date(Date.now() + 8 * HOUR);
  return [0, 1, 2].map((back) => {
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1) - 8 * HOUR;
    const end = Math.min(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 1) - 8 * HOUR, Date.now());
    return [dayLabel(start).slice(0, 7), start, end];
  });
}

type Props = { kind: 'bill' | 'detail'; domains: string[]; t: Translate };

/**
 * The Usage page's Bill Export and Details Export tabs: a bill of a day or a month (CreateUserUsageDataExportTask),
 * or a details task by data type, for the account or chosen domain names (CreateUsageDetailDataExportTask, Create Task
 * dialog); the account's tasks with Download and Delete.
 */
export function ExportTab({ kind, domains, t }: Props) {
  const [describe, create, remove] = kind === 'bill'
    ? ['DescribeUserUsageDataExportTask', 'CreateUserUsageDataExportTask', 'DeleteUserUsageDataExportTask']
    : ['DescribeUserUsageDetailDataExportTask', 'CreateUsageDetailDataExportTask', 'DeleteUsageDetailDataExportTask'];
  const tasks = useApiQuery<Tasks>('Cdn', describe, { PageSize: 100 });
  const [byMonth, setByMonth] = useState(false);
  const [period, setPeriod] = useState(0);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const choices = periods(byMonth);

  const createBill = async () => {
    const [, start, end] = choices[period];
    if (await runAction('Cdn', create, { StartTime: iso(start), EndTime: iso(end) }, t, t('export.created'))) tasks.reload();
  };

  return (
    <>
      <div className="list-toolbar" style={{ marginTop: 12 }}>
        {kind === 'bill' ? (
          <Form inline aria-label={t('export.tab.bill')}>
            <Form.Item>
              <Radio.Group aria-label={t('export.period')} value={byMonth ? 'month' : 'day'} onChange={onValue<string>((v) => (setByMonth(v === 'month'), setPeriod(0)))}>
                <Radio value="day">{t('export.byDay')}</Radio>
                <Radio value="month">{t('export.byMonth')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item>
              <Select aria-label={t('export.period')} value={period} dataSource={choices.map(([label], i) => ({ value: i, label }))} onChange={onValue<number>(setPeriod)} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" onClick={createBill}>
                {t('export.createBill')}
              </Button>
            </Form.Item>
          </Form>
        ) : (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('export.createTask')}
          </Button>
        )}
      </div>
      <Table dataSource={tasks.data?.UsageDataPerPage.Data.DataItem ?? []} loading={tasks.loading} primaryKey="TaskId" emptyContent={t('common.noData')} aria-label={t(`export.tab.${kind}`)}>
        <Table.Column title={t('export.col.name')} cell={(_: unknown, __: number, x: Task) => x.TaskName || x.TaskId} />
        <Table.Column title={t('export.col.period')} cell={(_: unknown, __: number, x: Task) => `${formatTime(x.TaskConfig.StartTime)} ~ ${formatTime(x.TaskConfig.EndTime)}`} />
        <Table.Column title={t('export.col.created')} cell={(_: unknown, __: number, x: Task) => formatTime(x.CreateTime)} />
        <Table.Column title={t('export.col.status')} cell={() => t('export.status.success')} />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, x: Task) => (
            <>
              <Button text type="primary" onClick={() => Message.success(t('export.downloading', { id: x.TaskId }))}>
                {t('common.download')}
              </Button>
              <Button text type="primary" style={{ marginLeft: 12 }} onClick={() => setDeleting(x)}>
                {t('action.delete')}
              </Button>
            </>
          )}
        />
      </Table>
      {creating && <DetailDialog domains={domains} t={t} onClose={() => setCreating(false)} onDone={tasks.reload} />}
      {deleting && (
        <ConfirmDialog title={t('export.delete.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Cdn', remove, { TaskId: deleting.TaskId }, t, t('export.deleted'));
            if (ok) tasks.reload();
            return ok;
          }}>
          <p>{t('export.delete.confirm', { name: deleting.TaskName || deleting.TaskId })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

const RANGES: Array<[string, number]> = [['last7', 7], ['last30', 30]];

/** Details Export's Create Task: Task Name, Data Type, Query Period, Export Content (Account or Domain, with Domain Name). */
function DetailDialog({ domains, t, onClose, onDone }: { domains: string[]; t: Translate; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('flow');
  const [range, setRange] = useState('last7');
  const [scope, setScope] = useState('account');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState('');
  const submit = async () => {
    if (!name.trim()) return (setError(t('export.err.name')), false);
    if (scope === 'domain' && !chosen.length) return (setError(t('export.err.domain')), false);
    const days = RANGES.find(([k]) => k === range)![1];
    const ok = await runAction('Cdn', 'CreateUsageDetailDataExportTask', {
      TaskName: name.trim(), Type: type, StartTime: iso(midnight(days)), EndTime: iso(midnight(0)), ...(scope === 'domain' ? { DomainNames: chosen.join(',') } : {}),
    }, t, t('export.created'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('export.dialog')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top" aria-label={t('export.dialog')}>
      <Form.Item label={t('export.taskName')} required validateState={error && !name.trim() ? 'error' : undefined} help={error && !name.trim() ? error : undefined}>
        <Input aria-label={t('export.taskName')} value={name} onChange={onValue<string>((v) => (setName(v), setError('')))} />
      </Form.Item>
      <Form.Item label={t('export.dataType')} required>
        <Radio.Group aria-label={t('export.dataType')} value={type} onChange={onValue<string>(setType)}>
          {['flow', 'vas'].map((k) => <Radio key={k} value={k}>{t(`export.type.${k}`)}</Radio>)}
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('export.queryPeriod')} required>
        <Select aria-label={t('export.queryPeriod')} value={range} dataSource={RANGES.map(([k]) => ({ value: k, label: t(`monitor.range.${k}`) }))} onChange={onValue<string>(setRange)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('export.content')} required>
        <Radio.Group aria-label={t('export.content')} value={scope} onChange={onValue<string>((v) => (setScope(v), setError('')))}>
          <Radio value="account">{t('export.content.account')}</Radio>
          <Radio value="domain">{t('export.content.domain')}</Radio>
        </Radio.Group>
      </Form.Item>
      {scope === 'domain' && (
        <Form.Item label={t('monitor.domain')} required validateState={error && !chosen.length ? 'error' : undefined} help={error && !chosen.length ? error : undefined}>
          <Select aria-label={t('monitor.domain')} mode="multiple" value={chosen} dataSource={domains} onChange={onValue<string[]>((v) => (setChosen(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
      )}
      </Form>
    </ConfirmDialog>
  );
}
