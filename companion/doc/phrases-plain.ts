/**
 * Controls named in plain words, the way older help-center pages write them (no bold): "Click Start.", "In the
 * left-side navigation pane, click Listeners.", "单击导入规则。", "单击左侧导航栏中的安全组。". The words name the control
 * only when they stand alone up to the clause's end (or a purpose clause: "Click Buy Now to purchase …", "单击…进入…").
 * Same macros as phrases.ts; read after the prose rules (any labelled reading wins).
 */
import { rule, type RuleSpec } from './rule';

const NAV = '(?:left-side|left|left-hand)\\s+navigation\\s+(?:pane|bar|menu|tree)';
const NAV_ZH = '(?:页面)?左侧(?:导航栏|导航窗格|导航树|导航菜单|菜单栏|导航)(?:中|里|内)?';
/** An English label: capitalised words (a path "A > B" too), no sentence punctuation. */
const LABEL = '([A-Z][\\w&/\'-]*(?:\\s+(?!(?:in|on|at|of|from|for|with|under|next|to|and|or|the|a|an)\\b)(?:[\\w&/\'-]+|>))*?)';
/** A Chinese label: a run without punctuation or spaces. */
const LABEL_ZH = '([^\\uE000\\u0001，,。；;：:、\\s]{2,16}?)';
/** Words that point at a link rather than name a control ("click here"), or start a description ("the …"). */
const POINTER = /^(?:(?:here|this|that|these|it|them|the|a|an|your|its)\b|此处|这里|该链接)/i;
/** An English label as the help center capitalises it ("Buy Now", "OK"), not a description. */
const named = (label: string) => /^[A-Z0-9]/.test(label) && !POINTER.test(label) && !KEY.test(label);
/** Keys of the keyboard ("press Enter"): no control of the page. */
const KEY = /^(?:enter|return|tab|esc|escape|space|backspace|delete|ctrl|alt|shift|win|windows|f\d{1,2})\b/i;

/**
 * Where a control's plain name ends: the sentence's or clause's end ("Click Downgrade Now, and then …"), a purpose
 * ("to …"), what is done next ("and then …") or where it is ("in the lower part of the page").
 */
const PLAIN_END = '(?=\\s*(?:[.;]|$)|\\s+to\\s+[a-z]|\\s+and\\s+(?:then\\s+)?[a-z]|\\s*,\\s*(?:and\\s+)?(?:then\\s+)?[a-z]|\\s+(?:in|on|at|from)\\s+the\\s)';

/** A clause's start: the sentence's, or after a comma or a context already read ("In the dialog box, click OK."). */
const CLAUSE = '(?<=^\\s*|[\\u0001,，]\\s*|\\b(?:and|then)\\s+|(?:然后|并|再)\\s*)';

/** Words that make a run a clause, not a control's name ("单击异常数量可以查看详情"). */
const CLAUSE_WORDS = /可以|可查看|查看|进行|以便|用于|即可|来|之后|然后|并/;

const path = (text: string) => text.split(/\s*>\s*/).filter(Boolean);

/**
 * Read with the early prose rules (the field rules would take the typed words for a field, the dialog rules a dialog's
 * words): "在搜索框中输入nginx"; a dialog closed by the reader.
 */
export const SEARCH_ZH_RULES: RuleSpec[] = [
  // A dialog closed by the reader, named in words: "Close the Password dialog box or the Enter Password dialog box.",
  // "Close any dialog box that displays.", "关闭弹出的密码对话框或输入密码对话框。": its close button, whatever it shows.
  rule('close-dialog', `${CLAUSE}close\\s+(?:the|any|all)\\s+(?:[\\w -]{1,40}?\\s+)?dialog\\s+box(?:es)?(?:\\s+(?:that|which)\\s+(?:is\\s+)?(?:displayed|displays|appears|pops\\s+up))?(?:\\s+or\\s+the\\s+[\\w -]{1,40}?\\s+dialog\\s+box)?(?=\\s*(?:[.;]|$))`, () => [
    { kind: 'click', label: 'Close', area: 'dialog', icon: true },
  ]),
  rule('close-dialog-zh', `${CLAUSE}关闭(?:弹出的)?\\s*[^\\uE000\\u0001，,。；;]{0,20}?对话框(?:\\s*或\\s*[^\\uE000\\u0001，,。；;]{1,20}?对话框)?(?=\\s*(?:[。；]|$))`, () => [
    { kind: 'click', label: '关闭', area: 'dialog', icon: true },
  ]),
  rule('search-plain-zh', `在\\s*搜索(?:框|栏)\\s*(?:中|内|里)?\\s*[，,]?\\s*(?:输入|填写|填入)\\s*([\\w.:/*-]+)(?=\\s*(?:[，,。；]|$))`, (m) => [{ kind: 'fill', field: 'search', value: m.text(1) }]),
];

export const PLAIN_LABEL_RULES: RuleSpec[] = [
  rule('nav-plain', `(?:in|from)\\s+the\\s+${NAV}\\s*,?\\s*(?:{click}|{select})\\s+${LABEL}(?=\\s*(?:[.;]|$))`, (m) =>
    POINTER.test(m.text(1)) ? null : [{ kind: 'navigate', path: path(m.text(1)) }],
  ),
  // A control in plain words in a dialog named after it: "Select Privileges in the Grant Access dialog box".
  rule('select-plain-in-dialog', `^\\s*(?:{click}|{select})\\s+${LABEL}\\s+in\\s+the\\s+([A-Z][\\w -]{1,40}?)\\s+dialog(?:\\s+box)?(?=\\s*(?:[.;]|$))`, (m) =>
    named(m.text(1)) ? [{ kind: 'section', label: m.text(2), scope: 'dialog' }, { kind: 'click', label: m.text(1), area: 'dialog' }] : null,
  ),
  rule('nav-plain-after', `^\\s*(?:{click}|{select})\\s+${LABEL}\\s+(?:in|from)\\s+the\\s+${NAV}(?=\\s*(?:[.;]|$))`, (m) =>
    POINTER.test(m.text(1)) ? null : [{ kind: 'navigate', path: path(m.text(1)) }],
  ),
  rule('nav-click-plain-zh', `(?:单击|点击|选择)\\s*${NAV_ZH}的\\s*${LABEL_ZH}(?=\\s*(?:[。；]|$))`, (m) => [{ kind: 'navigate', path: [m.text(1)] }]),
  // "Click Start.", "Click Buy Now to purchase the plan.", "Click Save Changes and then …".
  // Two controls in plain words, either one: "click Upgrade or Create Order in the lower part of the page".
  rule('click-plain-or', `${CLAUSE}{click}\\s+${LABEL}\\s+or\\s+${LABEL}${PLAIN_END}`, (m) =>
    named(m.text(1)) && named(m.text(2)) ? [{ kind: 'click', label: m.text(1) }, { kind: '_or' }, { kind: 'click', label: m.text(2) }] : null,
  ),
  rule('click-plain-label', `${CLAUSE}{click}\\s+${LABEL}${PLAIN_END}`, (m) =>
    // A menu path in plain words ("click Groups > Create Group") is clicked item by item, as its bold form is.
    named(m.text(1)) ? path(m.text(1)).map((label, i) => ({ kind: 'click' as const, label, ...(i ? { area: 'menu' as const } : {}) })) : null,
  ),
  // A field to choose, its description after the colon: "选择云盘类型：可选的类型与快照的源云盘无关。".
  rule('select-described-zh', '^\\s*选择\\s*([^，,。；：:\\uE000\\u0001\\s]{2,10})\\s*[：:]\\s*(?=[^，,。；]*的[^，,。；]*[，,。；]|[^，,。；]*的[^，,。；]*$)(?=[^，,。；]{10,})', (m) => [
    { kind: 'choose', field: m.text(1), option: '' },
  ]),
  // A common button named in lowercase words: "Click confirm to save the template.", "Click buy now.".
  rule('click-plain-common', `${CLAUSE}{click}\\s+(confirm|ok|save|submit|next|cancel|apply|finish|done|buy\\s+now|close)(?=\\s*(?:[.;]|$)|\\s+to\\s+[a-z])`, (m) => [
    { kind: 'click', label: m.text(1).replace(/\s+/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/^Ok$/, 'OK') },
  ]),
  // A choice for a field named in lowercase words: "Select NFS 3 for the version.".
  rule('select-plain-for-words', `${CLAUSE}{select}\\s+([A-Z0-9][\\w.+/-]*(?:\\s+[A-Z0-9][\\w.+/-]*){0,2})\\s+(?:for|as)\\s+the\\s+([a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})(?=\\s*(?:[.;]|$))`, (m) =>
    named(m.text(1)) ? [{ kind: 'choose', field: m.text(2), option: m.text(1) }] : null,
  ),
  // A choice and its field in plain words: "Select NFS for Type.", "Select SSH for Connection type.".
  rule('select-plain-for', `${CLAUSE}{select}\\s+([A-Z0-9][\\w.+/-]*(?:\\s+[A-Z0-9][\\w.+/-]*){0,2})\\s+(?:for|as)\\s+(?:the\\s+)?${LABEL}(?=\\s*(?:[.;]|$))`, (m) =>
    named(m.text(2)) ? [{ kind: 'choose', field: m.text(2), option: m.text(1) }] : null,
  ),
  // "select Custom to view the groups", "Select Standard.": a choice named in plain words, its field the page's.
  rule('select-plain-label', `${CLAUSE}{select}\\s+([A-Z][\\w&/-]*(?:\\s+[A-Z][\\w&/-]*){0,3})(?=\\s*(?:[.;]|$)|\\s+to\\s+[a-z])`, (m) =>
    named(m.text(1)) && !/^(?:All|One|Each|Any|Both)$/.test(m.text(1)) ? [{ kind: 'choose', field: '', option: m.text(1) }] : null,
  ),
  // Words typed into the search box: "Enter nginx in the search bar.", described words are the reader's.
  rule('search-plain', `{enter}\\s+(?:([\\w.:/*-]+)|(?:the|a|an|your)\\s+[\\w\\s-]{1,40}?)\\s+in(?:to)?\\s+the\\s+search\\s+(?:box|bar|field)`, (m) => [
    { kind: 'fill', field: 'search', value: m.has(1) ? m.text(1) : '' },
  ]),
  // "Select policies.": things the reader picks, named by a plural and no article.
  rule('select-plural', '^\\s*(?:select|choose)\\s+((?:[a-z][\\w-]*\\s+){0,2}[a-z][\\w-]*s)(?=\\s*(?:[.;]|$))', (m) => [{ kind: 'choose', field: '', option: '', hint: m.text(1) }]),
  // A switch named in plain words: "Turn on the Auto Renewal switch.", "关闭自动释放开关。", "打开“页面优化”开关".
  rule('switch-plain', `${CLAUSE}(?:turn\\s+(on|off)|(enable|disable))\\s+the\\s+([A-Za-z][\\w-]*(?:\\s+[\\w-]+){0,5}?)\\s+switch\\b`, (m) =>
    POINTER.test(m.text(3)) ? null : [{ kind: 'check', label: m.text(3), checked: m.has(1) ? m.text(1).toLowerCase() === 'on' : m.text(2).toLowerCase() === 'enable' }],
  ),
  rule('switch-plain-zh', `${CLAUSE}(?:(打开|开启|启用)|(关闭|禁用))\\s*(?:{V}|([^\\uE000\\u0001，,。；;：:、\\s“”"的或]{2,16}?))\\s*(?:的)?开关`, (m) => [
    { kind: 'check', label: m.text(m.has(3) ? 3 : 4), checked: m.has(1) },
  ]),
  // A feature turned on or off by its name, with no switch named: "Turn on image compression.", "开启流量封顶功能。".
  rule('feature-plain', `${CLAUSE}(?:turn\\s+(on|off)|(enable|disable))\\s+(?:the\\s+)?([A-Za-z][\\w-]*(?:\\s+[\\w-]+){0,4}?)(?:\\s+(?:function|feature))?(?=\\s*(?:[.;]|$))`, (m) =>
    POINTER.test(m.text(3)) ? null : [{ kind: 'check', label: m.text(3), checked: m.has(1) ? m.text(1).toLowerCase() === 'on' : m.text(2).toLowerCase() === 'enable' }],
  ),
  rule('feature-plain-zh', `${CLAUSE}(?:(开启|启用)|(关闭|禁用))\\s*([^\\uE000\\u0001，,。；;：:、\\s“”"的或]{2,12}?)功能(?=\\s*(?:[，,。；]|$))`, (m) => [{ kind: 'check', label: m.text(3), checked: m.has(1) }]),
  // The instance's own operation named by its verb: "Stop the instance.", "停止目标实例。": that button of the row.
  rule('instance-operation', '^\\s*(start|stop|restart|reboot|release)\\s+(?:the\\s+)?(?:target\\s+|temporary\\s+|selected\\s+)?(?:ECS\\s+)?instances?(?=\\s*(?:[.;]|$))', (m) => [
    { kind: 'click', label: m.text(1)[0].toUpperCase() + m.text(1).slice(1).toLowerCase() },
  ]),
  // The same operation asked for in a clause, with what it is for after it: "If the hostname is changed, restart the
  // instance for the new name to take effect.", "you must restart the instance in the console …", "Restart or start
  // the instance in the ECS console.", "重启实例使新主机名生效。": that button of the row (or either of two).
  rule('instance-operation-clause', `${CLAUSE}(?:you\\s+(?:must|need\\s+to|can|should)\\s+)?(start|stop|restart|reboot)(?:\\s+or\\s+(start|stop|restart|reboot))?\\s+(?:the\\s+)?(?:target\\s+|ECS\\s+)?instances?(?=\\s*(?:[.;,]|$)|\\s+(?:for|to|through|in|by|from|within|so|after)\\b)`, (m) => {
    const label = (g: number) => m.text(g)[0].toUpperCase() + m.text(g).slice(1).toLowerCase();
    return m.has(2) ? [{ kind: 'click', label: label(1) }, { kind: '_or' }, { kind: 'click', label: label(2) }] : [{ kind: 'click', label: label(1) }];
  }),
  rule('instance-operation-clause-zh', `${CLAUSE}(?:需要|必须|请)?(?:在控制台)?(启动|停止|重启)(?:目标|该)?\\s*(?:ECS)?\\s*实例(?=使|以使|以便|后生效)`, (m) => [{ kind: 'click', label: m.text(1) }]),
  rule('instance-operation-zh', '^\\s*(?:在控制台)?(启动|停止|重启|释放)(?:[（(]或(启动|停止|重启)[)）])?\\s*(?:目标|该|临时|所选)?\\s*(?:ECS)?\\s*实例(?=\\s*(?:[。；]|$))', (m) =>
    m.has(2) ? [{ kind: 'click', label: m.text(1) }, { kind: '_or' }, { kind: 'click', label: m.text(2) }] : [{ kind: 'click', label: m.text(1) }],
  ),
  // "单击导入规则。", "单击应用镜像进入详情页。".
  rule('click-plain-label-zh', `${CLAUSE}(?:单击|点击|双击)\\s*${LABEL_ZH}\\s*(?=[。；]|$|\\u0001|[，,]?\\s*(?:进入|打开|即可|完成))`, (m) =>
    POINTER.test(m.text(1)) || CLAUSE_WORDS.test(m.text(1)) ? null : [{ kind: 'click', label: m.text(1) }],
  ),
];
