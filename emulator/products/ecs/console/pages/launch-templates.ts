// Launch templates (Deployment & Elasticity > Launch Templates): the list (Create Template; a row's New Version,
// Create Instance, Delete), a template's page with its Version Information (Set as Default, Delete), and the template
// form whose Confirm Configurations section saves a new template or a new version of one. Sources: the dated
// help-center pages in the product README ("Launch templates").
import type { ApiCall, DetailsPageSpec, DialogSpec, FieldSpec, FormPageSpec, ListPageSpec, PageSpec, ValueSource } from '../../../../console/kinds/spec';

export const TEMPLATES = '/ecs/launch-templates';
const CREATE = '/ecs/launch-templates/create';
const NAME = '^(?!https?://)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';
const template = { row: 'LaunchTemplateId' } as const;
const region = { region: true } as const;

/** The settings a version keeps, each optional, in the sections the form shows them. */
const basic: FieldSpec[] = [
  { key: 'instanceType', label: 'lt.instanceType', kind: 'select', param: 'InstanceType', options: { action: 'DescribeInstanceTypes', pageSize: false, items: 'InstanceTypes.InstanceType', value: 'InstanceTypeId', label: '{InstanceTypeId} ({CpuCoreCount} vCPU {MemorySize} GiB)' } },
  { key: 'image', label: 'lt.image', kind: 'select', param: 'ImageId', options: { action: 'DescribeImages', params: { ImageOwnerAlias: 'system' }, items: 'Images.Image', value: 'ImageId', label: '{OSNameEn}' } },
  {
    key: 'diskCategory',
    label: 'lt.systemDisk',
    kind: 'select',
    param: 'SystemDisk.Category',
    options: ['cloud_essd', 'cloud_auto', 'cloud_efficiency', 'cloud_ssd'].map((value) => ({ value, label: `disk.${value}` })),
  },
];
const advanced: FieldSpec[] = [
  { key: 'vpc', label: 'lt.vpc', kind: 'select', param: 'VpcId', options: { product: 'Vpc', action: 'DescribeVpcs', items: 'Vpcs.Vpc', value: 'VpcId', label: '{VpcName} / {VpcId}' } },
  {
    key: 'vswitch',
    label: 'lt.vswitch',
    kind: 'select',
    param: 'VSwitchId',
    visible: { field: 'vpc', set: true },
    options: { product: 'Vpc', action: 'DescribeVSwitches', params: { VpcId: { field: 'vpc' } }, items: 'VSwitches.VSwitch', value: 'VSwitchId', label: '{VSwitchName} / {VSwitchId}' },
  },
  {
    key: 'securityGroup',
    label: 'lt.securityGroup',
    kind: 'select',
    param: 'SecurityGroupId',
    visible: { field: 'vpc', set: true },
    options: { action: 'DescribeSecurityGroups', params: { VpcId: { field: 'vpc' } }, items: 'SecurityGroups.SecurityGroup', value: 'SecurityGroupId', label: '{SecurityGroupName} / {SecurityGroupId}' },
  },
  { key: 'instanceName', label: 'lt.instanceName', kind: 'text', param: 'InstanceName' },
];
const confirm: FieldSpec[] = [
  {
    key: 'saveAs',
    label: 'lt.saveAs',
    kind: 'radio',
    default: 'template',
    options: [
      { value: 'template', label: 'lt.saveAs.template' },
      { value: 'version', label: 'lt.saveAs.version' },
    ],
  },
  {
    key: 'name',
    label: 'lt.name',
    kind: 'text',
    required: true,
    requiredMessage: 'lt.err.name',
    param: 'LaunchTemplateName',
    help: 'lt.name.help',
    visible: { field: 'saveAs', eq: 'template' },
    rules: [{ rule: 'pattern', pattern: NAME, message: 'lt.err.nameFormat' }],
  },
  {
    key: 'template',
    label: 'lt.template',
    kind: 'select',
    required: true,
    requiredMessage: 'lt.err.template',
    param: 'LaunchTemplateId',
    visible: { field: 'saveAs', eq: 'version' },
    options: { action: 'DescribeLaunchTemplates', items: 'LaunchTemplateSets.LaunchTemplateSet', value: 'LaunchTemplateId', label: '{LaunchTemplateName} / {LaunchTemplateId}' },
  },
  { key: 'description', label: 'lt.description', kind: 'textarea', param: 'VersionDescription' },
];

const settings: Record<string, ValueSource> = Object.fromEntries(
  [...basic, ...advanced, confirm[3]].map((f) => [f.param!, { field: f.key }]),
);

const saves: ApiCall[] = [
  { action: 'CreateLaunchTemplate', params: { RegionId: region, LaunchTemplateName: { field: 'name' }, ...settings }, when: { field: 'saveAs', eq: 'template' } },
  { action: 'CreateLaunchTemplateVersion', params: { RegionId: region, LaunchTemplateId: { field: 'template' }, ...settings }, when: { field: 'saveAs', eq: 'version' } },
];

export const createLaunchTemplate: FormPageSpec = {
  kind: 'form',
  key: 'createLaunchTemplate',
  route: CREATE,
  nav: 'launchTemplates',
  title: 'lt.form.title',
  back: TEMPLATES,
  crumb: { label: 'nav.launchTemplates', to: TEMPLATES },
  sections: [
    { key: 'basic', title: 'lt.section.basic', fields: basic },
    { key: 'advanced', title: 'lt.section.advanced', fields: advanced },
    { key: 'confirm', title: 'lt.section.confirm', fields: confirm },
  ],
  submit: {
    label: 'lt.submit',
    calls: saves,
    show: [
      { when: { field: 'saveAs', eq: 'template' }, title: 'lt.created.title', items: [{ label: 'lt.col.id', result: 'LaunchTemplateId' }, { label: 'lt.col.version', result: 'LaunchTemplateVersionNumber' }], done: 'lt.viewTemplate', to: TEMPLATES },
      { title: 'lt.created.title', items: [{ label: 'lt.col.id', result: 'LaunchTemplateId' }, { label: 'lt.col.version', result: 'LaunchTemplateVersionNumber' }], done: 'lt.viewVersion', to: `${TEMPLATES}/{result.LaunchTemplateId}` },
    ],
  },
  cancel: { label: 'common.cancel', to: TEMPLATES },
};

const newVersion = { key: 'newVersion', label: 'lt.newVersion', to: CREATE } as const;

export const launchTemplates: ListPageSpec = {
  kind: 'list',
  key: 'launchTemplates',
  route: TEMPLATES,
  nav: 'launchTemplates',
  title: 'nav.launchTemplates',
  source: { action: 'DescribeLaunchTemplates', items: 'LaunchTemplateSets.LaunchTemplateSet', id: 'LaunchTemplateId', name: 'LaunchTemplateName', total: 'TotalCount', paging: { number: 'PageNumber', size: 'PageSize' } },
  toolbar: {
    primary: { key: 'createTemplate', label: 'lt.create', to: CREATE },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'lt.col.idName', field: 'LaunchTemplateId', sub: 'LaunchTemplateName', cell: 'idName', link: `${TEMPLATES}/{LaunchTemplateId}` },
    { key: 'default', title: 'lt.col.default', field: 'DefaultVersionNumber' },
    { key: 'latest', title: 'lt.col.latest', field: 'LatestVersionNumber' },
    { key: 'created', title: 'sg.col.created', field: 'CreateTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 260,
    links: [
      newVersion,
      { key: 'createInstance', label: 'lt.createInstance', dialog: 'runFromLaunchTemplate' },
      { key: 'deleteTemplate', label: 'lt.delete', dialog: 'deleteLaunchTemplate' },
    ],
  },
  pageSizes: [10, 20, 50],
};

export const launchTemplateDetails: DetailsPageSpec = {
  kind: 'details',
  key: 'launchTemplateDetails',
  route: `${TEMPLATES}/:id`,
  nav: 'launchTemplates',
  back: TEMPLATES,
  crumb: { label: 'nav.launchTemplates', to: TEMPLATES },
  source: { action: 'DescribeLaunchTemplates', params: { 'LaunchTemplateId.1': { route: 'id' } }, items: 'LaunchTemplateSets.LaunchTemplateSet.0', id: 'LaunchTemplateId', name: 'LaunchTemplateName' },
  title: { field: 'LaunchTemplateName' },
  actions: [{ ...newVersion, key: 'newVersionButton' }],
  tabs: [
    {
      key: 'versions',
      title: 'lt.versions',
      list: {
        source: { action: 'DescribeLaunchTemplateVersions', params: { LaunchTemplateId: { route: 'id' } }, items: 'LaunchTemplateVersionSets.LaunchTemplateVersionSet', id: 'VersionNumber', name: 'VersionDescription' },
        toolbar: { buttons: [{ ...newVersion, key: 'newVersionTab' }], icons: [{ key: 'refreshVersions', label: 'common.refresh', icon: 'refresh' }] },
        columns: [
          { key: 'version', title: 'lt.col.version', field: 'VersionNumber' },
          { key: 'isDefault', title: 'lt.col.isDefault', field: 'DefaultVersion', cell: 'label', labels: 'lt.default.' },
          { key: 'versionDescription', title: 'lt.description', field: 'VersionDescription' },
          { key: 'type', title: 'lt.instanceType', field: 'LaunchTemplateData.InstanceType' },
          { key: 'versionCreated', title: 'sg.col.created', field: 'CreateTime', cell: 'time' },
        ],
        actions: {
          key: 'versionActions',
          links: [
            { key: 'setDefault', label: 'lt.setDefault', dialog: 'setDefaultLaunchTemplateVersion', enabled: { row: 'DefaultVersion', eq: false } },
            { key: 'versionInstance', label: 'lt.createInstance', dialog: 'runFromLaunchTemplate' },
            { key: 'deleteVersion', label: 'lt.delete', dialog: 'deleteLaunchTemplateVersion', enabled: { row: 'DefaultVersion', eq: false } },
          ],
        },
      },
    },
  ],
};

const confirmDialog = (key: string, title: string, body: string, call: ApiCall, toast: string): DialogSpec => ({
  kind: 'dialog',
  key,
  title,
  resourceLabel: 'LaunchTemplateName',
  screens: [{ key: 'confirm', resource: true, body: [body], submit: { label: 'lt.ok', calls: [call], toast } }],
});

export const launchTemplateDialogs: DialogSpec[] = [
  confirmDialog('deleteLaunchTemplate', 'lt.delete.title', 'lt.delete.confirm', { action: 'DeleteLaunchTemplate', params: { RegionId: region, LaunchTemplateId: template } }, 'lt.toast.deleted'),
  confirmDialog('deleteLaunchTemplateVersion', 'lt.deleteVersion.title', 'lt.deleteVersion.confirm',
    { action: 'DeleteLaunchTemplateVersion', params: { RegionId: region, LaunchTemplateId: template, 'DeleteVersion.1': { row: 'VersionNumber' } } }, 'lt.toast.versionDeleted'),
  confirmDialog('setDefaultLaunchTemplateVersion', 'lt.setDefault.title', 'lt.setDefault.confirm',
    { action: 'ModifyLaunchTemplateDefaultVersion', params: { RegionId: region, LaunchTemplateId: template, DefaultVersionNumber: { row: 'VersionNumber' } } }, 'lt.toast.defaultSet'),
  {
    // The real console opens the purchase page with the template chosen; the emulator asks here for what the
    // version may lack (the instance's name, its password) and runs the instance from the version as saved.
    kind: 'dialog',
    key: 'runFromLaunchTemplate',
    title: 'lt.run.title',
    resourceLabel: 'LaunchTemplateName',
    screens: [
      {
        key: 'form',
        resource: true,
        intro: 'lt.run.intro',
        fields: [
          { key: 'instanceName', label: 'lt.instanceName', kind: 'text', param: 'InstanceName' },
          { key: 'password', label: 'lt.run.password', kind: 'password', param: 'Password', rules: [{ rule: 'password', message: 'lt.err.password' }] },
        ],
        submit: {
          label: 'lt.run.submit',
          calls: [{
            action: 'RunInstances',
            params: { RegionId: region, LaunchTemplateId: template, LaunchTemplateVersion: { row: 'VersionNumber' }, InstanceName: { field: 'instanceName' }, Password: { field: 'password' } },
          }],
          toast: 'lt.toast.run',
        },
      },
    ],
  },
];

export const launchTemplatePages: PageSpec[] = [launchTemplates, launchTemplateDetails, createLaunchTemplate, ...launchTemplateDialogs];
