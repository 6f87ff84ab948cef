import { useEffect } from 'react';
import { Form, Radio, Select, Tab } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { imageOsName, type Image } from '../types';
import type { SectionProps } from './form';
import { OS_FAMILIES, osFamilyOf } from './osFamily';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps & { images: Image[] };

/** Image: the Public Image tab with an OS family and a version; other tabs list nothing. */
export function ImageSection({ form, set, errors, t, images }: Props) {
  const { lang } = useConsole();
  const families = OS_FAMILIES.filter((f) => images.some((i) => osFamilyOf(i) === f));
  const versions = images.filter((i) => osFamilyOf(i) === form.osFamily);

  useEffect(() => {
    if (!form.imageId && images.length) {
      const family = families.includes(form.osFamily as (typeof OS_FAMILIES)[number]) ? form.osFamily : families[0];
      const first = images.find((i) => osFamilyOf(i) === family);
      if (first) set({ osFamily: family, imageId: first.ImageId });
    }
  }, [images, form.imageId, form.osFamily, families, set]);

  const publicTab = (
    <Form labelAlign="top">
      <Form.Item label={t('create.image.os')} required>
        <Radio.Group
          shape="button"
          aria-label={t('create.image.os')}
          value={form.osFamily}
          onChange={(v) => {
            const family = String(v);
            set({ osFamily: family, imageId: images.find((i) => osFamilyOf(i) === family)?.ImageId ?? '' });
          }}
        >
          {families.map((f) => (
            <Radio key={f} value={f}>
              {t(`os.${f}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('create.image.version')}
        required
        validateState={errors.imageId ? 'error' : undefined}
        help={errors.imageId}
      >
        <Select
          aria-label={t('create.image.version')}
          value={form.imageId}
          onChange={onValue<string>((v) => set({ imageId: v }))}
          dataSource={versions.map((i) => ({ value: i.ImageId, label: imageOsName(i, lang) }))}
          placeholder={t('common.pleaseSelect')}
          style={{ width: 420 }}
        />
      </Form.Item>
    </Form>
  );

  return (
    <FormSection title={t('create.section.image')} id="section-image">
      <Tab shape="wrapped" defaultActiveKey="public" aria-label={t('create.section.image')}>
        <Tab.Item key="public" title={t('create.image.public')}>
          {publicTab}
        </Tab.Item>
        <Tab.Item key="custom" title={t('create.image.custom')}>
          <div className="empty-hint">{t('create.image.empty')}</div>
        </Tab.Item>
        <Tab.Item key="shared" title={t('create.image.shared')}>
          <div className="empty-hint">{t('create.image.empty')}</div>
        </Tab.Item>
        <Tab.Item key="market" title={t('create.image.marketplace')}>
          <div className="empty-hint">{t('create.image.empty')}</div>
        </Tab.Item>
      </Tab>
    </FormSection>
  );
}
