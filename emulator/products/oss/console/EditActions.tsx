import { Button, Form } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type EditActionsProps = {
  t: Translate;
  /** The settings form is open for editing. */
  editing: boolean;
  /** The button that opens it ("Settings", "Modify ACL"). */
  label: string;
  disabled?: boolean;
  busy: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
};

/** The foot of a bucket settings form: its edit button, or Save and Cancel while editing. */
export function EditActions({ t, editing, label, disabled, busy, onEdit, onSave, onCancel }: EditActionsProps) {
  return (
    <Form.Item label=" ">
      {editing ? (
        <div className="row-actions">
          <Button type="primary" loading={busy} onClick={onSave}>
            {t('common.save')}
          </Button>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </div>
      ) : (
        <Button type="primary" disabled={disabled} onClick={onEdit}>
          {label}
        </Button>
      )}
    </Form.Item>
  );
}
