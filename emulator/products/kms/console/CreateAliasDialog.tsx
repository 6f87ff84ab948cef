import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { keyId: string; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/** "Create Alias" of one key (CreateAlias; the console adds the `alias/` prefix): on its page, and in the 2021 list. */
export function CreateAliasDialog({ keyId, regionId, t, onClose, onDone }: Props) {
  const [aliasName, setAliasName] = useState('');
  const createAlias = async () => {
    const name = aliasName.trim().replace(/^alias\//, '');
    const ok = await runAction('Kms', 'CreateAlias', { RegionId: regionId, KeyId: keyId, AliasName: `alias/${name}` }, t, t('toast.aliasCreated'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('alias.create')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={createAlias}>
      <Form labelAlign="top">
        <Form.Item label={t('alias.name')} required extra={<span className="field-help">{t('createKey.alias.help')}</span>}>
          <Input aria-label={t('alias.name')} addonTextBefore="alias/" value={aliasName} onChange={onValue<string>(setAliasName)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
