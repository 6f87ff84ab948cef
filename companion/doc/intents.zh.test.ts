import { describe, expect, it } from 'vitest';
import { intentsOf } from './intents';
import type { Intent } from './types';

// Sentences as the Chinese help center (中文站) writes them, with the intents a reader takes away.
const cases: Array<[string, Intent[]]> = [
  // A description that names the field again ("作业ID") is no value, nor is one that names it in English.
  ['**jobKey**：作业ID，由系统分配。', [{ kind: 'fill', field: 'jobKey', value: '' }]],
  ['**记录类型**：TXT。', [{ kind: 'choose', field: '记录类型', option: 'TXT' }]],
  // Agreeing at a field of the form is its check box, not a choice of the field.
  ['**使用条款**：选中**我同意**。', [{ kind: 'check', label: '我同意', checked: true, near: '使用条款' }]],
  ['**Usage Terms**: Select **I agree to the usage terms**.', [{ kind: 'check', label: 'I agree to the usage terms', checked: true, near: 'Usage Terms' }]],
  // A range bounds the value; it is not one.
  ['**优先级**：1~100，数值越小优先级越高。', [{ kind: 'fill', field: '优先级', value: '' }]],
  // The unit a field takes is no value either.
  ['**保留期**：以小时为单位，1~72。', [{ kind: 'fill', field: '保留期', value: '' }]],
  // So does an upper bound; an example value is marked as the doc's example.
  ['**保留时长**：最长 5 年，日志多时可以短一些。', [{ kind: 'fill', field: '保留时长', value: '' }]],
  // Check boxes listed after 勾选 are each checked; after 按需勾选 which ones is the reader's choice.
  ['勾选短信和邮件。', [{ kind: 'check', label: '短信', checked: true }, { kind: 'check', label: '邮件', checked: true }]],
  ['**通知方式**：按需勾选短信、邮件和钉钉。', [{ kind: 'fill', field: '通知方式', value: '' }]],
  ['**等待天数**可填 3~14 天，默认 14 天。', [{ kind: 'mention', label: '等待天数' }]],
  // The row by its value, then the control in that row's column.
  ['单击实例 `i-01` 在**实例**列的**添加标签**。', [{ kind: 'find', text: 'i-01', literal: true }, { kind: 'click', label: '添加标签', column: '实例', row: 'i-01' }]],
  ['**路径**：选**后缀**时，多个后缀名用逗号分隔，例如 `GIF,BMP`。', [{ kind: 'mention', label: '后缀' }, { kind: 'fill', field: '路径', value: 'GIF,BMP', example: true }]],
  // Choices with asides; two fields and what one depends on (no value).
  ['**规则方向**：**出方向**（实例访问内网其他实例或公网资源）或**入方向**（内网其他实例或公网资源访问实例）。', [{ kind: 'choose', field: '规则方向', option: '', options: ['出方向', '入方向'] }]],
  // Fields listed without 或 are fields to set, not choices.
  ['只需设置**授权策略**、**授权对象**并勾选端口。', [{ kind: 'fill', field: '授权策略', value: '' }, { kind: 'fill', field: '授权对象', value: '' }, { kind: 'check', label: '端口', checked: true }]],
  // "已创建的…" names the field, not a value.
  ['选择**专有网络**，再选择已创建的专有网络。', [{ kind: 'click', label: '专有网络' }, { kind: 'choose', field: '专有网络', option: '' }]],
  ['**协议类型**和**端口范围**：端口范围取决于协议类型。', [{ kind: 'fill', field: '协议类型', value: '' }, { kind: 'fill', field: '端口范围', value: '' }]],
  // A check box named by the field before it; a control found through a pane's search box.
  // Cases in one sentence, each with a plain lead and a colon: the first is the reader's.
  ['**网络**：专有网络类型：选择已有的专有网络；经典网络类型：选择**经典网络**。', [{ kind: 'choose', field: '网络', option: '' }, { kind: 'when', text: '经典网络类型', then: [{ kind: 'click', label: '经典网络' }] }]],
  // A field and its choices, each with an aside.
  ['选择**释放方式**：**立即释放**（马上释放）或**定时释放**（到时释放）。', [{ kind: 'choose', field: '释放方式', option: '', options: ['立即释放', '定时释放'] }]],
  // Rows named by a demonstrative are the rows to act on, not a check box.
  ['勾选这些云盘，再单击列表底部的**挂载**。', [{ kind: 'find', text: '这些云盘', literal: false }, { kind: 'click', label: '挂载' }]],
  ['在**挂载云盘**弹出框中，单击**确定**。', [{ kind: 'section', label: '挂载云盘', scope: 'dialog' }, { kind: 'click', label: '确定', area: 'dialog' }]],
  ['**随实例释放**：勾选该复选框。', [{ kind: 'check', label: '随实例释放', checked: true }]],
  ['**开启访问控制**：打开开关。', [{ kind: 'check', label: '开启访问控制', checked: true }]],
  ['单击**全部操作**，搜索**重置密码**并单击。', [{ kind: 'click', label: '全部操作' }, { kind: 'click', label: '重置密码', search: true }]],
  ['登录ECS管理控制台。', [{ kind: 'open-console', product: 'ecs' }]],
  ['登录专有网络管理控制台。', [{ kind: 'open-console', product: 'vpc' }]],
  ['前往ECS控制台。', [{ kind: 'open-console', product: 'ecs' }]],
  // A resource named by its value: its link, wherever the list is; the purpose clause is no page to go to.
  ['在左侧存储空间列表中，单击存储空间 `logs-01` 的名称，打开该存储空间概览页面。', [{ kind: 'click', label: 'logs-01' }]],
  // The bucket's page that the click opens ("该存储空间…页面") is no navigation entry to look for.
  ['在左侧存储空间列表中，单击目标存储空间名称，打开该存储空间概览页面。', [{ kind: 'click', label: '名称', rowLink: 'name' }]],
  ['单击**Bucket列表**，之后单击 Bucket `logs-01` 的名称。', [{ kind: 'click', label: 'Bucket列表' }, { kind: 'click', label: 'logs-01' }]],
  ['在**目录名**框中，输入文件夹的名称。', [{ kind: 'fill', field: '目录名', value: '' }]],
  ['登录[云服务器ECS控制台](https://ecs.console.aliyun.com)。', [{ kind: 'open-console', product: 'ecs', url: 'https://ecs.console.aliyun.com' }]],
  ['登录[RAM控制台](https://ram.console.aliyun.com/)。', [{ kind: 'open-console', product: 'ram', url: 'https://ram.console.aliyun.com/' }]],
  ['前往**安全组**页面。', [{ kind: 'navigate', path: ['安全组'] }]],
  ['前往ECS控制台-实例页面。', [{ kind: 'open-console', product: 'ecs' }, { kind: 'navigate', path: ['实例'] }]],

  ['在左侧导航栏，选择**实例与镜像** > **实例**。', [{ kind: 'navigate', path: ['实例与镜像', '实例'] }]],
  ['在左侧导航栏，选择**实例与镜像 > 实例**。', [{ kind: 'navigate', path: ['实例与镜像', '实例'] }]],
  ['在左侧导航栏，单击**交换机**。', [{ kind: 'navigate', path: ['交换机'] }]],
  ['在ECS管理控制台左侧导航栏，选择**网络与安全** > **安全组**。', [{ kind: 'navigate', path: ['网络与安全', '安全组'] }]],
  ['在顶部菜单栏左上角处，选择地域。', [{ kind: 'select-region' }]],
  ['在顶部菜单栏，选择实例所在的地域。', [{ kind: 'select-region' }]],
  ['在顶部菜单栏左上角处，选择**华东1（杭州）**地域。', [{ kind: 'select-region', region: '华东1（杭州）' }]],

  ['单击**创建实例**。', [{ kind: 'click', label: '创建实例' }]],
  ['在**实例**页面，单击**创建实例**。', [{ kind: 'section', label: '实例', scope: 'page' }, { kind: 'click', label: '创建实例', area: 'page' }]],
  ['找到名为`web-01`的实例，单击实例ID。', [{ kind: 'find', text: 'web-01', literal: true }, { kind: 'click', label: 'ID', rowLink: 'id', row: 'web-01' }]],
  ['在添加组成员面板，RAM 用户已自动填好，选择要加入的用户组 `g1`。', [{ kind: 'choose', field: '用户组', option: 'g1' }]],
  ['在用户页面，单击 RAM 用户 `doc-01` 的名称。', [{ kind: 'section', label: '用户', scope: 'page' }, { kind: 'find', text: 'doc-01', literal: true }, { kind: 'click', label: '名称', rowLink: 'name', area: 'page', row: 'doc-01' }]],
  ['找到目标实例，单击实例名称。', [{ kind: 'find', text: '目标实例', literal: false }, { kind: 'click', label: '名称', rowLink: 'name' }]],
  ['在**操作**列中，单击**停止**。', [{ kind: 'click', label: '停止', column: '操作' }]],
  [
    '找到名为`web-01`的实例，在其**操作**列中单击**停止**。',
    [{ kind: 'find', text: 'web-01', literal: true }, { kind: 'click', label: '停止', column: '操作', row: 'web-01' }],
  ],
  [
    '在实例列表页面，找到要启动的实例，然后在**操作**列中单击**启动**。',
    [
      { kind: 'section', label: '实例列表', scope: 'page' },
      { kind: 'find', text: '要启动的实例', literal: false },
      { kind: 'click', label: '启动', column: '操作', area: 'page' },
    ],
  ],
  ['找到目标实例。', [{ kind: 'find', text: '目标实例', literal: false }]],
  ['找到实例`i-bp1abc`，单击实例ID。', [{ kind: 'find', text: 'i-bp1abc', literal: true }, { kind: 'click', label: 'ID', rowLink: 'id', row: 'i-bp1abc' }]],
  [
    '在**实例**页面，找到目标实例，然后在**操作**列中选择**更多** > **实例状态** > **释放**。',
    [
      { kind: 'section', label: '实例', scope: 'page' },
      { kind: 'find', text: '目标实例', literal: false },
      { kind: 'click', label: '更多', column: '操作', area: 'page' },
      { kind: 'click', label: '实例状态', area: 'menu' },
      { kind: 'click', label: '释放', area: 'menu' },
    ],
  ],
  ['单击目标实例**操作**列中的**停止**。', [{ kind: 'click', label: '停止', column: '操作' }]],
  ['在弹出的对话框中，单击**确定**。', [{ kind: 'click', label: '确定', area: 'dialog' }]],
  ['在**启动实例**对话框中，单击**确定**。', [{ kind: 'section', label: '启动实例', scope: 'dialog' }, { kind: 'click', label: '确定', area: 'dialog' }]],
  // 会话框 is another word some pages use for a dialog box.
  ['在 **添加分组** 会话框中，单击 **确定** 按钮。', [{ kind: 'section', label: '添加分组', scope: 'dialog' }, { kind: 'click', label: '确定', area: 'dialog' }]],
  [
    '在**释放**对话框中，选择**立即释放**，单击**下一步**。',
    [
      { kind: 'section', label: '释放', scope: 'dialog' },
      { kind: 'click', label: '立即释放', area: 'dialog' },
      { kind: 'click', label: '下一步', area: 'dialog' },
    ],
  ],

  ['输入`web-01`。', [{ kind: 'fill', field: '', value: 'web-01' }]],
  ['设置**名称**为`vpc-1`。', [{ kind: 'fill', field: '名称', value: 'vpc-1' }]],
  ['将**实例名称**设置为`web-01`。', [{ kind: 'fill', field: '实例名称', value: 'web-01' }]],
  ['在**名称**文本框中，输入`web-01`。', [{ kind: 'fill', field: '名称', value: 'web-01' }]],
  ['**实例名称**：输入`web-01`。', [{ kind: 'fill', field: '实例名称', value: 'web-01' }]],
  ['**实例名称**：`web-01`', [{ kind: 'fill', field: '实例名称', value: 'web-01' }]],
  [
    '**登录密码**和**确认密码**：输入`<secret:ecs_password>`。',
    [
      { kind: 'fill', field: '登录密码', value: '<secret:ecs_password>' },
      { kind: 'fill', field: '确认密码', value: '<secret:ecs_password>' },
    ],
  ],
  ['输入名称，例如`vpc-test`。', [{ kind: 'fill', field: '名称', value: 'vpc-test' }]],

  ['**名称**：输入专有网络的名称。', [{ kind: 'fill', field: '名称', value: '' }]],
  ['**可用区**：选择一个可用区。', [{ kind: 'choose', field: '可用区', option: '' }]],
  ['选择**停止模式**为**普通停机**。', [{ kind: 'choose', field: '停止模式', option: '普通停机' }]],
  ['**付费类型**：选择**按量付费**。', [{ kind: 'choose', field: '付费类型', option: '按量付费' }]],
  ['**实例规格**：选择`ecs.g7.large`。', [{ kind: 'choose', field: '实例规格', option: 'ecs.g7.large' }]],
  ['在**网络**下拉列表中，选择`vpc-test`。', [{ kind: 'choose', field: '网络', option: 'vpc-test' }]],
  ['在**产品**中选择`云服务器ECS`。', [{ kind: 'choose', field: '产品', option: '云服务器ECS' }]],
  ['在**产品**中选择**弹性计算** > **云服务器ECS**。', [{ kind: 'choose', field: '产品', option: '弹性计算 > 云服务器ECS' }]],
  ['**产品**：选择**弹性计算** > **云服务器ECS**。', [{ kind: 'choose', field: '产品', option: '弹性计算 > 云服务器ECS' }]],
  ['从**专有网络**下拉列表中选择`vpc-test`。', [{ kind: 'choose', field: '专有网络', option: 'vpc-test' }]],
  ['选择交换机 `vsw-test`。', [{ kind: 'choose', field: '交换机', option: 'vsw-test' }]],
  ['为**镜像**选择**Alibaba Cloud Linux**。', [{ kind: 'choose', field: '镜像', option: 'Alibaba Cloud Linux' }]],
  [
    '在**基本信息**区域，设置**安全组名称**为`sg-1`，**网络**选择专有网络`vpc-1`。',
    [
      { kind: 'section', label: '基本信息', scope: 'section' },
      { kind: 'fill', field: '安全组名称', value: 'sg-1' },
      { kind: 'choose', field: '网络', option: 'vpc-1' },
    ],
  ],
  [
    '在**访问规则**区域的**入方向**页签，添加规则：**授权策略**允许，**协议类型**自定义 TCP，**端口范围**`22/22`，**授权对象**`0.0.0.0/0`。',
    [
      { kind: 'section', label: '访问规则', scope: 'section' },
      { kind: 'tab', label: '入方向' },
      { kind: 'choose', field: '授权策略', option: '允许' },
      { kind: 'choose', field: '协议类型', option: '自定义 TCP' },
      { kind: 'fill', field: '端口范围', value: '22/22' },
      { kind: 'fill', field: '授权对象', value: '0.0.0.0/0' },
    ],
  ],
  [
    '在**专有网络**区域，设置**名称**为`vpc-test`，**IPv4网段**为`192.168.0.0/16`。',
    [
      { kind: 'section', label: '专有网络', scope: 'section' },
      { kind: 'fill', field: '名称', value: 'vpc-test' },
      { kind: 'fill', field: 'IPv4网段', value: '192.168.0.0/16' },
    ],
  ],
  [
    '在**交换机**区域，设置**名称**为`vsw-test`，**可用区**选择**杭州 可用区K**，**IPv4网段**为`192.168.1.0/24`。',
    [
      { kind: 'section', label: '交换机', scope: 'section' },
      { kind: 'fill', field: '名称', value: 'vsw-test' },
      { kind: 'choose', field: '可用区', option: '杭州 可用区K' },
      { kind: 'fill', field: 'IPv4网段', value: '192.168.1.0/24' },
    ],
  ],
  [
    '在**停止实例**对话框中，选择**停止模式**为**普通停机**，然后单击**确定**。',
    [
      { kind: 'section', label: '停止实例', scope: 'dialog' },
      { kind: 'choose', field: '停止模式', option: '普通停机' },
      { kind: 'click', label: '确定', area: 'dialog' },
    ],
  ],

  ['勾选**我已阅读并同意**。', [{ kind: 'check', label: '我已阅读并同意', checked: true }]],
  ['取消勾选**强制停止**。', [{ kind: 'check', label: '强制停止', checked: false }]],
  ['打开**智能压缩**开关。', [{ kind: 'check', label: '智能压缩', checked: true }]],
  ['关闭**Brotli压缩**开关。', [{ kind: 'check', label: 'Brotli压缩', checked: false }]],
  ['如果实例处于运行中状态，勾选**强制释放**。', [{ kind: 'check', label: '强制释放', checked: true }]],
  [
    '勾选**我已阅读并同意《云服务器ECS服务条款》**然后单击**确认下单**。',
    [{ kind: 'check', label: '我已阅读并同意《云服务器ECS服务条款》', checked: true }, { kind: 'click', label: '确认下单' }],
  ],
  ['单击**入方向**页签。', [{ kind: 'tab', label: '入方向' }]],
  ['在**自定义购买**页签，完成以下配置：', [{ kind: 'tab', label: '自定义购买' }]],

  ['实例状态变为**已停止**。', [{ kind: 'expect', text: '实例状态变为已停止', label: '已停止' }]],
  [
    '单击**确定**后，实例状态变为**运行中**。',
    [{ kind: 'click', label: '确定' }, { kind: 'expect', text: '实例状态变为运行中', label: '运行中' }],
  ],
  ['创建完成后，在**专有网络**页面可以查看新建的专有网络。', [{ kind: 'expect', text: '创建完成后，在专有网络页面可以查看新建的专有网络', label: '专有网络' }]],

  // 帮助中心自己的Markdown：转义的路径分隔符、图标图片、控制台链接。
  ['在左侧导航栏，选择**存储与快照** \\> **云盘**。', [{ kind: 'navigate', path: ['存储与快照', '云盘'] }]],
  [
    '找到目标云盘，在**操作**列中选择**![更多](p4001.png)** \\> **卸载**。',
    [
      { kind: 'find', text: '目标云盘', literal: false },
      { kind: 'click', label: '更多', column: '操作', icon: true },
      { kind: 'click', label: '卸载', area: 'menu' },
    ],
  ],
  // 用平常的字写出的两个字段：“某物的A和B”是A和B两个字段。
  [
    '输入每个监听的前端端口和协议，单击**保存**。',
    [{ kind: 'fill', field: '前端端口', value: '' }, { kind: 'fill', field: '协议', value: '' }, { kind: 'click', label: '保存' }],
  ],
  ['填写用户名和密码。', [{ kind: 'fill', field: '用户名', value: '' }, { kind: 'fill', field: '密码', value: '' }]],
  // “选择字段：选项”，后面的“或在指定的时刻…”是另一种选择，“指定的”不是动词。
  [
    '选择计费方式：按量付费，或在指定的日期转为包年包月。',
    [{ kind: 'choose', field: '计费方式', option: '按量付费' }],
  ],
  // 不指明按钮的付款。
  ['单击**立即购买**，然后完成支付。', [{ kind: 'click', label: '立即购买' }, { kind: 'pay' }]],
  // 图标的替代文字“更多操作”与“更多”是同一个控件。
  [
    '找到目标快照，在**操作**列中选择![更多操作](p9001.png) > **回滚磁盘**。',
    [
      { kind: 'find', text: '目标快照', literal: false },
      { kind: 'click', label: '更多', column: '操作', icon: true },
      { kind: 'click', label: '回滚磁盘', area: 'menu' },
    ],
  ],
  // 控制台与页面。
  ['访问RAM控制台的用户页面。', [{ kind: 'open-console', product: 'ram' }, { kind: 'navigate', path: ['用户'] }]],
  // 全角冒号的参数与留给读者的值。
  ['**交换机**：选择已创建的交换机。', [{ kind: 'choose', field: '交换机', option: '' }]],
  ['配置**存储区域**。', [{ kind: 'fill', field: '存储区域', value: '' }]],
  ['**标签**和**描述**：按需填写。', [{ kind: 'fill', field: '标签', value: '' }, { kind: 'fill', field: '描述', value: '' }]],
  // 表单的一部分，不是字段名。
  ['填写联系人、电话等信息。', [{ kind: 'configure', text: '联系人、电话等信息' }]],
  ['配置监听信息。', [{ kind: 'configure', text: '监听信息' }]],
  // 由相邻内容指明的目标、行的操作。
  ['单击**web-sg**安全组右侧的**编辑**。', [{ kind: 'click', label: '编辑', near: 'web-sg' }]],
  [
    '单击报警联系人 `ops-1` 对应**操作**列的**删除**。',
    [{ kind: 'find', text: 'ops-1', literal: true }, { kind: 'click', label: '删除', column: '操作', row: 'ops-1' }],
  ],
  ['单击目标存储空间对应的**管理**。', [{ kind: 'find', text: '目标存储空间', literal: false }, { kind: 'click', label: '管理' }]],
  // 开关、粗体的行、留给读者的选项。
  ['开启**删除保护**。', [{ kind: 'check', label: '删除保护', checked: true }]],
  ['打开**版本控制开关**。', [{ kind: 'check', label: '版本控制开关', checked: true }]],
  ['找到**ops-role**。', [{ kind: 'find', text: 'ops-role', literal: true }]],
  ['选择**公共读**或**私有**。', [{ kind: 'choose', field: '', option: '', options: ['公共读', '私有'] }]],
  // 只看的步骤、另一篇文档。
  ['查看云盘的监控数据。', [{ kind: 'expect', text: '云盘的监控数据' }]],
  ['[创建存储空间](/cn.zh-CN/快速入门/创建存储空间.md)。', [{ kind: 'do', text: '创建存储空间', doc: '/cn.zh-CN/快速入门/创建存储空间.md' }]],
  // 可选的操作是条件，不是主线。
  [
    '如果您需要同时释放多块云盘，选中云盘后单击列表下方的**释放**。',
    [{ kind: 'when', text: '如果您需要同时释放多块云盘', then: [{ kind: 'click', label: '释放' }] }],
  ],
  // 左侧导航栏与页签的文字写法、列中的操作、控件前的位置。
  ['单击左侧导航栏中**云服务器ECS**下的**实例**。', [{ kind: 'navigate', path: ['云服务器ECS', '实例'] }]],
  ['在左侧导航栏的**网络与安全**菜单下，单击**安全组**。', [{ kind: 'navigate', path: ['网络与安全', '安全组'] }]],
  ['单击入方向页签。', [{ kind: 'tab', label: '入方向' }]],
  ['选择后端服务器页签，单击**添加**。', [{ kind: 'tab', label: '后端服务器' }, { kind: 'click', label: '添加' }]],
  // 再添加一个是读者按需做的：不在主路径上。
  ['单击**添加**或**复制**再添加一条。', [{ kind: 'when', text: '再添加一条', then: [{ kind: 'either', of: [[{ kind: 'click', label: '添加' }], [{ kind: 'click', label: '复制' }]] }] }]],
  // 悬停在控件前写出位置；路径前写出所在一侧；列表中选择字段的取值；复选框两种状态都可以。
  ['鼠标移至目标规则后的**更多**，单击**删除**。', [{ kind: 'click', label: '更多', hover: true }, { kind: 'click', label: '删除' }]],
  ['找到目标文件，选择文件右侧**更多** > **复制**。', [{ kind: 'find', text: '目标文件', literal: false }, { kind: 'click', label: '更多' }, { kind: 'click', label: '复制', area: 'menu' }]],
  ['在**基本信息**页面的**所属分组**列表中选择**测试组**。', [{ kind: 'section', label: '基本信息', scope: 'page' }, { kind: 'choose', field: '所属分组', option: '测试组' }]],
  ['在**操作**列表中选择**更多** > **扩容**。', [{ kind: 'click', label: '更多', column: '操作' }, { kind: 'click', label: '扩容', area: 'menu' }]],
  // 没有名字的图标打开菜单：中文页面上的控制台叫它更多。
  ['在**操作**列中，选择![](p1.png) > **网络和安全组** > **绑定辅助弹性网卡**。', [{ kind: 'click', label: '更多', column: '操作', icon: true }, { kind: 'click', label: '网络和安全组', area: 'menu' }, { kind: 'click', label: '绑定辅助弹性网卡', area: 'menu' }]],
  ['将云盘的续费方式更改为**手动续费**。', [{ kind: 'choose', field: '云盘的续费方式', option: '手动续费' }]],
  ['如果云盘已挂载，您可以单击**卸载**。', [{ kind: 'when', text: '如果云盘已挂载', then: [{ kind: 'click', label: '卸载' }] }]],
  ['在**删除用户**的确认对话框中，单击**确定**。', [{ kind: 'section', label: '删除用户', scope: 'dialog' }, { kind: 'click', label: '确定', area: 'dialog' }]],
  ['在**资源列表**框中，单击**选择**。', [{ kind: 'section', label: '资源列表', scope: 'section' }, { kind: 'click', label: '选择' }]],
  // 条件之后页面显示的状态：该情况下的结果。
  ['如果校验不通过，任务状态为**已拒绝**。', [{ kind: 'when', text: '如果校验不通过', then: [{ kind: 'expect', text: '如果校验不通过，任务状态为已拒绝', label: '已拒绝' }] }]],
  ['鼠标停在**监控**图标上，单击**查看详情**。', [{ kind: 'click', label: '监控', hover: true }, { kind: 'click', label: '查看详情' }]],
  ['请确保所选可用区有库存。', [{ kind: 'expect', text: '所选可用区有库存' }]],
  // 按文字单击的链接。
  ['单击[示例镜像（64位）](https://example.com/m/1)进入镜像详情页。', [{ kind: 'click', label: '示例镜像（64位）' }, { kind: 'section', label: '镜像详情', scope: 'page' }]],
  ['在**性能模式**列，查看实例的模式。', [{ kind: 'expect', text: '实例的模式', label: '性能模式' }]],
  ['勾选或取消**随实例释放**。', [{ kind: 'either', of: [[{ kind: 'check', label: '随实例释放', checked: true }], [{ kind: 'check', label: '随实例释放', checked: false }]] }]],
  ['在**操作**列，单击修改。', [{ kind: 'click', label: '修改', column: '操作' }]],
  ['单击右上角的**创建快照**。', [{ kind: 'click', label: '创建快照' }]],
  ['单击目标实例的ID。', [{ kind: 'click', label: 'ID', rowLink: 'id' }]],
  ['登录[配额中心](https://quotas.console.aliyun.com/products)。', [{ kind: 'open-console', url: 'https://quotas.console.aliyun.com/products' }]],
  ['将鼠标悬停在**状态**上，然后单击**详情**。', [{ kind: 'click', label: '状态', hover: true }, { kind: 'click', label: '详情' }]],
  ['**镜像**：建议选择为**Alibaba Cloud Linux**。', [{ kind: 'choose', field: '镜像', option: 'Alibaba Cloud Linux' }]],
  // 留给读者的字段。
  ['选择一个**计费周期**。', [{ kind: 'choose', field: '计费周期', option: '' }]],
  [
    '设置**开始日期**和**结束日期**，然后保存配置。',
    [{ kind: 'fill', field: '开始日期', value: '' }, { kind: 'fill', field: '结束日期', value: '' }, { kind: 'click', label: '保存', submit: true }],
  ],
  ['单击**确定**保存修改。', [{ kind: 'click', label: '确定' }]],
  // 二选一：做其中一个即可。
  ['单击云盘ID或操作列的**详情**。', [{ kind: 'either', of: [[{ kind: 'click', label: 'ID', rowLink: 'id' }], [{ kind: 'click', label: '详情', column: '操作' }]] }]],
  [
    '找到目标云盘，单击云盘ID或者单击**操作**列的**详情**。',
    [
      { kind: 'find', text: '目标云盘', literal: false },
      { kind: 'either', of: [[{ kind: 'click', label: 'ID', rowLink: 'id' }], [{ kind: 'click', label: '详情', column: '操作' }]] },
    ],
  ],
  ['单击**暂停**或**恢复**。', [{ kind: 'either', of: [[{ kind: 'click', label: '暂停' }], [{ kind: 'click', label: '恢复' }]] }]],
  ['单击**入站**或**出站**页签。', [{ kind: 'either', of: [[{ kind: 'tab', label: '入站' }], [{ kind: 'tab', label: '出站' }]] }]],
  // 结果。
  ['云盘状态变为**待挂载**。', [{ kind: 'expect', text: '云盘状态变为待挂载', label: '待挂载' }]],
  // 文本框与下拉列表不具名，值或选项加粗；行前的加号。
  ['在文本框中输入**Kms**，然后单击**搜索**。', [{ kind: 'fill', field: '', value: 'Kms' }, { kind: 'click', label: '搜索' }]],
  ['从下拉列表中选择**服务名称**。', [{ kind: 'choose', field: '', option: '服务名称' }]],
  ['单击事件前面的加号，再单击**事件详情**。', [{ kind: 'click', label: '+' }, { kind: 'click', label: '事件详情' }]],
  // "后" after a label makes the clause a time ("after choosing"), not the label's value; "相关的" only points at the field.
  ['输入相关的用户名，选择**事件类型**和**时间**后，单击**搜索**。', [
    { kind: 'fill', field: '用户名', value: '' }, { kind: 'click', label: '事件类型' }, { kind: 'click', label: '时间' }, { kind: 'click', label: '搜索' },
  ]],
  ['填写对应的实例名称。', [{ kind: 'fill', field: '实例名称', value: '' }]],
  // A field that one case does not need: the cases that set it are conditions, the first included.
  ['**网卡类型**：专有网络的安全组无需选择；经典网络的安全组选择**公网**或**内网**。', [
    { kind: 'when', text: '经典网络的安全组', then: [{ kind: 'choose', field: '', option: '', options: ['公网', '内网'] }] },
  ]],
  // A sentence that opens with a condition and asks for nothing states a rule: no result, no value ("不同时" is a condition);
  // after the step's instruction it is a fact of the step, a condition with nothing to do under it.
  ['**授权策略**：**允许**或**拒绝**；两条规则只有策略不同时，**拒绝**优先生效。', [
    { kind: 'choose', field: '授权策略', option: '', options: ['允许', '拒绝'] },
    { kind: 'when', text: '两条规则只有策略不同时，拒绝优先生效。', then: [{ kind: 'mention', label: '拒绝' }] },
  ]],
  // How many boxes to tick is the reader's; "设置好后" says when, not what.
  ['勾选一个或多个端口。', [{ kind: 'check', label: '端口', checked: true }]],
  ['设置好后，单击**确定**。', [{ kind: 'click', label: '确定' }]],
  ['**随实例释放**：选中后随实例一起释放。', [{ kind: 'choose', field: '随实例释放', option: '' }]],
  // A row of a parameter table that says for which case its field is.
  ['设置云盘参数。\n\n**突发性能**：仅适用于高性能云盘：按需开启。', [
    { kind: 'configure', text: '云盘参数' }, { kind: 'when', text: '仅适用于高性能云盘', then: [{ kind: 'fill', field: '突发性能', value: '' }] },
  ]],
  // The doc's example choice for the field it just named; a click's example is no choice.
  ['选择告警级别，例如**严重**。', [{ kind: 'choose', field: '告警级别', option: '严重' }]],
  ['单击左侧导航栏中要查看的监控项，如**云盘监控**。', [{ kind: 'click', label: '云盘监控' }]],
  ['选择可用区。本教程选择**可用区H**。', [{ kind: 'choose', field: '可用区', option: '可用区H' }]],
  // "选择一种方式" leads into the ways listed under the step (they are its alternatives): no field named 一种方式.
  ['选择一种方式，把实例改为包年包月。', []],
  // A field's default stated after its colon is no value to choose; a label that is a sentence's subject is no field.
  ['**保存时长**：默认保存15天。', [{ kind: 'fill', field: '保存时长', value: '' }]],
  ['**来源**表示这条规则由谁添加。', [{ kind: 'mention', label: '来源' }]],
  // "**X**处" places what follows at the label: the words after it are no value of it.
  ['在**开始日期**和**结束日期**处另行安排时间。', [{ kind: 'mention', label: '开始日期' }, { kind: 'mention', label: '结束日期' }]],
  // Items named in code are ticked as bold ones are; a row named in code after its kind, before its column.
  ['在授权页面，勾选`RoleA`和`RoleB`，单击**同意授权**。', [
    { kind: 'section', label: '授权', scope: 'page' },
    { kind: 'check', label: 'RoleA', checked: true },
    { kind: 'check', label: 'RoleB', checked: true },
    { kind: 'click', label: '同意授权', area: 'page' },
  ]],
  ['在模板`tpl-web`的**操作**列，单击**执行**。', [
    { kind: 'find', text: 'tpl-web', literal: true },
    { kind: 'click', label: '执行', column: '操作', row: 'tpl-web' },
  ]],
  // A tag, old or new, is the reader's: the field left to the reader, no option named 已有标签.
  ['在**编辑标签**对话框，选择已有标签或新建标签，然后单击**确定**。', [
    { kind: 'section', label: '编辑标签', scope: 'dialog' },
    { kind: 'fill', field: '标签', value: '' },
    { kind: 'click', label: '确定', area: 'dialog' },
  ]],
  // The DNS pages of the domain console, linked, are Alibaba Cloud DNS.
  ['登录[域名解析控制台](https://dc.console.aliyun.com/dns/)。', [{ kind: 'open-console', product: 'dns', url: 'https://dc.console.aliyun.com/dns/' }]],
  // The example the procedure goes by ("本文以选择**X**为例"): the value of the field open there, no click on X.
  ['本文以选择**包年包月**为例。', [{ kind: 'choose', field: '', option: '包年包月' }]],
  ['**付费类型**：本文以**包年包月**为例创建网关。', [{ kind: 'choose', field: '付费类型', option: '包年包月' }]],
  ['**粒度**：选择条目的粒度。本文以选择**按交换机**为例进行说明。', [{ kind: 'choose', field: '粒度', option: '按交换机' }]],
  // A colon set inside the bold ends the field's label; its value follows.
  ['**计费类型：**默认选择为**按用量计费**，即按实际用量收费。', [{ kind: 'choose', field: '计费类型', option: '按用量计费' }]],
  ['**网关名称：**输入网关的名称。', [{ kind: 'fill', field: '网关名称', value: '' }]],
  // "按小时" ends in 时 but opens no condition.
  ['**计费周期**：默认选择为**按小时**，即每1小时出一次账单。', [{ kind: 'choose', field: '计费周期', option: '按小时' }]],
  // What clicking a control lets the reader do, after the step's instruction, is off the main path; a click that
  // completes the clause before it ("输入…，单击**搜索**，可…") stays the step's.
  ['填写成员信息，单击**再加一个**可一次创建多个成员。', [
    { kind: 'configure', text: '成员信息' },
    { kind: 'when', text: '一次创建多个成员', then: [{ kind: 'click', label: '再加一个' }] },
  ]],
  ['单击**保存**。单击**历史记录**，可以查看以往的修改。', [
    { kind: 'click', label: '保存' },
    { kind: 'when', text: '查看以往的修改', then: [{ kind: 'click', label: '历史记录' }, { kind: 'expect', text: '可以查看以往的修改' }] },
  ]],
  ['输入任务ID，单击**搜索**，可搜索出对应的任务。', [{ kind: 'fill', field: '任务ID', value: '' }, { kind: 'click', label: '搜索' }]],
  ['单击**预览**可查看效果。', [{ kind: 'click', label: '预览' }]],
  // A long description after a field's colon is no option of it, and "一小时" opens no condition.
  ['**锁定阈值**：连续登录失败达到该次数后锁定一小时。', [{ kind: 'fill', field: '锁定阈值', value: '' }]],
];

describe('intents of Chinese help-center sentences', () => {
  it.each(cases)('%s', (sentence, expected) => {
    expect(intentsOf(sentence)).toEqual(expected);
  });
});

describe('a field row whose label is what the reader does', () => {
  it('is a field to set, not a result, though its description states only facts (a parameter table of an EIP binding)', () => {
    const intents = intentsOf('**选择目标实例**：目标实例：在专有网络中、处于运行中或已停止状态、与EIP同地域。');
    expect(intents.some((i) => i.kind === 'expect')).toBe(false);
    expect(intents).toContainEqual(expect.objectContaining({ field: '选择目标实例' }));
  });
});
