// Remote connection (the instance's Connect, 远程连接): a dialog offering Workbench and VNC; Workbench's Sign in now
// leads to the Workbench login page (its Log In is LoginInstance of the ECS Workbench service), VNC's to the VNC
// page (DescribeInstanceVncUrl, and Modify VNC Password: ModifyInstanceVncPasswd). Both end on a page that says the
// session is connected: what happens inside the operating system is out of scope. Sources:
// emulator/console-facts/ecs.md, "Remote connection".
import type { ApiProduct, CustomDialogSpec, CustomPageSpec, FormPageSpec, PageSpec } from '../../../../console/kinds/spec';

/** The ECS Workbench service, served beside ECS (api/remote.ts); not a registry product of its own. */
const WORKBENCH = 'ecs-workbench' as ApiProduct;

export const remoteConnectionDialog: CustomDialogSpec = { kind: 'customDialog', key: 'remoteConnection', component: 'remoteConnection' };

const terminal = (key: string, route: string, via: 'workbench' | 'vnc'): CustomPageSpec => ({
  kind: 'custom',
  key,
  route,
  nav: 'instances',
  component: 'remoteTerminal',
  options: { via },
});

export const workbenchLogin: FormPageSpec = {
  kind: 'form',
  key: 'workbenchLogin',
  route: '/ecs/instances/:id/workbench',
  nav: 'instances',
  title: 'workbench.title',
  back: '/ecs/instances',
  crumb: { label: 'instances.title', to: '/ecs/instances' },
  sections: [
    {
      key: 'login',
      fields: [
        {
          key: 'method',
          label: 'workbench.method',
          kind: 'radio',
          default: 'terminal',
          options: [
            { value: 'passwordFree', label: 'workbench.method.passwordFree' },
            { value: 'terminal', label: 'workbench.method.terminal' },
          ],
        },
        { key: 'username', label: 'workbench.username', kind: 'text', required: true, default: 'root', param: 'InstanceLoginInfo.Username' },
        {
          key: 'auth',
          label: 'workbench.auth',
          kind: 'radio',
          default: 'password',
          visible: { field: 'method', eq: 'terminal' },
          options: [
            { value: 'password', label: 'workbench.auth.password' },
            { value: 'certificate', label: 'workbench.auth.certificate' },
          ],
        },
        { key: 'password', label: 'workbench.password', kind: 'password', required: true, visible: { all: [{ field: 'method', eq: 'terminal' }, { field: 'auth', eq: 'password' }] } },
        { key: 'certificate', label: 'workbench.certificate', kind: 'textarea', required: true, visible: { all: [{ field: 'method', eq: 'terminal' }, { field: 'auth', eq: 'certificate' }] } },
      ],
    },
  ],
  submit: {
    label: 'workbench.login',
    calls: [
      {
        product: WORKBENCH,
        action: 'LoginInstance',
        params: {
          'InstanceLoginInfo.InstanceId': { route: 'id' },
          'InstanceLoginInfo.RegionId': { region: true },
          'InstanceLoginInfo.Protocol': 'SSH',
          'InstanceLoginInfo.AuthenticationType': { field: 'method', map: { passwordFree: 'session', terminal: 'password' } },
          'InstanceLoginInfo.Username': { field: 'username' },
          'InstanceLoginInfo.Password': { field: 'password' },
        },
      },
    ],
    to: '/ecs/instances/{route.id}/terminal',
  },
  cancel: { label: 'common.cancel', to: '/ecs/instances' },
};

export const remotePages: PageSpec[] = [
  remoteConnectionDialog,
  workbenchLogin,
  terminal('workbenchTerminal', '/ecs/instances/:id/terminal', 'workbench'),
  terminal('vncTerminal', '/ecs/instances/:id/vnc', 'vnc'),
];
