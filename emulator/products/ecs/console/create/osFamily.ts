import type { Image } from '../types';

/** Public image families in the order the purchase page shows them; each has a label `os.<family>`. */
export const OS_FAMILIES = ['aliyun', 'ubuntu', 'centos', 'debian', 'windows'] as const;

export function osFamilyOf(image: Image): string {
  const s = `${image.ImageId} ${image.OSName ?? ''} ${image.ImageName ?? ''} ${image.Platform ?? ''}`.toLowerCase();
  if (/aliyun|alibaba cloud linux/.test(s)) return 'aliyun';
  if (/ubuntu/.test(s)) return 'ubuntu';
  if (/centos/.test(s)) return 'centos';
  if (/debian/.test(s)) return 'debian';
  if (/win/.test(s)) return 'windows';
  return 'other';
}
