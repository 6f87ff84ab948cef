// Today's listener configuration wizard of a CLB (emulator/console-facts/slb.md, "Today's console"): Protocol &
// Listener (TCP, UDP, HTTP or HTTPS), SSL Certificates (HTTPS only), Backend Servers, Health Check, Confirm, then Submit. Configure Listener on
// the instance list and Add Listener on the Listeners tab open it; slb@2019 and slb@2021 keep their one-screen dialog.
// Backend Servers: the default server group (servers and a backend port), a VServer group, or for TCP and UDP a
// primary/secondary server group.
import type { ApiCall, Condition, FieldSpec, WizardPageSpec } from '../../../../console/kinds/spec';

const PORT: FieldSpec['rules'] = [
  { rule: 'pattern', pattern: '^\\d+$', message: 'listener.err.port' },
  { rule: 'range', min: 1, max: 65535, message: 'listener.err.port' },
];

const target = { RegionId: { region: true }, LoadBalancerId: { route: 'id' }, ListenerPort: { field: 'port' } } as const;
const onOff = { true: 'on', false: 'off' };

type Protocol = 'TCP' | 'UDP' | 'HTTP' | 'HTTPS';
type Group = 'default' | 'vserver' | 'masterSlave';
const LAYER4 = ['TCP', 'UDP'];
const LAYER7 = ['HTTP', 'HTTPS'];

/**
 * The server group a listener forwards to: a TCP or UDP listener chooses among the default server group, a VServer
 * group and a primary/secondary server group (field `serverGroup`); an HTTP or HTTPS one between the first two
 * (field `serverGroup7`: the console does not offer the third to Layer-7 listeners).
 */
const groupIs = (group: Group): Condition =>
  group === 'masterSlave'
    ? { all: [{ field: 'protocol', in: LAYER4 }, { field: 'serverGroup', eq: group }] }
    : { any: [{ all: [{ field: 'protocol', in: LAYER4 }, { field: 'serverGroup', eq: group }] }, { all: [{ field: 'protocol', in: LAYER7 }, { field: 'serverGroup7', eq: group }] }] };

/** The create call of each protocol and server group; the same settings, as the API names them. */
const create = (protocol: Protocol, group: Group): ApiCall => ({
  action: `CreateLoadBalancer${protocol}Listener`,
  when: { all: [{ field: 'protocol', eq: protocol }, groupIs(group)] },
  params: {
    ...target,
    ...(group === 'default' ? { BackendServerPort: { field: 'backendPort' } } : group === 'vserver' ? { VServerGroupId: { field: 'vserverGroup' } } : { MasterSlaveServerGroupId: { field: 'masterSlaveGroup' } }),
    Scheduler: { field: 'scheduler' },
    ...(LAYER4.includes(protocol)
      ? { HealthCheckSwitch: { field: 'health', map: onOff } }
      : { HealthCheck: { field: 'health', map: onOff }, HealthCheckURI: { field: 'healthPath' }, StickySession: 'off' }),
    ...(protocol === 'HTTPS' ? { ServerCertificateId: { field: 'certificate' } } : {}),
  },
});

const creates = (['TCP', 'UDP', 'HTTP', 'HTTPS'] as const).flatMap((p) => (['default', 'vserver', 'masterSlave'] as const).filter((g) => g !== 'masterSlave' || LAYER4.includes(p)).map((g) => create(p, g)));

/** A group of this CLB to forward to (a select read from the API). */
const groupSelect = (key: string, label: string, action: string, items: string, id: string, name: string, param: string, group: Group): FieldSpec => ({
  key, label, kind: 'select', required: true, requiredMessage: 'listener.err.group', param, visible: groupIs(group),
  options: { action, params: { RegionId: { region: true }, LoadBalancerId: { route: 'id' } }, items, value: id, label: `{${name}} / {${id}}`, pageSize: false },
});

export const listenerWizard: WizardPageSpec = {
  kind: 'wizard',
  key: 'listenerWizard',
  route: '/slb/instances/:id/listeners/create',
  nav: 'instances',
  title: 'wizard.title',
  back: '/slb/instances',
  next: 'common.next',
  previous: 'common.previous',
  steps: [
    {
      key: 'protocol',
      title: 'wizard.step.protocol',
      sections: [
        {
          key: 'listener',
          fields: [
            {
              key: 'protocol',
              label: 'wizard.protocol',
              kind: 'radioButton',
              default: 'TCP',
              options: [
                { value: 'TCP', label: 'wizard.protocol.tcp' }, { value: 'UDP', label: 'wizard.protocol.udp' },
                { value: 'HTTP', label: 'wizard.protocol.http' }, { value: 'HTTPS', label: 'wizard.protocol.https' },
              ],
            },
            { key: 'backendProtocol', label: 'wizard.backendProtocol', kind: 'text', follow: { field: 'protocol', map: { TCP: 'TCP', UDP: 'UDP', HTTP: 'HTTP', HTTPS: 'HTTP' } } },
            { key: 'port', label: 'listener.port', kind: 'text', required: true, requiredMessage: 'listener.err.port', rules: PORT, param: 'ListenerPort', help: 'wizard.port.help' },
            { key: 'scheduler', label: 'listener.scheduler', kind: 'radio', default: 'rr', param: 'Scheduler', options: [{ value: 'wrr', label: 'scheduler.wrr' }, { value: 'rr', label: 'scheduler.rr' }] },
          ],
        },
      ],
    },
    {
      // Only an HTTPS listener has this step: the server certificate it presents.
      key: 'ssl',
      title: 'wizard.step.ssl',
      visible: { field: 'protocol', eq: 'HTTPS' },
      sections: [
        {
          key: 'certificate',
          fields: [
            {
              key: 'certificate',
              label: 'wizard.serverCertificate',
              kind: 'select',
              required: true,
              requiredMessage: 'wizard.err.certificate',
              param: 'ServerCertificateId',
              visible: { field: 'protocol', eq: 'HTTPS' },
              help: 'wizard.serverCertificate.help',
              options: { action: 'DescribeServerCertificates', params: { RegionId: { region: true } }, items: 'ServerCertificates.ServerCertificate', value: 'ServerCertificateId', label: '{ServerCertificateName} / {ServerCertificateId}', pageSize: false },
            },
          ],
        },
      ],
    },
    {
      key: 'backends',
      title: 'wizard.step.backends',
      sections: [
        {
          key: 'group',
          fields: [
            {
              key: 'serverGroup',
              label: 'listener.serverGroup',
              kind: 'radio',
              default: 'default',
              visible: { field: 'protocol', in: LAYER4 },
              options: [
                { value: 'default', label: 'listener.serverGroup.default' }, { value: 'vserver', label: 'listener.serverGroup.vserver' },
                { value: 'masterSlave', label: 'listener.serverGroup.masterSlave' },
              ],
            },
            {
              key: 'serverGroup7',
              label: 'listener.serverGroup',
              kind: 'radio',
              default: 'default',
              visible: { field: 'protocol', in: LAYER7 },
              options: [{ value: 'default', label: 'listener.serverGroup.default' }, { value: 'vserver', label: 'listener.serverGroup.vserver' }],
            },
            groupSelect('vserverGroup', 'listener.vserverGroup', 'DescribeVServerGroups', 'VServerGroups.VServerGroup', 'VServerGroupId', 'VServerGroupName', 'VServerGroupId', 'vserver'),
            groupSelect('masterSlaveGroup', 'listener.masterSlaveGroup', 'DescribeMasterSlaveServerGroups', 'MasterSlaveServerGroups.MasterSlaveServerGroup', 'MasterSlaveServerGroupId', 'MasterSlaveServerGroupName', 'MasterSlaveServerGroupId', 'masterSlave'),
            {
              key: 'servers',
              visible: groupIs('default'),
              label: 'wizard.servers',
              kind: 'checkGroup',
              help: 'wizard.servers.help',
              options: { product: 'Ecs', action: 'DescribeInstances', params: { RegionId: { region: true } }, items: 'Instances.Instance', value: 'InstanceId', label: '{InstanceName}', filter: [{ field: 'Status', in: ['Running'] }] },
            },
            { key: 'backendPort', label: 'listener.backendPort', kind: 'text', required: true, requiredMessage: 'listener.err.port', rules: PORT, param: 'BackendServerPort', visible: groupIs('default') },
          ],
        },
      ],
    },
    {
      key: 'health',
      title: 'wizard.step.health',
      sections: [
        {
          key: 'check',
          fields: [
            { key: 'health', label: 'listener.healthCheck', kind: 'switch', default: true },
            {
              key: 'healthPath',
              label: 'listener.healthPath',
              kind: 'text',
              default: '/',
              help: 'listener.healthPath.help',
              visible: { all: [{ field: 'protocol', in: ['HTTP', 'HTTPS'] }, { field: 'health', eq: true }] },
              rules: [{ rule: 'pattern', pattern: '^/', message: 'listener.err.healthPath' }],
              param: 'HealthCheckURI',
            },
          ],
        },
      ],
    },
  ],
  summary: { key: 'confirm', title: 'wizard.step.confirm' },
  submit: {
    label: 'listener.submit',
    calls: [
      ...creates,
      {
        action: 'AddBackendServers',
        each: 'servers',
        when: groupIs('default'),
        params: { RegionId: { region: true }, LoadBalancerId: { route: 'id' }, BackendServers: { json: [{ ServerId: { item: '.' }, Weight: '100' }] } },
      },
      { action: 'StartLoadBalancerListener', params: { ...target, ListenerProtocol: { field: 'protocol', map: { TCP: 'tcp', UDP: 'udp', HTTP: 'http', HTTPS: 'https' } } } },
    ],
    toast: 'listener.done',
    to: '/slb/instances/{route.id}?tab=listeners',
  },
};
