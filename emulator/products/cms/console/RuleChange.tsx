import { Button } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { runCms } from './cmsApi';

/** A change a rule list's row asks to confirm: the dialog's title and text, the call, and the toast after it. */
export type RuleChange = { title: string; text: string; action: string; params: Record<string, unknown>; done: string };

export type ChangeKind = 'disable' | 'enable' | 'delete';

/** A rule row's Disable (Enable when it is off) and Delete buttons (the metric and the event alert rules). */
export function ToggleDelete({ enabled, t, onPick }: { enabled: boolean; t: Translate; onPick: (kind: ChangeKind) => void }) {
  return (
    <>
      <Button text type="primary" onClick={() => onPick(enabled ? 'disable' : 'enable')}>
        {enabled ? t('action.disable') : t('action.enable')}
      </Button>
      <Button text type="primary" onClick={() => onPick('delete')}>
        {t('action.delete')}
      </Button>
    </>
  );
}

/** The confirmation of a rule change: OK makes the call, toasts, and reloads the list when it went through. */
export function RuleChangeDialog({ change, t, onClose, onDone }: { change: RuleChange; t: Translate; onClose: () => void; onDone: () => void }) {
  return (
    <ConfirmDialog
      title={change.title}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onClose={onClose}
      onOk={async () => {
        const ok = await runCms(change.action, change.params, t, change.done);
        if (ok) onDone();
        return ok;
      }}
    >
      <p>{change.text}</p>
    </ConfirmDialog>
  );
}
