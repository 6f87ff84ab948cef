import { Button, Checkbox, Form, NumberPicker, Select } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { consoleHref } from '../../../../console/src/lib/router';
import { zoneName } from '../../../../console/src/lib/names';
import type { Vpc, VSwitch } from '../../../vpc/console/types';
import type { SecurityGroup } from '../types';
import { FORM_LAYOUT } from './layout';
import type { SectionProps } from './form';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps & {
  vpcs: Vpc[];
  vswitches: VSwitch[];
  groups: SecurityGroup[];
  onRefresh: () => void;
};

/** Network and Security Group: VPC, vSwitch (of the zone, if one is chosen), public IP, security group. */
export function NetworkSection({ form, set, errors, t, vpcs, vswitches, groups, onRefresh }: Props) {
  const usable = vswitches.filter((v) => !form.zoneId || v.ZoneId === form.zoneId);
  const refresh = (
    <Button text type="primary" onClick={onRefresh} className="inline-link">
      {t('common.refresh')}
    </Button>
  );
  return (
    <FormSection title={t('create.section.network')} id="section-network">
      <Form {...FORM_LAYOUT}>
        <Form.Item label={t('create.vpc')} required validateState={errors.vpcId ? 'error' : undefined} help={errors.vpcId}>
          <div className="field-row">
            <Select
              aria-label={t('create.vpc')}
              value={form.vpcId || undefined}
              placeholder={t('create.vpc.placeholder')}
              onChange={onValue<string>((v) => set({ vpcId: v, vswitchId: '', securityGroupId: '' }))}
              dataSource={vpcs.map((v) => ({ value: v.VpcId, label: `${v.VpcName || v.VpcId} / ${v.VpcId} (${v.CidrBlock})` }))}
              style={{ width: 420 }}
            />
            {refresh}
            <a href={consoleHref('/vpc/vpcs/create')} target="_blank" rel="noreferrer" className="inline-link">
              {t('create.vpc.create')}
            </a>
          </div>
        </Form.Item>
        <Form.Item label={t('create.vswitch')} required validateState={errors.vswitchId ? 'error' : undefined} help={errors.vswitchId}>
          <div className="field-row">
            <Select
              aria-label={t('create.vswitch')}
              value={form.vswitchId || undefined}
              placeholder={t('create.vswitch.placeholder')}
              disabled={!form.vpcId}
              onChange={onValue<string>((v) => set({ vswitchId: v }))}
              dataSource={usable.map((v) => ({
                value: v.VSwitchId,
                label: `${v.VSwitchName || v.VSwitchId} / ${v.VSwitchId} (${zoneName(v.ZoneId, t)}, ${v.CidrBlock})`,
              }))}
              style={{ width: 420 }}
            />
            <a
              href={consoleHref(`/vpc/vswitches/create${form.vpcId ? `?vpcId=${form.vpcId}` : ''}`)}
              target="_blank"
              rel="noreferrer"
              className="inline-link"
            >
              {t('create.vswitch.create')}
            </a>
          </div>
        </Form.Item>
        <Form.Item label={t('create.publicIp')}>
          <Checkbox checked={form.publicIp} onChange={onValue<boolean>((v) => set({ publicIp: v }))}>
            {t('create.publicIp.assign')}
          </Checkbox>
        </Form.Item>
        {form.publicIp && (
          <Form.Item label={t('create.bandwidth')} validateState={errors.bandwidth ? 'error' : undefined} help={errors.bandwidth}>
            <NumberPicker
              aria-label={t('create.bandwidth')}
              value={form.bandwidth}
              min={1}
              max={100}
              onChange={onValue<number>((v) => set({ bandwidth: v }))}
              innerAfter={t('unit.mbps')}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('create.securityGroup')}
          required
          validateState={errors.securityGroupId ? 'error' : undefined}
          help={errors.securityGroupId}
        >
          <div className="field-row">
            <Select
              aria-label={t('create.securityGroup')}
              value={form.securityGroupId || undefined}
              placeholder={t('create.securityGroup.placeholder')}
              disabled={!form.vpcId}
              onChange={onValue<string>((v) => set({ securityGroupId: v }))}
              dataSource={groups.map((g) => ({ value: g.SecurityGroupId, label: `${g.SecurityGroupName || g.SecurityGroupId} / ${g.SecurityGroupId}` }))}
              style={{ width: 420 }}
            />
            <a href={consoleHref('/ecs/security-groups/create')} target="_blank" rel="noreferrer" className="inline-link">
              {t('create.securityGroup.create')}
            </a>
          </div>
        </Form.Item>
      </Form>
    </FormSection>
  );
}
