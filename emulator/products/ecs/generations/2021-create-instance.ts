// The ecs@2021 purchase page: the same step wizard as 2019 (Basic Configurations, Networking, System Configurations,
// Grouping, then the order), as the pages of 2021-06 and 2021-07 word it. The Chinese page's step buttons name the
// next step (下一步：网络和安全组设置, 下一步：系统配置, 下一步：分组设置, 下一步：确认订单); the English page's are all Next;
// the optional steps are marked (Optional); the terms are ECS Terms of Service and Product Terms of Service.
import { docsRepo, type Generation } from '../../../console/kinds/generation';
import { createInstanceWizard, wizardLabels2019 } from './2019-create-instance';

const repo = docsRepo('ecs');

export const createInstanceSources2021: Generation['sources'] = [
  { url: repo('cn.zh-CN/实例/创建实例/使用向导创建实例.md', '03fe754b00f1ac6ef436f87690c5d9c23de5bb47'), date: '2021-06-22' },
  { url: repo('intl.en-US/Instance/Create an instance/Create an instance by using the wizard.md', '96e1942caa68ab4ad9d50e58b447b346d808bed5'), date: '2021-07-19' },
];

/** The 2019 wizard's words, with what the 2021 pages word otherwise. */
export const createInstanceLabels2021: Generation['labels'] = {
  ...wizardLabels2019,
  'wizard.system': { en: 'System Configurations (Optional)', zh: '系统配置' },
  'wizard.grouping': { en: 'Grouping (Optional)', zh: '分组设置' },
  'wizard.preview': { en: 'Confirm Order', zh: '确认订单' },
  'wizard.next.networking': { en: 'Next', zh: '下一步：网络和安全组设置' },
  'wizard.next.system': { en: 'Next', zh: '下一步：系统配置' },
  'wizard.next.grouping': { en: 'Next', zh: '下一步：分组设置' },
  'wizard.next.preview': { en: 'Next', zh: '下一步：确认订单' },
  'wizard.terms': { en: 'ECS Terms of Service and Product Terms of Service', zh: '《云服务器ECS服务条款》' },
  'wizard.err.terms': { en: 'Read and agree to the ECS Terms of Service and Product Terms of Service.', zh: '请阅读并同意《云服务器ECS服务条款》。' },
};

export const createInstancePatches2021: Generation['pages'] = [{ replacePage: createInstanceWizard }];
