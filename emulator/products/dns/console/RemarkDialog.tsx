import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { title: string; initial: string; t: Translate; onClose: () => void; onSave: (remark: string) => Promise<boolean> };

/** "Remark" of a record (UpdateDomainRecordRemark) or a domain name (UpdateDomainRemark): up to 50 characters. */
export function RemarkDialog({ title, initial, t, onClose, onSave }: Props) {
  const [remark, setRemark] = useState(initial);
  return (
    <ConfirmDialog title={title} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={() => onSave(remark.trim())}>
      <Form labelAlign="top">
        <Form.Item label={t('remark.label')} extra={<span className="field-help">{t('remark.help')}</span>}>
          <Input.TextArea aria-label={t('remark.label')} value={remark} maxLength={50} onChange={onValue<string>(setRemark)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
