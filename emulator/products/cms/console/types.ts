/** CloudMonitor 2019-01-01 response shapes, as far as the console reads them. */
export type Contact = {
  Name: string;
  Desc: string;
  Channels: { Mail?: string; DingWebHook?: string; SMS?: string; AliIM?: string };
  ContactGroups: { ContactGroup: string[] };
  CreateTime: number;
};

export type DescribeContactList = { Total: number; Contacts: { Contact: Contact[] } };

export type ContactGroup = { Name: string; Describe: string; Contacts: { Contact: string[] }; CreateTime: number };

export type DescribeContactGroupList = { Total: number; ContactGroupList: { ContactGroup: ContactGroup[] } };

export type Escalation = { Statistics?: string; ComparisonOperator?: string; Threshold?: string; Times?: number };

export type Rule = {
  RuleId: string;
  RuleName: string;
  Namespace: string;
  MetricName: string;
  Resources: string;
  ContactGroups: string;
  Period: string;
  EnableState: boolean;
  AlertState: string;
  Escalations: { Critical: Escalation; Warn: Escalation; Info: Escalation };
};

export type DescribeMetricRuleList = { Total: string; Alarms: { Alarm: Rule[] } };

export const LEVELS = ['Critical', 'Warn', 'Info'] as const;
export type Level = (typeof LEVELS)[number];

export const OPERATORS: Record<string, string> = {
  GreaterThanOrEqualToThreshold: '>=',
  GreaterThanThreshold: '>',
  LessThanOrEqualToThreshold: '<=',
  LessThanThreshold: '<',
  EqualToThreshold: '=',
  NotEqualToThreshold: '!=',
};

export const METRICS: Record<string, string> = {
  CPUUtilization: '%',
  memory_usedutilization: '%',
  diskusage_utilization: '%',
  InternetOutRate: 'bit/s',
  InternetInRate: 'bit/s',
};

/** The level a rule alerts at: the first with conditions. */
export const levelOf = (rule: Rule): Level => LEVELS.find((l) => rule.Escalations?.[l]?.Statistics) ?? 'Critical';

/** The instance IDs of a rule's Resources (none for all resources). */
export function instancesOf(resources: string): string[] {
  try {
    const parsed = JSON.parse(resources) as Array<{ instanceId?: string }>;
    return parsed.map((r) => r.instanceId).filter((id): id is string => Boolean(id));
  } catch {
    return [];
  }
}

/** A monitoring chart of a custom dashboard (the emulator's DescribeDashboards, api/dashboards.ts). */
export type Chart = { ChartId: string; Title: string; Type: string; Namespace: string; MetricNames: { MetricName: string[] } };

export type Dashboard = { DashboardId: string; Name: string; Charts: { Chart: Chart[] } };

export type MonitorGroup = {
  GroupId: number;
  GroupName: string;
  ContactGroups: { ContactGroup: Array<{ Name: string }> };
  TemplateIds: { TemplateId: string[] };
  InstanceCount: number;
};

export type DescribeMonitorGroups = { Total: number; Resources: { Resource: MonitorGroup[] } };

export type GroupInstance = { InstanceId: string; InstanceName: string; RegionId: string; Category: string };

export type DescribeMonitorGroupInstances = { Total: number; Resources: { Resource: GroupInstance[] } };

export type RuleTemplate = { TemplateId: number; Name: string; Description: string; ApplyHistories: { ApplyHistory: Array<{ GroupId: number; GroupName: string }> } };

export type DescribeMetricRuleTemplateList = { Total: number; Templates: { Template: RuleTemplate[] } };

/** A site monitoring task as DescribeSiteMonitorList lists it (api/sites.ts); TaskState "1" enabled, "2" disabled. */
export type SiteMonitor = { TaskId: string; TaskName: string; TaskType: string; Address: string; Interval: string; TaskState: string; OptionsJson?: Record<string, unknown> };

export type DescribeSiteMonitorList = { TotalCount: number; SiteMonitors: { SiteMonitor: SiteMonitor[] } };

export type DescribeSiteMonitorAttribute = {
  SiteMonitors: SiteMonitor & { OptionJson?: Record<string, unknown>; IspCities: { IspCity: Array<{ City: string; Isp: string }> } };
};

export type EventPattern = { Product: string; NameList?: { NameList: string[] }; LevelList?: { LevelList: string[] }; EventTypeList?: { EventTypeList: string[] } };
export type EventRule = { Name: string; Description: string; EventType: 'SYSTEM' | 'CUSTOM'; GroupId?: string; State: 'ENABLED' | 'DISABLED'; EventPattern: { EventPattern: EventPattern[] } };
export type DescribeEventRuleList = { Total: number; EventRules: { EventRule: EventRule[] } };
export type EventTarget = Record<string, string> & { Id: string };
export type DescribeEventRuleTargetList = {
  ContactParameters?: { ContactParameter: EventTarget[] };
  WebhookParameters?: { WebhookParameter: EventTarget[] };
  MnsParameters?: { MnsParameter: EventTarget[] };
  FcParameters?: { FCParameter: EventTarget[] };
  SlsParameters?: { SlsParameter: EventTarget[] };
};
