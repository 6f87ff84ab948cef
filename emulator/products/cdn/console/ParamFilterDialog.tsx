import { useState } from 'react';
import { Form, Input, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

/** Parameter Filtering that keeps the parameters listed (commas) or drops them (spaces). */
export type FilterMode = 'retain' | 'remove';
export type FilterValue = { on: boolean; list: string; keepOrigin: boolean };

const SEPARATOR: Record<FilterMode, RegExp> = { retain: /\s*,\s*/, remove: /\s+/ };

/**
 * Performance Optimization > Parameter Filtering > Modify: the Parameter Filtering switch, the parameters to retain
 * (or delete), and Retain Origin Parameters. The page saves it; a list of more than 10 names is refused here.
 */
export function ParamFilterDialog({ mode, current, t, onClose, onSave }: {
  mode: FilterMode;
  current: FilterValue;
  t: Translate;
  onClose: () => void;
  onSave: (value: FilterValue) => Promise<boolean>;
}) {
  const [on, setOn] = useState(current.on);
  const [list, setList] = useState(current.list);
  const [keepOrigin, setKeepOrigin] = useState(current.keepOrigin);
  const [error, setError] = useState('');
  const title = t(`filter.${mode}.section`);
  const submit = () => {
    const names = list.trim().split(SEPARATOR[mode]).filter(Boolean);
    // Deleting parameters needs at least one name while the switch is on; retaining may list none.
    if (on && (names.length > 10 || (mode === 'remove' && names.length === 0))) {
      setError(t('filter.tooMany'));
      return Promise.resolve(false);
    }
    return onSave({ on, list: names.join(mode === 'retain' ? ',' : ' '), keepOrigin });
  };
  return (
    <ConfirmDialog title={title} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top" aria-label={title}>
        <Form.Item label={t('filter.switch')} extra={<span className="field-help">{t('filter.exclusive')}</span>}>
          <Switch aria-label={t('filter.switch')} checked={on} onChange={(v: boolean) => (setOn(v), setError(''))} />
        </Form.Item>
        <Form.Item label={t(`filter.${mode}.args`)} validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t(`filter.${mode}.hint`)}</span>}>
          <Input aria-label={t(`filter.${mode}.args`)} value={list} onChange={onValue<string>((v) => (setList(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('filter.keepOrigin')}>
          <Switch aria-label={t('filter.keepOrigin')} checked={keepOrigin} onChange={(v: boolean) => setKeepOrigin(v)} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
