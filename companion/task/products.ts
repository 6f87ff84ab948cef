/** A product a task can be about: where its console lives and how its audit events are named. */
export interface ProductInfo {
  /** English product name as the help center writes it. */
  name: string;
  /** Chinese product name (中文站). */
  nameZh: string;
  /** The real console. */
  consoleUrl: string;
  /** `serviceName` of its ActionTrail events. */
  serviceName: string;
  /** Path of its console on the emulator. */
  emulatorPath: string;
  /** Names docs use for its console ("Log on to the VPC console", "登录专有网络管理控制台"), besides the key. */
  aliases: string[];
}

/** Known products; adding one is adding an entry here (and its console to the emulator). */
export const PRODUCTS = {
  ecs: {
    name: 'Elastic Compute Service',
    nameZh: '云服务器 ECS',
    consoleUrl: 'https://ecs.console.aliyun.com/',
    serviceName: 'Ecs',
    emulatorPath: '/ecs',
    aliases: ['ECS', 'Elastic Compute Service', '云服务器ECS', '云服务器 ECS', '云服务器', '弹性计算'],
  },
  vpc: {
    name: 'Virtual Private Cloud',
    nameZh: '专有网络 VPC',
    consoleUrl: 'https://vpc.console.aliyun.com/',
    serviceName: 'Vpc',
    emulatorPath: '/vpc',
    aliases: ['VPC', 'Virtual Private Cloud', '专有网络VPC', '专有网络 VPC', '专有网络'],
  },
  eip: {
    name: 'Elastic IP Address',
    nameZh: '弹性公网 IP',
    consoleUrl: 'https://vpc.console.aliyun.com/eip/',
    // EIP operations are VPC API calls, and ActionTrail records them under Vpc.
    serviceName: 'Vpc',
    // The emulator's EIP pages are in the VPC console, as the real console's are.
    emulatorPath: '/vpc/eips',
    aliases: ['EIP', 'Elastic IP Address', 'Elastic IP', '弹性公网IP', '弹性公网 IP'],
  },
  nat: {
    name: 'NAT Gateway',
    nameZh: 'NAT网关',
    consoleUrl: 'https://vpc.console.aliyun.com/nat/',
    // NAT gateway operations are VPC API calls, and ActionTrail records them under Vpc.
    serviceName: 'Vpc',
    // The emulator's NAT gateway pages are in the VPC console, as the real console's are.
    emulatorPath: '/vpc/nat-gateways',
    aliases: ['NAT Gateway', 'NAT网关'],
  },
  ram: {
    name: 'Resource Access Management',
    nameZh: '访问控制 RAM',
    consoleUrl: 'https://ram.console.aliyun.com/',
    serviceName: 'Ram',
    emulatorPath: '/ram',
    aliases: ['RAM', 'Resource Access Management', '访问控制RAM', '访问控制 RAM', '访问控制'],
  },
  kms: {
    name: 'Key Management Service',
    nameZh: '密钥管理服务 KMS',
    consoleUrl: 'https://yundun.console.aliyun.com/?p=kms',
    serviceName: 'Kms',
    emulatorPath: '/kms',
    aliases: ['KMS', 'Key Management Service', '密钥管理服务KMS', '密钥管理服务 KMS', '密钥管理服务', 'KMS控制台'],
  },
  oss: {
    name: 'Object Storage Service',
    nameZh: '对象存储 OSS',
    consoleUrl: 'https://oss.console.aliyun.com/',
    serviceName: 'Oss',
    emulatorPath: '/oss',
    aliases: ['OSS', 'Object Storage Service', 'OSS console', '对象存储OSS', '对象存储 OSS', '对象存储', 'OSS管理控制台'],
  },
  rds: {
    name: 'ApsaraDB RDS',
    nameZh: '云数据库 RDS',
    consoleUrl: 'https://rdsnext.console.aliyun.com/',
    serviceName: 'Rds',
    emulatorPath: '/rds',
    aliases: ['RDS', 'ApsaraDB RDS', 'ApsaraDB for RDS', '云数据库RDS', '云数据库 RDS', 'RDS管理'],
  },
  slb: {
    name: 'Server Load Balancer',
    nameZh: '负载均衡 SLB',
    consoleUrl: 'https://slb.console.aliyun.com/',
    serviceName: 'Slb',
    emulatorPath: '/slb',
    aliases: ['SLB', 'CLB', 'Server Load Balancer', 'Classic Load Balancer', '传统型负载均衡', '负载均衡'],
  },
  fc: {
    name: 'Function Compute',
    nameZh: '函数计算',
    consoleUrl: 'https://fcnext.console.aliyun.com/',
    serviceName: 'FC',
    emulatorPath: '/fc',
    aliases: ['Function Compute', 'Function Compute 2.0', 'FC', '函数计算', '函数计算 FC', '函数计算FC'],
  },
  dns: {
    name: 'Alibaba Cloud DNS',
    nameZh: '云解析 DNS',
    consoleUrl: 'https://dns.console.aliyun.com/',
    serviceName: 'Alidns',
    emulatorPath: '/dns',
    aliases: ['Alibaba Cloud DNS', 'Alidns', '云解析DNS', '云解析 DNS', '云解析'],
  },
  cms: {
    name: 'CloudMonitor',
    nameZh: '云监控',
    consoleUrl: 'https://cms.console.aliyun.com/',
    serviceName: 'Cms',
    emulatorPath: '/cms',
    aliases: ['CloudMonitor', 'Cloud Monitor', 'CMS', '云监控'],
  },
  cdn: {
    name: 'Alibaba Cloud CDN',
    nameZh: 'CDN',
    consoleUrl: 'https://cdn.console.aliyun.com/',
    serviceName: 'Cdn',
    emulatorPath: '/cdn',
    aliases: ['Alibaba Cloud CDN', 'CDN', 'CDN console', 'CDN控制台', '内容分发网络'],
  },
  actiontrail: {
    name: 'ActionTrail',
    nameZh: '操作审计',
    consoleUrl: 'https://actiontrail.console.aliyun.com/',
    serviceName: 'Actiontrail',
    emulatorPath: '/actiontrail',
    aliases: ['ActionTrail', 'Action Trail', 'ActionTrail console', '操作审计', '操作审计控制台'],
  },
} satisfies Record<string, ProductInfo>;

export type ProductKey = keyof typeof PRODUCTS;

export const PRODUCT_KEYS = Object.keys(PRODUCTS) as ProductKey[];

export function isProductKey(key: string): key is ProductKey {
  return Object.hasOwn(PRODUCTS, key);
}

// Longest alias first, so "ApsaraDB RDS" wins over "RDS" and "专有网络VPC" over "VPC".
const ALIASES = PRODUCT_KEYS.flatMap((key) =>
  [key, ...PRODUCTS[key].aliases].map((alias) => ({ key, alias: alias.toLowerCase() })),
).sort((a, b) => b.alias.length - a.alias.length);

const NETWORK_TYPE_OF_INSTANCE = /^(?:[- ]?(?:connected|type|network))?\s*instances?\b|^(?:类型|网络)?的?实例/;

/** The text without a network type that qualifies an instance ("stopped VPC instances": stopped instances). */
export const withoutInstanceNetworkType = (text: string): string =>
  text.replace(/\b(?:vpc|classic)(?:[- ]?(?:connected|type|network))?\s*(?=instances?\b)|(?:vpc|专有网络|经典网络)(?:类型|网络)?的?(?=实例)/gi, '');

/** The product a phrase names ("the ECS console", "专有网络管理控制台"), if any. */
export function productFromText(text: string): ProductKey | undefined {
  const lower = text.toLowerCase();
  for (const { key, alias } of ALIASES) {
    const at = lower.indexOf(alias);
    if (at < 0) continue;
    // Latin aliases must stand as words ("vpc" in "vpcs" is fine, "ram" in "program" is not).
    const before = lower[at - 1] ?? ' ';
    if (/^[a-z]/.test(alias) && /[a-z]/.test(before)) continue;
    // A network type before an instance ("stopped VPC instances", "VPC类型实例", "专有网络实例") qualifies an ECS
    // instance: it names no VPC console.
    if (key === 'vpc' && NETWORK_TYPE_OF_INSTANCE.test(lower.slice(at + alias.length))) continue;
    return key;
  }
  return undefined;
}
