import type { PageProps } from '../types';
import { DomainLayout } from './DomainLayout';
import { OriginsTable } from './OriginsTable';
import { useCdn } from './useCdn';
import { useDomainDetail } from './useDomain';

/** `/cdn/domains/:domain/origin` (Back-to-origin): where CDN points fetch content from. */
export function BackToOriginPage({ params }: PageProps) {
  const { t } = useCdn();
  const detail = useDomainDetail(params.domain, t);
  return (
    <DomainLayout domain={params.domain} title={t('backorigin.title')}>
      <section className="form-section" aria-label={t('basic.origins')}>
        <h2 className="form-section-title">{t('basic.origins')}</h2>
        <p className="field-help">{t('backorigin.note')}</p>
        <OriginsTable sources={detail.data?.GetDomainDetailModel?.SourceModels?.SourceModel ?? []} loading={detail.loading} t={t} />
      </section>
    </DomainLayout>
  );
}
