// Today's instance pages (2025–2026): the instance list with its ⋮ menu and the instance details page with Restart
// and All Actions; the dialogs both open are in instance-dialogs.ts. Sources: emulator/console-facts/ecs.md, "Today's
// console"; the choices the pages leave open are in the product README.
import type { ActionSpec, DetailsPageSpec, ListPageSpec, MenuGroupSpec, PageSpec } from '../../../../console/kinds/spec';
import { instanceDialogs } from './instance-dialogs';
import { TONES, TRANSITIONAL, id, running, settled, stopped } from './instance-status';
import { changeDeploymentSet } from './deployment-sets';
import { instanceEnisTab, instanceNetworkGroup } from './network-interfaces';
import { instanceSecurityGroupDialogs, instanceSecurityGroupsTab } from './instance-security-groups';
import { replaceOsNotice, replaceOsPage } from './system-disk';
import { createImageFromSnapshot } from './storage';
import { autoRenewAction, billingGroup, billingPages } from './billing';
import { TAGGED, batchTagsAction, editTagsAction, tagDialogs, tagSearch, tagsColumn } from './tags';


/** The instance's actions in groups: the ⋮ menu's submenus and the All Actions pane's groups. */
export function instanceGroups(): MenuGroupSpec[] {
  return [
    {
      key: 'instanceStatus',
      label: 'more.status',
      items: [
        { key: 'start', label: 'action.start', dialog: 'startInstance', enabled: stopped },
        { key: 'stop', label: 'action.stop', dialog: 'stopInstance', enabled: running },
        { key: 'restart', label: 'action.restart', dialog: 'restartInstance', enabled: running },
        { key: 'release', label: 'action.release', dialog: 'releaseInstance', enabled: settled },
      ],
    },
    {
      key: 'instanceSettings',
      label: 'more.settings',
      items: [
        { key: 'modify', label: 'action.modify', dialog: 'modifyInstance' },
        { key: 'releaseProtection', label: 'action.releaseProtection', dialog: 'releaseProtection', enabled: { row: 'InstanceChargeType', eq: 'PostPaid' } },
        editTagsAction(TAGGED.instance),
        changeDeploymentSet,
        autoRenewAction,
      ],
    },
    {
      key: 'passwordKeyPair',
      label: 'more.password',
      items: [
        { key: 'resetPassword', label: 'action.resetPassword', dialog: 'resetPassword', enabled: settled },
        { key: 'bindKeyPair', label: 'action.bindKeyPair', dialog: 'bindKeyPair', enabled: settled },
      ],
    },
    {
      key: 'instanceConfiguration',
      label: 'more.configuration',
      items: [{ key: 'changeType', label: 'action.changeType', dialog: 'changeType', enabled: settled }],
    },
    {
      key: 'diskAndImage',
      label: 'more.diskImage',
      items: [
        { key: 'replaceOs', label: 'action.replaceOs', dialog: 'replaceOsNotice', enabled: stopped },
        { key: 'createImage', label: 'action.createImage', dialog: 'createImage', enabled: settled },
      ],
    },
    instanceNetworkGroup,
    billingGroup,
  ];
}

const remote: ActionSpec = { key: 'remote', label: 'action.remoteConnection', dialog: 'remoteConnection', enabled: running };

export const instancesList: ListPageSpec = {
  kind: 'list',
  key: 'instances',
  route: '/ecs/instances',
  nav: 'instances',
  title: 'instances.title',
  source: {
    action: 'DescribeInstances',
    items: 'Instances.Instance',
    id: 'InstanceId',
    name: 'InstanceName',
    total: 'TotalCount',
    paging: { number: 'PageNumber', size: 'PageSize' },
    pollWhile: { row: 'Status', in: TRANSITIONAL },
  },
  toolbar: {
    primary: { key: 'create', label: 'instances.create', to: '/ecs/instances/create' },
    icons: [
      { key: 'refresh', label: 'common.refresh', icon: 'refresh' },
      { key: 'columns', label: 'common.settings', icon: 'settings' },
      { key: 'export', label: 'common.download', icon: 'download' },
    ],
  },
  search: {
    fields: [
      { key: 'InstanceName', label: 'search.key.name', param: 'InstanceName', placeholder: 'search.placeholder.name' },
      { key: 'InstanceId', label: 'search.key.id', param: 'InstanceIds', placeholder: 'search.placeholder.id', list: true },
      tagSearch,
    ],
  },
  columns: [
    { key: 'idName', title: 'col.idName', field: 'InstanceId', sub: 'InstanceName', cell: 'idName', link: '/ecs/instances/{InstanceId}', width: 230, lock: 'left' },
    { key: 'monitoring', title: 'col.monitoring', cell: 'custom', renderer: 'monitoring', width: 90 },
    tagsColumn(TAGGED.instance),
    { key: 'zone', title: 'col.zone', field: 'ZoneId', cell: 'zone', width: 150 },
    { key: 'ip', title: 'col.ip', cell: 'custom', renderer: 'ipAddresses', width: 200 },
    { key: 'status', title: 'col.status', field: 'Status', cell: 'status', labels: 'status.', tones: TONES, width: 120 },
    { key: 'network', title: 'col.network', field: 'InstanceNetworkType', cell: 'label', labels: 'network.', width: 120 },
    { key: 'spec', title: 'col.spec', cell: 'custom', renderer: 'instanceSpec', width: 200 },
    { key: 'billing', title: 'col.billing', cell: 'custom', renderer: 'billing', width: 190 },
  ],
  actions: {
    key: 'actions',
    lock: true,
    width: 200,
    links: [remote],
    menu: { key: 'more', label: 'action.more', icon: 'more', items: instanceGroups() },
  },
  batch: {
    key: 'batch',
    buttons: [
      { key: 'batchStart', label: 'action.start', dialog: 'startInstances', enabled: stopped },
      { key: 'batchStop', label: 'action.stop', dialog: 'stopInstances', enabled: running },
      { key: 'batchRestart', label: 'action.restart', dialog: 'restartInstances', enabled: running },
      { key: 'batchResetPassword', label: 'action.resetPassword', dialog: 'resetPasswords', enabled: settled },
      batchTagsAction(TAGGED.instance),
    ],
  },
  pageSizes: [10, 20, 50],
};

export const instanceDetails: DetailsPageSpec = {
  kind: 'details',
  key: 'instanceDetails',
  route: '/ecs/instances/:id',
  nav: 'instances',
  back: '/ecs/instances',
  crumb: { label: 'instances.title', to: '/ecs/instances' },
  source: {
    action: 'DescribeInstances',
    params: { InstanceIds: { list: { route: 'id' } } },
    items: 'Instances.Instance.0',
    id: 'InstanceId',
    name: 'InstanceName',
    pollWhile: { row: 'Status', in: TRANSITIONAL },
  },
  title: { field: 'InstanceName' },
  status: { field: 'Status', labels: 'status.', tones: TONES },
  actions: [
    { ...remote, key: 'remoteConnection' },
    { key: 'restartButton', label: 'action.restart', dialog: 'restartInstance', enabled: running },
  ],
  allActions: { key: 'allActions', label: 'allActions.label', search: 'allActions.search', groups: instanceGroups() },
  tabs: [
    {
      key: 'info',
      title: 'detail.tab.info',
      sections: [
        {
          key: 'basic',
          title: 'detail.basic',
          items: [
            { key: 'id', label: 'detail.id', field: 'InstanceId' },
            { key: 'name', label: 'detail.name', field: 'InstanceName' },
            { key: 'status', label: 'col.status', field: 'Status', cell: 'status', labels: 'status.', tones: TONES },
            { key: 'zone', label: 'col.zone', field: 'ZoneId', cell: 'zone' },
            { key: 'type', label: 'detail.type', field: 'InstanceType' },
            { key: 'cpuMem', label: 'detail.cpuMem', cell: 'custom', renderer: 'cpuMemory' },
            { key: 'image', label: 'detail.image', cell: 'custom', renderer: 'osName' },
            { key: 'billing', label: 'col.billing', field: 'InstanceChargeType', cell: 'label', labels: 'billing.' },
            { key: 'expiry', label: 'detail.expiry', cell: 'custom', renderer: 'expiry' },
            { key: 'created', label: 'detail.created', field: 'CreationTime', cell: 'time' },
            { key: 'autoRelease', label: 'detail.autoRelease', field: 'AutoReleaseTime', cell: 'time' },
            { key: 'releaseProtectionItem', label: 'detail.releaseProtection', field: 'DeletionProtection', cell: 'label', labels: 'protection.' },
          ],
        },
        {
          key: 'network',
          title: 'detail.networkSection',
          items: [
            { key: 'vpc', label: 'detail.vpc', field: 'VpcAttributes.VpcId' },
            { key: 'vswitch', label: 'detail.vswitch', field: 'VpcAttributes.VSwitchId' },
            { key: 'privateIp', label: 'detail.privateIp', field: 'VpcAttributes.PrivateIpAddress.IpAddress' },
            { key: 'publicIp', label: 'detail.publicIp', field: 'PublicIpAddress.IpAddress' },
            { key: 'eip', label: 'detail.eip', field: 'EipAddress.IpAddress' },
            { key: 'securityGroups', label: 'detail.securityGroups', field: 'SecurityGroupIds.SecurityGroupId' },
            { key: 'keyPair', label: 'detail.keyPair', field: 'KeyPairName' },
          ],
        },
      ],
    },
    {
      key: 'disks',
      title: 'detail.tab.disks',
      list: {
        source: { action: 'DescribeDisks', params: { InstanceId: id }, items: 'Disks.Disk', id: 'DiskId', name: 'DiskName', pollWhile: { row: 'Status', in: ['Creating', 'Attaching', 'Detaching', 'ReIniting'] } },
        toolbar: {
          buttons: [{ key: 'attachDisk', label: 'disk.attachToInstance', dialog: 'attachToInstance' }],
          icons: [{ key: 'refreshDisks', label: 'common.refresh', icon: 'refresh' }],
        },
        columns: [
          { key: 'diskIdName', title: 'disk.col.idName', field: 'DiskId', sub: 'DiskName', cell: 'idName' },
          { key: 'diskType', title: 'disk.col.type', field: 'Type', cell: 'label', labels: 'disk.type.' },
          { key: 'category', title: 'disk.col.category', cell: 'custom', renderer: 'diskCategory' },
          { key: 'diskStatus', title: 'col.status', field: 'Status', cell: 'custom', renderer: 'storageStatus' },
        ],
        actions: {
          key: 'diskActions',
          links: [{ key: 'diskSnapshot', label: 'disk.createSnapshot', dialog: 'createSnapshot', enabled: { row: 'Status', eq: 'In_use' } }],
        },
      },
    },
    {
      key: 'snapshots',
      title: 'detail.tab.snapshots',
      list: {
        source: { action: 'DescribeSnapshots', params: { InstanceId: id }, items: 'Snapshots.Snapshot', id: 'SnapshotId', name: 'SnapshotName', pollWhile: { row: 'Status', eq: 'progressing' } },
        toolbar: { icons: [{ key: 'refreshSnapshots', label: 'common.refresh', icon: 'refresh' }] },
        columns: [
          { key: 'snapIdName', title: 'snapshot.col.idName', field: 'SnapshotId', sub: 'SnapshotName', cell: 'idName' },
          { key: 'snapDisk', title: 'snapshot.col.disk', field: 'SourceDiskId' },
          { key: 'snapStatus', title: 'col.status', cell: 'custom', renderer: 'storageStatus' },
          { key: 'snapProgress', title: 'snapshot.col.progress', field: 'Progress' },
          { key: 'snapCreated', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
        ],
        actions: { key: 'snapActions', links: [{ ...createImageFromSnapshot, key: 'snapCreateImage' }] },
      },
    },
    instanceSecurityGroupsTab,
    instanceEnisTab,
  ],
};

export const instancePages: PageSpec[] = [instancesList, instanceDetails, ...instanceDialogs, ...instanceSecurityGroupDialogs, ...tagDialogs, replaceOsNotice, replaceOsPage, ...billingPages];
