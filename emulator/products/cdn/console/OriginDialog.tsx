import { useState } from 'react';
import { Form, Input, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { CdnSource } from './types';

export type Props = { t: Translate; onClose: () => void; onAdd: (source: CdnSource) => void };

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const TYPES = ['oss', 'ipaddr', 'domain'] as const;

/** "Add Origin Server": one origin of the domain being added (type, address, priority, weight, port). */
export function OriginDialog({ t, onClose, onAdd }: Props) {
  const [type, setType] = useState<CdnSource['Type']>('ipaddr');
  const [address, setAddress] = useState('');
  const [priority, setPriority] = useState('20');
  const [weight, setWeight] = useState('10');
  const [port, setPort] = useState('80');
  const [errors, setErrors] = useState<{ address?: string; port?: string }>({});

  const submit = async () => {
    const e: typeof errors = {};
    if (!address.trim()) e.address = t('origin.err.address');
    else if (type === 'ipaddr' && !IPV4.test(address.trim())) e.address = t('origin.err.ip');
    const p = Number(port);
    if (!Number.isInteger(p) || p < 1 || p > 65535) e.port = t('origin.err.port');
    setErrors(e);
    if (Object.keys(e).length) return false;
    onAdd({ Type: type, Content: address.trim(), Priority: priority, Weight: weight || '10', Port: p });
    return true;
  };

  return (
    <ConfirmDialog title={t('origin.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top">
        <Form.Item label={t('origin.type')} required>
          <Radio.Group aria-label={t('origin.type')} shape="button" value={type} onChange={onValue<CdnSource['Type']>(setType)}>
            {TYPES.map((k) => (
              <Radio key={k} value={k}>
                {t(`origin.type.${k}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('origin.address')} required validateState={errors.address ? 'error' : undefined} help={errors.address}>
          <Input
            aria-label={t('origin.address')}
            value={address}
            placeholder={type === 'ipaddr' ? '192.0.2.1' : 'origin.example.com'}
            onChange={onValue<string>((v) => {
              setAddress(v);
              setErrors((x) => ({ ...x, address: undefined }));
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('origin.priority')} required>
          <Radio.Group aria-label={t('origin.priority')} value={priority} onChange={onValue<string>(setPriority)}>
            <Radio value="20">{t('origin.priority.20')}</Radio>
            <Radio value="30">{t('origin.priority.30')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('origin.weight')}>
          <Input aria-label={t('origin.weight')} value={weight} onChange={onValue<string>(setWeight)} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('origin.port')} required validateState={errors.port ? 'error' : undefined} help={errors.port}>
          <Input
            aria-label={t('origin.port')}
            value={port}
            onChange={onValue<string>((v) => {
              setPort(v);
              setErrors((x) => ({ ...x, port: undefined }));
            })}
            style={{ width: 160 }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
