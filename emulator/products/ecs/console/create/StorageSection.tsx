import { Form, NumberPicker, Select } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { FORM_LAYOUT } from './layout';
import type { SectionProps } from './form';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps;

const CATEGORIES = ['cloud_essd', 'cloud_essd_entry', 'cloud_auto', 'cloud_ssd', 'cloud_efficiency'];

/** Storage: the system disk's category and size (the defaults are fine for most procedures). */
export function StorageSection({ form, set, errors, t }: Props) {
  return (
    <FormSection title={t('create.section.storage')} id="section-storage">
      <Form {...FORM_LAYOUT}>
        <Form.Item label={t('create.systemDisk')} required validateState={errors.diskCategory ? 'error' : undefined} help={errors.diskCategory}>
          <Select
            aria-label={t('create.systemDisk.category')}
            value={form.diskCategory}
            onChange={onValue<string>((v) => set({ diskCategory: v }))}
            dataSource={CATEGORIES.map((c) => ({ value: c, label: t(`disk.${c}`) }))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item label={t('create.systemDisk.size')} required validateState={errors.diskSize ? 'error' : undefined} help={errors.diskSize}>
          <NumberPicker
            aria-label={t('create.systemDisk.size')}
            value={form.diskSize}
            min={20}
            max={2048}
            onChange={onValue<number>((v) => set({ diskSize: v }))}
            innerAfter={t('unit.gibShort')}
          />
        </Form.Item>
      </Form>
    </FormSection>
  );
}
