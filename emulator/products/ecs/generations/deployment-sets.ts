// Deployment sets in ecs@2019 and ecs@2021: one strategy, High Availability (the 2019 pages and the 2021 overview
// name no other); the 2019 pages word the fields Name (名称) and Strategy (策略).
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('ecs');

export const deploymentSetSources2019: Generation['sources'] = [
  { url: repo('cn.zh-CN/部署与运维/部署集/创建部署集.md', 'a83dc2075dba5c8dd6fcf3551f0e5d42a9945384'), date: '2019-06-13' },
  { url: repo('intl.zh-CN/部署与弹性/部署集/管理部署集.md', 'fb56047035c84a987f30d7dd174f308be5a35986'), date: '2019-08-19' },
  { url: repo('cn.zh-CN/部署与弹性/部署集/修改实例的部署集.md', 'db2173139355d707afa0f6715d5510d1853777e3'), date: '2019-09-04' },
  { url: repo('intl.en-US/Deployment & Elasticity/Deployment sets/Manage deployment sets.md', 'fb56047035c84a987f30d7dd174f308be5a35986'), date: '2019-08-19' },
];

export const deploymentSetSources2021: Generation['sources'] = [
  { url: repo('intl.zh-CN/部署与弹性/部署集/部署集概述.md', '797f9bb33e3781e17a5339073fddecebc3875c58'), date: '2021-03-06' },
];

export const deploymentSetLabels2019: Generation['labels'] = {
  'ds.name': { en: 'Name', zh: '名称' },
  'ds.strategy': { en: 'Strategy', zh: '策略' },
  'ds.strategy.Availability': { en: 'High Availability', zh: '高可用' },
};

export const deploymentSetPatches: NonNullable<Generation['pages']> = [
  { page: 'createDeploymentSet', key: 'strategy', merge: { options: [{ value: 'Availability', label: 'ds.strategy.Availability' }] } },
  { page: 'createDeploymentSet', key: 'groups', remove: true },
];
