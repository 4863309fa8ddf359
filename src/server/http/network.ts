import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as limits count it: an IPv4 address is its own network,
 * an IPv6 address counts as its /64. One IPv6 host (a home line, a phone, a cloud machine) is
 * usually given a whole /64 and may use any address in it, so counting single IPv6 addresses
 * would give it 2^64 fresh budgets. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is read as
 * the IPv4 address it is.
 */
export function networkOf(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hexadecimal without leading zeros. */
function ipv6Groups(address: string): string[] {
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
