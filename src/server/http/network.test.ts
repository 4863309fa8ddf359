import { describe, expect, it } from 'vitest';
import { networkOf } from './network.ts';

describe('networkOf', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one network, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3:1:2:3:4',
      '2001:db8:85a3:8d3::1%eth0',
      '2001:db8:85a3:8d3::192.0.2.1',
    ]) {
      expect(networkOf(address)).toBe(network);
    }
  });

  it('tells neighbouring /64s apart, and reads the compressed forms at either end', () => {
    expect(networkOf('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(networkOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(networkOf('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('')).toBe('');
  });
});
