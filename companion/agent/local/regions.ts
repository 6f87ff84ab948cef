/** Alibaba Cloud regions with the names their consoles show, to read and set the region selector. */
const REGIONS: Record<string, { en: string; zh: string }> = {
  'cn-hangzhou': { en: 'China (Hangzhou)', zh: '华东1（杭州）' },
  'cn-shanghai': { en: 'China (Shanghai)', zh: '华东2（上海）' },
  'cn-beijing': { en: 'China (Beijing)', zh: '华北2（北京）' },
  'cn-shenzhen': { en: 'China (Shenzhen)', zh: '华南1（深圳）' },
  'cn-qingdao': { en: 'China (Qingdao)', zh: '华北1（青岛）' },
  'cn-zhangjiakou': { en: 'China (Zhangjiakou)', zh: '华北3（张家口）' },
  'cn-hongkong': { en: 'China (Hong Kong)', zh: '中国香港' },
  'ap-southeast-1': { en: 'Singapore', zh: '新加坡' },
  'us-west-1': { en: 'US (Silicon Valley)', zh: '美国（硅谷）' },
  'eu-central-1': { en: 'Germany (Frankfurt)', zh: '德国（法兰克福）' },
};

export function regionName(regionId: string, locale: string): string {
  const names = REGIONS[regionId];
  if (!names) return regionId;
  return locale === 'zh-CN' ? names.zh : names.en;
}

/** The region a text names (by id, English or Chinese name), or null. */
export function regionMatches(text: string): string | null {
  const t = text.normalize('NFKC');
  for (const [id, names] of Object.entries(REGIONS)) {
    if (t.includes(id) || t.includes(names.en) || t.includes(names.zh.normalize('NFKC'))) return id;
  }
  return null;
}
