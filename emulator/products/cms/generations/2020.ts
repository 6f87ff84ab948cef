// cms@2020: the CloudMonitor 1.0 console of 2020 to early 2021 (emulator/console-facts/cms.md, "Generation
// cms@2020"), rebuilt from the AlibabaCloudDocs/cms Markdown sources of that time. Its pages are drawn by hand
// (AlertRulesPage, RuleFormPage, AlertContactsPage and their dialogs); the generation puts them in the navigation
// in place of today's Alert Center, takes away the Alert Center's pages, and words what the 2020 pages word
// otherwise.
import { docsRepo, type Generation } from '../../../console/kinds/generation';
import { notifyPages } from '../console/pages/notify';

const repo = docsRepo('cms');

export const cms2020: Generation = {
  id: 'cms@2020',
  product: 'cms',
  period: '2020-09 … 2021-01',
  sources: [
    { url: repo('intl.en-US/Alarm service/Alert contacts/Create an alert contact or alert group.md', 'fd24c4422a77230e1164af8579680c739fc8e341'), date: '2021-01-29' },
    { url: repo('intl.en-US/Alarm service/Alert contacts/Delete an alert contact or alert group.md', '8297487a0a7fa5155efdfcf1e2637e3db4a029ce'), date: '2021-01-29' },
    { url: repo('cn.zh-CN/报警服务/报警联系人/创建报警联系人或报警联系组.md', '3001a3f0ba3b608cd37db8fc4f0e5de803d43ea6'), date: '2020-12-22' },
    { url: repo('cn.zh-CN/报警服务/报警联系人/删除报警联系人或报警联系组.md', 'd7c378154566b6884763dc8a7224205036cf9436'), date: '2020-12-21' },
    { url: repo('intl.en-US/Alarm service/Alarm rules/Disable an alert rule.md', 'bac8b436fe4b7e6ec988a4eab3e538ea90ff2d9e'), date: '2020-09-24' },
    { url: repo('intl.en-US/Alarm service/Alarm rules/Delete an alert rule.md', 'e7d541ceacfafff3b5d097ffbf0fabbf33560db9'), date: '2020-09-24' },
    // Dashboard > Custom Dashboard (Dashboard > 自定义大盘): create, rename, delete a dashboard; add, change, delete a chart.
    { url: repo('intl.en-US/Dashboard/Manage a custom dashboard.md', '0aa4815cc8be09ac86c75593df414a35c7b712a5'), date: '2021-02-23' },
    { url: repo('intl.en-US/Dashboard/Manage monitoring charts on a custom dashboard.md', 'a7730ed228afac6985a092417667e33dec75c680'), date: '2021-01-29' },
    { url: repo('cn.zh-CN/Dashboard/管理自定义监控大盘.md', '82b8063cd375fc9accc06e683a52ef10f64215f5'), date: '2020-12-27' },
    { url: repo('cn.zh-CN/Dashboard/管理自定义大盘中的监控图表.md', '1050a5655f6844707703b5ee0837328f3554a7c7'), date: '2021-02-08' },
    // Application Groups (应用分组) and Alerts > Alert Templates (报警服务 > 报警模板): create a group, add resources, edit
    // its name and contact group, apply a template to it; create a template and apply it to groups.
    { url: repo('intl.en-US/Application groups/Create an application group.md', '666efc1499295b666cea7aefd2c724f358ec33e7'), date: '2021-02-08' },
    { url: repo('intl.en-US/Application groups/Apply an alert template to an application group.md', 'f2b2bc650e688f604aa76593878073d9c7dfa45d'), date: '2020-10-29' },
    { url: repo('intl.en-US/Application groups/Modify an application group.md', '77625ebff83fe5880df0d1d4aa469cdcffa72b46'), date: '2021-02-22' },
    { url: repo('intl.en-US/Alarm service/Alert templates/Create an alert template.md', '54b2e40e83ef3e58acbf8765d7d32e067375ac77'), date: '2020-09-24' },
    { url: repo('cn.zh-CN/应用分组/创建应用分组.md', 'cbd052b1cfa8623fa20870ea094dabb44524299c'), date: '2021-01-14' },
    { url: repo('cn.zh-CN/应用分组/添加资源至应用分组.md', '69bf17ce6b4bb6eee0cbbc183e1f98b84d42616d'), date: '2021-02-08' },
    { url: repo('cn.zh-CN/报警服务/报警模板/应用报警模板到应用分组.md', 'ba727670ea63718d000542794ea4f30df99c6c7d'), date: '2021-02-08' },
    // Alerts > Alert Rules, its tabs Threshold Value Alert and Event Alert (Create Event Alert, test), and Event Monitoring
    // > Alert Rules > System Event (事件监控 > 报警规则 > 系统事件): the Create / Modify Event Alert panel and the Create event test panel.
    { url: repo('intl.en-US/Alarm service/Alarm rules/Create an event-triggered alert rule.md', '796548bd64a8f26e5282b56fbe1c3a1048640b2c'), date: '2020-10-23' },
    { url: repo('intl.en-US/Event monitoring/System events/System event-triggered alerts.md', '80aec9a07e8ee81c37a475b204ae6a5f56de8aad'), date: '2021-02-22' },
    { url: repo('cn.zh-CN/事件监控/系统事件/使用系统事件报警.md', 'efb9c178913f97c694be7fa6f31de4137d644711'), date: '2021-02-22' },
    // New Site Monitor > Site Manage (站点监控 > 站点管理): create a task (New Monitoring Task, the New Task page), modify,
    // delete, disable and enable it (Delete Task, Disable task, Enable Tasks: Confirm / 确定).
    { url: repo('intl.en-US/Site Monitoring/Create a site monitoring task.md', '31504de01d6d4daaf81db5da205e4be4fe1e42cc'), date: '2020-12-25' },
    { url: repo('intl.en-US/Site Monitoring/Manage a site monitoring task.md', '78c24fc5038cc7dbb8de64d94b8ec1e587ad0132'), date: '2021-02-22' },
    { url: repo('cn.zh-CN/站点监控/创建站点监控任务.md', 'dc8f4ea2ea341bf81923f9782f7c00048b54aa99'), date: '2020-12-03' },
    { url: repo('cn.zh-CN/站点监控/管理站点监控任务.md', 'e626d7de479b2098a9fa3f89820c4fe99c24beb0'), date: '2020-11-05' },
  ],
  note:
    'CloudMonitor 1.0: Alerts > Alert Rules (tabs Threshold Value Alert and Event Alert), Event Monitoring (Alert Rules: System Event, Custom Event; Create Event Alert) and Alerts > Alert Contacts (报警服务 > 报警联系人) with the tabs Alert Contacts and Alert Contact Group (报警联系组); the group panel ends with Confirm (确认); the contact panel asks for phone, Aliwangwang and the notification language (Automatic) and ends with OK (确认). No Alert Center.',
  // The 1.0 navigation; today's Alert Center entries are not in it.
  nav: [
    { key: 'overview', path: ['nav.overview'], route: '/cms/overview' },
    { key: 'customDashboard', path: ['nav.dashboard', 'nav.customDashboard'], route: '/cms/dashboards' },
    { key: 'appGroups', path: ['nav.appGroups'], route: '/cms/app-groups' },
    { key: 'hostMonitoring', path: ['nav.hostMonitoring'], route: '/cms/host-monitoring' },
    { key: 'eventMonitoring', path: ['nav.eventMonitoring'], route: '/cms/event-monitoring' },
    // Today's entry moved here (navRemove) under the 1.0 labels (nav.networkMonitoring, nav.siteMonitoring below);
    // its key keeps the vocabulary file's site monitoring form and list for this console too.
    { key: 'siteMonitoring', path: ['nav.networkMonitoring', 'nav.siteMonitoring'], route: '/cms/site-monitor' },
    { key: 'alertRules', path: ['nav.alerts', 'nav.alertRules'], route: '/cms/alert-rules' },
    { key: 'alertContacts', path: ['nav.alerts', 'nav.alertContacts'], route: '/cms/alert-contacts' },
    { key: 'alertTemplates', path: ['nav.alerts', 'nav.alertTemplates'], route: '/cms/alert-templates' },
    { key: 'alertLogs', path: ['nav.alerts', 'nav.alertLogs'], route: '/cms/alert-logs' },
  ],
  navRemove: ['alertCenter', 'allFeatures', 'alertRules2', 'notificationPolicy', 'notificationObjects', 'siteMonitoring'],
  pages: notifyPages.map((p) => ({ removePage: p.key })),
  labels: {
    'tab.groups': { en: 'Alert Contact Group', zh: '报警联系组' },
    'group.dialog.ok': { en: 'Confirm', zh: '确认' },
    'contact.dialog.ok': { en: 'OK', zh: '确认' },
    // Site monitoring, as the 1.0 pages word it (today: Network Analysis and Monitoring > Site Monitoring, Create Task).
    'nav.networkMonitoring': { en: 'New Site Monitor', zh: '站点监控' },
    'nav.siteMonitoring': { en: 'Site Manage', zh: '站点管理' },
    'site.title': { en: 'Site Monitoring', zh: '站点管理' },
    'site.create': { en: 'New Monitoring Task', zh: '新建监控任务' },
    'site.form.title': { en: 'New Task', zh: '新建任务' },
    'site.type': { en: 'Monitor Type', zh: '监控类型' },
    'site.address': { en: 'Monitor Address', zh: '监控地址' },
    'site.interval': { en: 'Monitoring frequency', zh: '监控频率' },
    'site.disable.title': { en: 'Disable task', zh: '禁用任务' },
    'site.points': { en: 'Select detection points', zh: '选择探测点' },
    'site.alert': { en: 'Alert Rule', zh: '报警规则' },
  },
  // `console1`: /cms opens the 1.0 alert rules (CmsHome).
  flags: ['contactPhoneAndLanguage', 'console1'],
  // What the hand-drawn 1.0 pages call (AlertContactsPage, ContactDialog, GroupDialog, AlertRulesPage, EventRulesPanel, DashboardsPage, AppGroupsPage, AlertTemplatesPage). A group's
  // members are a check-box list (ContactNames.N), which the catalogue's fields do not carry.
  catalog: {
    forms: [
      { key: 'createContact', nav: 'alertContacts', open: 'contact.create', submit: 'contact.dialog.ok', sections: [{ label: 'contact.dialog.title', action: 'PutContact', fields: [{ label: 'contact.name', param: 'ContactName', kind: 'text' }, { label: 'contact.mail', param: 'Channels.Mail', kind: 'text', value: 'ops@example.com' }] }] },
      { key: 'createContactGroup', nav: 'alertContacts', open: 'group.create', submit: 'group.dialog.ok', sections: [{ label: 'group.dialog.title', action: 'PutContactGroup', fields: [{ label: 'group.name', param: 'ContactGroupName', kind: 'text' }] }] },
      { key: 'createAppGroup', nav: 'appGroups', open: 'appGroup.create', submit: 'appGroup.dialog.ok', sections: [{ label: 'appGroup.dialog.title', action: 'CreateMonitorGroup', fields: [{ label: 'appGroup.name', param: 'GroupName', kind: 'text' }] }] },
      { key: 'createAlertTemplate', nav: 'alertTemplates', open: 'template.create', submit: 'template.dialog.ok', sections: [{ label: 'template.dialog.title', action: 'CreateMetricRuleTemplate', fields: [{ label: 'template.name', param: 'Name', kind: 'text' }] }] },
      // On the Alert Rules page's Event Alert tab, and on Event Monitoring > Alert Rules.
      { key: 'createEventRule', nav: 'alertRules', open: 'event.create', submit: 'common.ok', sections: [{ label: 'event.dialog.title', action: 'PutEventRule', fields: [{ label: 'event.name', param: 'RuleName', kind: 'text' }] }] },
      { key: 'createDashboard', nav: 'customDashboard', open: 'dashboard.create', submit: 'dashboard.create.ok', sections: [{ label: 'dashboard.create.title', action: 'CreateDashboard', fields: [{ label: 'dashboard.name', param: 'DashboardName', kind: 'text' }] }] },
    ],
    lists: [
      {
        nav: 'alertRules',
        id: 'RuleId',
        rowActions: [
          { path: ['action.disable'], action: 'DisableMetricRules', params: ['RuleId.1'], dialog: { title: 'rule.disable.title', confirm: 'common.ok' } },
          { path: ['action.delete'], action: 'DeleteMetricRules', params: ['Id.1'], dialog: { title: 'rule.delete.title', confirm: 'common.ok' } },
        ],
      },
      {
        nav: 'eventMonitoring',
        id: 'RuleName',
        rowActions: [
          { path: ['action.disable'], action: 'DisableEventRules', params: ['RuleNames.1'], dialog: { title: 'event.disable.title', confirm: 'common.ok' } },
          { path: ['action.delete'], action: 'DeleteEventRules', params: ['RuleNames.1'], dialog: { title: 'event.delete.title', confirm: 'common.ok' } },
          { path: ['event.test'], action: 'SendDryRunSystemEvent', params: [], dialog: { title: 'event.test.title', confirm: 'common.ok' } },
        ],
      },
      { nav: 'alertContacts', id: 'ContactName', rowActions: [{ path: ['action.delete'], action: 'DeleteContact', params: ['ContactName'], dialog: { title: 'contact.delete.title', confirm: 'common.ok' } }] },
      { nav: 'appGroups', id: 'GroupId', rowActions: [{ path: ['action.delete'], action: 'DeleteMonitorGroup', params: ['GroupId'], dialog: { title: 'appGroup.delete.title', confirm: 'common.ok' } }] },
      {
        nav: 'alertTemplates',
        id: 'TemplateId',
        rowActions: [
          { path: ['template.applyToGroup'], action: 'ApplyMetricRuleTemplate', params: ['TemplateIds'], dialog: { title: 'template.apply.title', confirm: 'template.apply.ok' } },
          { path: ['action.delete'], action: 'DeleteMetricRuleTemplate', params: ['TemplateId'], dialog: { title: 'template.delete.title', confirm: 'common.ok' } },
        ],
      },
      { nav: 'alertContacts', id: 'ContactGroupName', rowActions: [{ path: ['action.delete'], action: 'DeleteContactGroup', params: ['ContactGroupName'], dialog: { title: 'group.delete.title', confirm: 'common.ok' } }] },
    ],
  },
};
