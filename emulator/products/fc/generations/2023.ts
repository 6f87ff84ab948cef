// fc@2023: the Function Compute 2.0 console (services, then their functions), current until Function Compute 3.0
// replaced it (the Chinese time-trigger page of 2024-01-24 already describes 3.0). Facts in
// emulator/console-facts/fc.md, "Generation fc@2023". Its pages are drawn by hand (ServicesPage, FunctionsPage,
// CreateFunctionPage and FunctionDetailPage under a service); the generation puts Services & Functions back in the
// navigation in place of today's Functions and makes /fc open it.
import { generation } from '../../../console/kinds/generation';

export const fc2023 = generation('fc@2023', '2023-08 … 2024-01', [
  ['https://www.alibabacloud.com/help/doc-detail/189984.htm', '2023-08-10'],
  ['https://www.alibabacloud.com/help/en/fc/manage-versions', '2024-01-23'],
  ['https://www.alibabacloud.com/help/en/functioncompute/fc-2-0/user-guide/manage-aliases', '2026-03-31'],
  ['https://www.alibabacloud.com/help/en/functioncompute/fc-2-0/user-guide/event-handlers', '2026-04-01'],
  ['https://www.alibabacloud.com/help/en/functioncompute/fc-2-0/developer-reference/api-fc-open-2021-04-06-createfunction', '2024-09-02'],
], {
  note:
    'Function Compute 2.0: the left-side navigation pane has Services & Functions (服务及函数); a service lists its functions, versions and aliases belong to the service, and a function page has the tabs Code, Configurations and Triggers (触发器管理). API FC-Open 2021-04-06.',
  nav: [{ key: 'services', path: ['nav.services'], route: '/fc/services' }],
  navRemove: ['functions'],
  // `console2`: /fc opens Services & Functions (FcHome).
  flags: ['console2'],
  catalog: {
    forms: [
      { key: 'createService', nav: 'services', open: 'service.create', submit: 'common.ok', sections: [{ action: 'CreateService', fields: [{ label: 'service.name', param: 'serviceName', kind: 'text' }] }] },
    ],
    lists: [
      { nav: 'services', id: 'serviceName', rowActions: [{ path: ['action.delete'], action: 'DeleteService', params: ['serviceName'], dialog: { title: 'service.delete.title', confirm: 'common.ok' } }] },
    ],
  },
});
