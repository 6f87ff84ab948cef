import { DetailSection } from '../../../console/src/components/DetailSection';
import { formatTime } from '../../../console/src/lib/format';
import type { PageProps } from '../../../console/src/lib/product';
import { DomainLayout } from './DomainLayout';
import { DomainStatusTag } from './DomainStatusTag';
import { OriginsTable } from './OriginsTable';
import { useCdn } from './useCdn';
import { useDomainDetail } from './useDomain';

/** `/cdn/domains/:domain/basic` (Basic Settings): the domain's basic information and origin servers. */
export function BasicSettingsPage({ params }: PageProps) {
  const { t } = useCdn();
  const domain = params.domain;
  const detail = useDomainDetail(domain, t);
  const d = detail.data?.GetDomainDetailModel;
  return (
    <DomainLayout domain={domain} title={t('dnav.basic')}>
      <DetailSection
        title={t('basic.info')}
        loading={d ? undefined : <p>{t('common.loading')}</p>}
        rows={
          d
            ? [
                [t('domain.col.name'), d.DomainName],
                [t('basic.cname'), d.Cname],
                [t('basic.status'), <DomainStatusTag key="s" status={d.DomainStatus} t={t} />],
                [t('add.type'), t(`type.${d.CdnType}`)],
                [t('add.scope'), t(`scope.${d.Scope}`)],
                [t('basic.created'), formatTime(d.GmtCreated)],
              ]
            : []
        }
      />
      <section className="form-section" aria-label={t('basic.origins')}>
        <h2 className="form-section-title">{t('basic.origins')}</h2>
        <OriginsTable sources={d?.SourceModels?.SourceModel ?? []} loading={detail.loading} t={t} />
      </section>
    </DomainLayout>
  );
}
