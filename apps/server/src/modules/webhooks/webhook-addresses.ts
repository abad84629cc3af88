import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach from a public server: whoever may subscribe (an admin, a
 * client) could otherwise aim the server at its own network (a database, a cloud's metadata
 * service) and read the status codes back.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
// ::/96 holds ::, ::1 and the IPv4-compatible form (::10.0.0.1), deprecated and never a public
// receiver. 64:ff9b:1::/48 is NAT64 for a network's own use (RFC 8215): it reaches whatever that
// network translates it to. fec0::/10 (site-local) is deprecated but still routed by some stacks.
for (const [net, prefix] of [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address; a dotted IPv4 tail counts as the last two. */
function groupsOf(address: string): number[] {
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address carries to a gateway that unwraps it: NAT64's well-known
 * prefix (64:ff9b::/96, RFC 6052) and 6to4 (2002::/16, RFC 3056). Through such a gateway
 * 64:ff9b::7f00:1 is 127.0.0.1, so it is judged as that. (::ffff:a.b.c.d, the mapped form, is
 * judged as IPv4 by the BlockList itself.)
 */
function embeddedIpv4(address: string): string | undefined {
  const g = groupsOf(address);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4Of(g[6], g[7]);
  if (g[0] === 0x2002) return ipv4Of(g[1], g[2]);
  return undefined;
}

/** Whether a webhook must not be sent to this address; anything that is not an address is refused too. */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return internal.check(bare, 'ipv4');
  if (family !== 6) return true;
  if (internal.check(bare, 'ipv6')) return true;
  const embedded = embeddedIpv4(bare);
  return embedded !== undefined && internal.check(embedded, 'ipv4');
}
