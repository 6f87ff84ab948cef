import { useEffect, useState } from 'react';
import { Button, Pagination } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { navigate, setQuery } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { InstanceAction } from './InstanceActions';
import { InstanceDialogs } from './InstanceDialogs';
import { InstanceSearch, type Filter, type SearchKey } from './InstanceSearch';
import { InstanceTable } from './InstanceTable';
import { TRANSITIONAL, type DescribeInstances, type Instance } from './types';
import { useEcs } from './useEcs';

const PAGE_SIZES = [10, 20, 50];

/** `/ecs/instances`: the instance list of the selected region. `?pageSize=` and `?pageNumber=` are honoured. */
export function InstancesPage({ query }: PageProps) {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const pageSize = Number(query.get('pageSize')) || 20;
  const pageNumber = Number(query.get('pageNumber')) || 1;
  const filter: Filter = {
    key: (query.get('searchKey') as SearchKey) || 'InstanceName',
    value: query.get('search') ?? '',
  };
  const [dialog, setDialog] = useState<{ kind: InstanceAction; instance: Instance } | null>(null);

  const params: Record<string, unknown> = { RegionId: regionId, PageNumber: pageNumber, PageSize: pageSize };
  if (filter.value && filter.key === 'InstanceName') params.InstanceName = filter.value;
  if (filter.value && filter.key === 'InstanceId') params.InstanceIds = [filter.value];
  const list = useApiQuery<DescribeInstances>('Ecs', 'DescribeInstances', params, {
    pollWhile: (d) => (d.Instances?.Instance ?? []).some((i) => TRANSITIONAL.has(i.Status)),
  });

  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);

  const instances = list.data?.Instances?.Instance ?? [];
  const total = list.data?.TotalCount ?? instances.length;
  const createLabel = t('instances.create');

  return (
    <div className="page">
      <PageHeader title={t('instances.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ecs/instances/create')}>
          {createLabel}
        </Button>
        <InstanceSearch
          t={t}
          initial={filter}
          onSearch={(f) => setQuery({ searchKey: f.key, search: f.value || null, pageNumber: null })}
        />
        <div className="toolbar-spacer" />
        <Button onClick={list.reload} aria-label={t('common.refresh')}>
          <span className="icon-refresh" aria-hidden />
          {t('common.refresh')}
        </Button>
      </div>
      <InstanceTable
        instances={instances}
        loading={list.loading}
        t={t}
        onAction={(kind, instance) => setDialog({ kind, instance })}
      />
      <div className="list-footer">
        <Pagination
          current={pageNumber}
          total={total}
          pageSize={pageSize}
          pageSizeSelector="dropdown"
          pageSizeList={PAGE_SIZES}
          pageSizePosition="start"
          totalRender={(n: number) => t('common.total', { n })}
          onChange={(p: number) => setQuery({ pageNumber: String(p) })}
          onPageSizeChange={(s: number) => setQuery({ pageSize: String(s), pageNumber: null })}
        />
      </div>
      {dialog && (
        <InstanceDialogs
          kind={dialog.kind}
          instance={dialog.instance}
          t={t}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
