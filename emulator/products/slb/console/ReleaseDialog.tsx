import { useState } from 'react';
import { Button, DatePicker, Dialog, Form, Radio, Table } from '@alifd/next';
import { runAction } from '../../../console/src/lib/runAction';
import { formatTime } from '../../../console/src/lib/format';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { LoadBalancer } from './types';

export type Props = { rows: LoadBalancer[]; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

const HALF_HOUR = 30 * 60_000;

/**
 * Release Settings (释放设置) of the 2019–2021 consoles: the release mode (now or at a time), Next, then the
 * instances with OK. Releasing now deletes them (DeleteLoadBalancer); a scheduled release is only noted, as the
 * emulator keeps no release timers. The verification prompt the 2021 page mentions after OK is not drawn.
 */
export function ReleaseDialog({ rows, regionId, t, onClose, onDone }: Props) {
  const [mode, setMode] = useState<'now' | 'scheduled'>('now');
  const [when, setWhen] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = () => {
    if (mode === 'scheduled' && (!when || when < Date.now() + HALF_HOUR)) return setError(t('release.err.time'));
    setConfirming(true);
  };
  const release = async () => {
    setBusy(true);
    let ok = true;
    if (mode === 'now') {
      for (const r of rows) ok = ok && (await runAction('Slb', 'DeleteLoadBalancer', { RegionId: regionId, LoadBalancerId: r.LoadBalancerId }, t, t('release.done')));
    }
    setBusy(false);
    if (ok) {
      onDone();
      onClose();
    }
  };
  const footer = confirming ? (
    <>
      <Button onClick={() => setConfirming(false)}>{t('common.previous')}</Button>
      <Button type="primary" loading={busy} onClick={release}>{t('common.ok')}</Button>
    </>
  ) : (
    <>
      <Button type="primary" onClick={next}>{t('common.next')}</Button>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
    </>
  );
  return (
    <Dialog v2 visible title={t('release.title')} width={640} footer={footer} onClose={onClose}>
      {confirming ? (
        <>
          <p>{t('release.confirm', { when: mode === 'now' ? t('release.whenNow') : formatTime(new Date(when!).toISOString()) })}</p>
          <Table dataSource={rows} primaryKey="LoadBalancerId" aria-label={t('release.instances')} hasBorder={false}>
            <Table.Column title={t('col.nameId')} cell={(_: unknown, __: number, r: LoadBalancer) => `${r.LoadBalancerName} (${r.LoadBalancerId})`} />
          </Table>
        </>
      ) : (
        <Form labelAlign="top">
          <Form.Item label={t('release.mode')}>
            <Radio.Group aria-label={t('release.mode')} value={mode} onChange={(v) => (setMode(v as 'now' | 'scheduled'), setError(undefined))}>
              <Radio value="now">{t('release.now')}</Radio>
              <Radio value="scheduled">{t('release.scheduled')}</Radio>
            </Radio.Group>
          </Form.Item>
          {mode === 'scheduled' && (
            <Form.Item label={t('release.time')} required validateState={error ? 'error' : undefined} help={error}>
              <DatePicker showTime aria-label={t('release.time')} onChange={(v) => (setWhen(v ? new Date(typeof v === 'string' ? v : v.valueOf()).getTime() : null), setError(undefined))} />
            </Form.Item>
          )}
        </Form>
      )}
    </Dialog>
  );
}
