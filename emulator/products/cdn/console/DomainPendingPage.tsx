import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { useCdn } from './useCdn';

/** A domain configuration page the emulator does not implement (HTTPS, Performance Optimization). */
export function DomainPendingPage({ params }: PageProps) {
  const { t } = useCdn();
  const title = t(`dnav.${params.page}`);
  return (
    <DomainLayout domain={params.domain} title={title}>
      <p className="field-help">{t('common.notImplemented')}</p>
    </DomainLayout>
  );
}
