// kms@2024: the KMS console of 2023 to 2024 (emulator/console-facts/kms.md, "Generation kms@2024"), rebuilt from the
// help-center pages of that period.
import { generation } from '../../../console/kinds/generation';

export const kms2024 = generation('kms@2024', '2023-06 … 2024-12', [
  ['https://www.alibabacloud.com/help/en/key-management-service/latest/schedule-a-key-deletion-task', '2024-01-22'],
  ['https://www.alibabacloud.com/help/en/key-management-service/latest/manage-and-use-generic-secrets', '2024-04-16'],
  ['https://alibabacloud.com/help/en/kms/key-management-service/user-guide/manage-a-key-alias', '2024-02-23'],
], {
  note:
    'Keys and Secrets are top-level items of the left pane; a key row’s More menu holds Schedule Key Deletion, whose dialog asks for Schedule Deletion Period (7 to 366 Days), 366 by default; the key page’s section is Key Details.',
  labels: {
    'action.scheduleDeletion': { en: 'Schedule Key Deletion', zh: '计划删除密钥' },
    'schedule.days': { en: 'Schedule Deletion Period (7 to 366 Days)', zh: '预删除周期（7~366天）' },
    'key.detail.basic': { en: 'Key Details', zh: '密钥详情' },
  },
  nav: [
    { key: 'keys', path: ['nav.keys'], route: '/kms/keys' },
    { key: 'secrets', path: ['nav.secrets'], route: '/kms/secrets' },
  ],
});
