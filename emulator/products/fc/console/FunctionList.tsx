import { useState } from 'react';
import { Button } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable } from '../../../console/src/components/DataTable';
import { Link } from '../../../console/src/components/Link';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { FUNCTIONS3, functionPath, memoryLabel, servicePath, type FcFunction, type FcTrigger } from './types';

/**
 * A list of functions, 3.0's Functions page and a 2.0 service's Functions tab alike: Create Function (to the create
 * page), Refresh; a name opens the function; row actions Configure and Delete. `serviceName` only on 2.0.
 */
export function FunctionList({ t, serviceName, label, extraErrors = [] }: { t: Translate; serviceName?: string; label: string; extraErrors?: unknown[] }) {
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<FcFunction | null>(null);
  const list = useApiQuery<{ functions: FcFunction[] }>('FC', 'ListFunctions', { RegionId: regionId, ...(serviceName ? { serviceName } : {}), limit: 100 });
  useQueryErrors(t, ...extraErrors, list.error);
  const base = { RegionId: regionId, ...(serviceName ? { serviceName } : {}) };
  return (
    <>
      <ListToolbar
        t={t}
        createLabel={t('function.create')}
        onCreate={() => navigate(serviceName ? `${servicePath(serviceName)}/functions/create` : `${FUNCTIONS3}/create`)}
        onRefresh={list.reload}
      />
      <DataTable<FcFunction>
        t={t}
        label={label}
        rows={list.data?.functions ?? []}
        loading={list.loading}
        primaryKey="functionName"
        columns={[
          { title: t('function.col.name'), cell: (f) => <Link to={functionPath(serviceName, f.functionName)}>{f.functionName}</Link> },
          { title: t('function.col.runtime'), dataIndex: 'runtime' },
          { title: t('function.col.memory'), cell: (f) => memoryLabel(f.memorySize) },
          { title: t('function.col.timeout'), cell: (f) => `${f.timeout} ${t('unit.seconds')}` },
          { title: t('function.col.modified'), cell: (f) => formatTime(f.lastModifiedTime) },
          {
            title: t('common.actions'),
            width: 200,
            cell: (f) => (
              <div className="row-actions">
                <Link to={functionPath(serviceName, f.functionName, 'config')}>{t('action.configure')}</Link>
                <Button text type="primary" onClick={() => setDeleting(f)}>
                  {t('action.delete')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('function.delete.title')}
          call={['FC', 'DeleteFunction', { ...base, functionName: deleting.functionName }]}
          success={t('toast.functionDeleted')}
          before={() => deleteTriggers({ ...base, functionName: deleting.functionName }, t)}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('function.delete.confirm', { name: deleting.functionName })}</p>
        </ActionConfirm>
      )}
    </>
  );
}

/** The console deletes a function's triggers first: FC refuses to delete a function that has any (2.0 and 3.0). */
async function deleteTriggers(base: Record<string, unknown>, t: Translate): Promise<boolean> {
  try {
    const triggers = await callApi<{ triggers: FcTrigger[] }>('FC', 'ListTriggers', { ...base, limit: 100 });
    for (const tr of triggers.triggers ?? []) await callApi('FC', 'DeleteTrigger', { ...base, triggerName: tr.triggerName });
    return true;
  } catch (err) {
    notifyApiError(err, t);
    return false;
  }
}
