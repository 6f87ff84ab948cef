// The system events the Create / Modify Event Alert panel offers, by product: a few of ECS's, with their kind
// (事件类型) and level as the help center's appendix of system events lists them.

export type SystemEvent = { name: string; type: 'StatusNotification' | 'Exception' | 'Maintenance'; level: 'CRITICAL' | 'WARN' | 'INFO' };

export const EVENT_PRODUCTS = ['ecs'] as const;
export const EVENT_TYPES = ['StatusNotification', 'Exception', 'Maintenance'] as const;
export const EVENT_LEVELS = ['CRITICAL', 'WARN', 'INFO'] as const;

export const SYSTEM_EVENTS: Record<(typeof EVENT_PRODUCTS)[number], SystemEvent[]> = {
  ecs: [
    { name: 'Instance:StateChange', type: 'StatusNotification', level: 'INFO' },
    { name: 'Instance:PreemptibleInstanceInterruption', type: 'StatusNotification', level: 'WARN' },
    { name: 'Instance:BurstablePerformanceRestricted', type: 'StatusNotification', level: 'WARN' },
    { name: 'Instance:SystemFailure.Reboot:Executing', type: 'Exception', level: 'CRITICAL' },
    { name: 'Instance:SystemFailure.Reboot:Executed', type: 'Exception', level: 'CRITICAL' },
    { name: 'Instance:InstanceFailure.Reboot:Executing', type: 'Exception', level: 'CRITICAL' },
    { name: 'Instance:InstanceFailure.Reboot:Executed', type: 'Exception', level: 'CRITICAL' },
    { name: 'Disk:Stalled:Executing', type: 'Exception', level: 'CRITICAL' },
    { name: 'Disk:Stalled:Executed', type: 'Exception', level: 'CRITICAL' },
    { name: 'Instance:SystemMaintenance.Reboot:Scheduled', type: 'Maintenance', level: 'CRITICAL' },
    { name: 'Instance:SystemMaintenance.Reboot:Executed', type: 'Maintenance', level: 'CRITICAL' },
    { name: 'Disk:DiskOperationCompleted', type: 'StatusNotification', level: 'INFO' },
    { name: 'Snapshot:CreateSnapshotCompleted', type: 'StatusNotification', level: 'INFO' },
  ],
};

/** The JSON the event test panel starts from: an event of the shape the help center's examples show. */
export function sampleEvent(product: string, name: string, level: string): string {
  const body = {
    product: product.toUpperCase(), name, level, regionId: 'cn-hangzhou', ver: '1.0',
    content: { resourceId: 'i-bp1xxxxxxxxxxxxxxxxx', resourceType: 'ALIYUN::ECS::Instance' },
  };
  return JSON.stringify(body, null, 2);
}
