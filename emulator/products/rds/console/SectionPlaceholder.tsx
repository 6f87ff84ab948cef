import type { PageProps } from '../../../console/src/lib/product';
import { InstanceLayout } from './InstanceLayout';
import { useRds } from './useRds';

/** An instance section the emulator does not model (Backup and Restoration, Parameters, ...): an empty page. */
export function SectionPlaceholder({ params }: PageProps) {
  const { t } = useRds();
  return (
    <InstanceLayout id={params.id} section={params.section}>
      {() => <div className="empty-hint">{t('common.notImplemented')}</div>}
    </InstanceLayout>
  );
}
