// kms@2021: the KMS console of late 2020 to 2021 (emulator/console-facts/kms.md, "Generation kms@2021"), rebuilt
// from the AlibabaCloudDocs/kms Markdown sources of that time.
import { docsRepo, generation } from '../../../console/kinds/generation';

const repo = docsRepo('kms');

export const kms2021 = generation('kms@2021', '2020-11 … 2021-07', [
  [repo('intl.en-US/Key Service/Manage CMKs/Create a CMK.md', '53ad4d22ef0ea7ff8751027c128093ebda93d580'), '2021-07-12'],
  [repo('cn.zh-CN/密钥服务/管理密钥/创建密钥.md', 'cb05a80b49022d97c4d630f16208b1e7e4f039c8'), '2021-06-16'],
  [repo('intl.en-US/Key Service/Manage CMKs/Schedule a key deletion task.md', '58c3307d362247280fe11a8df7ddf3e3de21f9eb'), '2021-06-30'],
  [repo('cn.zh-CN/密钥服务/管理密钥/计划删除密钥.md', '168b1d26304697b6c2b1e8e2fc7a0af25903489b'), '2021-06-08'],
  [repo('intl.en-US/Key Service/Manage aliases/Create an alias.md', 'e0283bde878bf2a5371feced030aa83b6445575f'), '2021-06-30'],
  [repo('cn.zh-CN/密钥服务/管理别名/创建别名.md', '2a0c3adfe7cf3a6a5c3417c6483dfac69d76bfef'), '2021-06-21'],
  [repo('cn.zh-CN/密钥服务/管理密钥/禁用密钥.md', '86446160a79a52b059924387457b51bc4000b630'), '2020-11-11'],
  [repo('intl.en-US/Key Service/Manage CMKs/Enable deletion protection.md', '0a4aa2f82b775e6dae2bdf663b7831ea48074c62'), '2021-06-30'],
], {
  note:
    'Keys (用户主密钥) is a top-level item; the list’s first column is Key (密钥); Create Key asks for KeyStore, Key Spec (密钥类型), Purpose (密钥用途), Alias Name (别名), Rotation Period and Advanced > Key Material Source; a Create Alias link under each key ID; More > Schedule Key Deletion with Delete In (7-30 days).',
  labels: {
    'nav.keys': { en: 'Keys', zh: '用户主密钥' },
    'keys.title': { en: 'Keys', zh: '用户主密钥' },
    'keys.col.id': { en: 'Key', zh: '密钥' },
    'createKey.spec': { en: 'Key Spec', zh: '密钥类型' },
    'createKey.usage': { en: 'Purpose', zh: '密钥用途' },
    'createKey.alias': { en: 'Alias Name', zh: '别名' },
    'action.scheduleDeletion': { en: 'Schedule Key Deletion', zh: '计划删除密钥' },
    'action.cancelDeletion': { en: 'Cancel Key Deletion', zh: '取消删除密钥' },
    'schedule.days': { en: 'Delete In (7-30 days)', zh: '预删除周期' },
    'schedule.help': { en: '7 to 30 days. During this period the key is in the Pending Deletion state and you can cancel the deletion.', zh: '取值范围为 7~30 天。在此期间，密钥处于待删除状态，您可以取消删除。' },
    'schedule.err.days': { en: 'Enter an integer from 7 to 30.', zh: '请输入 7~30 之间的整数。' },
    'key.detail.basic': { en: 'Key Details', zh: '密钥详情' },
  },
  flags: ['createKeyClassic', 'aliasLinkInList', 'scheduleWindow30'],
  nav: [{ key: 'keys', path: ['nav.keys'], route: '/kms/keys' }],
});
