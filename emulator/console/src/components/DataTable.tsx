import type { ReactNode } from 'react';
import { Button, Table } from '@alifd/next';
import type { Translate } from '../lib/vocabulary';

/** One column: its title, and the row's field (`dataIndex`) or what its cell draws of the row. */
export type Column<T> = { title: string; dataIndex?: string; cell?: (row: T, index: number) => ReactNode; width?: number; lock?: 'left' | 'right' };

export type Props<T> = {
  t: Translate;
  /** The table's accessible name (the list's title). */
  label: string;
  rows: T[];
  loading: boolean;
  primaryKey: string;
  columns: Array<Column<T> | false>;
  className?: string;
};

/** A hand-drawn list's table as data: a Fusion `Table`, `No Data` when empty; a `false` column is left out. */
export function DataTable<T>({ t, label, rows, loading, primaryKey, columns, className }: Props<T>) {
  return (
    <Table dataSource={rows} loading={loading} primaryKey={primaryKey} emptyContent={t('common.noData')} className={className} aria-label={label}>
      {columns
        .filter((c): c is Column<T> => c !== false)
        .map((c, i) => (
          <Table.Column
            key={i}
            title={c.title}
            dataIndex={c.dataIndex}
            width={c.width}
            lock={c.lock}
            cell={c.cell ? (_: unknown, index: number, row: T) => c.cell!(row, index) : undefined}
          />
        ))}
    </Table>
  );
}

/**
 * The Actions column of a list whose only row action is a Delete link (`label`: the product's Delete); a row that
 * `can` refuses shows `-` instead.
 */
export function deleteColumn<T>(t: Translate, label: string, onDelete: (row: T, index: number) => void, width?: number, can?: (row: T) => boolean): Column<T> {
  return {
    title: t('common.actions'),
    width,
    cell: (row, index) =>
      can && !can(row) ? (
        '-'
      ) : (
        <Button text type="primary" onClick={() => onDelete(row, index)}>
          {label}
        </Button>
      ),
  };
}
