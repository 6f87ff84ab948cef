import { PageHeader } from '../../../console/src/components/PageHeader';
import { FunctionList } from './FunctionList';
import { useFc } from './useFc';

/**
 * `/fc/functions`, today's Functions page (Function Compute 3.0: functions stand alone, no services): Create
 * Function, a function's name opens its details page; row actions Configure and Delete.
 */
export function Functions3Page() {
  const { t } = useFc();
  return (
    <div className="page">
      <PageHeader title={t('fn3.list.title')} />
      <FunctionList t={t} label={t('fn3.list.title')} />
    </div>
  );
}
