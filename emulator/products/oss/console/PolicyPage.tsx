import { useState } from 'react';
import { Button, Form, Input, Tab } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable, deleteColumn } from '../../../console/src/components/DataTable';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { AuthorizeDialog } from './AuthorizeDialog';
import { BucketLayout } from './BucketLayout';
import { EditActions } from './EditActions';
import { basicOf, parsePolicy, resourceText, type Statement } from './policy';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

type Row = Statement & { key: string };

/**
 * `/oss/bucket/:name/policy` (Permission Control > Bucket Policy; oss@2021 Access Control > Bucket Policy behind
 * Configure; oss@2019 the Files tab's Authorize): the GUI tab lists the policy's statements, Authorize adds one,
 * Delete removes one; the Syntax tab shows the whole document and Edit replaces it.
 */
export function PolicyPage({ params }: PageProps) {
  const { t, flag } = useOss();
  const [opened, setOpened] = useState(!flag('policyGate'));
  const { params: call } = useBucket(params.name, t);
  // A bucket without a policy answers NoSuchBucketPolicy: an empty list here.
  const got = useApiQuery<{ Policy?: string }>('Oss', 'GetBucketPolicy', { BucketName: params.name });
  const raw = got.error ? undefined : got.data?.Policy;
  const policy = parsePolicy(raw);
  const rows: Row[] = policy.Statement.map((s, i) => ({ ...s, key: String(i + 1) }));
  const [authorizing, setAuthorizing] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rest = policy.Statement.filter((_, i) => i !== deleting);
  const userText = (s: Statement) => s.Principal.map((p) => (p === '*' ? t('policy.user.all') : p)).join(', ');
  const operationText = (s: Statement) => {
    const basic = basicOf(s);
    return basic ? t(`policy.op.${basic}`) : `${t(`policy.effect.${s.Effect}`)}: ${s.Action.join(', ')}`;
  };
  const save = async () => {
    setBusy(true);
    const text = (editing ?? '').trim();
    const ok = text
      ? await runAction('Oss', 'PutBucketPolicy', { ...call, Policy: text }, t, t('toast.policySaved'))
      : await runAction('Oss', 'DeleteBucketPolicy', call, t, t('toast.policySaved'));
    setBusy(false);
    if (ok) {
      setEditing(null);
      got.reload();
    }
  };
  const pretty = raw ? JSON.stringify(JSON.parse(raw), null, 2) : '';
  const conditionsText = (s: Statement) => (s.Condition ? Object.values(s.Condition).flatMap((c) => Object.values(c).flat()).join(', ') : '-');
  const gui = (
    <div>
      <ListToolbar t={t} createLabel={t('policy.authorize')} onCreate={() => setAuthorizing(true)} onRefresh={got.reload} />
      <DataTable<Row>
        t={t}
        label={t('policy.title')}
        rows={rows}
        loading={got.loading}
        primaryKey="key"
        className="resource-table"
        columns={[
          { title: t('policy.col.resource'), cell: resourceText },
          { title: t('policy.col.user'), cell: userText },
          { title: t('policy.col.operation'), cell: operationText },
          { title: t('policy.col.conditions'), cell: conditionsText },
          deleteColumn(t, t('action.delete'), (_, i) => setDeleting(i), 120),
        ]}
      />
    </div>
  );
  const syntax = (
    <Form labelAlign="top">
      <Form.Item label={t('policy.syntax')}>
        {editing === null ? (
          <pre className="code-block" aria-label={t('policy.syntax')}>{pretty || '-'}</pre>
        ) : (
          <Input.TextArea aria-label={t('policy.syntax')} value={editing} rows={14} onChange={onValue<string>(setEditing)} style={{ width: '100%', fontFamily: 'monospace' }} />
        )}
      </Form.Item>
      <EditActions t={t} editing={editing !== null} label={t('policy.edit')} busy={busy} onEdit={() => setEditing(pretty)} onSave={save} onCancel={() => setEditing(null)} />
    </Form>
  );
  // oss@2019: one page of authorizations, no syntax tab.
  const body = flag('policy2019') ? (
    gui
  ) : (
    <Tab shape="wrapped" defaultActiveKey="gui">
      <Tab.Item key="gui" title={t('policy.tab.gui')}>
        {gui}
      </Tab.Item>
      <Tab.Item key="syntax" title={t('policy.tab.syntax')}>
        {syntax}
      </Tab.Item>
    </Tab>
  );
  return (
    <BucketLayout name={params.name} section="policy" title={t('policy.title')}>
      {opened ? (
        body
      ) : (
        <section className="form-section" aria-label={t('policy.title')}>
          <p className="field-help">{t('policy.help')}</p>
          <p>
            <Button type="primary" onClick={() => setOpened(true)}>
              {t('policy.configure')}
            </Button>
          </p>
        </section>
      )}
      {authorizing && <AuthorizeDialog bucket={call} policy={policy} t={t} basicOnly={flag('policy2019')} onClose={() => setAuthorizing(false)} onDone={() => { setAuthorizing(false); got.reload(); }} />}
      {deleting !== null && (
        <ActionConfirm
          t={t}
          title={t('policy.delete.title')}
          call={rest.length ? ['Oss', 'PutBucketPolicy', { ...call, Policy: JSON.stringify({ Version: '1', Statement: rest }) }] : ['Oss', 'DeleteBucketPolicy', call]}
          success={t('toast.policyDeleted')}
          onDone={got.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('policy.delete.confirm')}</p>
        </ActionConfirm>
      )}
    </BucketLayout>
  );
}
