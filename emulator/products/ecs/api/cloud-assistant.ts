// ECS Cloud Assistant (2014-05-26): saved commands and their invocations. The emulator runs no script: a task on a
// running instance finishes at once with exit code 0 and an output that names the instance; on an instance that is
// not running it fails with InstanceNotRunning, the error code the help center lists for that case.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, missingParameter, notFound } from '../../../errors.js';
import { newId, page, region, secondTime } from '../../../common.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    cloudAssistant?: { commands: Record<string, Command>; invocations: Record<string, Invocation> };
  }
}

export type EcsCloudAssistantAction =
  | 'CreateCommand' | 'DescribeCommands' | 'ModifyCommand' | 'DeleteCommand' | 'InvokeCommand' | 'RunCommand'
  | 'DescribeInvocations' | 'DescribeInvocationResults' | 'StopInvocation';

export interface Command {
  CommandId: string;
  RegionId: string;
  Name: string;
  Description: string;
  Type: string;
  /** Base64, as the API takes and returns it. */
  CommandContent: string;
  WorkingDir: string;
  Timeout: number;
  EnableParameter: boolean;
  CreationTime: string;
  /** A command RunCommand made without KeepCommand: not listed, gone with its invocation. */
  kept: boolean;
}

interface InvokeInstance {
  InstanceId: string;
  InvocationStatus: 'Success' | 'Failed' | 'Stopped';
  ExitCode: number;
  Output: string;
  ErrorCode: string;
  ErrorInfo: string;
  StartTime: string;
  FinishTime: string;
}

export interface Invocation {
  InvokeId: string;
  RegionId: string;
  CommandId: string;
  CommandName: string;
  CommandType: string;
  CommandContent: string;
  RepeatMode: string;
  Username: string;
  Parameters: string;
  CreationTime: string;
  instances: InvokeInstance[];
}

const TYPES = ['RunShellScript', 'RunBatScript', 'RunPowerShellScript', 'RunPythonScript', 'RunPerlScript'];
const REPEAT = ['Once', 'Period', 'NextRebootOnly', 'EveryReboot', 'DryRun'];

const stateOf = (t: Tenant) => (t.cloudAssistant ??= { commands: {}, invocations: {} });

function findCommand(ctx: ActionContext, regionId: string, id: string): Command {
  const c = stateOf(ctx.tenant).commands[id];
  if (!c || c.RegionId !== regionId) throw notFound('InvalidCommandId.NotFound', `The specified command ${id} does not exist.`);
  return c;
}

function findInvocation(ctx: ActionContext, regionId: string, id: string): Invocation {
  const inv = stateOf(ctx.tenant).invocations[id];
  if (!inv || inv.RegionId !== regionId) throw notFound('InvalidInvokeId.NotFound', `The specified InvokeId ${id} does not exist.`);
  return inv;
}

/** The command fields CreateCommand and RunCommand share; `CommandContent` is Base64 unless ContentEncoding is PlainText. */
function commandFields(ctx: ActionContext) {
  const p = ctx.params;
  const Name = p.required('Name');
  if (Name.length > 128) throw invalidParameter('Name', 'It must be at most 128 characters.');
  const Type = p.required('Type');
  if (!TYPES.includes(Type)) throw invalidParameter('Type', `Valid values: ${TYPES.join(', ')}.`);
  const raw = p.required('CommandContent');
  const encoding = p.optional('ContentEncoding') ?? 'Base64';
  if (!['Base64', 'PlainText'].includes(encoding)) throw invalidParameter('ContentEncoding', 'Valid values: Base64, PlainText.');
  const CommandContent = encoding === 'PlainText' ? Buffer.from(raw).toString('base64') : raw;
  if (encoding === 'Base64' && !/^[A-Za-z0-9+/]*={0,2}$/.test(raw)) throw new ApiError('InvalidCommandContent.Malformed', 'The specified CommandContent is not valid Base64.', 400);
  if (CommandContent.length > 18 * 1024) throw new ApiError('InvalidCommandContent.ExceedLimit', 'The Base64-encoded command content exceeds 18 KB.', 400);
  return {
    Name, Type, CommandContent, Description: p.optional('Description') ?? '', WorkingDir: p.optional('WorkingDir') ?? '',
    Timeout: p.int('Timeout', { min: 10, max: 86400, fallback: 60 }), EnableParameter: p.bool('EnableParameter'),
  };
}

function saveCommand(ctx: ActionContext, regionId: string, fields: ReturnType<typeof commandFields>, kept: boolean): Command {
  const reg = region(ctx);
  const c: Command = { CommandId: newId(ctx, 'c', reg), RegionId: regionId, CreationTime: secondTime(ctx.now), kept, ...fields };
  stateOf(ctx.tenant).commands[c.CommandId] = c;
  return c;
}

/** Runs `c` on the instances at once (the emulator executes nothing); returns the InvokeId. */
function invoke(ctx: ActionContext, regionId: string, c: Command, instanceIds: string[] | undefined): string {
  if (!instanceIds?.length) throw missingParameter('InstanceId.1');
  if (instanceIds.length > 100) throw invalidParameter('InstanceId', 'At most 100 instances.');
  const repeat = ctx.params.optional('RepeatMode') ?? 'Once';
  if (!REPEAT.includes(repeat)) throw invalidParameter('RepeatMode', `Valid values: ${REPEAT.join(', ')}.`);
  if (repeat === 'Period' && !ctx.params.optional('Frequency')) throw missingParameter('Frequency');
  const at = secondTime(ctx.now);
  const instances = instanceIds.map((id): InvokeInstance => {
    const inst = ctx.tenant.instances[id];
    if (!inst || inst.RegionId !== regionId) throw notFound('InvalidInstance.NotFound', `The specified instance ${id} does not exist.`);
    const running = inst.Status === 'Running';
    const ran = running && repeat !== 'DryRun' && repeat !== 'NextRebootOnly' && repeat !== 'EveryReboot';
    return {
      InstanceId: id, InvocationStatus: running ? 'Success' : 'Failed', ExitCode: ran ? 0 : running ? 0 : -1,
      Output: ran ? Buffer.from(`emulated run of ${c.Name} on ${id}\n`).toString('base64') : '',
      ErrorCode: running ? '' : 'InstanceNotRunning', ErrorInfo: running ? '' : 'The instance is not running when the task is created.',
      StartTime: at, FinishTime: at,
    };
  });
  const reg = region(ctx);
  const inv: Invocation = {
    InvokeId: newId(ctx, 't', reg), RegionId: regionId, CommandId: c.CommandId, CommandName: c.Name, CommandType: c.Type,
    CommandContent: c.CommandContent, RepeatMode: repeat, Username: ctx.params.optional('Username') ?? '',
    Parameters: ctx.params.optional('Parameters') ?? '{}', CreationTime: at, instances,
  };
  stateOf(ctx.tenant).invocations[inv.InvokeId] = inv;
  return inv.InvokeId;
}

const invocationStatus = (inv: Invocation) =>
  inv.instances.every((i) => i.InvocationStatus === 'Success') ? 'Success'
    : inv.instances.every((i) => i.InvocationStatus === 'Stopped') ? 'Stopped'
      : inv.instances.every((i) => i.InvocationStatus === 'Failed') ? 'Failed' : 'PartialFailed';

const commandView = (c: Command, ctx: ActionContext) => ({
  CommandId: c.CommandId, Name: c.Name, Description: c.Description, Type: c.Type, CommandContent: c.CommandContent,
  WorkingDir: c.WorkingDir, Timeout: c.Timeout, EnableParameter: c.EnableParameter, CreationTime: c.CreationTime,
  InvokeTimes: Object.values(stateOf(ctx.tenant).invocations).filter((i) => i.CommandId === c.CommandId).length,
  Provider: '', Category: '', Version: 1, Latest: true, ParameterNames: { ParameterName: [] as string[] },
});

const invocationView = (inv: Invocation) => ({
  InvokeId: inv.InvokeId, CommandId: inv.CommandId, CommandName: inv.CommandName, CommandType: inv.CommandType,
  CommandContent: inv.CommandContent, RepeatMode: inv.RepeatMode, Timed: inv.RepeatMode === 'Period', Username: inv.Username,
  Parameters: inv.Parameters, CreationTime: inv.CreationTime, InvocationStatus: invocationStatus(inv), InvokeStatus: 'Finished',
  InvokeInstances: {
    InvokeInstance: inv.instances.map((i) => ({
      InstanceId: i.InstanceId, InvocationStatus: i.InvocationStatus, InstanceInvokeStatus: 'Finished', ExitCode: i.ExitCode,
      Output: i.Output, ErrorCode: i.ErrorCode, ErrorInfo: i.ErrorInfo, StartTime: i.StartTime, FinishTime: i.FinishTime,
      CreationTime: inv.CreationTime, Repeats: 1, Dropped: 0,
    })),
  },
});

export const ecsCloudAssistantActions = {
  CreateCommand: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      return { CommandId: saveCommand(ctx, reg.id, commandFields(ctx), true).CommandId };
    },
  },
  DescribeCommands: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [id, name, type] = [p.optional('CommandId'), p.optional('Name'), p.optional('Type')];
      const all = Object.values(stateOf(ctx.tenant).commands)
        .filter((c) => c.RegionId === reg.id && c.kept && (!id || c.CommandId === id) && (!name || c.Name.includes(name)) && (!type || c.Type === type))
        .sort((a, b) => b.CreationTime.localeCompare(a.CreationTime));
      const { items, ...paging } = page(all, p, { size: 10, max: 50 });
      return { ...paging, Commands: { Command: items.map((c) => commandView(c, ctx)) } };
    },
  },
  ModifyCommand: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const c = findCommand(ctx, reg.id, p.required('CommandId'));
      const name = p.optional('Name');
      if (name !== undefined) c.Name = name;
      const content = p.optional('CommandContent');
      if (content !== undefined) c.CommandContent = content;
      c.Description = p.optional('Description') ?? c.Description;
      c.WorkingDir = p.optional('WorkingDir') ?? c.WorkingDir;
      c.Timeout = p.int('Timeout', { min: 10, max: 86400, fallback: c.Timeout });
      return {};
    },
  },
  DeleteCommand: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const reg = region(ctx);
      const c = findCommand(ctx, reg.id, ctx.params.required('CommandId'));
      delete stateOf(ctx.tenant).commands[c.CommandId];
      return {};
    },
  },
  InvokeCommand: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const c = findCommand(ctx, reg.id, ctx.params.required('CommandId'));
      return { InvokeId: invoke(ctx, reg.id, c, ctx.params.list('InstanceId')) };
    },
  },
  RunCommand: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const ids = ctx.params.list('InstanceId');
      if (!ids?.length) throw missingParameter('InstanceId.1');
      const c = saveCommand(ctx, reg.id, commandFields(ctx), ctx.params.bool('KeepCommand'));
      return { CommandId: c.CommandId, InvokeId: invoke(ctx, reg.id, c, ids) };
    },
  },
  DescribeInvocations: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [id, cmd, inst, status, name] = [p.optional('InvokeId'), p.optional('CommandId'), p.optional('InstanceId'), p.optional('InvokeStatus'), p.optional('CommandName')];
      const all = Object.values(stateOf(ctx.tenant).invocations)
        .filter((i) => i.RegionId === reg.id && (!id || i.InvokeId === id) && (!cmd || i.CommandId === cmd) && (!name || i.CommandName === name) &&
          (!inst || i.instances.some((x) => x.InstanceId === inst)) && (!status || status === 'Finished' || status === invocationStatus(i)))
        .sort((a, b) => b.CreationTime.localeCompare(a.CreationTime));
      const { items, ...paging } = page(all, p, { size: 10, max: 50 });
      return { ...paging, Invocations: { Invocation: items.map(invocationView) } };
    },
  },
  DescribeInvocationResults: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const [id, inst, cmd] = [p.optional('InvokeId'), p.optional('InstanceId'), p.optional('CommandId')];
      if (id) findInvocation(ctx, reg.id, id);
      const rows = Object.values(stateOf(ctx.tenant).invocations)
        .filter((i) => i.RegionId === reg.id && (!id || i.InvokeId === id) && (!cmd || i.CommandId === cmd))
        .flatMap((i) => i.instances.filter((x) => !inst || x.InstanceId === inst).map((x) => ({
          InvokeId: i.InvokeId, CommandId: i.CommandId, InstanceId: x.InstanceId, InvocationStatus: x.InvocationStatus,
          InvokeRecordStatus: 'Finished', ExitCode: x.ExitCode, Output: x.Output, ErrorCode: x.ErrorCode, ErrorInfo: x.ErrorInfo,
          StartTime: x.StartTime, FinishedTime: x.FinishTime, Username: i.Username, Repeats: 1, Dropped: 0,
        })));
      const { items, ...paging } = page(rows, p, { size: 10, max: 50 });
      return { Invocation: { ...paging, InvocationResults: { InvocationResult: items } } };
    },
  },
  StopInvocation: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const inv = findInvocation(ctx, reg.id, ctx.params.required('InvokeId'));
      const only = ctx.params.list('InstanceId');
      // Every task has finished by the time it can be stopped here; a periodic one (or one run at every start) stops repeating.
      const repeating = inv.RepeatMode === 'Period' || inv.RepeatMode === 'EveryReboot';
      for (const i of inv.instances) if (repeating && (!only || only.includes(i.InstanceId))) i.InvocationStatus = 'Stopped';
      return {};
    },
  },
} satisfies Record<EcsCloudAssistantAction, ActionDef>;
