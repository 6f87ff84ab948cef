import { useEffect, useState, type ReactNode } from 'react';
import { Button, Input, Tab } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError, submitted } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { GrantPermissionDialog } from './GrantPermissionDialog';
import { PermissionsTable } from './PermissionsTable';
import type { ListPolicies, RamPolicy, RamRole } from './types';
import { useRam } from './useRam';

type RoleInfo = RamRole & { AssumeRolePolicyDocument: string; MaxSessionDuration: number };

/** A trust policy as the panel shows it: indented JSON, or the text as stored when it does not parse. */
function pretty(document: string): string {
  try {
    return JSON.stringify(JSON.parse(document), null, 4);
  } catch {
    return document;
  }
}

/**
 * `/ram/roles/:name`: a RAM role's Basic Information (name, note, created, ARN, Maximum Session Duration with its
 * Edit) and the tabs Permissions (Grant Permission, a policy's Remove Permission) and Trust Policy Management (the
 * document, Edit Trust Policy). Both edits are UpdateRole. The role list's names link here.
 */
export function RoleDetailPage({ params }: PageProps) {
  const { t } = useRam();
  const name = params.id;
  const role = useApiQuery<{ Role: RoleInfo }>('Ram', 'GetRole', { RoleName: name });
  const policies = useApiQuery<ListPolicies>('Ram', 'ListPoliciesForRole', { RoleName: name });
  const [tab, setTab] = useState('permissions');
  const [editing, setEditing] = useState<'duration' | 'trust' | null>(null);
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<RamPolicy | null>(null);
  useEffect(() => {
    if (role.error) notifyApiError(role.error, t);
  }, [role.error, t]);
  const r = role.data?.Role;
  const rows: [string, ReactNode][] = r
    ? [
        [t('roleDetail.name'), r.RoleName],
        [t('roles.col.description'), r.Description || '-'],
        [t('roleDetail.created'), formatTime(r.CreateDate)],
        [t('role.arn'), r.Arn],
        [
          t('roleDetail.duration'),
          <span key="d">
            {t('roleDetail.seconds', { n: String(r.MaxSessionDuration) })}{' '}
            <Button text type="primary" onClick={() => setEditing('duration')}>
              {t('roleDetail.edit')}
            </Button>
          </span>,
        ],
      ]
    : [];
  return (
    <div className="page">
      <PageHeader title={name} back="/ram/roles" crumbs={[{ label: t('roles.title'), to: '/ram/roles' }, { label: name }]} />
      <DetailSection title={t('roleDetail.basic')} rows={rows} />
      <Tab activeKey={tab} onChange={(k: string | number) => setTab(String(k))} aria-label={name}>
        <Tab.Item key="permissions" title={t('user.tab.permissions')}>
          <PermissionsTable policies={policies.data?.Policies?.Policy ?? []} loading={policies.loading} t={t} onGrant={() => setGranting(true)} onRevoke={setRevoking} revokeLabel={t('roleDetail.revoke')} />
        </Tab.Item>
        <Tab.Item key="trust" title={t('roleDetail.tab.trust')}>
          <div className="list-toolbar">
            <Button type="primary" disabled={!r} onClick={() => setEditing('trust')}>
              {t('roleDetail.trust.edit')}
            </Button>
          </div>
          <pre aria-label={t('roleDetail.trust.document')}>{r ? pretty(r.AssumeRolePolicyDocument) : ''}</pre>
        </Tab.Item>
      </Tab>
      {editing && r && <EditRoleDialog role={r} what={editing} t={t} onClose={() => setEditing(null)} onDone={role.reload} />}
      {granting && <GrantPermissionDialog principal={{ kind: 'Role', name }} t={t} onClose={() => setGranting(false)} onDone={policies.reload} />}
      {revoking && (
        <ConfirmDialog title={t('perm.revoke.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setRevoking(null)} onOk={async () => (await runAction('Ram', 'DetachPolicyFromRole', { PolicyType: revoking.PolicyType, PolicyName: revoking.PolicyName, RoleName: name }, t, t('toast.revoked'))) && (policies.reload(), true)}>
          <p>{t('perm.revoke.confirm', { policy: revoking.PolicyName, principal: name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Edit (Maximum Session Duration, 3600 to 43200 seconds) or Edit Trust Policy (the document as JSON): UpdateRole. */
function EditRoleDialog({ role, what, t, onClose, onDone }: { role: RoleInfo; what: 'duration' | 'trust'; t: Translate; onClose: () => void; onDone: () => void }) {
  const [duration, setDuration] = useState(String(role.MaxSessionDuration));
  const [document, setDocument] = useState(pretty(role.AssumeRolePolicyDocument));
  const [error, setError] = useState('');
  const save = async () => {
    const seconds = Number(duration);
    if (what === 'duration' && !(Number.isInteger(seconds) && seconds >= 3600 && seconds <= 43200)) {
      setError(t('roleDetail.duration.err'));
      return false;
    }
    return submitted(async () => {
      await callApi('Ram', 'UpdateRole', { RoleName: role.RoleName, ...(what === 'duration' ? { NewMaxSessionDuration: String(seconds) } : { NewAssumeRolePolicyDocument: document }) });
      onDone();
    }, t, setError);
  };
  const title = what === 'duration' ? t('roleDetail.duration') : t('roleDetail.trust.edit');
  return (
    <ConfirmDialog title={title} width={what === 'trust' ? 720 : 520} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      {what === 'duration' ? (
        <Input aria-label={t('roleDetail.duration')} value={duration} onChange={onValue<string>((n) => (setDuration(n), setError('')))} addonTextAfter={t('roleDetail.unit')} style={{ width: 240 }} />
      ) : (
        <Input.TextArea aria-label={t('roleDetail.trust.document')} rows={14} value={document} onChange={onValue<string>((d) => (setDocument(d), setError('')))} style={{ width: '100%', fontFamily: 'monospace' }} />
      )}
      {error && <p role="alert" className="field-error">{error}</p>}
    </ConfirmDialog>
  );
}
