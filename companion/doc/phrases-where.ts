/**
 * Where a field, a switch or a row is, named around the action that uses it, read before the labelled phrasings of
 * phrases.ts take the label for something else. Same macros as phrases.ts.
 * - "在**命令内容**框中，…", "在**IP地址**的下拉列表中选择…", "在 **选择实例** 栏中选中…", "在绑定面板的**域名**文本框填写…",
 *   "Select a region from the **Destination Region** drop-down list": the field the clause sets (`_field`, folded
 *   into the fill or choice that follows, or left to the reader when none does).
 * - "拖动**访问控制**开关", "打开加速域名的**自动刷新**开关", "Toggle the **Health Check** switch to **Disable**": the switch,
 *   on or off.
 * - "选择一个**云盘属性**为**系统盘**的快照", "找到**状态**为**可用**的目标快照", "Find the snapshot whose **Type** is
 *   **System**": a row described by what a column shows
 *   (a `find` that is no name to type; "Find a record where **Done** appears in …" is an expectation, intents.ts).
 * - "In the **Policy Name** column, select the policy …", "从左侧**权限策略名称**列中勾选需要…的权限策略": the row picked in that
 *   column of a list, described rather than named.
 * - "可信实体类型选择为**阿里云服务**", "**角色类型**选择为**普通角色**": a field in plain words and its choice.
 * - "In this task, **X** is selected", "本教程选择**X**": the example's choice.
 * - "Confirm **Instance Cost**, which …", "check whether the network type is **VPC**", "确认是否为**专有网络**": what the page
 *   shows, checked (an `expect`).
 */
import type { Emit } from './intents';
import { CONSUMED } from './inline';
import { rule, type RuleSpec } from './rule';

/** Plain words of a Chinese clause (no token, no clause end). */
const plainZh = '[^，,。；;：:\\u0001\\uE000]';
/** A switch's state written as a word: on, or off. */
/** The verbs that set a field, after the box that holds it. */
const SETS_ZH = '输入|填写|填入|选择|选中|勾选|编辑|粘贴|设置|修改|添加';
const ON = /^(?:enable|enabled|on|open|开启|打开|启用)$/i;
const OFF = /^(?:disable|disabled|off|close|关闭|禁用)$/i;

/**
 * Read before the region rules of phrases.ts: a region chosen in a named field of the form ("在**目标地域**的下拉菜单中，选择一个
 * 地域") is that field's choice, not the top bar's region.
 */
export const REGION_FIELD_RULES: RuleSpec[] = [
  rule('region-from-field-zh', `在\\s*{B}\\s*的?\\s*(?:下拉列表|下拉框|下拉菜单|列表)(?:中|里|内)?\\s*[，,]?\\s*选择\\s*(?:一个|目标)?\\s*地域(?:\\s*{X})?`, (m) => [
    { kind: 'choose', field: m.text(1), option: m.has(2) ? m.text(2) : '' },
  ]),
];

export const WHERE_RULES: RuleSpec[] = [
  // Several fields named before one colon, each left to the reader: "**Product Type**, **Event Type**, and **Event Name**:
  // Select the target product type, …" (a choice each), "…: Enter …" (a value each).
  rule('fields-before-colon', `^\\s*{B}((?:\\s*,\\s*{B})*\\s*,?\\s*and\\s+{B})\\s*:\\s*(?:{select}|{enter}|{set})\\b[^.;\\u0001\\uE000]*(?=[.;]|$)`, (m) => {
    const choose = m.text(0).split(':').slice(1).join(':').trim().match(/^(?:select|choose|pick)\b/i);
    return m.path(0).map((field): Emit => (choose ? { kind: 'choose', field, option: '' } : { kind: 'fill', field, value: '' }));
  }),
  // The range a field takes, its bounds in bold: "取值范围：**1**~**200**", "Valid values: **1** to **200**". A fact about the
  // field (a condition with nothing under it), not two values to set.
  rule('value-range', `(?:取值范围|范围|取值|valid\\s+values?|value\\s+range|range)\\s*(?:[:：]|is|为)?\\s*(?:from\\s+)?{X}\\s*(?:~|～|-|–|to|至|到)\\s*{X}`, (m) => [
    { kind: 'when', text: m.text(0), then: [] },
  ]),
  // Fields named by the box that holds them.
  // Only where the clause goes on to set it: "在**提示**框中，单击**确定**" is a message, "在**操作**栏中单击…" the actions column.
  rule('field-box-zh', `在\\s*(?:${plainZh}{0,16}?的)?\\s*{B}\\s*的?\\s*(?:下拉列表|下拉框|下拉菜单|文本框|输入框|选择框|编辑框|框|栏)(?:中|里|内)?(?=\\s*[，,]?\\s*(?:${SETS_ZH}))`, (m) =>
    /^(?:操作|提示|消息|通知)$/.test(m.text(1)) ? null : [{ kind: '_field', fields: [m.text(1)] }],
  ),

  // A field's list and the bold choice made in it: "在**分组设置**页面的**资源组**列表中选择**测试环境**", "…，**产品类目**下拉框里
  // 选择**视频与CDN**" (the clause opens with the field).
  rule('field-list-choice-zh', `(?<=(?:^|[，,：:]|在|的|页面|对话框|面板)\\s*){B}\\s*(?:下拉列表|下拉框|下拉菜单|列表)(?:中|里|内)\\s*(?:选择|选中)\\s*{B}(?!\\s*[>＞])`, (m) =>
    /^操作/.test(m.text(1)) ? null : [{ kind: 'choose', field: m.text(1), option: m.text(2) }],
  ),

  // Switches.
  rule('switch-drag-zh', `(?:拖动|滑动|打开|开启|启用|(关闭|禁用))\\s*(?:${plainZh}{1,16}?的)?\\s*{B}\\s*(?:开关|按钮)`, (m) => [{ kind: 'check', label: m.text(2), checked: !m.has(1) }]),
  rule('switch-to-state', '(?:toggle|turn|set|switch)\\s+(?:the\\s+)?{B}\\s+(?:switch|toggle)\\s+to\\s+{B}', (m) => {
    const state = m.text(2);
    if (!ON.test(state) && !OFF.test(state)) return null;
    return [{ kind: 'check', label: m.text(1), checked: ON.test(state) }];
  }),

  // A field of the form and the value typed into it, the field first: "**模板名称**输入**web-alarm**", "，**备注**填写`test`".
  rule('bold-field-enter-zh', `(?<=(?:^|[，,；;：:${CONSUMED}]|的)\\s*){B}\\s*(?:输入|填写|填入)\\s*{X}`, (m) => [{ kind: 'fill', field: m.text(1), value: m.text(2) }]),
  // A choice named before the field it is for: "选择**HSM**作为**保护级别**", "select **HSM** as the **Protection Level**".
  rule('choice-as-field', `{select}\\s*(?:the\\s+)?{X}\\s*(?:作为|as\\s+(?:the\\s+)?)\\s*{B}`, (m) => [{ kind: 'choose', field: m.text(2), option: m.text(1) }]),
  // A field of the form set to its choice, the field first: "**付费模式**配置为**按量付费**".
  rule('bold-field-set-to-zh', '{B}\\s*(?:配置为|配置成|设置成|改为|修改为|选择为|选为)\\s*{B}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  // A control inside a named part of the page: "单击**安全评分**中的**立即处理**", "单击**数据集成**下的**同步任务**".
  rule('click-in-part-zh', '{click}\\s*{B}\\s*(?:中的|里的|下的|区域的|区域中的|区域内的)\\s*{B}', (m) =>
    /^(?:操作|操作列)$/.test(m.text(1)) ? null : [{ kind: 'click', label: m.text(2), near: m.text(1) }],
  ),
  // Check boxes named after what they belong to: "选中该用户的**读取**和**写入**权限".
  rule('check-list-owned-zh', `(?:勾选|选中)\\s*${plainZh}{1,16}?的\\s*{B}((?:\\s*[、和及与]\\s*{B})+)`, (m) => m.path(0).map((label) => ({ kind: 'check', label, checked: true }))),
  // A control named as a symbol, or by the bar it is in: "单击符号**>**", "单击顶部导航栏**搜索** > **大小**".
  rule('click-symbol-zh', '{click}\\s*(?:符号|按钮|图标)\\s*{B}', (m) => [{ kind: 'click', label: m.text(1) }]),
  rule('top-bar-path-zh', '{click}\\s*(?:页面)?顶部(?:导航栏|菜单栏)(?:中的|中|的)?\\s*{P}', (m) =>
    m.path(1).map((label, i): Emit => (i === 0 ? { kind: 'click', label } : { kind: 'click', label, area: 'menu' })),
  ),
  // The row's cell hovered in a named column: "move the pointer over a job name in the **Job Name** column", "鼠标悬停至**任务名称**列的任务名称".
  rule('hover-in-column', '(?:move\\s+the\\s+(?:pointer|cursor|mouse)|hover(?:\\s+the\\s+(?:pointer|cursor|mouse))?)\\s+over\\s+(?:an?|the)\\s+[\\w -]{1,30}?\\s+in\\s+the\\s+{B}\\s+column', (m) => [
    { kind: 'click', label: 'name', rowLink: 'name', column: m.text(1), hover: true },
  ]),
  rule('hover-in-column-zh', `(?:将)?鼠标(?:指针)?(?:悬停|悬浮|移)(?:至|到|在)\\s*{B}\\s*列(?:中)?的\\s*${plainZh}{1,12}?(?:上)?(?=[，,。；]|$)`, (m) => [
    { kind: 'click', label: 'name', rowLink: 'name', column: m.text(1), hover: true },
  ]),
  // A name typed into the dialog's search box: "search **ReadOnlyAccess**, and then add it".
  rule('search-bold', '(?<=^\\s*|[,，]\\s*|\\u0001\\s*)search\\s+{B}(?=\\s*(?:[,.;]|$))', (m) => [{ kind: 'fill', field: 'search', value: m.text(1) }]),
  // The one choice a field offers: "only **High availability** is supported for the **Strategy** option", "**策略**目前仅支持**高可用**".
  rule('only-choice', 'only\\s+{B}\\s+is\\s+(?:supported|available|allowed)\\s+for\\s+the\\s+{B}', (m) => [{ kind: 'choose', field: m.text(2), option: m.text(1) }]),
  // A plain field before its colon and the one choice it offers: "Network Type: Only **VPC** is available.", "网络：仅支持**专有网络**".
  rule('plain-field-only', '^\\s*([^\\uE000\\u0001:：,，.。;；]{2,30}?)\\s*[:：]\\s*(?:currently,?\\s+)?only\\s+{B}\\s+(?:is|can\\s+be)\\s+(?:supported|available|allowed|selected)(?=\\s*(?:[.;]|$))', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  rule('field-only', '^\\s*{B}\\s*[:：]\\s*(?:currently,?\\s+)?only\\s+{B}\\s+(?:is|can\\s+be)\\s+(?:supported|available|allowed|selected)(?=\\s*(?:[.;]|$))', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  rule('plain-field-only-zh', '^\\s*([^\\uE000\\u0001:：,，.。;；]{2,20}?)\\s*[:：]\\s*(?:目前|当前|暂时)?(?:仅|只)(?:支持|能选择?|可选择?|提供)\\s*{B}(?=\\s*(?:[。；]|$))', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  rule('only-choice-zh', '{B}\\s*[:：]?\\s*(?:目前|当前|暂时)?(?:仅|只)(?:支持|能选择?|可选择?|提供)\\s*{B}', (m) => [{ kind: 'choose', field: m.text(1), option: m.text(2) }]),
  // A limit on the value, its literals in code: "不能以`http://`或`https://`开头", "cannot start with `aliyun` or `acs:`",
  // "must not contain `#`": a requirement on what is entered (a `when` with nothing under it, as "must be **X**"), not a value.
  rule('value-limit-zh', '(?:不能|不可|不得|禁止|无法|必须|只能)\\s*(?:以|包含|含有|使用|出现|为|是)?\\s*{V}((?:\\s*(?:、|，|,|和|或者|或|及)\\s*{V})*)\\s*(?:开头|结尾|结束|等字符|字符)?', (m) => [{ kind: 'when', text: m.text(0), then: [] }]),
  rule('value-limit', '(?:cannot|can\\s*not|must\\s+not|should\\s+not|must|can\\s+only)\\s+(?:start|begin|end|contain|include|be|use)\\s*(?:with)?\\s*{V}((?:\\s*(?:,|or|and|,\\s*or|,\\s*and)\\s*{V})*)', (m) => [{ kind: 'when', text: m.text(0), then: [] }]),
  // A setting the reader turns on or not: "Choose whether to **Keep Old Data**", "选择是否**保留旧数据**", "确认是否 **加密**".
  rule('whether-setting', '(?:(?:choose|select|decide|specify)\\s+whether\\s+(?:to\\s+)?(?:enable\\s+|use\\s+)?|(?:选择|确认|设置|决定)\\s*是否\\s*(?:开启|启用|使用)?\\s*){B}(?=\\s*(?:[.;,，。；]|$))', (m) => [
    { kind: 'check', label: m.text(1), checked: true },
    { kind: '_or' },
    { kind: 'check', label: m.text(1), checked: false },
  ]),
  // The same setting described in words, no label: "Choose whether to keep the old disks", "选择是否将云盘转为包年包月": a
  // part of the form the doc describes, the console's control for it left to find.
  rule('whether-plain', '(?:(?:choose|select|decide|specify)\\s+whether\\s+(?:to\\s+)?|(?:选择|决定|设置)\\s*是否\\s*)([^\\uE000\\u0001.;,，。；]{4,80}?)(?=\\s*(?:[.;,，。；]|$))', (m) => [
    { kind: 'configure', text: m.text(0).replace(/^(?:choose|select|decide|specify)\s+/i, '').replace(/^(?:选择|决定|设置)\s*/, '') },
  ]),
  // The row's own control named with "its": "click its **alias** to open the key".
  rule('click-its', '{click}\\s+its\\s+{B}', (m) => [{ kind: 'click', label: m.text(1) }]),
  // The actions of a row in a list or menu named first: "from the **Operation** list, click **Clone**", "hover over the
  // **Actions** menu, and then click **Delete**".
  rule('actions-list-first', '(?:(?:from|in)\\s+the|(?:hover|move)\\s+(?:the\\s+(?:cursor|pointer)\\s+)?over\\s+the)\\s+{B}\\s+(?:list|menu|drop-down\\s+list)\\s*,?\\s*(?:and\\s+)?(?:then\\s+)?{click}\\s+{B}', (m) =>
    /^(?:actions?|operations?)$/i.test(m.text(1)) ? [{ kind: 'click', label: m.text(2), column: m.text(1) }] : null,
  ),

  // Rows described by what a column shows: no name to type, the provisioned resource picks it.
  rule('row-whose-zh', `(?:找到|选择|选中|勾选|定位到)\\s*(?:一个|一台|一条|一块|目标)?\\s*{B}\\s*(?:为|是)\\s*{B}\\s*的\\s*((?:目标|待)?${plainZh}{1,12}?)(?=[，,。；]|\\s*[并然再]|$)`, (m) => [
    { kind: 'find', text: m.text(0).replace(/^(?:找到|选择|选中|勾选|定位到)\s*/, ''), literal: false },
  ]),
  rule('row-whose', '(?:find|select|locate|choose)\\s+((?:the|a|an)\\s+[\\w -]{1,30}?\\s+(?:whose|where\\s+the|with\\s+the)\\s+{B}\\s+(?:column\\s+)?(?:is|shows|reads|equals)\\s+{B})', (m) => [
    { kind: 'find', text: m.text(1), literal: false },
  ]),
  // "Find a task where **Done** appears in the **Status** column": the row described by what a column shows.
  rule('row-where-shown', '(?:find|select|locate|choose)\\s+((?:the|a|an)\\s+[\\w -]{1,30}?\\s+(?:where|in\\s+which|for\\s+which)\\s+{B}\\s+(?:appears|is\\s+displayed|is\\s+shown)\\s+in\\s+the\\s+{B}\\s+column)', (m) => [
    { kind: 'find', text: m.text(1), literal: false },
  ]),
  // "In the **Rule Name** column, select the rule you want": the row picked there, named by what it is for (its link is a click).
  rule('row-in-column', '(?:in|from)\\s+the\\s+{B}\\s+column(?:\\s+on\\s+the\\s+(?:left|right)(?:[- ]hand)?(?:\\s+side)?)?(?:\\s+(?:on|of)\\s+the\\s+[\\w -]{1,30}?\\s+page)?\\s*,?\\s*{select}\\s+(the\\s+(?!(?:name|ID|username)\\b)[\\w -]{1,60}?)(?=\\s*(?:[.;,]|$|by\\b|and\\b))', (m) => [
    { kind: 'find', text: `${m.text(2)} (${m.text(1)})`, literal: false },
  ]),
  // Ticked there ("从左侧**权限策略名称**列中勾选需要授予的权限策略"): that row's check box, after the row is found.
  rule('row-in-column-zh', `(?:从|在)\\s*(?:左侧|右侧)?\\s*{B}\\s*列(?:表)?(?:中|下|里)?\\s*[，,]?\\s*(?:(勾选|选中)|{click}|{select})\\s*((?:需要|要|您)${plainZh}{1,30}?)(?=[，,。；]|$)`, (m) => [
    { kind: 'find', text: `${m.text(3)}（${m.text(1)}）`, literal: false },
    ...(m.has(2) ? [{ kind: 'check' as const, label: m.text(3), checked: true }] : []),
  ]),
  // The column by which to find the row: "通过**用户登录名称/显示名称**找到需要授权的用户" (where to look, no header to click).
  rule('row-by-column-zh', `通过\\s*{B}\\s*(?:列)?\\s*(?:找到|查找|定位到?)\\s*((?:需要|要|待|目标|您)${plainZh}{1,30}?)(?=[，,。；]|$)`, (m) => [
    { kind: 'find', text: `${m.text(2)}（${m.text(1)}）`, literal: false },
  ]),

  // What an earlier step made, picked by its name: "选择上一步中创建的**X**", "select the **X** policy that you created".
  rule('pick-created-zh', `{select}\\s*(?:上一步|之前|前面|刚才|步骤\\s*\\d+)(?:中|里)?(?:创建|添加|新建|购买)的\\s*{B}`, (m) => [{ kind: 'click', label: m.text(1) }]),
  rule('pick-created', '{select}\\s+the\\s+{B}(?:\\s+[\\w-]+){0,2}?\\s+(?:that|which)\\s+you\\s+(?:have\\s+)?(?:just\\s+)?(?:created|added|purchased)', (m) => [{ kind: 'click', label: m.text(1) }]),
  // A field and its value, both in bold: "**Username**：输入用户名**admin**", "**Port**: Enter the port **8080**".
  rule('field-value-bold', `^\\s*{B}\\s*[:：]\\s*(?:输入|填写|填入|enter|type)\\s*(?:${plainZh}{0,10}?|(?:the|a)\\s+(?:(?!(?:and|or|then|click|select)\\b)[\\w-]+\\s+){1,3}?)?{B}(?=\\s*(?:[。.；;，,]|$))`, (m) => [
    { kind: 'fill', field: m.text(1), value: m.text(2) },
  ]),
  // What a click gets: "单击**下载**，获取**元数据文件**", "click **Download** to obtain the **Key File**".
  rule('click-obtains', `(?<=[\\u0001\\uE001]\\s*)(?:[，,]\\s*|\\s+to\\s+|\\s+and\\s+)(?:获取|得到|获得|obtain|get)\\s*(?:the\\s+)?{B}`, (m) => [{ kind: 'expect', text: m.text(1), label: m.text(1) }]),
  // The page a click opens: "单击实例进入**实例详情页**".
  rule('enter-page-zh', '(?:进入|跳转到|跳转至|打开)\\s*(?:[\\u4e00-\\u9fff]{1,6}的)?\\s*{B}(?=\\s*(?:[。，,；]|$))', (m) => (/(?:页|页面)$/.test(m.text(1)) ? [{ kind: 'section', label: m.text(1), scope: 'page' }] : null)),
  // The example of a control named in plain words: "单击要查看的监控类别，如**主机监控**", "click a category, such as **Hosts**".
  rule('click-such-as', `{click}\\s*(?:${plainZh}{2,30}?|(?:a|an|the)\\s+[\\w -]{2,40}?)\\s*[，,]\\s*(?:如|例如|比如|such\\s+as|for\\s+example,?)\\s*{B}(?=\\s*(?:[。.；;]|$))`, (m) => [{ kind: 'click', label: m.text(1) }]),

  // The example's choice: "In this task, **X** is selected", "本教程选择**X**".
  rule('example-chosen', 'in\\s+this\\s+(?:task|tutorial|case|scenario|topic|procedure)\\s*,\\s*{B}\\s+(?:is|was)\\s+(?:selected|used|chosen)', (m) => [
    { kind: 'choose', field: '', option: m.text(1), example: true },
  ]),

  // What the page shows, checked.
  rule('confirm-label', '^\\s*confirm\\s+(?:the\\s+)?{B}(?=\\s*(?:[,:：.;]|$))', (m) => [{ kind: 'expect', text: m.text(1), label: m.text(1) }]),
  rule('check-whether', '(?:check|verify|confirm)\\s+(?:whether|if)\\s+((?:the|your|its)\\s+[\\w -]{1,60}?\\s+(?:is|are)\\s+(?:set\\s+to\\s+|in\\s+the\\s+)?{B})', (m) => [
    { kind: 'expect', text: m.text(1), label: m.text(2) },
  ]),
  rule('check-whether-zh', `(?:确认|检查|查看)\\s*(${plainZh}{0,20}?是否(?:为|是|处于)\\s*{B})`, (m) => [{ kind: 'expect', text: m.text(1), label: m.text(2) }]),
];

/**
 * Read after the labelled, prose and plain-word phrasings (phrases.ts, after `DESCRIBED_RULES`): a value selected from a
 * named list, "**X**：建议选择为**Y**", "Confirm the order." are theirs first.
 */
export const WHERE_LATE_RULES: RuleSpec[] = [
  // The row's own link, the row described in words: "click the VPC that you just created", "click the link of the
  // attached ENI", "click the bucket that you want to share": that row's name link.
  rule('row-link-described', '{click}\\s+the\\s+(?:link\\s+of\\s+the\\s+((?:bound|attached|associated|target|corresponding)\\s+[\\w-]+(?:\\s+[\\w-]+)?)|([\\w-]+(?:\\s+[\\w-]+){0,2}?)\\s+(?:that\\s+|which\\s+)?you\\s+(?:have\\s+)?(?:just\\s+)?(?:created|added|want\\s+to\\s+[\\w -]{2,60}?))(?=\\s*(?:[.;,]|$))', (m) => [
    { kind: 'find', text: m.text(1) || m.text(0).replace(/^\S+\s+/, ''), literal: false },
    { kind: 'click', label: 'name', rowLink: 'name' },
  ]),
  // "Confirm the settings and the estimated fee.": what the page shows, reviewed (a sentence of its own: "Confirm the
  // settings, then …" leads into what follows).
  rule('confirm-plain', '^\\s*(?:confirm|check|review|verify)\\s+((?:the|your)\\s+(?:(?!\\b(?:click|select|choose|enter|check\\s?box|checkbox|switch)\\b)[^.;:,\\u0001\\uE000]){2,80}?)(?=\\s*(?:[.;:]|$))', (m) => [
    { kind: 'expect', text: m.text(1) },
  ]),
  rule('field-drop-down', '(?:from|in)\\s+the\\s+{B}\\s+(?:drop-down\\s+(?:list|box|menu)|drop-down|combo\\s?box|input\\s+box|text\\s+field)', (m) => [{ kind: '_field', fields: [m.text(1)] }]),
  rule('plain-field-chosen-zh', '(?<=^\\s*|[，,；;：:\\u0001]\\s*)(?:当前|请|并|然后|再|将)?([\\u4e00-\\u9fffA-Za-z]{2,12}?)(?:选择为|选为|设置为|设为)\\s*{B}(?!\\s*[、和或])', (m) =>
    /^(?:可以|需要|您|建议|推荐)/.test(m.text(1)) ? null : [{ kind: 'choose', field: m.text(1), option: m.text(2) }],
  ),
];

/** A condition on a choice of the form, "如果计费方式为**按量付费**，…", "If the billing method is **Subscription**, …". */
const CHOICE_LEAD = new RegExp(
  [
    '^\\s*(?:[（(]\\s*(?:可选|optional)\\s*[)）]\\s*)?(?:如果|若|当(?!前))\\s*(?:您的)?\\s*([^，,。；\\uE000]{1,12}?)(?:为|是|选择|选择了|选的是)\\s*\\uE000B(\\d+)\\uE001\\s*(?:时)?\\s*[，,]',
    '^\\s*(?:[(（]\\s*optional\\s*[)）]\\s*)?(?:if|when)\\s+(?:the\\s+|your\\s+)?([\\w -]{2,30}?)\\s+(?:is|is\\s+set\\s+to)\\s+\\uE000B(\\d+)\\uE001\\s*,',
  ].join('|'),
  'i',
);
/** A condition on what a row shows rather than on the form's choice. */
const STATE_WORDS = /状态|进度|status|state|progress/i;

/**
 * The choice a sentence's lead makes its condition ("If the billing method is **Subscription**, …"), for intents.ts:
 * the intents after it are a case of that choice (a `when` with `choice`). `tokens` are the paragraph's.
 */
export function choiceLead(sentence: string, tokens: ReadonlyArray<{ text: string }>): string | undefined {
  const m = CHOICE_LEAD.exec(sentence.split(CONSUMED).join(''));
  if (!m) return undefined;
  const field = m[1] ?? m[3] ?? '';
  const token = tokens[Number(m[2] ?? m[4])];
  if (!token || STATE_WORDS.test(field)) return undefined;
  return token.text;
}

