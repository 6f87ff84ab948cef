import { useEffect, useState } from 'react';
import { Button, Form, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { LoadBalancerAttribute } from './types';
import { useSlb } from './useSlb';

const SPECS = ['slb.s1.small', 'slb.s2.small', 'slb.s2.medium', 'slb.s3.small', 'slb.s3.medium', 'slb.s3.large'];

/**
 * `/slb/instances/:id/spec`: Change Specification of a pay-as-you-go CLB (a row's More menu): the Configuration
 * Upgrade section with the new instance specification, then Buy Now (ModifyLoadBalancerInstanceSpec) and back to the list.
 */
export function ChangeSpecPage({ params }: PageProps) {
  const { t } = useSlb();
  const { regionId } = useConsole();
  const lb = useApiQuery<LoadBalancerAttribute>('Slb', 'DescribeLoadBalancerAttribute', { RegionId: regionId, LoadBalancerId: params.id });
  const [spec, setSpec] = useState('');
  useEffect(() => setSpec((s) => s || lb.data?.LoadBalancerSpec || ''), [lb.data]);
  const buy = async () => {
    const ok = await runAction('Slb', 'ModifyLoadBalancerInstanceSpec', { RegionId: regionId, LoadBalancerId: params.id, LoadBalancerSpec: spec }, t, t('spec.done'));
    if (ok) navigate('/slb/instances');
  };
  return (
    <div className="page">
      <PageHeader title={t('spec.title')} back="/slb/instances" crumbs={[{ label: t('instances.title'), to: '/slb/instances' }, { label: params.id }]} />
      <FormSection title={t('spec.section')}>
        <Form labelAlign="top">
          <Form.Item label={t('create.spec')} required>
            <Select aria-label={t('create.spec')} placeholder={t('common.pleaseSelect')} value={spec || undefined} onChange={onValue<string>(setSpec)} dataSource={SPECS} style={{ width: 280 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <Button type="primary" disabled={!spec} onClick={() => void buy()}>
        {t('create.submit')}
      </Button>
    </div>
  );
}
