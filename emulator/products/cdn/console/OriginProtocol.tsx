import { useRef, useState } from 'react';
import { Button, Switch } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { argOf, type DomainConfig } from './types';
import { RadioDialog } from './RadioDialog';
import { useDomainConfigs, usePendingSwitches } from './useDomain';

type Scheme = 'follow' | 'http' | 'https';

/**
 * The Back-to-origin page's Origin Protocol Policy (回源协议, `forward_scheme`): its switch, and Modify, which opens the
 * Static Origin Protocol Policy dialog (Follow, HTTP or HTTPS). Turning the switch on opens the dialog (the switch
 * stays on unless it is cancelled); off saves at once. The switch turns when clicked, and back if the save fails.
 */
export function OriginProtocol({ domain, t }: { domain: string; t: Translate }) {
  const configs = useDomainConfigs(domain, ['forward_scheme'], t);
  const config = configs.configs.find((c: DomainConfig) => c.FunctionName === 'forward_scheme');
  const on = config ? argOf(config, 'enable') === 'on' : false;
  const scheme = ((config && argOf(config, 'scheme_origin')) || 'follow') as Scheme;
  const [open, setOpen] = useState(false);
  const save = (args: Record<string, string>) => configs.save([['forward_scheme', args]]);
  const switches = usePendingSwitches(() => on);
  // Settles the switch turned on when its dialog saves (true) or closes without saving (false).
  const settle = useRef<((saved: boolean) => void) | null>(null);
  const answer = (saved: boolean) => {
    settle.current?.(saved);
    settle.current = null;
  };
  const turn = (v: boolean) =>
    switches.turn('enable', v, () => (v ? new Promise<boolean>((resolve) => ((settle.current = resolve), setOpen(true))) : save({ enable: 'off' })));
  return (
    <>
      <DetailSection
        title={t('scheme.section')}
        loading={configs.data ? undefined : <p>{t('common.loading')}</p>}
        rows={[
          [t('scheme.section'), <Switch key="s" aria-label={t('scheme.section')} checked={switches.value('enable')} onChange={(v: boolean) => void turn(v)} />],
          ...(on ? ([[t('scheme.type'), t(`scheme.${scheme}`)]] as Array<[string, string]>) : []),
        ]}
      />
      <Button type="primary" onClick={() => setOpen(true)}>{t('config.modify')}</Button>
      {open && (
        <SchemeDialog
          current={scheme}
          t={t}
          onClose={() => (setOpen(false), answer(false))}
          onSave={async (s) => {
            const saved = await save({ enable: 'on', scheme_origin: s });
            if (saved) answer(true);
            return saved;
          }}
        />
      )}
    </>
  );
}

function SchemeDialog({ current, t, onClose, onSave }: { current: Scheme; t: Translate; onClose: () => void; onSave: (scheme: Scheme) => Promise<boolean> }) {
  const choices: Array<[Scheme, string]> = [['follow', 'scheme.follow'], ['http', 'scheme.http'], ['https', 'scheme.https']];
  return <RadioDialog title={t('scheme.dialog')} label={t('scheme.type')} choices={choices} current={current} t={t} onClose={onClose} onSave={onSave} />;
}
