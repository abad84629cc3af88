import { lookup } from 'node:dns/promises';
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
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 4 ? internal.check(address, 'ipv4') : family === 6 ? internal.check(address, 'ipv6') : true;
}

/**
 * Why a URL may not receive webhooks here, or undefined when it may. The host is resolved and
 * every address it has must be public; checked when a subscription is saved and again before each
 * delivery, so a name that later points inside is refused then too.
 */
export async function refusedTarget(url: string, allowPrivateNetworks: boolean): Promise<string | undefined> {
  if (allowPrivateNetworks) return undefined;
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return 'The host name does not resolve';
  }
  if (!addresses.length || addresses.some(isInternalAddress)) return 'Must be a public address (not loopback, private or link-local)';
  return undefined;
}
