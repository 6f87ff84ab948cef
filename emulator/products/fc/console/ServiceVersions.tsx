import { useState } from 'react';
import { Button, Form, Input, Message, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
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
      <div className="list-toolbar">
        <Button type="primary" onClick={() => { setDescription(''); setPublishing(true); }}>
          {t('version.publish')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.versions ?? []} loading={list.loading} primaryKey="versionId" emptyContent={t('common.noData')} aria-label={t('tab.versions')}>
        <Table.Column title={t('version.col.id')} dataIndex="versionId" />
        <Table.Column title={t('version.col.description')} cell={(_: unknown, __: number, v: Version) => v.description || '-'} />
        <Table.Column title={t('version.col.created')} cell={(_: unknown, __: number, v: Version) => formatTime(v.createdTime)} />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, v: Version) => (
            <Button text type="primary" onClick={() => setDeleting(v)}>
              {t('action.delete')}
            </Button>
          )}
        />
      </Table>
      {publishing && (
        <ConfirmDialog
          title={t('version.publish')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPublishing(false)}
          onOk={async () => {
            const ok = await runAction('FC', versionAction(base, 'Publish'), { ...base, description: description || undefined }, t, t('toast.versionPublished'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p className="field-help">{t('version.publish.note')}</p>
          <Form {...LAYOUT}>
            <Form.Item label={t('version.description')}>
              <Input.TextArea aria-label={t('version.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('version.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('FC', versionAction(base, 'Delete'), { ...base, versionId: deleting.versionId }, t, t('toast.versionDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('version.delete.confirm', { id: deleting.versionId })}</p>
        </ConfirmDialog>
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
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('alias.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.aliases ?? []} loading={list.loading} primaryKey="aliasName" emptyContent={t('common.noData')} aria-label={t('tab.aliases')}>
        <Table.Column title={t('alias.col.name')} dataIndex="aliasName" />
        <Table.Column title={t('alias.col.version')} dataIndex="versionId" />
        <Table.Column
          title={t('alias.col.canary')}
          cell={(_: unknown, __: number, a: Alias) => Object.entries(a.additionalVersionWeight ?? {}).map(([v, w]) => `${v}: ${Math.round(w * 100)}%`).join(', ') || '-'}
        />
        <Table.Column title={t('version.col.description')} cell={(_: unknown, __: number, a: Alias) => a.description || '-'} />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, a: Alias) => (
            <Button text type="primary" onClick={() => setDeleting(a)}>
              {t('action.delete')}
            </Button>
          )}
        />
      </Table>
      {creating && <CreateAliasDialog base={base} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting && (
        <ConfirmDialog
          title={t('alias.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('FC', 'DeleteAlias', { ...base, aliasName: deleting.aliasName }, t, t('toast.aliasDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('alias.delete.confirm', { name: deleting.aliasName })}</p>
        </ConfirmDialog>
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
