import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { KeyMetadata } from './types';

export type Props = { meta: KeyMetadata; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/** Enable / Disable Deletion Protection in Key Details: a message (Enable, or Disable) confirmed with OK. */
export function DeletionProtectionDialog({ meta, regionId, t, onClose, onDone }: Props) {
  const enable = meta.DeletionProtection !== 'Enabled';
  const ok = async () => {
    const params = { RegionId: regionId, ProtectedResourceArn: meta.Arn, EnableDeletionProtection: enable };
    const done = await runAction('Kms', 'SetDeletionProtection', params, t, t(enable ? 'toast.protectionEnabled' : 'toast.protectionDisabled'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t(enable ? 'deletionProtection.enable.title' : 'deletionProtection.disable.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={ok}>
      <p>{t(enable ? 'deletionProtection.enable.confirm' : 'deletionProtection.disable.confirm', { id: meta.KeyId })}</p>
    </ConfirmDialog>
  );
}
