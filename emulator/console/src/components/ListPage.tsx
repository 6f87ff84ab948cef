import type { ReactNode } from 'react';
import { Button } from '@alifd/next';
import type { Translate } from '../lib/vocabulary';
import { DataTable, type Column, type Props as TableProps } from './DataTable';
import { Link } from './Link';
import { ListToolbar } from './ListToolbar';
import { PageHeader } from './PageHeader';

export type Props<T> = Omit<TableProps<T>, 'label'> & {
  /** The page's title, also the table's accessible name. */
  title: string;
  /** The toolbar's primary (create) button; none without a label. */
  createLabel?: string;
  onCreate?: () => void;
  onRefresh: () => void;
  /** More toolbar controls, after the primary button; `toolbarEnd`: after the spacer, before Refresh. */
  toolbar?: ReactNode;
  toolbarEnd?: ReactNode;
  /** What the page shows below the table: its dialogs. */
  children?: ReactNode;
};

/** A hand-drawn list page: its header, the toolbar (create … Refresh) and the table, then its dialogs. */
export function ListPage<T>({ t, title, createLabel, onCreate, onRefresh, toolbar, toolbarEnd, children, ...table }: Props<T>) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <ListToolbar t={t} createLabel={createLabel} onCreate={onCreate} onRefresh={onRefresh} end={toolbarEnd}>
        {toolbar}
      </ListToolbar>
      <DataTable<T> t={t} label={title} {...table} />
      {children}
    </div>
  );
}

/** A list's first column: the resource's ID (a link to its page when `to` is given) over its name. */
export function idNameColumn<T>(title: string, id: (row: T) => string, name: (row: T) => ReactNode, to?: (row: T) => string): Column<T> {
  return {
    title,
    cell: (row) => (
      <div className="cell-lines">
        {to ? <Link to={to(row)}>{id(row)}</Link> : <div>{id(row)}</div>}
        <div className="cell-sub">{name(row)}</div>
      </div>
    ),
  };
}

/** A column of links: the row's `text`, to `to`. */
export const linkColumn = <T,>(title: string, text: (row: T) => string, to: (row: T) => string): Column<T> => ({
  title,
  cell: (row) => <Link to={to(row)}>{text(row)}</Link>,
});

/** A row's text-button actions (`[label, onClick]`; a `false` one is left out), as an Actions cell draws them. */
export function rowButtons(actions: Array<[label: string, onClick: () => void] | false>): ReactNode {
  return (
    <div className="row-actions">
      {actions
        .filter((a): a is [string, () => void] => a !== false)
        .map(([label, onClick]) => (
          <Button key={label} text type="primary" onClick={onClick}>
            {label}
          </Button>
        ))}
    </div>
  );
}

/** The text of a row's optional field, or the console's None. */
export const orNone = (t: Translate, value: string | undefined | null): string => value || t('common.none');
