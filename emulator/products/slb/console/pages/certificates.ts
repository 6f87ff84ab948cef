// The Certificates page of the CLB console (emulator/console-facts/slb.md, "Certificates and HTTPS listeners"): the
// region's server certificates with Create Certificate (choose Upload Non-Alibaba Cloud Certificate, then the
// certificate's name, PEM body and private key) and a row's Delete. HTTPS listeners pick one in the wizard.
import type { DialogSpec, ListPageSpec, PageSpec } from '../../../../console/kinds/spec';

export const certificatesList: ListPageSpec = {
  kind: 'list',
  key: 'certificates',
  route: '/slb/certificates',
  nav: 'certificates',
  title: 'cert.title',
  source: { action: 'DescribeServerCertificates', items: 'ServerCertificates.ServerCertificate', id: 'ServerCertificateId', name: 'ServerCertificateName', pageSize: false },
  toolbar: {
    primary: { key: 'create', label: 'cert.create', dialog: 'uploadCertificate' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'cert.col.idName', field: 'ServerCertificateName', sub: 'ServerCertificateId', cell: 'idName' },
    { key: 'fingerprint', title: 'cert.col.fingerprint', field: 'Fingerprint' },
    { key: 'domain', title: 'cert.col.domain', field: 'CommonName' },
    { key: 'expires', title: 'cert.col.expires', field: 'ExpireTime', cell: 'time' },
  ],
  actions: { key: 'actions', width: 120, links: [{ key: 'delete', label: 'cert.delete', dialog: 'deleteCertificate' }] },
};

const certificateDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'uploadCertificate',
    title: 'cert.create',
    width: 720,
    screens: [
      { key: 'source', body: ['cert.source.body'], submit: { label: 'cert.upload.thirdParty' } },
      {
        key: 'form',
        fields: [
          { key: 'name', label: 'cert.name', kind: 'text', required: true, requiredMessage: 'cert.err.name', param: 'ServerCertificateName', rules: [{ rule: 'pattern', pattern: '^[A-Za-z0-9\\u4e00-\\u9fa5._-]{1,80}$', message: 'cert.err.name' }] },
          { key: 'body', label: 'cert.body', kind: 'textarea', required: true, requiredMessage: 'cert.err.body', param: 'ServerCertificate', help: 'cert.body.help' },
          { key: 'key', label: 'cert.key', kind: 'textarea', required: true, requiredMessage: 'cert.err.key', param: 'PrivateKey', help: 'cert.key.help' },
        ],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'UploadServerCertificate', params: { RegionId: { region: true }, ServerCertificateName: { field: 'name' }, ServerCertificate: { field: 'body' }, PrivateKey: { field: 'key' } } }],
          toast: 'cert.created',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'deleteCertificate',
    title: 'cert.delete.title',
    resourceLabel: 'ServerCertificateName',
    screens: [{ key: 'confirm', resource: true, body: ['cert.delete.confirm'], submit: { label: 'common.ok', calls: [{ action: 'DeleteServerCertificate', params: { RegionId: { region: true }, ServerCertificateId: { row: 'ServerCertificateId' } } }], toast: 'cert.deleted' } }],
  },
];

export const certificatePages: PageSpec[] = [certificatesList, ...certificateDialogs];
