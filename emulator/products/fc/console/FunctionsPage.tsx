import { Tab } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { FunctionList } from './FunctionList';
import { AliasesTab, VersionsTab } from './ServiceVersions';
import type { FcService } from './types';
import { useFc } from './useFc';

/** `/fc/services/:service`: the service's functions (Create Function; row actions Configure and Delete). */
export function FunctionsPage({ params }: PageProps) {
  const { t } = useFc();
  const { regionId } = useConsole();
  const serviceName = params.service;
  const service = useApiQuery<FcService>('FC', 'GetService', { RegionId: regionId, serviceName });

  return (
    <div className="page">
      <PageHeader
        title={serviceName}
        back="/fc/services"
        crumbs={[{ label: t('services.title'), to: '/fc/services' }, { label: serviceName }, { label: t('functions.title') }]}
      />
      {service.data?.description && <p className="page-desc">{service.data.description}</p>}
      <Tab shape="wrapped" defaultActiveKey="functions">
        <Tab.Item key="functions" title={t('functions.title')}>
          <h2 className="form-section-title">{t('functions.title')}</h2>
          <FunctionList t={t} serviceName={serviceName} label={t('functions.title')} extraErrors={[service.error]} />
        </Tab.Item>
        <Tab.Item key="versions" title={t('tab.versions')}>
          <VersionsTab base={{ RegionId: regionId, serviceName }} t={t} />
        </Tab.Item>
        <Tab.Item key="aliases" title={t('tab.aliases')}>
          <AliasesTab base={{ RegionId: regionId, serviceName }} t={t} />
        </Tab.Item>
      </Tab>
    </div>
  );
}
