import { useState } from 'react';
import { Checkbox, Form, Input, Radio, Select } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { BASIC_OPERATIONS, statementOf, type BasicOperation, type PolicyDocument } from './policy';

export type Props = {
  bucket: { BucketName: string; RegionId?: string };
  policy: PolicyDocument;
  t: Translate;
  /** oss@2019: the operations without the Basic / Advanced Settings choice. */
  basicOnly?: boolean;
  onClose: () => void;
  onDone: () => void;
};

/** RAM's ListUsers as this dialog reads it: the user's name to choose and its UID for the Principal. */
type ListUsers = { Users?: { User?: Array<{ UserId: string; UserName: string }> } };
type Who = 'ram' | 'other' | 'all';
type Errors = { paths?: string; principals?: string; actions?: string };
const items = (v: string) => v.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);

/**
 * The Authorize panel of a bucket policy (新增授权): Applied To (Whole Bucket or Specified Resource with its paths),
 * Authorized User (a RAM user of this account, other accounts' UIDs, or everyone), Authorized Operation (a basic
 * setting or, in Advanced Settings, an effect and actions) and the optional Conditions; OK appends one statement
 * to the policy (PutBucketPolicy).
 */
export function AuthorizeDialog({ bucket, policy, t, basicOnly, onClose, onDone }: Props) {
  const { session } = useConsole();
  const users = useApiQuery<ListUsers>('Ram', 'ListUsers', { MaxItems: 100 });
  const [whole, setWhole] = useState(true);
  const [paths, setPaths] = useState('');
  const [who, setWho] = useState<Who>('ram');
  const [ramUsers, setRamUsers] = useState<string[]>([]);
  const [uids, setUids] = useState('');
  const [advanced, setAdvanced] = useState(false);
  const [basic, setBasic] = useState<BasicOperation>('readOnly');
  const [effect, setEffect] = useState<'Allow' | 'Deny'>('Allow');
  const [actions, setActions] = useState('');
  const [conditions, setConditions] = useState(false);
  const [secure, setSecure] = useState<'' | 'https' | 'http'>('');
  const [ipIn, setIpIn] = useState('');
  const [ipNotIn, setIpNotIn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const principals = who === 'all' ? ['*'] : who === 'ram' ? ramUsers : items(uids);
  const submit = async () => {
    const found: Errors = {};
    if (!whole && !items(paths).length) found.paths = t('policy.err.paths');
    if (!principals.length) found.principals = t('policy.err.principals');
    if (advanced && !items(actions).length) found.actions = t('policy.err.actions');
    if (Object.keys(found).length) return setErrors(found);
    const statement = statementOf({
      bucket: bucket.BucketName, accountId: session.accountId, paths: whole ? 'bucket' : items(paths), principals,
      operation: advanced ? { effect, actions: items(actions) } : { basic },
      ...(conditions && secure ? { secure } : {}), ipIn: conditions ? items(ipIn) : [], ipNotIn: conditions ? items(ipNotIn) : [],
    });
    setBusy(true);
    const next: PolicyDocument = { Version: '1', Statement: [...policy.Statement, statement] };
    const ok = await runAction('Oss', 'PutBucketPolicy', { ...bucket, Policy: JSON.stringify(next) }, t, t('toast.policyAdded'));
    setBusy(false);
    if (ok) onDone();
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  const clear = <T,>(set: (v: T) => void) => onValue<T>((v) => { set(v); setErrors({}); });
  const userOptions = (users.data?.Users?.User ?? []).map((u) => ({ label: u.UserName, value: u.UserId }));
  return (
    <FormDialog t={t} title={t('policy.authorize.title')} width={720} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 9 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('policy.appliedTo')} required>
          <Radio.Group aria-label={t('policy.appliedTo')} value={whole ? 'bucket' : 'paths'} onChange={clear<string>((v) => setWhole(v === 'bucket'))}>
            <Radio value="bucket">{t('policy.appliedTo.bucket')}</Radio>
            <Radio value="paths">{t('policy.appliedTo.paths')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('policy.resource')} required={!whole} validateState={state('paths')} help={errors.paths} extra={<span className="field-help">{t('policy.resource.help')}</span>}>
          {whole ? (
            <span>{`${bucket.BucketName}/*`}</span>
          ) : (
            <Input.TextArea aria-label={t('policy.resource')} value={paths} rows={2} onChange={clear<string>(setPaths)} style={{ width: 360 }} />
          )}
        </Form.Item>
        <Form.Item label={t('policy.user')} required validateState={state('principals')} help={errors.principals}>
          <Radio.Group aria-label={t('policy.user')} value={who} onChange={clear<Who>(setWho)}>
            {(['ram', 'other', 'all'] as const).map((w) => (
              <Radio key={w} value={w}>
                {t(`policy.user.${w}`)}
              </Radio>
            ))}
          </Radio.Group>
          {who === 'ram' && (
            <div>
              <Select mode="multiple" showSearch aria-label={t('policy.user.ram')} dataSource={userOptions} value={ramUsers} onChange={clear<string[]>(setRamUsers)} style={{ width: 360 }} />
            </div>
          )}
          {who === 'other' && (
            <div>
              <Input.TextArea aria-label={t('policy.user.other')} placeholder={t('policy.user.other.help')} value={uids} rows={2} onChange={clear<string>(setUids)} style={{ width: 360 }} />
            </div>
          )}
        </Form.Item>
        <Form.Item label={t('policy.operation')} required validateState={state('actions')} help={errors.actions}>
          {!basicOnly && (
            <Radio.Group aria-label={t('policy.operation')} value={advanced ? 'advanced' : 'basic'} onChange={clear<string>((v) => setAdvanced(v === 'advanced'))}>
              <Radio value="basic">{t('policy.operation.basic')}</Radio>
              <Radio value="advanced">{t('policy.operation.advanced')}</Radio>
            </Radio.Group>
          )}
          {!advanced ? (
            <div>
              <Radio.Group aria-label={t('policy.operation.basic')} value={basic} onChange={onValue<BasicOperation>(setBasic)}>
                {(Object.keys(BASIC_OPERATIONS) as BasicOperation[]).map((k) => (
                  <Radio key={k} value={k}>
                    {t(`policy.op.${k}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </div>
          ) : (
            <div>
              <Radio.Group aria-label={t('policy.effect')} value={effect} onChange={onValue<'Allow' | 'Deny'>(setEffect)}>
                <Radio value="Allow">{t('policy.effect.Allow')}</Radio>
                <Radio value="Deny">{t('policy.effect.Deny')}</Radio>
              </Radio.Group>
              <Input aria-label={t('policy.actions')} placeholder="oss:GetObject, oss:PutObject" value={actions} onChange={clear<string>(setActions)} style={{ width: 360 }} />
            </div>
          )}
        </Form.Item>
        <Form.Item label={t('policy.conditions')}>
          <Checkbox aria-label={t('policy.conditions')} checked={conditions} onChange={(v: boolean) => setConditions(v)}>
            {t('policy.conditions')}
          </Checkbox>
          {conditions && (
            <div>
              <Radio.Group aria-label={t('policy.condition.method')} value={secure} onChange={onValue<'' | 'https' | 'http'>(setSecure)}>
                <Radio value="https">HTTPS</Radio>
                <Radio value="http">HTTP</Radio>
              </Radio.Group>
              <Input aria-label={t('policy.condition.ipIn')} addonBefore={t('policy.condition.ipIn')} value={ipIn} onChange={onValue<string>(setIpIn)} style={{ width: 360 }} />
              <Input aria-label={t('policy.condition.ipNotIn')} addonBefore={t('policy.condition.ipNotIn')} value={ipNotIn} onChange={onValue<string>(setIpNotIn)} style={{ width: 360 }} />
            </div>
          )}
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
