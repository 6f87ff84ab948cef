import { useState } from 'react';
import { Button, Form, Input, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { onValue } from '../../../console/src/lib/onValue';
import type { PageProps } from '../../../console/src/lib/product';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { DomainLayout } from './DomainLayout';
import { RadioDialog } from './RadioDialog';
import { argOf, type DomainConfig } from './types';
import { useCdn } from './useCdn';
import { useDomainConfigs, usePendingSwitches } from './useDomain';

type Range = 'on' | 'off' | 'force';
const PARAM = /^\w{1,64}$/;

/**
 * `/cdn/domains/:domain/video` (Video, 视频相关): Object Chunking (Range回源, `range`: On, Off or Force, set with
 * Modify) and Video Seeking (拖拽播放, `video_seek`: its switch, Time-based FLV Seeking, and Custom Parameters, the
 * start and end parameters' names, set with Modify).
 */
export function VideoPage({ params }: PageProps) {
  const { t } = useCdn();
  const domain = params.domain;
  const configs = useDomainConfigs(domain, ['range', 'video_seek'], t);
  const config = (fn: string) => configs.configs.find((c: DomainConfig) => c.FunctionName === fn);
  const arg = (fn: string, name: string) => {
    const c = config(fn);
    return c ? argOf(c, name) : '';
  };
  const range = (arg('range', 'enable') || 'off') as Range;
  const start = arg('video_seek', 'mp4_seek_start') || 'start';
  const end = arg('video_seek', 'mp4_seek_end') || 'end';
  const switches = usePendingSwitches((name) => arg('video_seek', name) === 'on');
  const [open, setOpen] = useState<'range' | 'params' | null>(null);
  const loading = configs.data ? undefined : <p>{t('common.loading')}</p>;
  // video_seek's arguments are saved together: the switches and the parameter names.
  const saveSeek = (change: Record<string, string>) => {
    const onOff = (name: string) => (switches.value(name) ? 'on' : 'off');
    const names = { mp4_seek_start: start, flv_seek_start: start, mp4_seek_end: end, flv_seek_end: end };
    return configs.save([['video_seek', { enable: onOff('enable'), flv_seek_by_time: onOff('flv_seek_by_time'), ...names, ...change }]]);
  };
  const toggle = (name: string, label: string) => (
    <Switch
      key={name}
      aria-label={label}
      checked={switches.value(name)}
      onChange={(v: boolean) => switches.turn(name, v, () => saveSeek({ [name]: v ? 'on' : 'off' }))}
    />
  );
  return (
    <DomainLayout domain={domain} title={t('dnav.video')}>
      <DetailSection title={t('range.section')} loading={loading} rows={[[t('range.section'), t(`range.${range}`)]]}>
        <Button type="primary" onClick={() => setOpen('range')}>{t('action.modify')}</Button>
      </DetailSection>
      <DetailSection
        title={t('seek.section')}
        loading={loading}
        rows={[
          [t('seek.section'), toggle('enable', t('seek.section'))],
          [t('seek.flvByTime'), toggle('flv_seek_by_time', t('seek.flvByTime'))],
          [t('seek.params'), (
            <span key="p">
              {`${t('seek.start')}: ${start} · ${t('seek.end')}: ${end}`}{' '}
              <Button text type="primary" onClick={() => setOpen('params')}>{t('action.modify')}</Button>
            </span>
          )],
        ]}
      />
      {open === 'range' && (
        <RadioDialog
          title={t('range.section')}
          label={t('range.section')}
          choices={[['on', 'range.on'], ['off', 'range.off'], ['force', 'range.force']]}
          current={range}
          t={t}
          onClose={() => setOpen(null)}
          onSave={(value) => configs.save([['range', { enable: value }]])}
        />
      )}
      {open === 'params' && (
        <SeekParamsDialog
          start={start}
          end={end}
          t={t}
          onClose={() => setOpen(null)}
          onSave={(s, e) => saveSeek({ mp4_seek_start: s, flv_seek_start: s, mp4_seek_end: e, flv_seek_end: e })}
        />
      )}
    </DomainLayout>
  );
}

/** Video Seeking > Custom Parameters > Modify: the start and end parameters' names (letters, digits, underscores). */
function SeekParamsDialog(props: { start: string; end: string; t: Translate; onClose: () => void; onSave: (start: string, end: string) => Promise<boolean> }) {
  const { t, onClose, onSave } = props;
  const [start, setStart] = useState(props.start);
  const [end, setEnd] = useState(props.end);
  const [error, setError] = useState(false);
  const submit = () => {
    if (!PARAM.test(start.trim()) || !PARAM.test(end.trim())) {
      setError(true);
      return Promise.resolve(false);
    }
    return onSave(start.trim(), end.trim());
  };
  const field = (label: string, value: string, set: (v: string) => void) => (
    <Form.Item label={label} validateState={error && !PARAM.test(value.trim()) ? 'error' : undefined} help={error && !PARAM.test(value.trim()) ? t('seek.badParam') : undefined}>
      <Input aria-label={label} value={value} onChange={onValue<string>((v) => (set(v), setError(false)))} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <ConfirmDialog title={t('seek.dialog')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top" aria-label={t('seek.dialog')}>
        <p className="field-help">{t('seek.paramHint')}</p>
        {field(t('seek.start'), start, setStart)}
        {field(t('seek.end'), end, setEnd)}
      </Form>
    </ConfirmDialog>
  );
}
