// Today's ECS Cloud Assistant: the page's Commands and Command Execution Result tabs, Create/Run Command (Run, Run
// and Save, Save), running a saved command, a task's results, and the command's Modify and Delete dialogs.
import type { DetailsPageSpec, DialogSpec, FieldSpec, FormPageSpec, ListPageSpec, PageSpec, PageTabSpec, SubmitSpec } from '../../../../console/kinds/spec';

const command = { row: 'CommandId' } as const;
const HOME = '/ecs/cloud-assistant';
const RESULTS = '/ecs/cloud-assistant/invocations';

export const cloudAssistantTabs: PageTabSpec[] = [
  { key: 'commands', label: 'ca.tab.commands', to: HOME },
  { key: 'invocations', label: 'ca.tab.invocations', to: RESULTS },
];

const STATUS_TONES = { Success: 'success', Failed: 'error', PartialFailed: 'error', Stopped: 'stopped', Running: 'pending', Pending: 'pending' } as const;

/** Execution Plan: what RunCommand and InvokeCommand take as RepeatMode. */
const plan: FieldSpec = {
  key: 'plan',
  label: 'ca.plan',
  kind: 'radio',
  default: 'Once',
  param: 'RepeatMode',
  options: [
    { value: 'Once', label: 'ca.plan.Once' },
    { value: 'NextRebootOnly', label: 'ca.plan.NextRebootOnly' },
    { value: 'EveryReboot', label: 'ca.plan.EveryReboot' },
    { value: 'DryRun', label: 'ca.plan.DryRun' },
  ],
};
const username: FieldSpec = { key: 'username', label: 'ca.username', kind: 'text', default: 'root', param: 'Username', help: 'ca.username.help' };
const instances: FieldSpec = {
  key: 'instances',
  label: 'ca.instances',
  kind: 'checkGroup',
  // Not required: Save keeps the command without running it; Run without an instance fails as the API does.
  param: 'InstanceId',
  options: { action: 'DescribeInstances', items: 'Instances.Instance', value: 'InstanceId', label: '{InstanceName} / {InstanceId}', filter: [{ field: 'Status', in: ['Running'] }] },
};
const TYPES = [
  { value: 'RunShellScript', label: 'ca.type.RunShellScript' },
  { value: 'RunBatScript', label: 'ca.type.RunBatScript' },
  { value: 'RunPowerShellScript', label: 'ca.type.RunPowerShellScript' },
  { value: 'RunPythonScript', label: 'ca.type.RunPythonScript' },
  { value: 'RunPerlScript', label: 'ca.type.RunPerlScript' },
];
const entered = { field: 'source', eq: 'new' } as const;
const saved = { field: 'source', eq: 'saved' } as const;

const commandFields = {
  RegionId: { region: true },
  Name: { field: 'name' },
  Type: { field: 'type' },
  CommandContent: { field: 'content' },
  ContentEncoding: 'PlainText',
  EnableParameter: { field: 'useParameters', map: { true: true, '*': null } },
  Description: { field: 'description' },
  WorkingDir: { field: 'workingDir' },
  Timeout: { field: 'timeout' },
} as const;
// Frequency: the cron expression of a scheduled run (`ecs@2019`'s Run on Schedule); no field of today's sets it.
const invokeFields = { RepeatMode: { field: 'plan' }, Frequency: { field: 'frequency' }, Username: { field: 'username' }, InstanceId: { field: 'instances' } } as const;

/**
 * Run (keep: false) or Run and Save (keep: true): RunCommand. `withSource`: the form has a Command Source (the 2021
 * console), and a saved command runs with InvokeCommand.
 */
export const runSubmit = (label: string, keep: boolean, withSource = false): SubmitSpec => ({
  label,
  calls: [
    { action: 'RunCommand', ...(withSource ? { when: entered } : {}), params: { ...commandFields, ...invokeFields, KeepCommand: keep } },
    ...(withSource ? [{ action: 'InvokeCommand', when: saved, params: { RegionId: { region: true as const }, CommandId: { field: 'savedCommand' }, ...invokeFields } }] : []),
  ],
  toast: 'ca.toast.run',
  to: RESULTS,
});

/** Save: CreateCommand, the command kept and run nowhere. */
export const saveSubmit = (withSource = false): SubmitSpec => ({
  label: 'ca.save',
  calls: [{ action: 'CreateCommand', ...(withSource ? { when: entered } : {}), params: commandFields }],
  toast: 'ca.toast.saved',
  to: HOME,
});

/** The 2021 form's first fields: Command Source, and the saved command it may pick. */
export const commandSource: FieldSpec[] = [
  { key: 'source', label: 'ca.source', kind: 'radio', default: 'new', options: [{ value: 'new', label: 'ca.source.new' }, { value: 'saved', label: 'ca.source.saved' }] },
  {
    key: 'savedCommand', label: 'ca.source.pick', kind: 'select', required: true, requiredMessage: 'ca.err.savedCommand', param: 'CommandId', visible: saved,
    options: { action: 'DescribeCommands', items: 'Commands.Command', value: 'CommandId', label: '{Name} / {CommandId}' },
  },
];

/** The fields of a new command, hidden once Command Source is a saved command. */
export const NEW_COMMAND_FIELDS = ['name', 'type', 'content', 'useParameters', 'description', 'workingDir', 'timeout'];
export const whenEntered = entered;

export const cloudAssistantCommands: ListPageSpec = {
  kind: 'list',
  key: 'cloudAssistant',
  route: HOME,
  nav: 'cloudAssistant',
  title: 'ca.title',
  tabs: cloudAssistantTabs,
  source: { action: 'DescribeCommands', items: 'Commands.Command', id: 'CommandId', name: 'Name', total: 'TotalCount', paging: { number: 'PageNumber', size: 'PageSize' } },
  toolbar: {
    primary: { key: 'createRun', label: 'ca.createRun', to: `${HOME}/create` },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  search: { fields: [{ key: 'name', label: 'ca.col.name', param: 'Name', placeholder: 'ca.search.name' }] },
  columns: [
    { key: 'idName', title: 'ca.col.idName', field: 'CommandId', sub: 'Name', cell: 'idName' },
    { key: 'type', title: 'ca.col.type', field: 'Type', cell: 'label', labels: 'ca.type.' },
    { key: 'description', title: 'ca.col.description', field: 'Description' },
    { key: 'timeout', title: 'ca.timeout', field: 'Timeout' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 200,
    links: [
      { key: 'run', label: 'ca.run', to: `${HOME}/commands/{CommandId}/run` },
      { key: 'modify', label: 'ca.modify', dialog: 'modifyCommand' },
      { key: 'delete', label: 'ca.delete', dialog: 'deleteCommand' },
    ],
  },
  pageSizes: [10, 20, 50],
};

export const cloudAssistantInvocations: ListPageSpec = {
  kind: 'list',
  key: 'cloudAssistantInvocations',
  route: RESULTS,
  nav: 'cloudAssistant',
  title: 'ca.title',
  tabs: cloudAssistantTabs,
  source: { action: 'DescribeInvocations', items: 'Invocations.Invocation', id: 'InvokeId', name: 'CommandName', total: 'TotalCount', paging: { number: 'PageNumber', size: 'PageSize' } },
  toolbar: {
    primary: { key: 'createRun', label: 'ca.createRun', to: `${HOME}/create` },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'ca.col.invokeIdName', field: 'InvokeId', sub: 'CommandName', cell: 'idName', link: `${RESULTS}/{InvokeId}` },
    { key: 'status', title: 'ca.col.status', field: 'InvocationStatus', cell: 'status', labels: 'ca.status.', tones: STATUS_TONES },
    { key: 'plan', title: 'ca.plan', field: 'RepeatMode', cell: 'label', labels: 'ca.plan.' },
    { key: 'type', title: 'ca.col.type', field: 'CommandType', cell: 'label', labels: 'ca.type.' },
    { key: 'created', title: 'ca.col.started', field: 'CreationTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 160,
    links: [
      { key: 'view', label: 'ca.view', to: `${RESULTS}/{InvokeId}` },
      { key: 'stop', label: 'ca.stop', dialog: 'stopInvocation', enabled: { row: 'RepeatMode', in: ['Period', 'EveryReboot'] } },
    ],
  },
  pageSizes: [10, 20, 50],
};

export const createRunCommand: FormPageSpec = {
  kind: 'form',
  key: 'createRunCommand',
  route: `${HOME}/create`,
  nav: 'cloudAssistant',
  title: 'ca.create.title',
  back: HOME,
  crumb: { label: 'ca.title', to: HOME },
  sections: [
    {
      key: 'info',
      title: 'ca.section.info',
      fields: [
        { key: 'name', label: 'ca.name', kind: 'text', required: true, requiredMessage: 'ca.err.name', param: 'Name', rules: [{ rule: 'pattern', pattern: '^.{1,128}$', message: 'ca.err.name' }] },
        plan,
        { key: 'type', label: 'ca.type', kind: 'radioButton', default: 'RunShellScript', param: 'Type', options: TYPES },
        { key: 'content', label: 'ca.content', kind: 'textarea', required: true, requiredMessage: 'ca.err.content', param: 'CommandContent' },
        { key: 'useParameters', label: 'ca.useParameters', kind: 'switch', param: 'EnableParameter' },
        { key: 'description', label: 'ca.description', kind: 'textarea', param: 'Description' },
        username,
        { key: 'workingDir', label: 'ca.workingDir', kind: 'text', param: 'WorkingDir', help: 'ca.workingDir.help' },
        { key: 'timeout', label: 'ca.timeout', kind: 'number', default: 60, min: 10, max: 86400, unit: 'ca.seconds', param: 'Timeout' },
      ],
    },
    { key: 'select', title: 'ca.section.instances', fields: [instances] },
  ],
  submit: runSubmit('ca.runNow', false),
  alternatives: [runSubmit('ca.runAndSave', true), saveSubmit()],
  cancel: { label: 'common.cancel', to: HOME },
};

/** A saved command's Run (the row's link): the plan, the user and the instances; InvokeCommand. */
export const invokeCommand: FormPageSpec = {
  kind: 'form',
  key: 'invokeCommand',
  route: `${HOME}/commands/:id/run`,
  nav: 'cloudAssistant',
  title: 'ca.invoke.title',
  back: HOME,
  crumb: { label: 'ca.title', to: HOME },
  sections: [
    { key: 'info', title: 'ca.section.info', fields: [plan, username] },
    { key: 'select', title: 'ca.section.instances', fields: [instances] },
  ],
  submit: {
    label: 'ca.invoke.submit',
    calls: [{ action: 'InvokeCommand', params: { RegionId: { region: true }, CommandId: { route: 'id' }, ...invokeFields } }],
    toast: 'ca.toast.run',
    to: RESULTS,
  },
  cancel: { label: 'common.cancel', to: HOME },
};

export const invocationDetails: DetailsPageSpec = {
  kind: 'details',
  key: 'invocationDetails',
  route: `${RESULTS}/:id`,
  nav: 'cloudAssistant',
  back: RESULTS,
  crumb: { label: 'ca.tab.invocations', to: RESULTS },
  source: { action: 'DescribeInvocations', params: { InvokeId: { route: 'id' } }, items: 'Invocations.Invocation.0', id: 'InvokeId', name: 'CommandName' },
  title: { field: 'CommandName' },
  status: { field: 'InvocationStatus', labels: 'ca.status.', tones: STATUS_TONES },
  tabs: [
    {
      key: 'results',
      title: 'ca.results.title',
      list: {
        source: {
          action: 'DescribeInvocationResults', params: { InvokeId: { route: 'id' } }, items: 'Invocation.InvocationResults.InvocationResult', id: 'InstanceId', name: 'InstanceId',
        },
        columns: [
          { key: 'instance', title: 'ca.col.instance', field: 'InstanceId' },
          { key: 'status', title: 'ca.col.status', field: 'InvocationStatus', cell: 'status', labels: 'ca.status.', tones: STATUS_TONES },
          { key: 'exitCode', title: 'ca.col.exitCode', field: 'ExitCode' },
          { key: 'error', title: 'ca.col.error', field: 'ErrorCode' },
          { key: 'output', title: 'ca.col.output', cell: 'custom', renderer: 'taskOutput' },
          { key: 'finished', title: 'ca.col.finished', field: 'FinishedTime', cell: 'time' },
        ],
      },
    },
    {
      key: 'info',
      title: 'ca.results.info',
      sections: [
        {
          key: 'basic',
          title: 'ca.results.info',
          items: [
            { key: 'invokeId', label: 'ca.col.invokeId', field: 'InvokeId' },
            { key: 'commandId', label: 'ca.col.idName', field: 'CommandId' },
            { key: 'type', label: 'ca.col.type', field: 'CommandType', cell: 'label', labels: 'ca.type.' },
            { key: 'plan', label: 'ca.plan', field: 'RepeatMode', cell: 'label', labels: 'ca.plan.' },
            { key: 'username', label: 'ca.username', field: 'Username' },
            { key: 'created', label: 'ca.col.started', field: 'CreationTime', cell: 'time' },
          ],
        },
      ],
    },
  ],
};

export const cloudAssistantDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'modifyCommand',
    title: 'ca.modify.title',
    resourceLabel: 'Name',
    screens: [
      {
        key: 'edit',
        resource: true,
        fields: [
          { key: 'name', label: 'ca.name', kind: 'text', required: true, requiredMessage: 'ca.err.name', from: 'Name', param: 'Name' },
          { key: 'description', label: 'ca.description', kind: 'textarea', from: 'Description', param: 'Description' },
          { key: 'workingDir', label: 'ca.workingDir', kind: 'text', from: 'WorkingDir', param: 'WorkingDir' },
          { key: 'timeout', label: 'ca.timeout', kind: 'number', from: 'Timeout', min: 10, max: 86400, unit: 'ca.seconds', param: 'Timeout' },
        ],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ModifyCommand', params: { RegionId: { region: true }, CommandId: command, Name: { field: 'name' }, Description: { field: 'description' }, WorkingDir: { field: 'workingDir' }, Timeout: { field: 'timeout' } } }],
          toast: 'ca.toast.modified',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'deleteCommand',
    title: 'ca.delete.title',
    resourceLabel: 'Name',
    screens: [{ key: 'confirm', resource: true, body: ['ca.delete.confirm'], submit: { label: 'common.ok', calls: [{ action: 'DeleteCommand', params: { RegionId: { region: true }, CommandId: command } }], toast: 'ca.toast.deleted' } }],
  },
  {
    kind: 'dialog',
    key: 'stopInvocation',
    title: 'ca.stop.title',
    resourceLabel: 'InvokeId',
    screens: [
      {
        key: 'confirm',
        resource: true,
        body: ['ca.stop.confirm'],
        // The instances the task runs on, to stop it on (the 2019 … 2020 pages: choose the instances, then Stop).
        fields: [
          {
            key: 'stopInstances',
            label: 'ca.stop.instances',
            kind: 'checkGroup',
            required: true,
            requiredMessage: 'ca.err.stopInstances',
            param: 'InstanceId',
            options: { action: 'DescribeInvocationResults', params: { InvokeId: { row: 'InvokeId' } }, items: 'Invocation.InvocationResults.InvocationResult', value: 'InstanceId', label: '{InstanceId}' },
          },
        ],
        submit: { label: 'ca.stop.submit', calls: [{ action: 'StopInvocation', params: { RegionId: { region: true }, InvokeId: { row: 'InvokeId' }, InstanceId: { field: 'stopInstances' } } }], toast: 'ca.toast.stopped' },
      },
    ],
  },
];

export const cloudAssistantPages: PageSpec[] = [cloudAssistantCommands, cloudAssistantInvocations, createRunCommand, invokeCommand, invocationDetails, ...cloudAssistantDialogs];
