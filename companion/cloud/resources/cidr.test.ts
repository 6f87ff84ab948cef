import { expect, test } from 'vitest';
import { freeSubnet } from './cidr';

test('freeSubnet picks the first /24 of the VPC that no vSwitch overlaps', () => {
  expect(freeSubnet('192.168.0.0/16', [])).toBe('192.168.0.0/24');
  expect(freeSubnet('192.168.0.0/16', ['192.168.0.0/24', '192.168.1.0/25'])).toBe('192.168.2.0/24');
  expect(freeSubnet('172.16.0.0/12', ['172.16.0.0/20'])).toBe('172.16.16.0/24');
  expect(freeSubnet('10.0.0.0/28', [])).toBe('10.0.0.0/28');
  expect(() => freeSubnet('10.0.0.0/24', ['10.0.0.0/24'])).toThrow(/No free \/24 block left/);
});
