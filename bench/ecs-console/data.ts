/** The instances the page lists: deterministic, shaped like the console's (IDs, zones, specs, billing). */
export interface Instance {
  id: string;
  name: string;
  status: 'Running' | 'Stopped' | 'Starting';
  zone: string;
  publicIp: string;
  privateIp: string;
  vcpu: number;
  memory: number;
  type: string;
  billing: 'Pay-as-you-go' | 'Subscription';
  created: string;
  vpc: string;
  vswitch: string;
  image: string;
}

const ZONES = ['Hangzhou Zone H', 'Hangzhou Zone I', 'Hangzhou Zone J', 'Hangzhou Zone K'];
const TYPES: [string, number, number][] = [['ecs.g7.large', 2, 8], ['ecs.c7.xlarge', 4, 8], ['ecs.u1-c1m2.large', 2, 4], ['ecs.e-c1m1.large', 2, 2]];
const ROLES = ['web', 'api', 'cache', 'batch', 'db-proxy'];

/** A 20-character ID body from a number, as the console's IDs look (lowercase letters and digits). */
function idBody(n: number): string {
  let x = (n + 1) * 0x9e3779b1;
  let out = '';
  for (let i = 0; i < 20; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out += 'abcdefghijklmnopqrstuvwxyz0123456789'[(x >>> 0) % 36];
  }
  return out;
}

export const INSTANCES: Instance[] = Array.from({ length: 50 }, (_, i) => {
  const [type, vcpu, memory] = TYPES[i % TYPES.length];
  return {
    id: `i-bp1${idBody(i).slice(0, 17)}`,
    name: `${ROLES[i % ROLES.length]}-prod-${String(Math.floor(i / ROLES.length) + 1).padStart(2, '0')}`,
    status: i % 7 === 3 ? 'Stopped' : i % 11 === 5 ? 'Starting' : 'Running',
    zone: ZONES[i % ZONES.length],
    publicIp: i % 3 === 2 ? '' : `47.${96 + (i % 7)}.${(i * 37) % 255}.${(i * 53) % 250}`,
    privateIp: `172.16.${i % 16}.${10 + i}`,
    vcpu,
    memory,
    type,
    billing: i % 4 === 1 ? 'Subscription' : 'Pay-as-you-go',
    created: `2026-${String((i % 9) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')} 10:${String(i % 60).padStart(2, '0')}`,
    vpc: `vpc-bp1${idBody(i + 100).slice(0, 17)}`,
    vswitch: `vsw-bp1${idBody(i + 200).slice(0, 17)}`,
    image: i % 2 ? 'Alibaba Cloud Linux 3.2104 LTS 64-bit' : 'Ubuntu 22.04 64-bit',
  };
});
