// Today's listener configuration wizard of a CLB (emulator/console-facts/slb.md, "Today's console"): Protocol &
// Listener (TCP, UDP, HTTP or HTTPS), SSL Certificates (HTTPS only), Backend Servers, Health Check, Confirm, then Submit. Configure Listener on
// the instance list and Add Listener on the Listeners tab open it; slb@2019 and slb@2021 keep their one-screen dialog.
import type { ApiCall, FieldSpec, WizardPageSpec } from '../../../../console/kinds/spec';

const PORT: FieldSpec['rules'] = [
  { rule: 'pattern', pattern: '^\\d+$', message: 'listener.err.port' },
  { rule: 'range', min: 1, max: 65535, message: 'listener.err.port' },
];

const target = { RegionId: { region: true }, LoadBalancerId: { route: 'id' }, ListenerPort: { field: 'port' } } as const;
const onOff = { true: 'on', false: 'off' };

/** The create call of each protocol; the same settings, as the API names them. */
const create = (protocol: 'TCP' | 'UDP' | 'HTTP' | 'HTTPS'): ApiCall => ({
  action: `CreateLoadBalancer${protocol}Listener`,
  when: { field: 'protocol', eq: protocol },
  params: {
    ...target,
    BackendServerPort: { field: 'backendPort' },
    Scheduler: { field: 'scheduler' },
    ...(protocol === 'TCP' || protocol === 'UDP'
      ? { HealthCheckSwitch: { field: 'health', map: onOff } }
      : { HealthCheck: { field: 'health', map: onOff }, HealthCheckURI: { field: 'healthPath' }, StickySession: 'off' }),
    ...(protocol === 'HTTPS' ? { ServerCertificateId: { field: 'certificate' } } : {}),
  },
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
            { key: 'serverGroup', label: 'listener.serverGroup', kind: 'radio', default: 'default', options: [{ value: 'default', label: 'listener.serverGroup.default' }] },
            {
              key: 'servers',
              label: 'wizard.servers',
              kind: 'checkGroup',
              help: 'wizard.servers.help',
              options: { product: 'Ecs', action: 'DescribeInstances', params: { RegionId: { region: true } }, items: 'Instances.Instance', value: 'InstanceId', label: '{InstanceName}', filter: [{ field: 'Status', in: ['Running'] }] },
            },
            { key: 'backendPort', label: 'listener.backendPort', kind: 'text', required: true, requiredMessage: 'listener.err.port', rules: PORT, param: 'BackendServerPort' },
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
      create('TCP'),
      create('UDP'),
      create('HTTP'),
      create('HTTPS'),
      {
        action: 'AddBackendServers',
        each: 'servers',
        params: { RegionId: { region: true }, LoadBalancerId: { route: 'id' }, BackendServers: { json: [{ ServerId: { item: '.' }, Weight: '100' }] } },
      },
      { action: 'StartLoadBalancerListener', params: { ...target, ListenerProtocol: { field: 'protocol', map: { TCP: 'tcp', UDP: 'udp', HTTP: 'http', HTTPS: 'https' } } } },
    ],
    toast: 'listener.done',
    to: '/slb/instances/{route.id}?tab=listeners',
  },
};
