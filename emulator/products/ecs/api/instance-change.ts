// Changing what a subscription instance has bought (the console's Upgrade/Downgrade, 升降配): its instance type
// (ModifyPrepayInstanceSpec) and its public bandwidth (ModifyInstanceNetworkSpec). Each places an order, paid at once
// here (the emulator has no billing): the answer carries an OrderId, as the cloud's does with AutoPay.
// And turning the instance's fixed public IP into an EIP (ConvertNatPublicIpToEip, the console's Convert to EIP).
import type { ActionContext, ActionDef } from '../../../action.js';
import { findInstanceType, findRegion } from '../../../catalog.js';
import { malformed, missingParameter } from '../../../errors.js';
import { dryRun, newId, requireExisting, secondTime } from '../../../common.js';
import { expectStatus, releaseDue } from './instance-power.js';
import type { Instance } from './state.js';
import type { Eip } from '../../vpc/index.js';

export type EcsInstanceChangeAction = 'ModifyPrepayInstanceSpec' | 'ModifyInstanceNetworkSpec' | 'ConvertNatPublicIpToEip';

/** The request's instance, after due releases (InvalidInstanceId.NotFound otherwise). */
export function instance(ctx: ActionContext): Instance {
  const id = ctx.params.required('InstanceId');
  releaseDue(ctx.tenant, ctx.now);
  return requireExisting(ctx.tenant.instances, id, 'InvalidInstanceId.NotFound', 'InstanceId');
}

const orderId = (ctx: ActionContext) => String(ctx.rng.int(200000000000000, 299999999999999));

export const ecsInstanceChangeActions = {
  ModifyPrepayInstanceSpec: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      const p = ctx.params;
      const type = p.optional('InstanceType');
      if (!type) throw missingParameter('InstanceType');
      const operator = p.oneOf('OperatorType', ['upgrade', 'downgrade'], 'upgrade');
      // A pay-as-you-go instance changes its type with ModifyInstanceSpec.
      if (i.InstanceChargeType !== 'PrePaid') {
        throw malformed('ChargeTypeViolation', 'The operation is not permitted due to charge type of the instance.');
      }
      const target = findInstanceType(type);
      if (!target) throw malformed('InvalidInstanceType.ValueNotSupported', `The specified InstanceType "${type}" does not exist or beyond the permitted range.`);
      if (type === i.InstanceType) throw malformed('InvalidInstanceType.ValueUnchanged', `The instance ${i.InstanceId} is already of type ${type}.`);
      // A downgrade takes effect on a stopped instance only; an upgrade on a running or stopped one.
      if (operator === 'downgrade') expectStatus(i, 'Stopped');
      else expectStatus(i, 'Running', 'Stopped');
      dryRun(p);
      i.InstanceType = type;
      return { OrderId: orderId(ctx) };
    },
  },
  ModifyInstanceNetworkSpec: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      const p = ctx.params;
      if (!p.has('InternetMaxBandwidthOut') && !p.has('NetworkChargeType')) throw missingParameter('InternetMaxBandwidthOut');
      const out = p.has('InternetMaxBandwidthOut') ? p.int('InternetMaxBandwidthOut', { min: 0, max: 100, fallback: 0 }) : undefined;
      const charge = p.has('NetworkChargeType') ? p.oneOf('NetworkChargeType', ['PayByTraffic', 'PayByBandwidth'], 'PayByTraffic') : undefined;
      // A temporary upgrade names its period; the emulator keeps the new bandwidth (it runs no timers).
      const [start, end] = [p.optional('StartTime'), p.optional('EndTime')];
      if (start && end && end <= start) throw malformed('InvalidEndTime.ValueNotSupported', 'The EndTime must be later than the StartTime.');
      expectStatus(i, 'Running', 'Stopped');
      dryRun(p);
      if (out !== undefined) i.InternetMaxBandwidthOut = out;
      if (charge) i.InternetChargeType = charge;
      return { OrderId: orderId(ctx) };
    },
  },
  ConvertNatPublicIpToEip: {
    rw: 'Write',
    handle(ctx) {
      const i = instance(ctx);
      if (!i.PublicIpAddress) throw malformed('InvalidInstance.NoPublicIp', `The instance ${i.InstanceId} has no fixed public IP address to convert.`);
      expectStatus(i, 'Running', 'Stopped');
      dryRun(ctx.params);
      // The address stays; it becomes an EIP bound to the instance, billed by traffic as the instance's was.
      const now = secondTime(ctx.now);
      const eips = (ctx.tenant.eips ??= {});
      const AllocationId = newId(ctx, 'eip', findRegion(i.RegionId)!);
      eips[AllocationId] = {
        AllocationId, IpAddress: i.PublicIpAddress, Name: '', Description: '', RegionId: i.RegionId,
        Bandwidth: String(Math.max(1, i.InternetMaxBandwidthOut)), InternetChargeType: 'PayByTraffic', InstanceChargeType: 'PostPaid',
        ISP: 'BGP', InstanceId: i.InstanceId, InstanceType: 'EcsInstance', InstanceRegionId: i.RegionId,
        AllocationTime: now, CreationTime: now, ResourceGroupId: i.ResourceGroupId, Status: 'InUse', transitions: [],
      } satisfies Eip;
      i.PublicIpAddress = null;
      return {};
    },
  },
} satisfies Record<EcsInstanceChangeAction, ActionDef>;
