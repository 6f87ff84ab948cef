import { useState } from 'react';
import { Form, Input, Table } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import type { InstanceTypeInfo } from '../types';
import type { SectionProps } from './form';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps & { types: InstanceTypeInfo[]; loading: boolean };

/** The instance type picker: a searchable table with one selectable row. */
export function InstanceTypeSection({ form, set, errors, t, types, loading }: Props) {
  const [filter, setFilter] = useState('');
  const shown = types.filter((x) => !filter || x.InstanceTypeId.includes(filter.trim()));
  const chosen = types.find((x) => x.InstanceTypeId === form.instanceType);
  return (
    <FormSection title={t('create.section.instanceType')} id="section-type">
      <Form labelAlign="top">
        <Form.Item
          label={t('create.instanceType')}
          required
          validateState={errors.instanceType ? 'error' : undefined}
          help={errors.instanceType}
        >
          <div className="type-picker">
            <Input
              aria-label={t('create.instanceType.search')}
              placeholder={t('create.instanceType.search')}
              value={filter}
              onChange={onValue<string>((v) => setFilter(v))}
              hasClear
              style={{ width: 320, marginBottom: 8 }}
            />
            <Table
              dataSource={shown}
              loading={loading}
              primaryKey="InstanceTypeId"
              fixedHeader
              maxBodyHeight={260}
              emptyContent={t('common.noData')}
              aria-label={t('create.instanceType')}
              rowSelection={{
                mode: 'single',
                selectedRowKeys: form.instanceType ? [form.instanceType] : [],
                onChange: (keys: (string | number)[]) => set({ instanceType: String(keys[0] ?? '') }),
              }}
              onRowClick={(row: InstanceTypeInfo) => set({ instanceType: row.InstanceTypeId })}
            >
              <Table.Column title={t('create.type.family')} dataIndex="InstanceTypeFamily" />
              <Table.Column title={t('create.type.id')} dataIndex="InstanceTypeId" />
              <Table.Column title={t('create.type.vcpu')} dataIndex="CpuCoreCount" cell={(v: number) => t('unit.vcpu', { n: v })} />
              <Table.Column title={t('create.type.memory')} dataIndex="MemorySize" cell={(v: number) => t('unit.gib', { n: v })} />
            </Table>
            <div className="selected-summary">
              {chosen
                ? t('create.instanceType.selected', {
                    type: chosen.InstanceTypeId,
                    cpu: chosen.CpuCoreCount,
                    mem: chosen.MemorySize,
                  })
                : t('create.instanceType.none')}
            </div>
          </div>
        </Form.Item>
      </Form>
    </FormSection>
  );
}
