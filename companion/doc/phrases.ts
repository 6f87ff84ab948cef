/**
 * The phrasing of help-center procedures, English and Chinese, as data. Adding a phrasing is adding a word to a
 * verb list or a line to RULES (phrases-rules.ts). Patterns are regular expressions over the paragraph skeleton (see inline.ts)
 * with these macros:
 *   {B} a bold label   {V} a value (code span, quote, ${ref})   {X} either   {P} a menu path **A** > **B** (one
 *   or more)   {P2} a path of two or more   {O} an option: bold, value or a few bare words   {END} the end of a
 *   clause   {BND} the start of a clause (lookbehind)   {click} {select} {enter} {set} {open} verb lists.
 * Rules run in order; a match uses up its text, so earlier (more specific) rules win.
 */
import type { RuleSpec } from './rule';

export type { RuleSpec };

export const PROCEDURE_HEADINGS = [/^(procedure|procedures|steps|how to|操作步骤|步骤|操作流程|操作方法)\b/i];
export const EXCLUDED_HEADINGS = [
  /^(prerequisites?|before you begin|notes?|usage notes|limits|limitations|results?|what to do next|what's next|next steps?|references?|related|background|overview|faq)\b/i,
  /^(前提条件|注意事项|使用限制|执行结果|结果|后续步骤|后续操作|下一步|相关文档|背景信息|说明|常见问题|功能介绍)/,
];
export const PREREQUISITE_HEADINGS = [/^(prerequisites?|before you begin|preparations?|requirements)\b/i, /^(前提条件|准备工作|前提|使用前提)/];
/**
 * A paragraph that leads a list of prerequisites where the page has no Prerequisites heading ("在配置转发策略前，确保您已经：",
 * "Before you begin, make sure that the following requirements are met:"): the list after it is no procedure.
 */
export const PREREQUISITE_LEAD = [
  /(?:确保|确认)[^。；：:]{0,16}(?:已|满足以下)[^。；：:]{0,16}[：:]$/,
  /\b(?:make sure|ensure)\b[^.:]{0,80}(?:completed|met|done|following|have)\b[^.:]{0,40}:$/i,
];
export const RESULT_HEADINGS = [/^(results?|expected results?|verify the result)\b/i, /^(执行结果|结果|操作结果|预期结果)/];
/** Words of a console action, for telling a console procedure from a command-line one (procedures.ts). */
export const UI_CUE =
  /\b(?:click|double-click|choose|select|log on|log in|navigation pane|console|tab|dialog box|page|drop-down|check box|switch|button|icon|pane|menu|wizard)\b|单击|点击|选择|登录|控制台|导航|页签|对话框|页面|下拉|复选框|开关|按钮|图标|勾选|菜单|向导/i;
/** Words of a step done outside the console: in an instance's system, a terminal, a local tool, a browser. */
export const OUTSIDE_CUE =
  /\b(?:run|execute|enter)\s+(?:the\s+)?(?:following\s+)?(?:[\w./-]+\s+){0,3}?commands?\b|\bcommands?\s+to\b|\b(?:log\s+on|log\s+in|connect|remotely\s+connect)\s+to\s+(?:the|an|your)\s+(?:ECS\s+|Linux\s+|Windows\s+)?(?:instance|server|host)\b|\bssh\b|\bterminal\b|\bpowershell\b|\bregistry\b|\bdownload\b|\binstall\b|\bunzip\b|\bdecompress\b|\bin\s+(?:a|your)\s+browser\b|\bputty|\bvnc\b|\bcmd\b|远程连接|远程登录|登录(?:到)?(?:ECS|Linux|Windows)?(?:实例|服务器|主机)|连接(?:到)?(?:ECS|Linux|Windows)?(?:实例|服务器)|(?:执行|运行|输入)(?:以下|如下|下列)?(?:\s*`[^`]*`\s*)?命令|命令行|终端|在实例(?:中|内)|下载|安装|解压|浏览器|\bpartition(?:s|ing)?\b|\bformat(?:ting)?\s+(?:the\s+|a\s+)?(?:new\s+)?(?:data\s+)?disks?\b|创建分区|分区(?:并|和)?格式化|格式化(?:数据盘|云盘|磁盘)/i;
/** A console named in a step: it keeps a step that names a system window in the console ("Log on to the ECS console"). */
export const NAMES_CONSOLE = /\bconsole\b|控制台/i;
/** Words of a console action that keep a step in the console even with outside words ("Log on to the ECS console"). */
export const CONSOLE_CUE = /\bconsole\b|\bclick\b|\bnavigation pane\b|\bdialog box\b|控制台|单击|点击|导航栏|对话框|会话框|页签/i;
/** Words and blocks of a command-line step. */
export const COMMAND_CUE =
  /^\s*(?:```|~~~)|\b(?:run|execute|enter) the following commands?\b|\bcommand line\b|\bterminal\b|\bssh\b|执行以下命令|运行以下命令|执行如下命令|输入以下命令|命令行/im;
/** A paragraph that is a note, not an action: "Note:", "> Note", "说明", "注意". */
export const NOTE_PREFIX =
  /^\s*(?:note|notes|notice|important|warning|caution|danger|tip|tips|说明|注意|重要|警告|提示|危险|注)(?:\s*[:：]|\s(?!(?:the|down|that|your|its?|this|these|those|which|whether)\b)|$)/i;
/** "(Optional)" / "（可选）" at the start of a step. */
export const OPTIONAL = /^\s*(?:[(（]\s*(?:optional|可选)\s*[)）]|optional\s*[:：]|可选\s*[:：])/i;
/**
 * A step done only the first time ("The first time you buy a NAT gateway, …", "If this is the first time you use …",
 * "首次使用…时"): the console asks for it only then, so a console that does not is no defect.
 */
export const FIRST_TIME =
  /^\s*(?:(?:the\s+)?first\s+time\s+you\b|if\s+(?:this\s+is\s+(?:the|your)\s+first\s+time|you\s+(?:are\s+)?(?:\w+\s+){1,6}?for\s+the\s+first\s+time)|when\s+you\s+(?:\w+\s+){1,6}?for\s+the\s+first\s+time|(?:如果|若)?(?:您)?(?:是)?(?:首次|第一次))/i;
/** A step whose sub-steps are alternatives: "Use one of the following methods", "您可以通过以下方式之一". */
export const ALTERNATIVES =
  /^\s*选择(?:以下|如下)?(?:任意|任)?一种(?:方式|方法)|\b(?:one of the following (?:methods|ways|options|approaches)|(?:either|any) of the following (?:methods|ways))\b|(?:以下|如下)(?:任意)?(?:一种|两种|任一|任意一种)?(?:方式|方法)(?:之一|中的一种|任选其一)|(?:以下|如下)(?:方式|方法)(?:中)?任选/i;
/** "一种方式", "以下任一种方法": the ways a step offers, which its sub-steps list, not a field. */
export const WAY_ZH = /^(?:以下|如下)?(?:任意|任)?(?:一种|任一)(?:方式|方法)/;
/** Words before the one field a step selects without a value, whose choices a list then names. */
export const OPTION_LEAD = /(?:^|\s)(?:select|choose|set|specify|configure)\s+(?:the\s+|a\s+|an\s+)?(?:(?:an?\s+)?(?:option|value|setting)\s+(?:for|of)\s+(?:the\s+)?)?$|(?:选择|设置|配置|指定)\s*$/i;
/** Table headers: the column of parameter names, of sections, of descriptions. */
export const PARAMETER_HEADER = /^(?:parameter|parameters|item|field|attribute|property|setting|option|configuration item|name|参数|参数名称|配置项|配置|名称|字段|属性|选项|设置项)$/i;
export const SECTION_HEADER = /^(?:section|area|category|step|type|module|区域|分类|类别|配置类型|类型|步骤|模块)$/i;
/** The column of a parameter's choices, one a row: "Option", "Options", "可选值", "选项". */
export const OPTION_HEADER = /^(?:option|options|choice|choices|valid values|可选值|选项|可选项)$/i;
export const DESCRIPTION_HEADER = /^(?:description|descriptions|note|notes|value|values|example|example value|setting|说明|描述|取值|取值说明|示例|示例值|配置说明|值|参数说明)$/i;

export const VERBS = {
  click: ['click', 'clicking', 'double-click', 'tap', 'press', '单击', '点击', '双击'],
  select: ['select', 'choose', 'pick', '选择', '选中'],
  enter: ['enter', 'type', 'input', 'specify', 'fill in', '输入', '填写', '填入'],
  set: ['set', 'change', '设置', '修改'],
  open: ['log on to', 'log in to', 'login to', 'sign in to', 'go to', 'open', 'navigate to', 'visit', 'access',
    '登录', '登陆', '前往', '进入', '打开', '访问'],
};

/** Words that make a clause an expected result rather than an action. */
export const EXPECT_WORDS = [
  /\b(appears?|is displayed|are displayed|is shown|are shown|is listed|are listed|changes? (?:from|to)|becomes?|turns? to|enters? the|is (?:now )?(?:created|released|stopped|started|deleted|added|running|in the)|(?:is|are) (?:successfully )?(?:enabled|disabled|completed|activated|configured|modified|updated)(?=\s*\.?\s*$)|will (?:display|show|list|be displayed|be shown|be listed)|(?:is|are) (?:automatically )?redirected to|are (?:now )?in the|are created|are added|you can (?:see|view)|succeeds?|is successful|(?:is|are) (?:labell?ed|marked|tagged) as|should (?:be able to )?see)\b/i,
  /(变为|变成|显示|出现|创建成功|已创建|成功|生效|处于|已停止|已启动|已释放|可以看到|可以查看|可查看|标记为|标识为|标注为)/,
];
/** Relative clauses that name a place, not a result ("the dialog box that appears", "弹出的对话框"). */
export const EXPECT_EXCLUDED = [/\b(?:that|which)\s+(?:appears?|is displayed|opens)\b/gi, /(弹出|出现|显示|打开)的/g];
/**
 * A sentence off the procedure's main path: what the reader may also do ("If you want to stop several instances,
 * …", "To stop several instances at once, …", "You can also …", "如果您需要…，…", "您也可以…"). Group 1 is the condition.
 */
export const OPTIONAL_CONDITION =
  /^(?:\(?optional\)?\s*)?((?:if|when)\s+(?:you\s+(?:want|need|wish|would like|prefer|plan)|necessary|required|needed)\b[^,，]*|to\s+(?:[^,，]*\s)?(?:several|multiple|more\s+than\s+one)\s[^,，]*|you\s+can\s+also\b|alternatively\b|(?:如果|若|如|假如)(?:您|你)?(?:需要|想要|要|希望|想)[^，,]*|如需[^，,]*|(?:您|你)?(?:也|还)可以)/i;
/**
 * A Chinese clause that ends in 时 ("列表中没有出现新规则时", "…不同时"): a condition, not 同时 or 此时, nor a word that ends
 * in 时 ("按小时", "实时", "定时", "临时": "**计费周期**：默认选择为**按小时**，…" names a value).
 */
const WHEN_ZH_CLAUSE = '[^,，。]{3,60}(?<![此这届及随小实定准临暂计按])(?<!(?<!不)同)时';
/** In a later paragraph of a step, any sentence that opens with a condition ("If …, …", "如果…，…", "列表中没有…时，…"). */
export const CONDITION_CLAUSE = new RegExp(`^((?:if|when|in case|unless|如果|若|假如|当)[^,，]*|${WHEN_ZH_CLAUSE})[,，]|^(?:[^,，]{0,60}[,，]\\s*)?(you\\s+can|(?:您|你)?(?:也|还)?可以)(?=\\s|[^\\s])`, 'i');
/**
 * A sentence that opens with a condition ("If the status is **Rejected**, …", "当状态为**正常**时，表示…"): in a sentence
 * that asks for nothing, the labels it names are what the condition is about.
 */
export const CONDITION_LEAD = new RegExp(`^((?:if|when|in case|unless|如果|若|假如|当)[^,，]*|${WHEN_ZH_CLAUSE})[,，]`, 'i');
/** A clause that opens with a condition ("If the instance is running", "如果实例未停止", "…没有出现新规则时") is not a result. */
export const CONDITION = new RegExp(`^[\\s,;，；]*(?:and\\s+)?(?:if|unless|in case|如果|若|假如)(?![A-Za-z])|^${WHEN_ZH_CLAUSE}\\s*$`, 'i');
/** Action verbs: a clause with one is an instruction even if it also says "appears". */
export const ACTION_WORDS = [
  /\b(click|select|choose|enter|type|set|find|log on|log in|go to|open|clear|specify|configure|add|navigate|check|wait for|filter)\b/i,
  /(单击|点击|选择|输入|设置|勾选|找到|登录|前往|配置|添加|(?<!状态)进入|填写|筛选)/, // "状态进入**运行中**": a state reached
  // The instance's own operation by its verb ("restart the instance for the name to take effect", "重启实例使…生效").
  // Not in a clause of time ("the next time you start the instance", "下次启动实例时生效") or one that says it is not needed.
  /(?<!\byou\s)\b(?:restart|reboot|stop|start)\s+(?:the\s+)?(?:target\s+|ECS\s+)?instances?\b(?!\s+(?:is|are|was)\b)|(?<!无需|不需要|不用|不必|无须|不|下次|再次)(?:重启|停止|启动)(?:目标|该)?(?:ECS)?实例(?!时|后)/i,
  // Earlier steps done again: "repeat the preceding steps", "重复以上步骤".
  /\brepeat\s+(?:the|these|all|steps?)\b|重复(?:以上|上述|前面|前述|上面|执行|步骤|第)/i,
];
/**
 * Bare words that cannot be an option value ("set **X** to Allow" yes, "**X** in the list" no, "端口范围取决于协议类型" no); nor can a range of
 * numbers ("**优先级**：1~100") or a bound ("**过期时间**：最长 3 年"), which limit the value without giving one.
 */
export const BARE_OPTION_STOP =
  /\b(the|a|an|in|on|at|to|for|of|from|with|that|which|is|are|be|page|column|section|tab|field|dialog|box|list|button|click|select|enter|set|or|optional|required|if|you|your|depends?\s+on|by\s+default)\b|的|中|在|页面|区域|列|单击|选择|输入|设置|填写|按需|根据|取决于|对话框|可选|可填|必填|如果|^\d+(?:\.\d+)?\s*(?:~|～|-|–|至|到)\s*\d+|\d\s*(?:~|～|至)\s*\d|^(?:最长|最短|最多|最少|最大|最小|至多|至少|不超过|不少于|不低于|不高于)/i;
