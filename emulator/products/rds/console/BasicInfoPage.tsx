import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { formatTime } from '../../../console/src/lib/format';
import { zoneName } from '../../../console/src/lib/names';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { PageProps } from '../../../console/src/lib/product';
import { InstanceLayout } from './InstanceLayout';
import type { DbInstance } from './types';
import { useRds } from './useRds';
import { DetailSection } from '../../../console/src/components/DetailSection';

/** `/rds/instances/:id/basic`: the instance's attributes; its name can be edited (ModifyDBInstanceDescription). */
export function BasicInfoPage({ params }: PageProps) {
  const { t } = useRds();
  const [editing, setEditing] = useState<DbInstance | null>(null);
  const [name, setName] = useState('');
  const [version, setVersion] = useState(0);
  return (
    <>
    <InstanceLayout key={version} id={params.id} section="basic">
      {(i) => {
        const rows: Array<[string, ReactNode]> = [
          ['basic.id', i.DBInstanceId],
          ['basic.name', (
            <span className="field-row">
              {i.DBInstanceDescription}
              <Button text type="primary" onClick={() => (setName(i.DBInstanceDescription ?? ''), setEditing(i))}>{t('action.edit')}</Button>
            </span>
          )],
          ['basic.engine', `${i.Engine} ${i.EngineVersion}`],
          ['basic.class', i.DBInstanceClass],
          ['basic.storage', `${i.DBInstanceStorage ?? ''} GB`],
          ['basic.zone', zoneName(i.ZoneId, t)],
          ['basic.vpc', i.VpcId],
          ['basic.vswitch', i.VSwitchId],
          ['basic.endpoint', i.ConnectionString ?? ''],
          ['basic.port', i.Port ?? ''],
          ['basic.billing', t(`billing.${i.PayType}`)],
          ['basic.created', formatTime(i.CreationTime ?? '')],
        ];
        return (
          <DetailSection title={t('inst.nav.basic')} className="detail-section" rows={rows.map(([k, value]) => [t(k), value] as [string, ReactNode])} />
        );
      }}
    </InstanceLayout>
      {editing && (
        <ConfirmDialog
          title={t('name.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setEditing(null)}
          onOk={async () => {
            const ok = await runAction('Rds', 'ModifyDBInstanceDescription', { DBInstanceId: editing.DBInstanceId, DBInstanceDescription: name.trim() }, t, t('toast.renamed'));
            if (ok) setVersion((v) => v + 1);
            return ok;
          }}
        >
          <Form labelAlign="top">
            <Form.Item label={t('name.field')}>
              <Input aria-label={t('name.field')} value={name} maxLength={256} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
    </>
  );
}
