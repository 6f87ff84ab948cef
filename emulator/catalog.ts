// What the cloud sells: regions and zones, instance types and public images. Static data.

export interface Zone {
  id: string;
  en: string;
  zh: string;
}

export interface Region {
  id: string;
  en: string;
  zh: string;
  /** The three characters real resource IDs of the region start with (`i-bp1…` in Hangzhou). */
  idPrefix: string;
  zones: Zone[];
}

function zones(regionId: string, letters: string, en: string, zh: string): Zone[] {
  return [...letters].map((l) => ({
    id: `${regionId}-${l}`,
    en: `${en} Zone ${l.toUpperCase()}`,
    zh: `${zh} 可用区${l.toUpperCase()}`,
  }));
}

export const regions: Region[] = [
  { id: 'cn-hangzhou', en: 'China (Hangzhou)', zh: '华东1（杭州）', idPrefix: 'bp1', zones: zones('cn-hangzhou', 'hijk', 'Hangzhou', '杭州') },
  { id: 'cn-shanghai', en: 'China (Shanghai)', zh: '华东2（上海）', idPrefix: 'uf6', zones: zones('cn-shanghai', 'efgl', 'Shanghai', '上海') },
  { id: 'cn-beijing', en: 'China (Beijing)', zh: '华北2（北京）', idPrefix: '2ze', zones: zones('cn-beijing', 'ghikl', 'Beijing', '北京') },
  { id: 'cn-shenzhen', en: 'China (Shenzhen)', zh: '华南1（深圳）', idPrefix: 'wz9', zones: zones('cn-shenzhen', 'cdef', 'Shenzhen', '深圳') },
  { id: 'ap-southeast-1', en: 'Singapore', zh: '新加坡', idPrefix: 't4n', zones: zones('ap-southeast-1', 'abc', 'Singapore', '新加坡') },
];

export const findRegion = (id: string) => regions.find((r) => r.id === id);

/** `AcceptLanguage` of DescribeRegions/DescribeZones: the real API answers in Chinese unless asked otherwise. */
export const localName = (item: { en: string; zh: string }, acceptLanguage?: string) =>
  acceptLanguage?.toLowerCase().startsWith('en') ? item.en : item.zh;

export interface InstanceType {
  id: string;
  family: string;
  cpu: number;
  memoryGiB: number;
  category: string;
  level: 'EnterpriseLevel' | 'EntryLevel' | 'CreditEntryLevel';
  eni: number;
}

export const instanceTypes: InstanceType[] = [
  { id: 'ecs.g7.large', family: 'ecs.g7', cpu: 2, memoryGiB: 8, category: 'General-purpose', level: 'EnterpriseLevel', eni: 3 },
  { id: 'ecs.g7.xlarge', family: 'ecs.g7', cpu: 4, memoryGiB: 16, category: 'General-purpose', level: 'EnterpriseLevel', eni: 4 },
  { id: 'ecs.g7.2xlarge', family: 'ecs.g7', cpu: 8, memoryGiB: 32, category: 'General-purpose', level: 'EnterpriseLevel', eni: 4 },
  { id: 'ecs.c7.large', family: 'ecs.c7', cpu: 2, memoryGiB: 4, category: 'Compute-optimized', level: 'EnterpriseLevel', eni: 3 },
  { id: 'ecs.c7.xlarge', family: 'ecs.c7', cpu: 4, memoryGiB: 8, category: 'Compute-optimized', level: 'EnterpriseLevel', eni: 4 },
  { id: 'ecs.r7.large', family: 'ecs.r7', cpu: 2, memoryGiB: 16, category: 'Memory-optimized', level: 'EnterpriseLevel', eni: 3 },
  { id: 'ecs.e-c1m1.large', family: 'ecs.e', cpu: 2, memoryGiB: 2, category: 'Shared', level: 'EntryLevel', eni: 2 },
  { id: 'ecs.e-c1m2.large', family: 'ecs.e', cpu: 2, memoryGiB: 4, category: 'Shared', level: 'EntryLevel', eni: 2 },
  { id: 'ecs.t6-c1m1.large', family: 'ecs.t6', cpu: 2, memoryGiB: 2, category: 'Burstable', level: 'CreditEntryLevel', eni: 2 },
  { id: 'ecs.t6-c1m2.large', family: 'ecs.t6', cpu: 2, memoryGiB: 4, category: 'Burstable', level: 'CreditEntryLevel', eni: 2 },
  { id: 'ecs.u1-c1m2.large', family: 'ecs.u1', cpu: 2, memoryGiB: 4, category: 'Universal', level: 'EnterpriseLevel', eni: 2 },
];

export const findInstanceType = (id: string) => instanceTypes.find((t) => t.id === id);

export interface Image {
  id: string;
  name: string;
  /** Chinese OS name, as `OSName` returns it; `osNameEn` is the English one. */
  osName: string;
  osNameEn: string;
  osType: 'linux' | 'windows';
  platform: string;
  family: string;
  sizeGiB: number;
  created: string;
}

/** A public image: its ID is also its name; `os` the Chinese and the English OS name. */
const image = (id: string, os: [string, string], osType: Image['osType'], platform: string, family: string, sizeGiB: number, created: string): Image => ({
  id, name: id, osName: os[0], osNameEn: os[1], osType, platform, family, sizeGiB, created,
});

export const images: Image[] = [
  image('aliyun_3_x64_20G_alibase_20240528.vhd', ['Alibaba Cloud Linux  3.2104 LTS 64位', 'Alibaba Cloud Linux  3.2104 LTS 64 bit'], 'linux', 'Aliyun', 'acs:alibaba_cloud_linux_3_2104_lts_x64', 20, '2024-05-28T06:12:09Z'),
  image('ubuntu_22_04_x64_20G_alibase_20240530.vhd', ['Ubuntu  22.04 64位', 'Ubuntu  22.04 64 bit'], 'linux', 'Ubuntu', 'acs:ubuntu_22_04_x64', 20, '2024-05-30T03:40:51Z'),
  image('ubuntu_20_04_x64_20G_alibase_20240508.vhd', ['Ubuntu  20.04 64位', 'Ubuntu  20.04 64 bit'], 'linux', 'Ubuntu', 'acs:ubuntu_20_04_x64', 20, '2024-05-08T02:10:33Z'),
  image('centos_7_9_x64_20G_alibase_20240628.vhd', ['CentOS  7.9 64位', 'CentOS  7.9 64 bit'], 'linux', 'CentOS', 'acs:centos_7_9_x64', 20, '2024-06-28T07:25:14Z'),
  image('debian_12_6_x64_20G_alibase_20240711.vhd', ['Debian  12.6 64位', 'Debian  12.6 64 bit'], 'linux', 'Debian', 'acs:debian_12_x64', 20, '2024-07-11T09:02:47Z'),
  image('win2022_21H2_x64_dtc_en-us_40G_alibase_20240617.vhd', ['Windows Server  2022 数据中心版 64位英文版', 'Windows Server  2022 Data Center Edition 64bit English Edition'], 'windows', 'Windows Server 2022', 'acs:windows_server_2022_en-us', 40, '2024-06-17T11:31:02Z'),
  image('win2022_21H2_x64_dtc_zh-cn_40G_alibase_20240617.vhd', ['Windows Server  2022 数据中心版 64位中文版', 'Windows Server  2022 Data Center Edition 64bit Chinese Edition'], 'windows', 'Windows Server 2022', 'acs:windows_server_2022_zh-cn', 40, '2024-06-17T11:30:41Z'),
];

export const findImage = (id: string) => images.find((i) => i.id === id);

/** Per-account limits, the real defaults where the cloud documents them. */
export const quotas = { vpcsPerRegion: 10, vSwitchesPerVpc: 150, securityGroupsPerRegion: 100, instancesPerRegion: 500 };
