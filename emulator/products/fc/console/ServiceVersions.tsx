import { useState } from 'react';
import { Form, Input, Message, Select } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DataTable, deleteColumn } from '../../../console/src/components/DataTable';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';

type Version = { versionId: string; description: string; createdTime: string };
type Alias = { aliasName: string; versionId: string; description: string; additionalVersionWeight: Record<string, number>; createdTime: string };
/** A 2.0 service's versions (`serviceName`), or a 3.0 function's (`functionName`, FC 2023-03-30). */
type Base = { RegionId: string; serviceName: string } | { RegionId: string; functionName: string };
const versionAction = (base: Base, verb: 'Publish' | 'List' | 'Delete') => `${verb}${'serviceName' in base ? 'Service' : 'Function'}Version${verb === 'List' ? 's' : ''}`;
const LAYOUT = { labelAlign: 'top' as const };

/** The Versions tab of a service (2.0) or a function (3.0): its published versions (Publish Version, Delete). */
export function VersionsTab({ base, t }: { base: Base; t: Translate }) {
  const list = useApiQuery<{ versions: Version[] }>('FC', versionAction(base, 'List'), base);
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState<Version | null>(null);
  const [description, setDescription] = useState('');
  return (
    <div>
      <ListToolbar t={t} createLabel={t('version.publish')} onCreate={() => { setDescription(''); setPublishing(true); }} onRefresh={list.reload} />
      <DataTable<Version>
        t={t}
        label={t('tab.versions')}
        rows={list.data?.versions ?? []}
        loading={list.loading}
        primaryKey="versionId"
        columns={[
          { title: t('version.col.id'), dataIndex: 'versionId' },
          { title: t('version.col.description'), cell: (v) => v.description || '-' },
          { title: t('version.col.created'), cell: (v) => formatTime(v.createdTime) },
          deleteColumn(t, t('action.delete'), setDeleting),
        ]}
      />
      {publishing && (
        <ActionConfirm
          t={t}
          title={t('version.publish')}
          call={['FC', versionAction(base, 'Publish'), { ...base, description: description || undefined }]}
          success={t('toast.versionPublished')}
          onDone={list.reload}
          onClose={() => setPublishing(false)}
        >
          <p className="field-help">{t('version.publish.note')}</p>
          <Form {...LAYOUT}>
            <Form.Item label={t('version.description')}>
              <Input.TextArea aria-label={t('version.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
            </Form.Item>
          </Form>
        </ActionConfirm>
      )}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('version.delete.title')}
          call={['FC', versionAction(base, 'Delete'), { ...base, versionId: deleting.versionId }]}
          success={t('toast.versionDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('version.delete.confirm', { id: deleting.versionId })}</p>
        </ActionConfirm>
      )}
    </div>
  );
}

/** The Aliases tab of a service: aliases pointing at versions (Create Alias, Delete). */
export function AliasesTab({ base, t }: { base: Base; t: Translate }) {
  const list = useApiQuery<{ aliases: Alias[] }>('FC', 'ListAliases', base);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Alias | null>(null);
  return (
    <div>
      <ListToolbar t={t} createLabel={t('alias.create')} onCreate={() => setCreating(true)} onRefresh={list.reload} />
      <DataTable<Alias>
        t={t}
        label={t('tab.aliases')}
        rows={list.data?.aliases ?? []}
        loading={list.loading}
        primaryKey="aliasName"
        columns={[
          { title: t('alias.col.name'), dataIndex: 'aliasName' },
          { title: t('alias.col.version'), dataIndex: 'versionId' },
          { title: t('alias.col.canary'), cell: (a) => Object.entries(a.additionalVersionWeight ?? {}).map(([v, w]) => `${v}: ${Math.round(w * 100)}%`).join(', ') || '-' },
          { title: t('version.col.description'), cell: (a) => a.description || '-' },
          deleteColumn(t, t('action.delete'), setDeleting),
        ]}
      />
      {creating && <CreateAliasDialog base={base} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('alias.delete.title')}
          call={['FC', 'DeleteAlias', { ...base, aliasName: deleting.aliasName }]}
          success={t('toast.aliasDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('alias.delete.confirm', { name: deleting.aliasName })}</p>
        </ActionConfirm>
      )}
    </div>
  );
}

function CreateAliasDialog({ base, t, onClose, onDone }: { base: Base; t: Translate; onClose: () => void; onDone: () => void }) {
  const versions = useApiQuery<{ versions: Version[] }>('FC', versionAction(base, 'List'), base);
  const [name, setName] = useState('');
  const [version, setVersion] = useState<string | undefined>();
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; version?: string }>({});
  const submit = async () => {
    const e: typeof errors = {};
    if (!/^[A-Za-z_][A-Za-z0-9_-]{0,127}$/.test(name)) e.name = t('alias.err.name');
    if (!version) e.version = t('alias.err.version');
    setErrors(e);
    if (Object.keys(e).length) return false;
    try {
      await callApi('FC', 'CreateAlias', { ...base, aliasName: name, versionId: version, description: description || undefined });
    } catch (err) {
      notifyApiError(err, t);
      setErrors({ name: errorText(err) });
      return false;
    }
    Message.success(t('toast.aliasCreated'));
    onDone();
    return true;
  };
  return (
    <ConfirmDialog title={t('alias.create')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form {...LAYOUT}>
        <Form.Item label={t('alias.name')} required validateState={errors.name ? 'error' : undefined} help={errors.name}>
          <Input aria-label={t('alias.name')} value={name} maxLength={128} onChange={onValue<string>((v) => { setName(v.trim()); setErrors({}); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('alias.version')} required validateState={errors.version ? 'error' : undefined} help={errors.version}>
          <Select
            aria-label={t('alias.version')}
            value={version}
            placeholder={t('alias.version.placeholder')}
            onChange={onValue<string>((v) => { setVersion(v); setErrors({}); })}
            dataSource={(versions.data?.versions ?? []).map((v) => ({ value: v.versionId, label: v.versionId }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('version.description')}>
          <Input.TextArea aria-label={t('version.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
