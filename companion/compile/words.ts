/**
 * Words as the compiler compares them: an API action's name split into its verb and nouns (`AssociateEipAddress`
 * -> associate + eip, address), a console label split the same way, and the console verbs the help center uses
 * mapped to the verbs of API action names. Everything is lower case and singular.
 */

/** Words that carry no meaning of their own in an action's name or a label. */
const FILLER = new Set(['to', 'from', 'by', 'for', 'the', 'a', 'an', 'of', 'in', 'on', 'with', 'and', 'or', 'attribute', 'attributes', 'config', 'configs', 'info', 'information', 'new', 'your', 'its', 'this', 'that', 'all', 'one', 'or', 'as', 'is', 'are', 'be', 'it', 'you', 'want', 'page', 'console', 'dialog', 'box']);

/** Plural and other endings removed, so "instances" and "instance" compare equal. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || /ss$/.test(w)) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (/ses$/.test(w) && w.length > 5) return w.slice(0, -1);
  if (/s$/.test(w) && !/(?:us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** `AssociateEipAddress` -> ["associate", "eip", "address"]; `DBInstanceId` -> ["db", "instance", "id"]. */
export function splitName(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  // A lone capital is the first letter of the next word (`VSwitch`, `VServerGroup`: vswitch, vserver).
  const joined = words.flatMap((w, i) => (/^[A-Z]$/.test(w) && words[i + 1] ? [] : [/^[A-Z]$/.test(words[i - 1] ?? '') ? `${words[i - 1]}${w}` : w]));
  return joined.map(stem);
}

/** The meaningful words of a phrase in English ("Associate with Resource" -> associate, resource). */
export function wordsOf(text: string): string[] {
  const words = text
    .replace(/AccessKey/g, 'Access Key')
    .replace(/\bE-mail/gi, 'email')
    // An SSO identity provider (IdP) is one word; role-based and user-based SSO are ways to log on, no role or user.
    .replace(/\bIdPs?\b/g, 'idp')
    .replace(/\b(?:role|user)-based\s+SSO\b/gi, 'SSO')
    // A lowercase letter before a capitalized word is one word with it (vSwitch, vServer).
    .replace(/\b([a-z])([A-Z][a-z])/g, (_, a: string, b: string) => `${a}${b.toLowerCase()}`)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w));
  return words.map(stem);
}

/**
 * The console's verbs (as the help center writes them, stemmed) and the verbs of API action names each one may
 * stand for, the verb's own name first. The API verbs are the Alibaba Cloud OpenAPI's: `Create`, `Allocate`,
 * `Put`, `Run`, `Modify`, `Set`, `BatchSet`, `Associate`, `Authorize`, ...
 */
export const CONSOLE_VERBS: Record<string, string[]> = {
  create: ['create', 'put', 'allocate', 'add', 'run', 'import', 'publish', 'authorize', 'tag'],
  add: ['add', 'create', 'put', 'authorize', 'attach', 'allocate', 'batch', 'tag'],
  new: ['create', 'put', 'add'],
  buy: ['create', 'allocate', 'run'],
  purchase: ['create', 'allocate', 'run'],
  apply: ['allocate', 'create'],
  // A released EIP is recovered (reinstated) by allocating it again (AllocateEipAddressPro).
  recover: ['allocate'],
  reinstate: ['allocate'],
  upload: ['put', 'import'],
  import: ['import', 'put'],
  delete: ['delete', 'remove', 'release', 'revoke', 'schedule', 'untag'],
  remove: ['remove', 'delete', 'detach', 'revoke', 'leave', 'untag'],
  release: ['release', 'delete'],
  stop: ['stop', 'set', 'disable'],
  start: ['start', 'enable', 'set'],
  restart: ['reboot', 'restart'],
  reboot: ['reboot', 'restart'],
  modify: ['modify', 'update', 'set', 'put', 'batch', 'reset', 'change'],
  // An instance's purchased configuration is upgraded or downgraded (ModifyPrepayInstanceSpec, ModifyInstanceNetworkSpec).
  upgrade: ['modify'],
  downgrade: ['modify'],
  change: ['modify', 'update', 'set', 'put', 'batch', 'reset', 'change'],
  edit: ['modify', 'update', 'set', 'put', 'batch', 'tag'],
  update: ['update', 'modify', 'set', 'put'],
  set: ['set', 'put', 'modify', 'update', 'batch'],
  configure: ['set', 'put', 'modify', 'update', 'batch', 'create'],
  specify: ['set', 'modify', 'put'],
  reset: ['reset', 'update', 'modify'],
  disable: ['disable', 'stop', 'update', 'set', 'batch'],
  deactivate: ['disable', 'update'],
  enable: ['enable', 'start', 'put', 'set', 'batch'],
  activate: ['enable', 'update'],
  bind: ['associate', 'attach', 'add', 'bind', 'join', 'tag'],
  associate: ['associate', 'attach', 'add'],
  attach: ['attach', 'associate', 'add', 'join'],
  mount: ['attach'],
  join: ['join', 'add'],
  grant: ['grant', 'attach', 'authorize'],
  authorize: ['authorize', 'grant', 'attach'],
  unbind: ['unassociate', 'detach', 'remove', 'leave', 'untag'],
  disassociate: ['unassociate', 'detach'],
  detach: ['detach', 'unassociate', 'remove'],
  unmount: ['detach'],
  leave: ['leave', 'remove'],
  revoke: ['revoke', 'detach', 'remove'],
  refresh: ['refresh'],
  purge: ['refresh'],
  prefetch: ['push'],
  roll: ['reset'],
  rollback: ['reset'],
  schedule: ['schedule'],
  cancel: ['cancel'],
  rename: ['modify', 'update', 'set'],
  copy: ['copy'],
  query: ['lookup', 'describe', 'list', 'get'],
  search: ['lookup', 'describe', 'list', 'get'],
  view: ['describe', 'get', 'list', 'lookup'],
  check: ['describe', 'get', 'list'],
  host: ['put', 'set'],
  save: ['put', 'set', 'modify', 'update', 'create'],
};

/** Chinese console verbs, for labels the catalogue does not translate: the English verb each one is. */
export const CHINESE_VERBS: Array<[string, string]> = [
  ['创建', 'create'], ['新建', 'create'], ['新增', 'add'], ['添加', 'add'], ['购买', 'buy'], ['申请', 'apply'], ['上传', 'upload'],
  ['导入', 'import'], ['删除', 'delete'], ['移除', 'remove'], ['释放', 'release'], ['停止', 'stop'], ['停用', 'disable'],
  ['启动', 'start'], ['启用', 'enable'], ['开启', 'enable'], ['开通', 'enable'], ['关闭', 'disable'], ['禁用', 'disable'],
  ['重启', 'restart'], ['修改', 'modify'], ['更改', 'change'], ['编辑', 'edit'], ['变更', 'change'], ['设置', 'set'],
  ['配置', 'configure'], ['重置', 'reset'], ['绑定', 'bind'], ['关联', 'associate'], ['挂载', 'attach'], ['加入', 'join'], ['移出', 'leave'],
  ['授权', 'grant'], ['解绑', 'unbind'], ['解除', 'unbind'], ['卸载', 'detach'], ['刷新', 'refresh'], ['预热', 'prefetch'],
  ['回滚', 'roll'], ['查询', 'query'], ['搜索', 'search'], ['查看', 'view'], ['取消', 'cancel'],
  // Nouns the help center writes that the consoles' labels do not hold; words that say nothing of what (属性, 信息).
  ['属性', 'attribute'], ['信息', 'information'],
  ['访问密钥', 'AccessKey'], ['用户组', 'user group'], ['云服务器', 'instance'], ['实例', 'instance'], ['弹性公网IP', 'EIP'], ['安全组规则', 'security group rule'],
  ['别名', 'alias'], ['操作记录', 'operation record'], ['历史事件', 'event history'], ['文件夹', 'folder'], ['目录', 'directory'], ['生命周期', 'lifecycle'], ['静态网站', 'static website'], ['版本控制', 'versioning'], ['版本', 'version'],
  ['历史EIP', 'released EIP'], ['连续EIP', 'continuous EIP'], ['指定IP', 'specific IP'],
  ['报警联系人', 'alert contact'], ['报警联系组', 'alert contact group'], ['联系组', 'contact group'], ['联系人组', 'contact group'], ['联系人', 'contact'], ['报警规则', 'alert rule'], ['应用分组', 'application group'], ['报警模板', 'alert template'], ['账号', 'account'], ['密码', 'password'],
  ['虚拟服务器组', 'vserver group'], ['主备服务器组', 'primary/secondary server group'], ['默认服务器组', 'default server group'], ['后端服务器', 'backend server'], ['默认', 'default'], ['服务器', 'server'], ['监听', 'listener'], ['域名', 'domain name'], ['解析记录', 'record'], ['记录', 'record'], ['权重', 'weight'],
  ['密码强度', 'password policy'], ['密码规则', 'password policy'], ['规则', 'rule'], ['资源', 'resource'], ['缓存', 'cache'], ['触发器', 'trigger'], ['函数', 'function'], ['快照', 'snapshot'], ['云盘', 'disk'], ['磁盘', 'disk'], ['密钥对', 'key pair'], ['密钥', 'key'], ['跟踪', 'trail'],
];

/**
 * Nouns of API action names that the console writes with other words, as the consoles name them: an EIP is an
 * `EipAddress`, a CLB instance a `LoadBalancer`, a folder or a file an OSS `Object`, an alert rule a `MetricRule`,
 * a logon password a `LoginProfile`, a rule of a security group what `Authorize` adds.
 */
export const NOUN_SYNONYMS: Record<string, string[]> = {
  object: ['folder', 'directory', 'file', 'object', 'url', 'resource'],
  cache: ['cache', 'purge', 'prefetch', 'url'],
  load: ['clb', 'slb', 'instance', 'balancer'],
  balancer: ['clb', 'slb', 'instance', 'load'],
  metric: ['alert', 'alarm'],
  rule: ['rule'],
  // A CNAME (an A record, an MX record) is a DNS record of that type.
  record: ['record', 'cname'],
  // An identity provider of SSO is what IMS calls a SAML provider (IdP, 身份提供商 in the console).
  provider: ['provider', 'idp'],
  saml: ['saml', 'idp', 'sso'],
  sso: ['sso'],
  login: ['logon', 'password', 'login'],
  profile: ['password', 'logon'],
  eip: ['eip', 'elastic'],
  address: ['eip', 'ip'],
  // AllocateEipAddressPro gives a specific (released) EIP back; AllocateEipSegmentAddress makes a contiguous EIP group.
  pro: ['released', 'specific', 'recover', 'reinstate'],
  segment: ['continuous', 'contiguous', 'segment'],
  // ActionTrail records operations as events and lists them as their history.
  lookup: ['event', 'operation', 'history'],
  event: ['event', 'operation', 'history'],
  maintain: ['maintenance'],
  time: ['window'],
  cdn: ['cdn', 'accelerate', 'acceleration'],
  domain: ['domain'],
  vserver: ['vserver'],
  // A MasterSlaveServerGroup is what the consoles call a primary/secondary (earlier: active/standby) server group.
  master: ['primary', 'active', 'master'],
  slave: ['secondary', 'standby', 'slave'],
  // A CLB's own backend servers (`AddBackendServers`, no group) are what the console calls its default server group.
  backend: ['backend', 'default'],
  server: ['server'],
  acl: ['acl', 'permission'],
  website: ['website', 'static', 'hosting'],
  db: ['rds', 'database', 'db'],
  dbinstance: ['rds'],
  key: ['key', 'cmk'],
  contact: ['contact'],
  access: ['access'],
  status: ['start', 'stop', 'enable', 'disable', 'status', 'state'],
  // What ECS's Modify…Spec actions change: a subscription (prepaid) instance's type or configuration, its bandwidth.
  prepay: ['prepay', 'prepaid', 'subscription'],
  spec: ['spec', 'specification', 'type', 'configuration'],
  network: ['network', 'bandwidth'],
  // Alibaba Cloud DNS calls weighted round robin among a subdomain's records DNS SLB (`SetDNSSLBStatus`).
  dnsslb: ['dnsslb', 'weight', 'weighted'],
};

/** API verbs whose object is a rule: `AuthorizeSecurityGroup` adds a rule to a security group. */
export const IMPLIED_NOUNS: Record<string, string[]> = {
  authorize: ['rule'],
  revoke: ['rule'],
  lookup: ['event'],
  batch: ['configuration'],
};

/** Words that end a title's object: "Create an AccessKey pair *for* a RAM user". */
export const PREPOSITIONS = new Set(['for', 'to', 'from', 'with', 'in', 'on', 'of', 'by', 'into', 'at', 'through', 'using', 'via', 'and', 'under', 'below', 'within', 'that', 'which']);

/** The object of a title's verb: the words after its first console verb, up to a preposition ("ram user group"). */
export function objectOf(title: string): string[] {
  const raw = title.replace(/AccessKey/g, 'Access Key').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const at = raw.findIndex((w) => CONSOLE_VERBS[stem(w)]);
  if (at < 0) return [];
  const out: string[] = [];
  for (const w of raw.slice(at + 1)) {
    if (PREPOSITIONS.has(w)) break;
    if (CONSOLE_VERBS[stem(w)] && out.length) break;
    out.push(...wordsOf(w));
  }
  return out;
}
