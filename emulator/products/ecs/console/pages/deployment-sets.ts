// Deployment sets (Deployment & Elasticity > Deployment Sets): the list (Create Deployment Set; a row's Modify
// Information and Delete; Delete for the selected rows), and the instance's ⋮ > Instance Settings > Change Deployment
// Set. Sources: the dated help-center pages in the product README ("Deployment sets"); the strategies as the 2023
// overview names them.
import type { ActionSpec, DialogSpec, FieldSpec, ListPageSpec, PageSpec } from '../../../../console/kinds/spec';

export const DEPLOYMENT_SETS = '/ecs/deployment-sets';
const NAME = '^(?!https?://)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';
const DESCRIPTION = '^(?!https?://)[\\s\\S]{2,256}$';
const set = { row: 'DeploymentSetId' } as const;

const nameField = (required: boolean): FieldSpec => ({
  key: 'name',
  label: 'ds.name',
  kind: 'text',
  required,
  param: 'DeploymentSetName',
  from: 'DeploymentSetName',
  help: 'ds.name.help',
  rules: [{ rule: 'pattern', pattern: NAME, message: 'ds.err.name' }],
});
const descriptionField: FieldSpec = {
  key: 'description',
  label: 'ds.description',
  kind: 'textarea',
  param: 'Description',
  from: 'DeploymentSetDescription',
  rules: [{ rule: 'pattern', pattern: DESCRIPTION, message: 'ds.err.description' }],
};

export const deploymentSetsList: ListPageSpec = {
  kind: 'list',
  key: 'deploymentSets',
  route: DEPLOYMENT_SETS,
  nav: 'deploymentSets',
  title: 'nav.deploymentSets',
  source: { action: 'DescribeDeploymentSets', items: 'DeploymentSets.DeploymentSet', id: 'DeploymentSetId', name: 'DeploymentSetName', total: 'TotalCount', paging: { number: 'PageNumber', size: 'PageSize' } },
  toolbar: {
    primary: { key: 'createDeploymentSet', label: 'ds.create', dialog: 'createDeploymentSet' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  search: { fields: [{ key: 'DeploymentSetName', label: 'ds.name', param: 'DeploymentSetName', placeholder: 'ds.search.placeholder' }] },
  columns: [
    { key: 'idName', title: 'ds.col.idName', field: 'DeploymentSetId', sub: 'DeploymentSetName', cell: 'idName' },
    { key: 'strategy', title: 'ds.strategy', field: 'DeploymentStrategy', cell: 'label', labels: 'ds.strategy.' },
    { key: 'instances', title: 'ds.col.instances', field: 'InstanceAmount' },
    { key: 'description', title: 'ds.description', field: 'DeploymentSetDescription' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 220,
    links: [
      { key: 'modify', label: 'ds.modify', dialog: 'modifyDeploymentSet' },
      { key: 'delete', label: 'ds.delete', dialog: 'deleteDeploymentSet' },
    ],
  },
  batch: { key: 'batch', buttons: [{ key: 'batchDelete', label: 'ds.delete', dialog: 'deleteDeploymentSets' }] },
  pageSizes: [10, 20, 50],
};

/** The instance's ⋮ > Instance Settings > Change Deployment Set. */
export const changeDeploymentSet: ActionSpec = {
  key: 'changeDeploymentSet',
  label: 'ds.change',
  dialog: 'changeDeploymentSet',
  enabled: { row: 'Status', in: ['Running', 'Stopped'] },
};

const deleteScreen = (calls: DialogSpec['screens'][number]['submit']['calls']) => [
  { key: 'confirm', resource: true, warning: 'ds.delete.warning', submit: { label: 'common.ok', calls, toast: 'ds.toast.deleted' } },
];

export const deploymentSetDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'createDeploymentSet',
    title: 'ds.create',
    width: 640,
    screens: [
      {
        key: 'form',
        fields: [
          { ...nameField(true), from: undefined },
          {
            key: 'strategy',
            label: 'ds.strategy',
            kind: 'radio',
            default: 'Availability',
            param: 'Strategy',
            options: [
              { value: 'Availability', label: 'ds.strategy.Availability', help: 'ds.strategy.Availability.help' },
              { value: 'AvailabilityGroup', label: 'ds.strategy.AvailabilityGroup', help: 'ds.strategy.AvailabilityGroup.help' },
              { value: 'LowLatency', label: 'ds.strategy.LowLatency', help: 'ds.strategy.LowLatency.help' },
            ],
          },
          { key: 'groups', label: 'ds.groups', kind: 'number', default: 3, min: 1, max: 7, param: 'GroupCount', visible: { field: 'strategy', eq: 'AvailabilityGroup' } },
          { ...descriptionField, from: undefined },
        ],
        submit: {
          label: 'common.ok',
          calls: [
            {
              action: 'CreateDeploymentSet',
              params: {
                DeploymentSetName: { field: 'name' },
                Strategy: { field: 'strategy' },
                GroupCount: { field: 'groups', map: { '*': null } },
                Description: { field: 'description' },
              },
              when: { not: { field: 'strategy', eq: 'AvailabilityGroup' } },
            },
            {
              action: 'CreateDeploymentSet',
              params: { DeploymentSetName: { field: 'name' }, Strategy: { field: 'strategy' }, GroupCount: { field: 'groups' }, Description: { field: 'description' } },
              when: { field: 'strategy', eq: 'AvailabilityGroup' },
            },
          ],
          toast: 'ds.toast.created',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'modifyDeploymentSet',
    title: 'ds.modify.title',
    resourceLabel: 'DeploymentSetId',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [nameField(false), descriptionField],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ModifyDeploymentSetAttribute', params: { DeploymentSetId: set, DeploymentSetName: { field: 'name' }, Description: { field: 'description' } } }],
          toast: 'ds.toast.modified',
        },
      },
    ],
  },
  { kind: 'dialog', key: 'deleteDeploymentSet', title: 'ds.delete.title', resourceLabel: 'DeploymentSetId', screens: deleteScreen([{ action: 'DeleteDeploymentSet', params: { DeploymentSetId: set } }]) },
  {
    kind: 'dialog',
    key: 'deleteDeploymentSets',
    title: 'ds.delete.title',
    resourceLabel: 'DeploymentSetId',
    screens: deleteScreen([{ action: 'DeleteDeploymentSet', params: { DeploymentSetId: { item: 'DeploymentSetId' } }, each: '@rows' }]),
  },
  {
    kind: 'dialog',
    key: 'changeDeploymentSet',
    title: 'ds.change',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          {
            key: 'set',
            label: 'ds.target',
            kind: 'select',
            required: true,
            param: 'DeploymentSetId',
            options: { action: 'DescribeDeploymentSets', items: 'DeploymentSets.DeploymentSet', value: 'DeploymentSetId', label: '{DeploymentSetName} / {DeploymentSetId}' },
          },
          {
            key: 'force',
            label: 'ds.force',
            kind: 'radio',
            default: 'false',
            options: [
              { value: 'true', label: 'ds.force.yes', help: 'ds.force.yes.help' },
              { value: 'false', label: 'ds.force.no', help: 'ds.force.no.help' },
            ],
          },
        ],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ModifyInstanceDeployment', params: { InstanceId: { row: 'InstanceId' }, DeploymentSetId: { field: 'set' }, Force: { field: 'force' } } }],
          toast: 'ds.toast.changed',
        },
      },
    ],
  },
];

export const deploymentSetPages: PageSpec[] = [deploymentSetsList, ...deploymentSetDialogs];
