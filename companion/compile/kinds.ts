/**
 * What the compiler needs to know of each resource type of the provisioner's catalogue (companion/cloud/resources):
 * the API nouns that name it (`CreateVSwitch`, `DescribeVSwitches`), the request parameters that carry its id in
 * other calls (`VSwitchId`), the service whose API it belongs to, and the state attribute its `create` takes
 * (`Status: Stopped` leaves an instance stopped) with the default state and the other states it can be left in.
 * These are facts of the OpenAPI and of our provisioner, not of any page.
 */
import { RESOURCE_TYPES, type Dependency, type ResourceTypeName } from '../cloud/resources/index';
import { splitName } from './words';

export interface Kind {
  type: ResourceTypeName;
  service: string;
  /** The API noun(s), as action names write them. */
  nouns: string[];
  /** Request parameters that carry this resource's id (the first is the usual one). */
  idParams: string[];
  /** Whether the id is its name (`BucketName`, `UserName`): then `${x.name}` and `${x.id}` are the same. */
  namedById: boolean;
  /**
   * An id parameter that carries one attribute of the resource, not its whole id: a CLB listener's id is
   * `<LoadBalancerId>:<port>` (the provisioner's), and a call names it by `ListenerPort` (its port) beside `LoadBalancerId`.
   */
  idAttributes?: Record<string, string>;
  state?: { attribute: string; default: string; others: string[] };
  /** English words the console uses for it besides the noun (`EIP`, `CLB instance`, `AccessKey`). */
  words: string[];
}

const KINDS: Record<ResourceTypeName, Omit<Kind, 'type'>> = {
  vpc: { service: 'Vpc', nouns: ['Vpc'], idParams: ['VpcId'], namedById: false, words: ['vpc'] },
  vswitch: { service: 'Vpc', nouns: ['VSwitch'], idParams: ['VSwitchId'], namedById: false, words: ['vswitch', 'v switch', 'switch'] },
  security_group: { service: 'Ecs', nouns: ['SecurityGroup'], idParams: ['SecurityGroupId'], namedById: false, words: ['security group'] },
  instance: {
    service: 'Ecs', nouns: ['Instance'], idParams: ['InstanceId', 'InstanceIds'], namedById: false, words: ['instance', 'ecs instance', 'server'],
    state: { attribute: 'Status', default: 'Running', others: ['Stopped'] },
  },
  disk: { service: 'Ecs', nouns: ['Disk'], idParams: ['DiskId'], namedById: false, words: ['disk', 'data disk', 'cloud disk'] },
  snapshot: { service: 'Ecs', nouns: ['Snapshot'], idParams: ['SnapshotId'], namedById: false, words: ['snapshot'] },
  ecs_auto_snapshot_policy: { service: 'Ecs', nouns: ['AutoSnapshotPolicy', 'AutoSnapshotPolicyEx'], idParams: ['autoSnapshotPolicyId', 'AutoSnapshotPolicyId'], namedById: false, words: ['automatic snapshot policy', 'snapshot policy', 'policy'] },
  ecs_launch_template: { service: 'Ecs', nouns: ['LaunchTemplate', 'LaunchTemplateVersion', 'LaunchTemplateDefaultVersion', 'LaunchTemplateVersions', 'LaunchTemplates'], idParams: ['LaunchTemplateId', 'LaunchTemplateName'], namedById: false, words: ['launch template', 'launch template version', 'template version'] },
  ecs_deployment_set: { service: 'Ecs', nouns: ['DeploymentSet', 'DeploymentSetAttribute', 'DeploymentSets'], idParams: ['DeploymentSetId'], namedById: false, words: ['deployment set'] },
  ecs_network_interface: {
    service: 'Ecs', nouns: ['NetworkInterface', 'NetworkInterfaceAttribute', 'NetworkInterfaces', 'PrivateIpAddresses'], idParams: ['NetworkInterfaceId'], namedById: false,
    words: ['eni', 'elastic network interface', 'network interface', 'secondary eni', 'secondary private ip'],
  },
  key_pair: { service: 'Ecs', nouns: ['KeyPair'], idParams: ['KeyPairName', 'KeyPairNames'], namedById: true, words: ['key pair'] },
  eip: { service: 'Vpc', nouns: ['EipAddress', 'Eip'], idParams: ['AllocationId'], namedById: false, words: ['eip', 'elastic ip', 'elastic ip address'] },
  common_bandwidth_package: { service: 'Vpc', nouns: ['CommonBandwidthPackage'], idParams: ['BandwidthPackageId'], namedById: false, words: ['internet shared bandwidth', 'shared bandwidth', 'eip bandwidth plan', 'internet shared bandwidth instance'] },
  route_table: { service: 'Vpc', nouns: ['RouteTable'], idParams: ['RouteTableId'], namedById: false, words: ['route table'] },
  nat_gateway: { service: 'Vpc', nouns: ['NatGateway'], idParams: ['NatGatewayId'], namedById: false, words: ['nat gateway'] },
  snat_entry: { service: 'Vpc', nouns: ['SnatEntry'], idParams: ['SnatEntryId'], namedById: false, words: ['snat entry'] },
  db_instance: { service: 'Rds', nouns: ['DBInstance'], idParams: ['DBInstanceId'], namedById: false, words: ['rds instance', 'instance'] },
  db_database: { service: 'Rds', nouns: ['Database'], idParams: ['DBName'], namedById: true, words: ['database'] },
  db_account: { service: 'Rds', nouns: ['Account'], idParams: ['AccountName'], namedById: true, words: ['account', 'database account'] },
  alidns_domain: { service: 'Alidns', nouns: ['Domain'], idParams: ['DomainName'], namedById: true, words: ['domain', 'domain name'] },
  alidns_record: { service: 'Alidns', nouns: ['DomainRecord'], idParams: ['RecordId'], namedById: false, words: ['record', 'dns record', 'subdomain'] },
  cdn_domain: { service: 'Cdn', nouns: ['CdnDomain', 'Domain'], idParams: ['DomainName', 'DomainNames'], namedById: true, words: ['domain', 'domain name', 'accelerated domain'], state: { attribute: 'Status', default: 'online', others: ['offline'] } },
  fc_service: { service: 'FC', nouns: ['Service'], idParams: ['serviceName'], namedById: true, words: ['service'] },
  fc_function: { service: 'FC', nouns: ['Function'], idParams: ['functionName'], namedById: true, words: ['function'] },
  fc3_function: { service: 'FC', nouns: ['Function'], idParams: ['functionName'], namedById: true, words: ['function'] },
  fc_trigger: { service: 'FC', nouns: ['Trigger'], idParams: ['triggerName'], namedById: true, words: ['trigger'] },
  kms_key: {
    service: 'Kms', nouns: ['Key'], idParams: ['KeyId'], namedById: false, words: ['key', 'cmk', 'customer master key'],
    state: { attribute: 'KeyState', default: 'Enabled', others: ['Disabled', 'PendingDeletion'] },
  },
  kms_secret: { service: 'Kms', nouns: ['Secret'], idParams: ['SecretName'], namedById: true, words: ['secret'] },
  oss_bucket: { service: 'Oss', nouns: ['Bucket'], idParams: ['BucketName'], namedById: true, words: ['bucket'] },
  ram_group: { service: 'Ram', nouns: ['Group'], idParams: ['GroupName'], namedById: true, words: ['group', 'user group', 'ram user group'] },
  ram_user: { service: 'Ram', nouns: ['User'], idParams: ['UserName'], namedById: true, words: ['user', 'ram user'] },
  ram_policy: { service: 'Ram', nouns: ['Policy'], idParams: ['PolicyName'], namedById: true, words: ['policy'] },
  ram_role: { service: 'Ram', nouns: ['Role'], idParams: ['RoleName'], namedById: true, words: ['role', 'ram role'] },
  // RAM's SSO page calls IMS for its identity providers, which IMS names SAML providers.
  ram_saml_provider: { service: 'Ims', nouns: ['SAMLProvider'], idParams: ['SAMLProviderName'], namedById: true, words: ['identity provider', 'idp', 'saml provider'] },
  cms_alarm_contact: { service: 'Cms', nouns: ['Contact'], idParams: ['ContactName', 'ContactNames.1', 'contactId', 'contactIds'], namedById: true, words: ['contact', 'alert contact'] },
  cms_alarm_contact_group: { service: 'Cms', nouns: ['ContactGroup'], idParams: ['ContactGroupName', 'contactGroupId', 'contactGroupIds'], namedById: true, words: ['contact group', 'alert contact group'] },
  cms_alarm: { service: 'Cms', nouns: ['MetricRule', 'MetricRules', 'ResourceMetricRule'], idParams: ['RuleId', 'RuleId.1', 'Id.1'], namedById: false, words: ['alert rule', 'alarm rule', 'rule'] },
  cms_monitor_group: { service: 'Cms', nouns: ['MonitorGroup', 'MonitorGroupInstances'], idParams: ['GroupId'], namedById: false, words: ['application group'] },
  cms_metric_rule_template: { service: 'Cms', nouns: ['MetricRuleTemplate'], idParams: ['TemplateId', 'TemplateIds'], namedById: false, words: ['alert template', 'alarm template'] },
  // Only the targets' noun: with EventRule among the nouns, a page titled "…event-triggered alert rule" was read as
  // making a metric alert rule (the kind its "alert rule" names), and PutEventRule lost to PutResourceMetricRule.
  cms_event_rule: { service: 'Cms', nouns: ['EventRuleTargets'], idParams: ['RuleName', 'RuleNames.1'], namedById: false, words: ['event alert rule', 'event triggered alert rule'], state: { attribute: 'State', default: 'ENABLED', others: ['DISABLED'] } },
  cms_site_monitor: { service: 'Cms', nouns: ['SiteMonitor', 'SiteMonitors'], idParams: ['TaskId', 'TaskIds'], namedById: false, words: ['site monitoring task', 'monitoring task', 'site monitor'], state: { attribute: 'TaskState', default: 'enabled', others: ['disabled'] } },
  slb_load_balancer: { service: 'Slb', nouns: ['LoadBalancer'], idParams: ['LoadBalancerId'], namedById: false, words: ['clb instance', 'slb instance', 'load balancer', 'instance'] },
  slb_listener: { service: 'Slb', nouns: ['LoadBalancerListener', 'LoadBalancerTCPListener', 'LoadBalancerUDPListener', 'LoadBalancerHTTPListener', 'LoadBalancerHTTPSListener'], idParams: ['ListenerPort'], idAttributes: { ListenerPort: 'ListenerPort' }, namedById: false, words: ['listener'], state: { attribute: 'Status', default: 'running', others: ['stopped'] } },
  slb_backend_server: { service: 'Slb', nouns: ['BackendServer', 'BackendServers'], idParams: ['ServerId'], namedById: false, words: ['backend server'] },
  slb_vserver_group: { service: 'Slb', nouns: ['VServerGroup'], idParams: ['VServerGroupId'], namedById: false, words: ['vserver group', 'virtual server group'] },
  slb_master_slave_group: {
    service: 'Slb', nouns: ['MasterSlaveServerGroup'], idParams: ['MasterSlaveServerGroupId'], namedById: false,
    words: ['primary/secondary server group', 'primary secondary server group', 'active/standby server group', 'active standby server group', 'master slave server group'],
  },
  slb_rule: { service: 'Slb', nouns: ['Rule', 'Rules'], idParams: ['RuleId', 'RuleIds'], namedById: false, words: ['forwarding rule', 'rule'] },
  trail: { service: 'Actiontrail', nouns: ['Trail'], idParams: ['Name'], namedById: true, words: ['trail'] },
};

export const kindOf = (type: string): Kind | undefined => (Object.hasOwn(KINDS, type) ? { type: type as ResourceTypeName, ...KINDS[type as ResourceTypeName] } : undefined);

export const ALL_KINDS: Kind[] = (Object.keys(KINDS) as ResourceTypeName[]).map((type) => ({ type, ...KINDS[type] }));

const SETTINGS = /passwordpolicy/g;

/**
 * The console a page is compiled for, as the kinds see it: the service whose API it calls and the controls it draws
 * (the catalogue's `CatalogueProduct` is one). A bare service name means no console is known.
 */
export interface KindConsole {
  service: string;
  controls: ReadonlyArray<{ action: string; rowParams: readonly string[]; listId?: string; fields: ReadonlyArray<{ param: string }> }>;
}

export type On = string | KindConsole;

const serviceOf = (on: On): string => (typeof on === 'string' ? on : on.service);

/** The kinds of a service whose noun an action's name holds after its verb, as spans of the name; every kind of a noun. */
function kindSpans(service: string, action: string) {
  // An account's password policy is a setting, not a RAM policy.
  const rest = splitName(action).slice(1).join('').replace(SETTINGS, '');
  return ALL_KINDS.filter((k) => k.service === service).flatMap((kind) => {
    const found = kind.nouns.map((n) => splitName(n).join('')).filter((n) => rest.includes(n)).sort((a, b) => b.length - a.length)[0];
    return found ? [{ kind, at: rest.indexOf(found), end: rest.indexOf(found) + found.length }] : [];
  });
}

/** Whether the console draws a control on resources of the kind: a list, a row or a form field with its id, or its action. */
function shows(on: KindConsole, kind: Kind): boolean {
  return on.controls.some(
    (c) => [c.listId, ...c.rowParams, ...c.fields.map((f) => f.param)].some((p) => p !== undefined && kind.idParams.includes(p)) ||
      kindSpans(kind.service, c.action).some((s) => s.kind === kind),
  );
}

/** The dependencies of a kind within its own service (a 2.0 function's service), whose console would show them. */
const ownDependencies = (kind: Kind) => dependenciesOf(kind.type).map((d) => kindOf(d.type)).filter((d): d is Kind => Boolean(d) && d!.service === kind.service);

/**
 * Kinds of one service that share a noun belong to different generations of its console: Function Compute 2.0's
 * `fc_function` lives in an `fc_service`, 3.0's `fc3_function` stands alone, and both are `Function` to the API.
 * The console decides: a kind is of it when the console draws every resource of its own service the kind depends on
 * (today's FC console and fc@2024 have no service anywhere, fc@2023 lists services), and of the kinds that are, the
 * one that depends on most (on fc@2023 a function is the service's). Without a console, or when no kind fits, the
 * kind stays as it is.
 */
export function kindOn(kind: Kind, on: On | undefined): Kind {
  if (on === undefined || typeof on === 'string') return kind;
  const siblings = ALL_KINDS.filter((k) => k.service === kind.service && k.nouns.some((n) => kind.nouns.includes(n)));
  if (siblings.length < 2) return kind;
  const fitting = siblings.filter((k) => ownDependencies(k).every((d) => shows(on, d)));
  return fitting.sort((a, b) => ownDependencies(b).length - ownDependencies(a).length)[0] ?? kind;
}

/**
 * The kinds of a service whose noun an action's name holds after its verb (`StopInstance` -> instance); on a console,
 * of the kinds that share a noun the one of that console (`kindOn`).
 */
export function kindsOfAction(on: On, action: string): Kind[] {
  const spans = kindSpans(serviceOf(on), action);
  // A noun inside another kind's ("Contact" in `DeleteContactGroup`) is part of that name, not a kind of its own;
  // a listener's `LoadBalancer` names its parent all the same.
  const inside = (s: (typeof spans)[number]) => spans.some((o) => o !== s && o.at <= s.at && s.end <= o.end && o.end - o.at > s.end - s.at && (RESOURCE_TYPES[o.kind.type] as { parent?: string }).parent !== s.kind.type);
  const kinds = spans.filter((s) => !inside(s)).map((s) => s.kind)
    .sort((a, b) => Math.max(...b.nouns.map((n) => n.length)) - Math.max(...a.nouns.map((n) => n.length)));
  return [...new Set(kinds.map((k) => kindOn(k, on)))];
}

/** The kind whose id a request parameter carries (`VSwitchId` -> vswitch), among a service's or all; on a console, its own. */
export function kindOfParam(param: string, on?: On): Kind | undefined {
  const candidates = ALL_KINDS.filter((k) => k.idParams.includes(param));
  const found = candidates.find((k) => on !== undefined && k.service === serviceOf(on)) ?? candidates[0];
  return found && kindOn(found, on);
}

/**
 * The dependencies the provisioner declares for a type (what must exist for it to be created); on a console, each
 * of the kind that console has (a trigger's function on today's FC console is a 3.0 function).
 */
export function dependenciesOf(type: ResourceTypeName, on?: On): readonly Dependency[] {
  const declared = RESOURCE_TYPES[type].dependencies;
  if (on === undefined || typeof on === 'string') return declared;
  return declared.map((d) => {
    const kind = kindOf(d.type);
    const own = kind && kindOn(kind, on);
    return own && own.type !== d.type ? { ...d, type: own.type } : d;
  });
}

/**
 * Values that must differ between resources of the type under one parent: the vSwitches of a VPC have CIDR blocks
 * that do not overlap. A create form's fixed value for one goes to the first of several only.
 */
const DISTINCT: Partial<Record<ResourceTypeName, readonly string[]>> = { vswitch: ['CidrBlock'] };

export const distinctParamsOf = (type: ResourceTypeName): readonly string[] => DISTINCT[type] ?? [];

/**
 * Values the provisioner cannot make up and the page may not give: a CLB listener is known by its port (the
 * console's usual first listener, HTTP/TCP 80). A value the page gives wins.
 */
const REQUIRED: Partial<Record<ResourceTypeName, Record<string, string>>> = { slb_listener: { ListenerPort: '80' } };

export const requiredDefaultsOf = (type: ResourceTypeName): Record<string, string> => REQUIRED[type] ?? {};

/**
 * What an action asks of the resource it acts on besides a state: ModifyPrepayInstanceSpec changes the type of a
 * subscription instance only (a pay-as-you-go one is refused with ChargeTypeViolation), so one is bought for a month;
 * ConvertNatPublicIpToEip converts the fixed public IP an instance gets only with public bandwidth at creation.
 */
const TARGET: Record<string, Record<string, string>> = {
  'Ecs.ModifyPrepayInstanceSpec': { InstanceChargeType: 'PrePaid', Period: '1', PeriodUnit: 'Month' },
  'Ecs.ConvertNatPublicIpToEip': { InternetMaxBandwidthOut: '5' },
};

export const targetAttributesOf = (service: string, action: string): Record<string, string> | undefined => TARGET[`${service}.${action}`];

/**
 * A state an action needs of its target when the title says what it does: ModifyPrepayInstanceSpec downgrades an
 * instance's type only while it is stopped (an upgrade takes it running or stopped).
 */
const TITLE_STATE: Record<string, { cue: RegExp; state: string; why: string }> = {
  'Ecs.ModifyPrepayInstanceSpec': { cue: /(?<!升)降配|降低|\bdowngrad/i, state: 'Stopped', why: 'a subscription instance is downgraded only while it is stopped' },
};

/** Parameters the OpenAPI takes as a JSON array (ECS DeleteKeyPairs' `KeyPairNames`, SLB DeleteRules' `RuleIds`): one resource goes as a list of one. */
export const JSON_LIST_PARAMS: ReadonlySet<string> = new Set(['KeyPairNames', 'RuleIds']);

export const titleStateOf = (service: string, action: string) => TITLE_STATE[`${service}.${action}`];

/** The parameter that names a resource of the type at creation. */
export const nameParamOf = (type: ResourceTypeName): string => RESOURCE_TYPES[type].nameParam;

/**
 * Types whose names the OpenAPI allows only lowercase letters, digits and underscores (ApsaraDB RDS accounts and
 * databases: CreateAccount and CreateDatabase refuse a hyphen); a name made for one is written with underscores.
 */
const UNDERSCORE_NAMES: ReadonlySet<ResourceTypeName> = new Set(['db_account', 'db_database']);

/**
 * Values the OpenAPI requires to begin with a fixed prefix: a KMS alias is `alias/<name>` (the console shows the
 * prefix beside the box and sends it). A value the reader makes up for one carries it.
 */
const VALUE_PREFIX: Record<string, string> = { 'Kms.AliasName': 'alias/' };

export const valuePrefixOf = (service: string, param: string): string | undefined => VALUE_PREFIX[`${service}.${param}`];

/**
 * Values the console sends with a fixed ending after what the reader typed: an OSS folder is the object whose name
 * ends with `/` (the Create Directory dialog appends it), so a rule for a folder the reader names expects that ending.
 * `input` is the name of the task input the value comes from (`folderName`, `directoryName`).
 */
function valueSuffixOf(service: string, event: string, param: string, input: string): string {
  return service === 'Oss' && event === 'PutObject' && param === 'ObjectName' && /folder|directory|dir$/i.test(input) ? '/' : '';
}

/**
 * A value the reader makes up for a rule's parameter (`${inputs.x}`), written as the API receives it: a created
 * resource's name in the form its type accepts (an RDS account's underscores), a required prefix in the input, a
 * fixed ending the console appends in the rule.
 */
export function shapeInputValues(rule: { service: string; event: string; params?: Record<string, unknown> }, inputs: Record<string, string>): void {
  for (const [param, value] of Object.entries(rule.params ?? {})) {
    const key = /^\$\{inputs\.([\w-]+)\}$/.exec(String(value))?.[1];
    if (!key || inputs[key] === undefined) continue;
    const kind = kindsOfAction(rule.service, rule.event).find((k) => nameParamOf(k.type) === param);
    if (kind) inputs[key] = nameFor(kind.type, inputs[key]);
    const prefix = valuePrefixOf(rule.service, param);
    if (prefix && !inputs[key].startsWith(prefix)) inputs[key] = `${prefix}${inputs[key]}`;
    const suffix = valueSuffixOf(rule.service, rule.event, param, key);
    if (suffix) rule.params![param] = `${String(value)}${suffix}`;
  }
}

/**
 * Actions that name their resource by its ARN rather than its id: KMS SetDeletionProtection takes the key as
 * `ProtectedResourceArn` (the console sends the key's ARN).
 */
const BY_ARN: Record<string, string> = { 'Kms.SetDeletionProtection': 'ProtectedResourceArn' };

export const arnParamOf = (service: string, action: string): string | undefined => BY_ARN[`${service}.${action}`];

/** A name made for a resource of the type (`aca-${rand}-db`), in the characters its API accepts. */
export const nameFor = (type: ResourceTypeName, name: string): string => (UNDERSCORE_NAMES.has(type) ? name.replace(/-/g, '_') : name);

/**
 * What a resource of the type watches, beyond its dependencies: the provisioner creates an alert rule in the ECS
 * namespace (`acs_ecs_dashboard`), on the instances its `Resources` JSON names, so a rule needs an instance to watch;
 * and PutResourceMetricRule needs a metric of that namespace and the condition of at least one level (`with`: the
 * instance's CPU utilization, critical at 90% three times running, the console's first metric and its defaults).
 */
const WATCHES: Partial<Record<ResourceTypeName, { param: string; type: ResourceTypeName; value: (ref: string) => string; with?: Record<string, string> }>> = {
  cms_alarm: {
    param: 'Resources',
    type: 'instance',
    value: (ref) => `[{"instanceId":"${ref}"}]`,
    with: {
      MetricName: 'CPUUtilization',
      'Escalations.Critical.Statistics': 'Average',
      'Escalations.Critical.ComparisonOperator': 'GreaterThanOrEqualToThreshold',
      'Escalations.Critical.Threshold': '90',
      'Escalations.Critical.Times': '3',
    },
  },
};

export const watchedBy = (type: ResourceTypeName) => WATCHES[type];

/**
 * What an existing resource is made of besides its id dependencies, as the provisioner creates it: an SNAT entry sits
 * in its NAT gateway's SNAT table, translates a vSwitch of it, through the address of an EIP bound to the gateway.
 * `attribute`: the part's attribute the entry names (its id when absent); `boundTo`: the part is bound to another;
 * `attributes`: what the part must be for it (a forwarding rule lives on an HTTP or HTTPS listener, whose port it names).
 */
export interface MadeWith { type: ResourceTypeName; param: string; attribute?: string; boundTo?: ResourceTypeName; attributes?: Record<string, string> }

const MADE_WITH: Partial<Record<ResourceTypeName, readonly MadeWith[]>> = {
  snat_entry: [
    { type: 'nat_gateway', param: 'SnatTableId', attribute: 'SnatTableId' },
    { type: 'vswitch', param: 'SourceVSwitchId' },
    { type: 'eip', param: 'SnatIp', attribute: 'IpAddress', boundTo: 'nat_gateway' },
  ],
  slb_rule: [{ type: 'slb_listener', param: 'ListenerPort', attribute: 'ListenerPort', attributes: { ListenerProtocol: 'http' } }],
};

export const madeWithOf = (type: ResourceTypeName): readonly MadeWith[] => MADE_WITH[type] ?? [];

/**
 * Where a resource whose network is optional goes when the procedure also needs ECS instances: a CLB lists as
 * backend servers only the instances of its own VPC (an intranet CLB must be in it; an Internet one may), so it is
 * created in the instances' vSwitch, which holds whichever network type the console gives it.
 */
const COLOCATED: Partial<Record<ResourceTypeName, { with: ResourceTypeName; vSwitch: string; vpc?: string }>> = {
  slb_load_balancer: { with: 'instance', vSwitch: 'VSwitchId', vpc: 'VpcId' },
  // A secondary ENI is bound only to an instance of its VPC and zone: it goes in the instance's vSwitch.
  ecs_network_interface: { with: 'instance', vSwitch: 'VSwitchId' },
};

export const colocationOf = (type: ResourceTypeName) => COLOCATED[type];

/**
 * A resource that is used only with another of its zone: a disk is attached only to an instance of its zone
 * (AttachDisk refuses another, and the console's Attach Disk lists only the disks of the instance's zone). When
 * both are needed, the other's vSwitch is made in the disk's zone.
 */
const SAME_ZONE: Partial<Record<ResourceTypeName, ResourceTypeName>> = { disk: 'instance' };

export const sameZoneAs = (type: ResourceTypeName) => SAME_ZONE[type];

/**
 * A dependency that must be bound to a third resource before the dependent one can exist: a snapshot is taken of a
 * disk that is (or was) attached to an instance (CreateSnapshot refuses a disk never attached: IncorrectDiskStatus),
 * so the disk a snapshot needs is attached to an instance of its zone.
 */
const DEPENDENCY_BOUND: Partial<Record<ResourceTypeName, { dependency: ResourceTypeName; boundTo: ResourceTypeName }>> = {
  snapshot: { dependency: 'disk', boundTo: 'instance' },
};

/** The type `dependency` must be bound to when `owner` depends on it (a snapshot's disk: an instance). */
export const dependencyBoundOf = (owner: ResourceTypeName, dependency: string): ResourceTypeName | undefined => {
  const rule = DEPENDENCY_BOUND[owner];
  return rule?.dependency === dependency ? rule.boundTo : undefined;
};

/**
 * Request parameters of the provisioner's that the API takes inside a JSON list rather than on their own (a
 * backend server's `ServerId` is an item of `BackendServers`): a success rule cannot name them.
 */
const LISTED: Partial<Record<ResourceTypeName, string[]>> = { slb_backend_server: ['ServerId'], slb_master_slave_group: ['ServerId'], slb_rule: ['VServerGroupId'] };

export const listedParams = (type: ResourceTypeName | undefined) => (type ? LISTED[type] ?? [] : []);

/**
 * What the provisioner gives a resource through an attribute rather than as a resource of its own: a RAM user's
 * AccessKey pair (`AccessKey: "true"`, its id then the user's `AccessKeyId`). An action on the part
 * (`UpdateAccessKey`) needs the owner with the part, and names the part by the parameter given here.
 */
export interface Part {
  owner: ResourceTypeName;
  noun: string;
  attributes: Record<string, string>;
  /** The parameter that names the part and the owner's attribute it takes; none when the owner's id names it. */
  param?: string;
  attribute?: string;
}

/**
 * A RAM user's AccessKey pair, and its logon profile (console logon: `UpdateLoginProfile` fails on a user without
 * one; the call names the user alone).
 */
const PARTS: Part[] = [
  { owner: 'ram_user', noun: 'AccessKey', attributes: { AccessKey: 'true' }, param: 'UserAccessKeyId', attribute: 'AccessKeyId' },
  { owner: 'ram_user', noun: 'LoginProfile', attributes: { ConsoleLogon: 'true' } },
];

/** The part an action acts on (`UpdateAccessKey`, `DeleteAccessKey`), when it does not make it. */
export function partOf(service: string, action: { verb: string; nouns: string[] }): Part | undefined {
  if (['create', 'add', 'list', 'get', 'describe'].includes(action.verb)) return undefined;
  return PARTS.find((p) => kindOf(p.owner)?.service === service && splitName(p.noun).join('') === action.nouns.join(''));
}

/**
 * How the OpenAPI names the resource another one is bound to: an EIP is associated with an `InstanceId` whose
 * `InstanceType` says what it is (`Nat`, `SlbInstance`; an ECS instance is the default and goes without it); a RAM
 * user is in a group by its `GroupName`.
 */
const BINDS: Partial<Record<ResourceTypeName, { param: string; typeParam?: string; types: Partial<Record<ResourceTypeName, string | null>> }>> = {
  eip: { param: 'InstanceId', typeParam: 'InstanceType', types: { instance: null, nat_gateway: 'Nat', slb_load_balancer: 'SlbInstance' } },
  // A RAM user is made a member of a group by the group's name (the provisioner's AddUserToGroup; a group's id is its name).
  ram_user: { param: 'GroupName', types: { ram_group: null } },
  // A secondary ENI is bound to an ECS instance (AttachNetworkInterface, the provisioner's InstanceId).
  ecs_network_interface: { param: 'InstanceId', types: { instance: null } },
  // An EIP is added to an Internet Shared Bandwidth instance by its AllocationId (the provisioner's IpInstanceId).
  common_bandwidth_package: { param: 'IpInstanceId', types: { eip: null } },
  // A data disk is attached to an ECS instance (AttachDisk; the provisioner's InstanceId).
  disk: { param: 'InstanceId', types: { instance: null } },
};

/** The types a resource of the type can be bound to (a secondary ENI: an instance). */
export const boundTypesOf = (owner: ResourceTypeName): ResourceTypeName[] => Object.keys(BINDS[owner]?.types ?? {}) as ResourceTypeName[];

/**
 * The type a resource of the type is bound to when the call names no other: the one whose binding needs no type
 * parameter (an EIP's ECS instance, which the bind dialog offers first), or the only one.
 */
export function defaultBoundTypeOf(owner: ResourceTypeName): ResourceTypeName | undefined {
  const binds = BINDS[owner];
  if (!binds) return undefined;
  const types = Object.entries(binds.types) as Array<[ResourceTypeName, string | null]>;
  return types.length === 1 ? types[0][0] : types.find(([, t]) => t === null)?.[0];
}

/** The parameters that bind `owner` to a resource of type `other` (`InstanceId`, and `InstanceType` when not the default). */
export function bindingOf(owner: ResourceTypeName | undefined, other: ResourceTypeName): { param: string; type?: [string, string] } | undefined {
  const binds = owner ? BINDS[owner] : undefined;
  if (!binds || !Object.hasOwn(binds.types, other)) return undefined;
  const type = binds.types[other];
  return { param: binds.param, ...(type && binds.typeParam ? { type: [binds.typeParam, type] as [string, string] } : {}) };
}

/**
 * The `ResourceType` ECS's tagging APIs (TagResources, UntagResources) give each kind; the resource itself goes as
 * `ResourceId.1`, as the console's Edit Tags sends it.
 */
const ECS_TAG_TYPES: Partial<Record<ResourceTypeName, string>> = {
  instance: 'instance', disk: 'disk', snapshot: 'snapshot', security_group: 'securitygroup', key_pair: 'keypair',
  ecs_launch_template: 'launchtemplate', ecs_auto_snapshot_policy: 'snapshotpolicy', ecs_deployment_set: 'deploymentset',
  ecs_network_interface: 'eni',
};

/** How a tagging call of the service names a resource of the type: its `ResourceType` value, if the type is tagged. */
export function taggingOf(service: string, action: string, type: ResourceTypeName): string | undefined {
  return service === 'Ecs' && /^(?:Tag|Untag)Resources$/.test(action) ? ECS_TAG_TYPES[type] : undefined;
}

/**
 * A child created in a table of its parent names the table, an attribute of the parent (an SNAT entry is created
 * in its NAT gateway's `SnatTableId`).
 */
const IN_TABLE: Partial<Record<ResourceTypeName, { param: string; attribute: string }>> = { snat_entry: { param: 'SnatTableId', attribute: 'SnatTableId' } };

/** The type a resource of the type is a child of (an SNAT entry's NAT gateway), if any. */
export const parentOf = (type: ResourceTypeName): string | undefined => (RESOURCE_TYPES[type] as { parent?: string }).parent;

export const tableOf = (type: ResourceTypeName | undefined) => (type ? IN_TABLE[type] : undefined);

/**
 * Where an action on the objects a resource serves names them: as URLs on the resource (a CDN domain's cached
 * files are refreshed or prefetched by `ObjectPath`, URLs of the domain, not by its `DomainName`).
 */
const URLS: Partial<Record<ResourceTypeName, { noun: string; param: string }>> = { cdn_domain: { noun: 'object', param: 'ObjectPath' } };

export const urlParamOf = (type: ResourceTypeName, action: { nouns: string[] }) => {
  const url = URLS[type];
  return url && action.nouns.includes(url.noun) ? url.param : undefined;
};

/**
 * Actions on all the records of a subdomain at once (weighted round robin, `SetDNSSLBStatus`) name the subdomain,
 * `<host>.<domain>`, not a record.
 */
const SUBDOMAINS: Partial<Record<ResourceTypeName, { noun: string; param: string }>> = { alidns_record: { noun: 'dnsslb', param: 'SubDomain' } };

export const subdomainParamOf = (type: ResourceTypeName, action: { nouns: string[] }) => {
  const sub = SUBDOMAINS[type];
  return sub && action.nouns.includes(sub.noun) ? sub.param : undefined;
};
