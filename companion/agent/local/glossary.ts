/**
 * Console words that mean the same thing: English and Chinese forms of one control, and the
 * synonyms consoles swap between versions (OK/Confirm). Used to ground a doc's label and to tell
 * a renamed control from a missing one. Keys and values are normalized (lowercase).
 */
const GROUPS: string[][] = [
  ['ok', 'confirm', 'yes', '确定', '确认', '是'],
  ['cancel', 'close', '取消', '关闭'],
  ['create', 'add', 'new', '创建', '新建', '添加'],
  ['delete', 'remove', 'release', '删除', '移除', '释放'],
  ['stop', '停止'],
  ['start', '启动'],
  ['restart', 'reboot', '重启'],
  ['more', '更多'],
  ['manage', 'details', '管理', '详情'],
  // The button that opens a settings section: consoles of 2019 read Settings, those of 2021 on Configure.
  ['settings', 'setting', 'configure', '设置', '配置'],
  ['instances', 'instance', '实例'],
  ['images', 'image', '镜像'],
  ['security groups', 'security group', '安全组'],
  ['vpcs', 'vpc', '专有网络', '专有网络vpc'],
  ['vswitches', 'vswitch', 'switches', '交换机', '虚拟交换机'],
  ['instances & images', '实例与镜像'],
  ['network & security', '网络与安全'],
  ['overview', '概览'],
  ['actions', 'operation', 'operations', '操作'],
  ['name', '名称', '姓名'],
  // A person's contact fields, as forms and docs word them.
  ['email', 'e-mail', 'email address', '邮箱', '电子邮箱', '邮箱地址'],
  ['phone', 'phone number', 'mobile phone', 'mobile number', '手机', '手机号', '手机号码'],
  ['description', '描述'],
  ['next', 'next step', '下一步'],
  ['confirm order', 'create order', 'buy now', '确认下单', '立即购买'],
  ['inbound', '入方向'],
  ['outbound', '出方向'],
  ['allow', '允许'],
  ['deny', 'reject', '拒绝'],
  ['zone', '可用区'],
  ['region', '地域'],
  ['instance name', '实例名称'],
  // Alibaba Cloud DNS's record form, as its English and Chinese pages name its boxes.
  ['host record', 'hostname', '主机记录'],
  ['record value', '记录值'],
  ['logon password', 'login password', '登录密码'],
  ['confirm password', '确认密码'],
  ['new password', '新密码'],
  ['confirm new password', '确认新密码'],
  // An EIP's row action across console generations (Bind, Bind Resource, Associate with Resource).
  ['associate with resource', 'associate resource', 'bind resource', 'bind', '绑定资源', '绑定'],
];

const INDEX = new Map<string, string[]>();
for (const group of GROUPS) for (const word of group) INDEX.set(word, group.filter((w) => w !== word));

/** Other words for the same control; empty when the glossary does not know the word. */
export function synonymsOf(normalized: string): string[] {
  return INDEX.get(normalized) ?? [];
}

/** Words that confirm a dialog, in any language the consoles use. */
export const CONFIRM_WORDS = ['ok', 'confirm', 'yes', '确定', '确认', '是', 'submit', '提交'];
/** Words of a button that leaves a dialog without acting. */
export const CANCEL_WORDS = ['cancel', 'close', '取消', '关闭'];
/** A dialog button that goes on to the dialog's next page. */
export const FORWARD_WORDS = ['next', 'next step', 'continue', '下一步', '继续'];
/** A wizard dialog's way back to its previous page: it acts on nothing. */
export const BACK_WORDS = ['previous', 'back', 'previous step', '上一步', '返回'];
/** A buy page's button that places the order; and the order page's button that pays it. */
export const PURCHASE_WORDS = ['buy now', 'confirm order', 'create order', '立即购买', '确认下单', '确认订单'];
export const PAY_WORDS = ['activate now', 'pay', 'pay now', 'confirm payment', '支付', '立即支付', '去支付', '确认支付', '立即开通'];
/** Words of a button that saves a form or dialog ("Save", "Apply", "保存"), with the confirm words. */
export const SUBMIT_WORDS = [...CONFIRM_WORDS, 'save', 'apply', 'save settings', 'save changes', '保存', '应用', '保存设置'];
/** A bare verb a form ends with: the submit words, and create or add with no object ("Create", "创建"). */
export const FINISH_WORDS = [...SUBMIT_WORDS, 'create', 'add', 'done', 'finish', '创建', '添加', '完成'];
/** An error toast that says the refusal will pass: a resource still changing state, throttling, "try again". */
export const TRANSIENT = /try again|retry|later|throttl|IncorrectStatus|Incorrect\w*Status|ServiceUnavailable|is busy|稍后|重试|繁忙|状态不正确/i;
/** A toast that says the console did it. */
export const SUCCESS_TOAST = /succe|created|完成|成功/i;

/**
 * Parts of labels that consoles word differently for the same thing ("IPv4 CIDR Block" / "IPv4 Network
 * Segment" / "IPv4网段"). Each group's first entry is the canonical form used for comparing labels.
 */
const PHRASES: string[][] = [
  ['cidr block', 'network segment', 'cidr 地址段', '网段', '地址段'],
  ['logon', 'login', 'log on', 'sign in', '登录'],
  ['vswitch', 'virtual switch', '虚拟交换机', '交换机'],
  ['security group', '安全组'],
  ['instance', '实例'],
  ['group name', 'user group name', '用户组名称'],
  ['display name', '显示名称'],
  ['note', '备注'],
  ['name', '名称'],
  ['folder', 'directory', '文件夹', '目录'],
  // ECS block storage: 2019 consoles say disk (磁盘), 2021 ones cloud disk (云盘).
  ['disk', 'cloud disks', 'cloud disk', 'disks', '云盘', '磁盘'],
  // The columns of a security group rule.
  ['authorization object', 'authorized object', '授权对象'],
  ['port range', '端口范围'],
  ['protocol type', '协议类型'],
  ['priority', '优先级'],
];

const latin = /^[a-z0-9 ]+$/;
const PATTERNS = PHRASES.flatMap((group) =>
  group
    .map((word) => ({
      canonical: group[0],
      pattern: new RegExp(latin.test(word) ? `(?<![a-z0-9])${word}(?![a-z0-9])` : word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'),
      length: word.length,
    }))
).sort((a, b) => b.length - a.length);

/** The label with every known phrase replaced by its canonical form (input normalized). */
export function canonical(normalized: string): string {
  let out = normalized;
  for (const { canonical: c, pattern } of PATTERNS) out = out.replace(pattern, ` ${c} `);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The words a doc and a console use for one kind of resource, first the canonical one: a step that works on a
 * "存储空间" (a bucket) is looked for on the console's **Bucket列表** page. Used only to name what a step works on,
 * never to compare control labels (an entry "存储空间" is not the entry "Bucket列表" renamed).
 */
const KINDS: string[][] = [
  // Kinds whose words PHRASES already joins (instance / 实例, security group / 安全组, vswitch / 交换机) are not repeated.
  ['bucket', '存储空间'],
  ['domain name', '域名'],
  ['key', '密钥'],
];
const KIND_PATTERNS = KINDS.flatMap((group) => group.slice(1).map((word) => ({ canonical: group[0], word }))).sort((a, b) => b.word.length - a.word.length);

/** The text with every resource-kind word in its canonical form (input normalized). */
export function kindWords(normalized: string): string {
  let out = canonical(normalized);
  for (const { canonical: c, word } of KIND_PATTERNS) out = out.split(word).join(` ${c} `);
  return out.replace(/\s+/g, ' ').trim();
}

/** Verbs a console's action buttons begin with, in English and Chinese. */
const ACTION_VERBS = new Set([
  'activate', 'add', 'allocate', 'apply', 'associate', 'attach', 'authorize', 'bind', 'buy', 'cancel', 'change', 'clear',
  'close', 'configure', 'confirm', 'copy', 'create', 'deactivate', 'delete', 'deploy', 'detach', 'disable', 'disassociate',
  'download', 'edit', 'enable', 'export', 'grant', 'import', 'install', 'modify', 'mount', 'move', 'new', 'ok', 'pay',
  'prefetch', 'publish', 'purchase', 'purge', 'reboot', 'refresh', 'release', 'remove', 'renew', 'reset', 'resize',
  'restart', 'restore', 'resume', 'revoke', 'roll', 'rollback', 'run', 'save', 'schedule', 'set', 'start', 'stop',
  'submit', 'suspend', 'terminate', 'unbind', 'uninstall', 'unmount', 'update', 'upgrade', 'upload', 'yes',
]);
const ACTION_VERBS_ZH = /^(?:确定|确认|是|提交|申请|保存|应用|删除|释放|移除|停止|启动|重启|创建|新建|添加|禁用|启用|开启|关闭|绑定|解绑|挂载|卸载|修改|编辑|重置|回滚|购买|续费|升级|降配|取消|导入|导出|复制|发布|撤销|授权|刷新|预热|立即|开通|恢复|暂停|设置|配置|下载|上传)/;

/** Whether a button label reads as an action ("Disable", "Delete Role", "删除角色"), not a place or a thing ("Inbound"). */
export function readsAsAction(label: string): boolean {
  const text = label.normalize('NFKC').trim().toLowerCase();
  if (ACTION_VERBS_ZH.test(text)) return true;
  const first = text.split(/[^a-z]+/).find(Boolean);
  return first !== undefined && ACTION_VERBS.has(first);
}
