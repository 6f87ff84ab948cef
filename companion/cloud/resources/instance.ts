// An ECS instance (ECS API 2014-05-26): RunInstances (pay-as-you-go) in a vSwitch and security group, then
// wait until it is Running; destroyed with DeleteInstance Force=true.
import { waitFor } from '../retry';
import { CloudApiError, type CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

/** Instance type used when the attributes give none: the smallest general type sold in most regions. */
export const DEFAULT_INSTANCE_TYPE = 'ecs.e-c1m1.large';

/** Types tried in turn when the task names none and the default is out of stock. */
export const FALLBACK_INSTANCE_TYPES = [DEFAULT_INSTANCE_TYPE, 'ecs.t6-c1m1.large', 'ecs.g7.large', 'ecs.c7.large'];

/** The first Alibaba Cloud Linux public image of the region. */
export async function defaultImage(client: CloudClient, instanceType?: string): Promise<string> {
  const body = await client.call('ecs', 'DescribeImages', {
    ImageOwnerAlias: 'system',
    OSType: 'linux',
    PageSize: 100,
    ...(instanceType ? { InstanceType: instanceType } : {}),
  });
  const images = listOf(body, 'Images', 'Image');
  const image = images.find(
    (i) => i.Platform === 'Aliyun' || /^aliyun_/.test(String(i.ImageId)) || /Alibaba Cloud Linux/.test(String(i.OSNameEn ?? i.OSName)),
  );
  if (!image) throw new Error(`No Alibaba Cloud Linux image in ${client.regionId} (${images.length} system images listed); give ImageId.`);
  return String(image.ImageId);
}

const pick = (attrs: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.filter((n) => attrs[n] !== undefined).map((n) => [n, attrs[n]]));

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeInstances', { InstanceIds: JSON.stringify([id]) });
  return listOf(body, 'Instances', 'Instance').find((i) => i.InstanceId === id);
}

/** Fields of DescribeInstances worth exposing, flattened (`VpcId`, `PrivateIpAddress`). */
function exposed(found: Record<string, unknown>): Record<string, string> {
  const vpcAttrs = (found.VpcAttributes ?? {}) as Record<string, unknown>;
  const ips = ((vpcAttrs.PrivateIpAddress ?? {}) as { IpAddress?: unknown[] }).IpAddress ?? [];
  return {
    ...scalarFields(found, ['InstanceName', 'InstanceType', 'ImageId', 'ZoneId', 'Status', 'HostName']),
    ...scalarFields(vpcAttrs, ['VpcId', 'VSwitchId']),
    ...(ips.length ? { PrivateIpAddress: String(ips[0]) } : {}),
  };
}

export const instance = {
  type: 'instance',
  description: 'An ECS instance (pay-as-you-go) in a vSwitch and security group, started and Running.',
  nameParam: 'InstanceName',
  tagging: 'Tag.N',
  dependencies: [
    { param: 'VSwitchId', type: 'vswitch' },
    { param: 'SecurityGroupId', type: 'security_group', sameAs: { VpcId: 'VSwitchId.VpcId' } },
  ],
  consolePath: 'ECS console > Instances & Images > Instances',

  async create(client, allAttrs, ctx): Promise<CreatedResource> {
    // `Status` is not a RunInstances parameter: as in Terraform's alicloud_instance, it is the state to leave
    // the instance in (Running, the default, or Stopped).
    const { Status: wanted = 'Running', ...attrs } = allAttrs;
    if (wanted !== 'Running' && wanted !== 'Stopped') throw new Error(`instance Status must be Running or Stopped, got "${wanted}"`);
    // A type the task does not name is incidental: when it is out of stock (OperationDenied.NoStock, as zones run
    // out of popular types), the next small general type is tried, as a person would pick another one.
    const candidates = attrs.InstanceType ? [attrs.InstanceType] : FALLBACK_INSTANCE_TYPES;
    let params: Record<string, string> = {};
    let created: Record<string, unknown> | undefined;
    for (const [n, instanceType] of candidates.entries()) {
      params = {
        InstanceChargeType: 'PostPaid',
        Amount: '1',
        ...attrs,
        InstanceType: instanceType,
        ImageId: attrs.ImageId ?? (await defaultImage(client, instanceType)),
      };
      try {
        created = await client.call('ecs', 'RunInstances', params);
        break;
      } catch (err) {
        if (!(err instanceof CloudApiError && err.code === 'OperationDenied.NoStock') || n === candidates.length - 1) throw err;
      }
    }
    if (!created) throw new Error('RunInstances was not called: no instance type to try.');
    const ids = ((created.InstanceIdSets ?? {}) as { InstanceIdSet?: unknown[] }).InstanceIdSet ?? [];
    if (ids.length !== 1) throw new Error(`RunInstances returned ${ids.length} instance ids; expected exactly one.`);
    const id = String(ids[0]);
    const waitUntil = (status: string) =>
      waitFor(
        `instance ${id} to be ${status}`,
        async () => {
          const i = await describe(client, id);
          return i?.Status === status ? { done: true, value: i } : { done: false, state: String(i?.Status ?? 'not listed') };
        },
        ctx.wait,
      );
    let found = await waitUntil('Running');
    if (wanted === 'Stopped') {
      await client.call('ecs', 'StopInstance', { InstanceId: id });
      found = await waitUntil('Stopped');
    }
    // The password is a secret: it never becomes a referable attribute.
    const { Password: _password, ...rest } = params;
    return { id, name: String(found.InstanceName ?? params.InstanceName ?? ''), attributes: { ...rest, ...exposed(found), InstanceId: id } };
  },

  quote(attrs) {
    return {
      ResourceType: 'instance',
      InstanceType: attrs.InstanceType ?? DEFAULT_INSTANCE_TYPE,
      ...(attrs.ImageId ? { ImageId: attrs.ImageId } : {}),
      ...pick(attrs, ['SystemDisk.Category', 'SystemDisk.Size']),
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === (resource.attributes.Status ?? 'Running');
  },

  async destroy(client, resource, ctx) {
    try {
      await client.call('ecs', 'DeleteInstance', { InstanceId: resource.id, Force: true });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await waitFor(
      `instance ${resource.id} to be deleted`,
      async () => {
        const i = await describe(client, resource.id);
        return i ? { done: false, state: String(i.Status) } : { done: true, value: undefined };
      },
      ctx.wait,
    );
  },

  async list(client) {
    const found = await pagedRpc(client, 'ecs', 'DescribeInstances', {}, ['Instances', 'Instance'], { pageSize: 100 });
    return found.map((i) => listed(i, String(i.InstanceId), i.InstanceName, { ...exposed(i), InstanceId: String(i.InstanceId) }));
  },
} satisfies ResourceType;
