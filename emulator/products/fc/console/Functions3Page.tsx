import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
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
import { FUNCTIONS3, functionPath, memoryLabel, type FcFunction, type FcTrigger } from './types';
import { useFc } from './useFc';

/**
 * `/fc/functions`, today's Functions page (Function Compute 3.0: functions stand alone, no services): Create
 * Function, a function's name opens its details page; row actions Configure and Delete.
 */
export function Functions3Page() {
  const { t } = useFc();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<FcFunction | null>(null);
  const list = useApiQuery<{ functions: FcFunction[] }>('FC', 'ListFunctions', { RegionId: regionId, limit: 100 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);

  return (
    <div className="page">
      <PageHeader title={t('fn3.list.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate(`${FUNCTIONS3}/create`)}>
          {t('function.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.functions ?? []} loading={list.loading} primaryKey="functionName" emptyContent={t('common.noData')} aria-label={t('fn3.list.title')}>
        <Table.Column title={t('function.col.name')} cell={(_: unknown, __: number, f: FcFunction) => <Link to={functionPath(undefined, f.functionName)}>{f.functionName}</Link>} />
        <Table.Column title={t('function.col.runtime')} dataIndex="runtime" />
        <Table.Column title={t('function.col.memory')} cell={(_: unknown, __: number, f: FcFunction) => memoryLabel(f.memorySize)} />
        <Table.Column title={t('function.col.timeout')} cell={(_: unknown, __: number, f: FcFunction) => `${f.timeout} ${t('unit.seconds')}`} />
        <Table.Column title={t('function.col.modified')} cell={(_: unknown, __: number, f: FcFunction) => formatTime(f.lastModifiedTime)} />
        <Table.Column
          title={t('common.actions')}
          width={200}
          cell={(_: unknown, __: number, f: FcFunction) => (
            <div className="row-actions">
              <Link to={functionPath(undefined, f.functionName, 'config')}>{t('action.configure')}</Link>
              <Button text type="primary" onClick={() => setDeleting(f)}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('function.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            // As on 2.0, the console deletes the function's triggers first: FC refuses to delete a function that has any.
            const base = { RegionId: regionId, functionName: deleting.functionName };
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
