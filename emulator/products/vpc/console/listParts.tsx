// What the VPC console's hand-drawn lists share: their Status and VPC columns, the Manage / Delete row actions and
// the Delete confirmation (ActionConfirm's DeleteConfirm).
import type { ReactNode } from 'react';
import { Button } from '@alifd/next';
import type { Column } from '../../../console/src/components/DataTable';
import { Link } from '../../../console/src/components/Link';
import { linkColumn } from '../../../console/src/components/ListPage';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { VpcStatus } from './VpcStatus';

/** A list's Status column: the row's `Status` as a VpcStatus tag. */
export const statusColumn = <T extends { Status: string }>(t: Translate, title: string): Column<T> => ({ title, cell: (row) => <VpcStatus status={row.Status} t={t} /> });

/** A list's VPC column: a link to the row's VPC. */
export const vpcColumn = <T extends { VpcId: string }>(title: string): Column<T> => linkColumn(title, (row) => row.VpcId, (row) => `/vpc/vpcs/${row.VpcId}`);

/** The Actions column: Manage (a link to the row's page, when `to`) and the `extra` actions, then Delete where the row may be deleted. */
export function manageDeleteColumn<T>(t: Translate, opts: { to?: (row: T) => string; extra?: (row: T) => ReactNode; onDelete: (row: T) => void; canDelete?: (row: T) => boolean }): Column<T> {
  return {
    title: t('common.actions'),
    width: 160,
    cell: (row) => (
      <div className="row-actions">
        {opts.to && <Link to={opts.to(row)}>{t('action.manage')}</Link>}
        {opts.extra?.(row)}
        {(opts.canDelete?.(row) ?? true) && (
          <Button text type="primary" onClick={() => opts.onDelete(row)}>
            {t('action.delete')}
          </Button>
        )}
      </div>
    ),
  };
}
