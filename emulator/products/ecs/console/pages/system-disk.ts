// Replace Operating System (ReplaceSystemDisk): the ⋮ menu's Disk and Image > Replace Operating System on a stopped
// instance opens a notice of what is lost; its button leads to the instance's Replace Operating System page (the
// image, the system disk's size, the logon, the terms), whose submit replaces the system disk. Sources:
// emulator/console-facts/ecs.md, "Replace the operating system".
import type { DialogSpec, FieldSpec, FormPageSpec } from '../../../../console/kinds/spec';

export const REPLACE_OS_ROUTE = '/ecs/instances/:id/replace-os';

export const replaceOsNotice: DialogSpec = {
  kind: 'dialog',
  key: 'replaceOsNotice',
  title: 'replaceOs.notice.title',
  screens: [
    {
      key: 'notice',
      warning: 'replaceOs.notice.warning',
      body: ['replaceOs.notice.snapshot', 'replaceOs.notice.stopped'],
      resource: true,
      submit: { label: 'replaceOs.notice.ok', to: '/ecs/instances/{InstanceId}/replace-os' },
    },
  ],
};

const imageOptions = (alias: string) => ({ action: 'DescribeImages', params: { ImageOwnerAlias: alias }, items: 'Images.Image', value: 'ImageId', label: alias === 'system' ? '{OSNameEn}' : '{ImageName} / {ImageId}' });
const credentials = (eq: string) => ({ field: 'credentials', eq });

const fields: Record<'image' | 'disk' | 'logon' | 'terms', FieldSpec[]> = {
  image: [
    {
      key: 'imageType',
      label: 'replaceOs.imageType',
      kind: 'radioButton',
      default: 'system',
      options: [{ value: 'system', label: 'replaceOs.imageType.public' }, { value: 'self', label: 'replaceOs.imageType.custom' }],
    },
    { key: 'publicImage', label: 'replaceOs.image', kind: 'select', required: true, requiredMessage: 'replaceOs.err.image', param: 'ImageId', visible: { field: 'imageType', eq: 'system' }, options: imageOptions('system') },
    { key: 'customImage', label: 'replaceOs.customImage', kind: 'select', required: true, requiredMessage: 'replaceOs.err.image', param: 'ImageId', visible: { field: 'imageType', eq: 'self' }, options: imageOptions('self') },
  ],
  disk: [{ key: 'size', label: 'replaceOs.systemDisk', kind: 'number', min: 20, max: 500, unit: 'replaceOs.unit', param: 'SystemDisk.Size', help: 'replaceOs.systemDisk.help' }],
  logon: [
    {
      key: 'credentials',
      label: 'replaceOs.credentials',
      kind: 'radio',
      default: 'password',
      options: [
        { value: 'keyPair', label: 'replaceOs.credentials.keyPair' },
        { value: 'password', label: 'replaceOs.credentials.password' },
        { value: 'later', label: 'replaceOs.credentials.later' },
      ],
    },
    {
      key: 'keyPair',
      label: 'replaceOs.keyPair',
      kind: 'select',
      required: true,
      requiredMessage: 'replaceOs.err.keyPair',
      param: 'KeyPairName',
      visible: credentials('keyPair'),
      options: { action: 'DescribeKeyPairs', items: 'KeyPairs.KeyPair', value: 'KeyPairName', label: '{KeyPairName}' },
    },
    { key: 'username', label: 'replaceOs.username', kind: 'static', text: 'root', visible: credentials('password') },
    { key: 'password', label: 'replaceOs.password', kind: 'password', required: true, param: 'Password', help: 'resetPassword.rule', visible: credentials('password'), rules: [{ rule: 'password', message: 'resetPassword.err.rule' }] },
    { key: 'confirm', label: 'replaceOs.confirm', kind: 'password', required: true, visible: credentials('password'), rules: [{ rule: 'sameAs', field: 'password', message: 'resetPassword.err.confirm' }] },
  ],
  terms: [{ key: 'terms', label: 'replaceOs.terms', kind: 'check', required: true, requiredMessage: 'replaceOs.err.terms' }],
};

export const replaceOsPage: FormPageSpec = {
  kind: 'form',
  key: 'replaceOs',
  route: REPLACE_OS_ROUTE,
  nav: 'instances',
  title: 'replaceOs.title',
  back: '/ecs/instances',
  crumb: { label: 'instances.title', to: '/ecs/instances' },
  sections: [
    { key: 'image', title: 'replaceOs.section.image', fields: fields.image },
    { key: 'disk', title: 'replaceOs.section.disk', fields: fields.disk },
    { key: 'logon', title: 'replaceOs.section.logon', fields: fields.logon },
    { key: 'agreement', title: 'replaceOs.section.terms', fields: fields.terms },
  ],
  submit: {
    label: 'replaceOs.submit',
    // One call: the image comes from the list of the image type chosen.
    calls: (['system', 'self'] as const).map((type) => ({
      action: 'ReplaceSystemDisk',
      when: { field: 'imageType', eq: type },
      params: {
        InstanceId: { route: 'id' },
        ImageId: { field: type === 'system' ? 'publicImage' : 'customImage' },
        'SystemDisk.Size': { field: 'size' },
        Password: { field: 'password' },
        KeyPairName: { field: 'keyPair' },
      },
    })),
    toast: 'replaceOs.toast',
    to: '/ecs/instances',
  },
  cancel: { label: 'common.cancel', to: '/ecs/instances' },
};
