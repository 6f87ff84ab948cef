import { Button, Table } from '@alifd/next';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DomainConfig } from './types';

/** The Status column of a list of a domain's configurations (cache rules, response headers). */
export const configStatusColumn = (t: Translate) => (
  <Table.Column
    title={t('cache.col.status')}
    cell={(_: unknown, __: number, c: DomainConfig) => <StatusTag label={t(`config.status.${c.Status}`)} tone={c.Status === 'success' ? 'success' : c.Status === 'configuring' ? 'pending' : 'error'} />}
  />
);

/** The Actions column of such a list: Modify and Delete on each configuration. */
export const configActionsColumn = (t: Translate, onModify: (c: DomainConfig) => void, onDelete: (c: DomainConfig) => void) => (
  <Table.Column
    title={t('common.actions')}
    width={160}
    cell={(_: unknown, __: number, c: DomainConfig) => (
      <div className="row-actions">
        <Button text type="primary" onClick={() => onModify(c)}>
          {t('action.modify')}
        </Button>
        <Button text type="primary" onClick={() => onDelete(c)}>
          {t('action.delete')}
        </Button>
      </div>
    )}
  />
);

/** The confirmation that deletes one of a domain's configurations (DeleteSpecificConfig), then reloads its list. */
export function DeleteConfigDialog(props: { domain: string; config: DomainConfig; title: string; t: Translate; onClose: () => void; onDone: () => void; children: ReactNode }) {
  const { domain, config, title, t, onClose, onDone, children } = props;
  return (
    <ConfirmDialog
      title={title}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onClose={onClose}
      onOk={async () => {
        const ok = await runAction('Cdn', 'DeleteSpecificConfig', { DomainName: domain, ConfigId: config.ConfigId }, t, t('toast.ruleDeleted'));
        if (ok) onDone();
        return ok;
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
