// Expected step outlines of the tasks in tasks/kms/ and what their drift variants break (tasks.test.ts).
import type { Drift } from './types';

const kmsSecretEn = [
  '1 open-console(kms)',
  '2 navigate(Resource > Secrets)',
  '3 select-region()',
  '4 section(Secrets|page) · click(Create Secret|page)',
  '5 section(Secret Settings|section) · fill(Secret Name|${inputs.secretName}) · fill(Secret Value|${inputs.secretValue}) · fill(Initial Version|v1)',
  '6 click(OK)',
];

export const outlines: Record<string, string[]> = {
  'kms/create-key-with-alias': [
    '1 open-console(kms)',
    '2 navigate(Resource > Keys)',
    '3 select-region()',
    '4 section(Keys|page) · click(Create Key|page)',
    '5 section(Create Key|dialog) · choose(Key Spec|Aliyun_AES_256) · fill(Key Alias|${inputs.alias}) · fill(Description|${inputs.description})',
    '6 click(OK)',
  ],
  'kms/create-secret': kmsSecretEn,
  'kms/create-secret-key-required': kmsSecretEn,
  'kms/disable-key': [
    '1 open-console(kms)',
    '2 navigate(Resource > Keys)',
    '3 select-region()',
    '4 find(${key.id}|true) · click(Disable|Actions|${key.id})',
    '5 section(Disable Key|dialog) · click(OK|dialog)',
  ],
  'kms/disable-key-zh': [
    '1 open-console(kms)',
    '2 navigate(资源 > 密钥管理)',
    '3 select-region()',
    '4 find(${key.id}|true) · click(禁用|操作|${key.id})',
    '5 section(禁用密钥|dialog) · click(确定|dialog)',
  ],
  'kms/schedule-key-deletion': [
    '1 open-console(kms)',
    '2 navigate(Resource > Keys)',
    '3 select-region()',
    '4 find(${key.id}|true) · click(More|Actions|${key.id}) · click(Schedule Deletion|menu)',
    '5 section(Schedule Key Deletion|dialog) · fill(Pending Period (Days)|7) · click(OK|dialog)',
  ],
  'kms/update-secret-value': [
    '1 open-console(kms)',
    '2 navigate(Resource > Secrets)',
    '3 select-region()',
    '4 find(${secret.name}|true) · click(Details|Actions|${secret.name})',
    '5 click(Store Secret Value)',
    '6 section(Store Secret Value|dialog) · fill(New Secret Value|${inputs.newValue}) · fill(Version ID|v2) · click(OK|dialog)',
  ],
};

export const drift: Record<string, Drift> = {
  'kms-create-secret-key-required': { kind: 'missing-step', names: 'Secret Settings' },
};
