import { useEffect, useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { AliasesTab, VersionsTab } from './ServiceVersions';
import { functionPath, memoryLabel, servicePath, type FcFunction, type FcService, type FcTrigger } from './types';
import { useFc } from './useFc';

/** `/fc/services/:service`: the service's functions (Create Function; row actions Configure and Delete). */
export function FunctionsPage({ params }: PageProps) {
  const { t } = useFc();
  const { regionId } = useConsole();
  const serviceName = params.service;
  const [deleting, setDeleting] = useState<FcFunction | null>(null);
  const service = useApiQuery<FcService>('FC', 'GetService', { RegionId: regionId, serviceName });
  const list = useApiQuery<{ functions: FcFunction[] }>('FC', 'ListFunctions', { RegionId: regionId, serviceName, limit: 100 });
  useEffect(() => {
    const err = service.error ?? list.error;
    if (err) notifyApiError(err, t);
  }, [service.error, list.error, t]);

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
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate(`${servicePath(serviceName)}/functions/create`)}>
          {t('function.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.functions ?? []} loading={list.loading} primaryKey="functionName" emptyContent={t('common.noData')} aria-label={t('functions.title')}>
        <Table.Column title={t('function.col.name')} cell={(_: unknown, __: number, f: FcFunction) => <Link to={functionPath(serviceName, f.functionName)}>{f.functionName}</Link>} />
        <Table.Column title={t('function.col.runtime')} dataIndex="runtime" />
        <Table.Column title={t('function.col.memory')} cell={(_: unknown, __: number, f: FcFunction) => memoryLabel(f.memorySize)} />
        <Table.Column title={t('function.col.timeout')} cell={(_: unknown, __: number, f: FcFunction) => `${f.timeout} ${t('unit.seconds')}`} />
        <Table.Column title={t('function.col.modified')} cell={(_: unknown, __: number, f: FcFunction) => formatTime(f.lastModifiedTime)} />
        <Table.Column
          title={t('common.actions')}
          width={200}
          cell={(_: unknown, __: number, f: FcFunction) => (
            <div className="row-actions">
              <Link to={functionPath(serviceName, f.functionName, 'config')}>{t('action.configure')}</Link>
              <Button text type="primary" onClick={() => setDeleting(f)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
        </Tab.Item>
        <Tab.Item key="versions" title={t('tab.versions')}>
          <VersionsTab base={{ RegionId: regionId, serviceName }} t={t} />
        </Tab.Item>
        <Tab.Item key="aliases" title={t('tab.aliases')}>
          <AliasesTab base={{ RegionId: regionId, serviceName }} t={t} />
        </Tab.Item>
      </Tab>
      {deleting && (
        <ConfirmDialog
          title={t('function.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            // The console deletes the function's triggers first: FC refuses to delete a function that has any.
            const base = { RegionId: regionId, serviceName, functionName: deleting.functionName };
            try {
              const triggers = await callApi<{ triggers: FcTrigger[] }>('FC', 'ListTriggers', { ...base, limit: 100 });
              for (const tr of triggers.triggers ?? []) await callApi('FC', 'DeleteTrigger', { ...base, triggerName: tr.triggerName });
            } catch (err) {
              notifyApiError(err, t);
              return false;
            }
            const ok = await runAction('FC', 'DeleteFunction', base, t, t('toast.functionDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('function.delete.confirm', { name: deleting.functionName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
