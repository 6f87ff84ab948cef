import { useState } from 'react';
import { Button, Input } from '@alifd/next';
import { DataTable } from '../../../console/src/components/DataTable';
import { Link } from '../../../console/src/components/Link';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { CreateAliasDialog } from './CreateAliasDialog';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyActions, type KeyAction } from './KeyActions';
import { KeyDialog } from './KeyDialogs';
import { KeyStatus } from './KeyStatus';
import type { KeyRow } from './types';
import { useKeys } from './useKeys';
import { useKms } from './useKms';

/** `/kms/keys`: the customer master keys of the region, with Create Key and the row actions. */
export function KeysPage() {
  const { t, flag } = useKms();
  // kms@2021: a Create Alias link under each key ID.
  const aliasLink = flag('aliasLinkInList');
  const [aliasing, setAliasing] = useState<string | null>(null);
  const { regionId } = useConsole();
  const keys = useKeys(regionId);
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ kind: KeyAction; row: KeyRow } | null>(null);
  useQueryErrors(t, keys.error);
  const needle = search.trim().toLowerCase();
  const rows = needle ? keys.rows.filter((r) => [r.KeyId, ...r.aliases].some((s) => s.toLowerCase().includes(needle))) : keys.rows;
  return (
    <div className="page">
      <PageHeader title={t('keys.title')} />
      <ListToolbar t={t} createLabel={t('keys.create')} onCreate={() => setCreating(true)} onRefresh={keys.reload}>
        <Input aria-label={t('keys.search')} placeholder={t('keys.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 280 }} />
      </ListToolbar>
      <DataTable<KeyRow>
        t={t}
        label={t('keys.title')}
        rows={rows}
        loading={keys.loading}
        primaryKey="KeyId"
        className="resource-table"
        columns={[
          {
            title: t('keys.col.id'),
            width: 320,
            cell: (r) => (
              <div className="cell-lines">
                <Link to={`/kms/keys/${r.KeyId}`}>{r.KeyId}</Link>
                {r.aliases.map((a) => (
                  <div key={a} className="cell-sub">
                    {a}
                  </div>
                ))}
                {aliasLink && (
                  <div>
                    <Button text type="primary" disabled={r.KeyState === 'PendingDeletion'} onClick={() => setAliasing(r.KeyId)}>
                      {t('alias.create')}
                    </Button>
                  </div>
                )}
              </div>
            ),
          },
          { title: t('keys.col.spec'), width: 150, dataIndex: 'KeySpec' },
          { title: t('keys.col.usage'), width: 150, dataIndex: 'KeyUsage' },
          { title: t('keys.col.status'), width: 140, cell: (r) => <KeyStatus state={r.KeyState} t={t} /> },
          { title: t('keys.col.protection'), width: 130, cell: (r) => t(`protection.${r.ProtectionLevel}`) },
          { title: t('keys.col.created'), width: 160, cell: (r) => formatTime(r.CreationDate) },
          { title: t('common.actions'), width: 220, cell: (r) => <KeyActions row={r} t={t} onAction={(kind, row) => setDialog({ kind, row })} /> },
        ]}
      />
      {creating && (
        <CreateKeyDialog
          regionId={regionId}
          t={t}
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            keys.reload();
          }}
        />
      )}
      {aliasing && <CreateAliasDialog keyId={aliasing} regionId={regionId} t={t} onClose={() => setAliasing(null)} onDone={keys.reload} />}
      {dialog && <KeyDialog kind={dialog.kind} row={dialog.row} regionId={regionId} t={t} onClose={() => setDialog(null)} onDone={keys.reload} />}
    </div>
  );
}
