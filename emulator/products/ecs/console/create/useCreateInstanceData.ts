import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { DescribeVpcs, DescribeVSwitches } from '../../../vpc/console/types';
import type { DescribeSecurityGroups, Image, InstanceTypeInfo, Zone } from '../types';
import type { InstanceForm } from './form';

/** The lists the purchase page offers, reloaded when the region or the chosen VPC changes. */
export function useCreateInstanceData(form: InstanceForm) {
  const { regionId } = useConsole();
  const zones = useApiQuery<{ Zones: { Zone: Zone[] } }>('Ecs', 'DescribeZones', { RegionId: regionId });
  const types = useApiQuery<{ InstanceTypes: { InstanceType: InstanceTypeInfo[] } }>('Ecs', 'DescribeInstanceTypes', {
    RegionId: regionId,
  });
  const images = useApiQuery<{ Images: { Image: Image[] } }>('Ecs', 'DescribeImages', {
    RegionId: regionId,
    ImageOwnerAlias: 'system',
    PageSize: 100,
  });
  const vpcs = useApiQuery<DescribeVpcs>('Vpc', 'DescribeVpcs', { RegionId: regionId, PageSize: 50 });
  const vswitches = useApiQuery<DescribeVSwitches>(
    'Vpc',
    'DescribeVSwitches',
    form.vpcId ? { RegionId: regionId, VpcId: form.vpcId, PageSize: 50 } : null,
  );
  const groups = useApiQuery<DescribeSecurityGroups>(
    'Ecs',
    'DescribeSecurityGroups',
    form.vpcId ? { RegionId: regionId, VpcId: form.vpcId, PageSize: 50 } : null,
  );
  return {
    regionId,
    zones: zones.data?.Zones?.Zone ?? [],
    types: types.data?.InstanceTypes?.InstanceType ?? [],
    typesLoading: types.loading,
    images: images.data?.Images?.Image ?? [],
    vpcs: vpcs.data?.Vpcs?.Vpc ?? [],
    vswitches: vswitches.data?.VSwitches?.VSwitch ?? [],
    groups: groups.data?.SecurityGroups?.SecurityGroup ?? [],
    reloadNetwork: () => {
      vpcs.reload();
      vswitches.reload();
      groups.reload();
    },
    errors: [zones.error, types.error, images.error, vpcs.error, vswitches.error, groups.error].filter(Boolean),
  };
}

export type CreateInstanceData = ReturnType<typeof useCreateInstanceData>;
