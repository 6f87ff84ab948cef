// Remote connection to an instance, as far as the cloud sees it: the VNC management terminal's address
// (DescribeInstanceVncUrl, what the console reads when it opens the VNC page), the VNC password
// (ModifyInstanceVncPasswd: six letters or digits), and the Workbench login (LoginInstance of the ECS Workbench
// service, 2022-02-20, served beside ECS). What happens inside the operating system is out of scope: nothing
// checks the logon password, and no session is kept.
import type { ActionContext, ActionDef, SideApi } from '../../../action.js';
import { ApiError, malformed, missingParameter } from '../../../errors.js';
import { dryRun, requireExisting } from '../../../common.js';
import { instance } from './instance-change.js';
import { expectStatus, releaseDue } from './instance-power.js';

export type EcsRemoteAction = 'DescribeInstanceVncUrl' | 'ModifyInstanceVncPasswd';

const VNC_PASSWORD = /^[A-Za-z0-9]{6}$/;

export const ecsRemoteActions = {
  DescribeInstanceVncUrl: {
    rw: 'Read',
    handle(ctx) {
      const i = instance(ctx);
      expectStatus(i, 'Running');
      const token = ctx.rng.alnum(32);
      return { VncUrl: `ws://vnc.emulator.invalid/webssh/vnc?token=${token}&instanceId=${i.InstanceId}` };
    },
  },
  ModifyInstanceVncPasswd: {
    rw: 'Write',
    // The old VNC password stops working: a password replaced.
    effect: 'reset',
    handle(ctx) {
      const i = instance(ctx);
      const password = ctx.params.optional('VncPassword');
      if (!password) throw missingParameter('VncPassword');
      if (!VNC_PASSWORD.test(password)) {
        throw malformed('IncorrectVncPassword.Malformed', 'The specified parameter VncPassword must be 6 characters, including uppercase characters, lowercase characters and numbers.');
      }
      expectStatus(i, 'Running', 'Stopped');
      dryRun(ctx.params);
      return {};
    },
  },
} satisfies Record<EcsRemoteAction, ActionDef>;

/** `InstanceLoginInfo` as the SDK sends it (a JSON string) or flattened (`InstanceLoginInfo.InstanceId`, the console's form). */
function loginInfo(ctx: ActionContext): Record<string, unknown> {
  const json = ctx.params.optional('InstanceLoginInfo');
  if (json !== undefined) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    throw new ApiError('InvalidParameter', 'The specified parameter InstanceLoginInfo is not a JSON object.', 400);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ctx.params.raw)) if (k.startsWith('InstanceLoginInfo.')) out[k.slice('InstanceLoginInfo.'.length)] = v;
  return out;
}

/** The ECS Workbench service: a console login to an instance is its LoginInstance. */
export const ecsWorkbench: SideApi = {
  service: 'ecs-workbench',
  version: '2022-02-20',
  endpoint: 'ecs-workbench.aliyuncs.com',
  actions: {
    LoginInstance: {
      rw: 'Write',
      handle(ctx) {
        const info = loginInfo(ctx);
        const id = typeof info.InstanceId === 'string' ? info.InstanceId : '';
        if (!id) throw missingParameter('InstanceLoginInfo.InstanceId');
        releaseDue(ctx.tenant, ctx.now);
        const i = requireExisting(ctx.tenant.instances, id, 'InvalidInstanceId.NotFound', 'InstanceId');
        if (typeof info.RegionId === 'string' && info.RegionId !== i.RegionId) throw new ApiError('InvalidInstanceId.NotFound', `The specified InstanceId "${id}" does not exist in ${info.RegionId}.`, 404);
        expectStatus(i, 'Running');
        return { Success: true, Code: '200', Message: '', InstanceLoginView: { InstanceId: i.InstanceId, ConnectionType: info.Protocol ?? 'SSH' } };
      },
    },
  },
};
