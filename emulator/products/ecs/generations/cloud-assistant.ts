// Cloud Assistant in `ecs@2019`: Maintenance & Monitoring > Cloud Assistant (运维与监控 > 云助手), a saved command's
// Run (执行) with Run Now or Run on Schedule (立即执行 / 定时执行 with 执行时间, a cron expression: InvokeCommand
// Period and Frequency), and the Execution Records' Stop Task (停止执行) that chooses the instances (the dialog is
// today's). Sources: the dated pages below.
import { docsRepo, type GenerationSource } from '../../../console/kinds/generation';
import type { FieldSpec } from '../../../console/kinds/spec';
import type { PagePatch } from '../../../console/kinds/patch';

const repo = docsRepo('ecs');

export const cloudAssistantSources2019: GenerationSource[] = [
  { url: repo('cn.zh-CN/部署与运维/云助手/使用云助手/执行命令.md', '504147d1f41853a7b4caab1d611e843bae0447fa'), date: '2019-06-18' },
  { url: repo('cn.zh-CN/部署与运维/云助手/使用云助手/停止命令.md', '89f466f911528f6b9d4124056cc20fde443ff164'), date: '2019-07-01' },
];

export const cloudAssistantLabels2019 = {
  'nav.cloudAssistant': { en: 'Cloud Assistant', zh: '云助手' },
  'ca.title': { en: 'Cloud Assistant', zh: '云助手' },
  // The English pages of 2019 do not name the tab; Command Execution Result is the 2020-12 page's.
  'ca.tab.invocations': { en: 'Command Execution Result', zh: '执行记录' },
};

const frequency: FieldSpec = {
  key: 'frequency',
  label: 'ca.frequency',
  kind: 'text',
  required: true,
  requiredMessage: 'ca.err.frequency',
  param: 'Frequency',
  help: 'ca.frequency.help',
  visible: { field: 'plan', eq: 'Period' },
};

export const cloudAssistantPatches2019: PagePatch[] = [
  { page: 'invokeCommand', key: 'plan', merge: { options: ['Once', 'Period'].map((p) => ({ value: p, label: `ca.plan.${p}` })) } },
  { page: 'invokeCommand', before: 'username', insert: frequency },
];
