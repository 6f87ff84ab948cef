import type { ReactNode } from 'react';
import { Button } from '@alifd/next';
import type { Translate } from '../lib/vocabulary';

export type Props = {
  t: Translate;
  /** The primary button's label (Create …); none without it. */
  createLabel?: string;
  onCreate?: () => void;
  createDisabled?: boolean;
  /** Reloads the list: the Refresh button at the right end. */
  onRefresh: () => void;
  /** What stands between the primary button and the spacer: other buttons, a search box. */
  children?: ReactNode;
  /** What stands after the spacer, before Refresh. */
  end?: ReactNode;
};

/** A hand-drawn list's toolbar: the primary (create) button, other controls, and Refresh at the right. */
export function ListToolbar({ t, createLabel, onCreate, createDisabled, onRefresh, children, end }: Props) {
  return (
    <div className="list-toolbar">
      {createLabel !== undefined && (
        <Button type="primary" disabled={createDisabled} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
      {children}
      <div className="toolbar-spacer" />
      {end}
      <Button onClick={onRefresh}>{t('common.refresh')}</Button>
    </div>
  );
}
