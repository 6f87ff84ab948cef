// The key pair list's Bind and Unbind in `ecs@2019` and `ecs@2021`: the row's links are Bind and Unbind in the English
// pages (2018-06 … 2021-01; a 2023 copy still says Bind), 绑定密钥对 and 解绑密钥对 in the Chinese ones (2018-06 … 2020-09),
// each opening a dialog of its name with the transfer list Select Instance (选择ECS实例) > Selected (已选择), then OK.
// Today's console keeps the emulator's Bind Key Pair / Unbind Key Pair, the words of the instance menu's entries.
export const keyPairLabels2019 = {
  'kp.bind': { en: 'Bind', zh: '绑定密钥对' },
  'kp.unbind': { en: 'Unbind', zh: '解绑密钥对' },
  'kp.bind.title': { en: 'Bind', zh: '绑定密钥对' },
  'kp.unbind.title': { en: 'Unbind', zh: '解绑密钥对' },
};
