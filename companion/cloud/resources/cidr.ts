// IPv4 CIDR arithmetic, enough to pick a free vSwitch block inside a VPC.

interface Block {
  base: number;
  bits: number;
}

function parse(cidr: string): Block {
  const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)\/(\d+)$/.exec(cidr.trim());
  if (!m) throw new Error(`"${cidr}" is not an IPv4 CIDR block.`);
  const bits = Number(m[5]);
  const ip = m.slice(1, 5).reduce((acc, octet) => acc * 256 + Number(octet), 0);
  const size = 2 ** (32 - bits);
  return { base: ip - (ip % size), bits };
}

const format = (b: Block) =>
  `${[24, 16, 8, 0].map((shift) => Math.floor(b.base / 2 ** shift) % 256).join('.')}/${b.bits}`;

const overlaps = (a: Block, b: Block) => {
  const [aEnd, bEnd] = [a.base + 2 ** (32 - a.bits), b.base + 2 ** (32 - b.bits)];
  return a.base < bEnd && b.base < aEnd;
};

/** The first /24 (or the whole block, if smaller) of `vpcCidr` that overlaps none of `used`. */
export function freeSubnet(vpcCidr: string, used: string[]): string {
  const vpc = parse(vpcCidr);
  const bits = Math.max(vpc.bits, 24);
  const taken = used.map(parse);
  const count = Math.min(2 ** (bits - vpc.bits), 4096);
  for (let i = 0; i < count; i++) {
    const candidate = { base: vpc.base + i * 2 ** (32 - bits), bits };
    if (!taken.some((t) => overlaps(t, candidate))) return format(candidate);
  }
  throw new Error(`No free /${bits} block left in ${vpcCidr}; give CidrBlock explicitly.`);
}
