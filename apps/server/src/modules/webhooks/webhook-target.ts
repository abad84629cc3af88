import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress } from './webhook-addresses';

/** How a host name becomes addresses: the system's resolver; tests give their own. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

const NOT_PUBLIC = 'Must be a public address (not loopback, private or link-local)';
const NOT_RESOLVED = 'The host name does not resolve';

/** The URL's host without IPv6 brackets. The URL parser has already turned 0x7f.1 or 2130706433 into 127.0.0.1. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The host's addresses when every one is public; otherwise why not. */
async function publicAddresses(host: string, resolve: Resolver): Promise<LookupAddress[] | string> {
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    return NOT_RESOLVED;
  }
  if (!addresses.length || addresses.some((a) => isInternalAddress(a.address))) return NOT_PUBLIC;
  return addresses;
}

/**
 * Why a URL may not receive webhooks here, or undefined when it may: the host is resolved and
 * every address it has must be public. Checked when a subscription is saved, so the subscriber
 * hears of it at once; each delivery checks again where it connects (addressLookup).
 */
export async function refusedTarget(url: string, allowPrivateNetworks: boolean, resolve = systemResolver): Promise<string | undefined> {
  if (allowPrivateNetworks) return undefined;
  const checked = await publicAddresses(hostOf(new URL(url)), resolve);
  return typeof checked === 'string' ? checked : undefined;
}

/**
 * Why a delivery may not connect to the address written in its URL. A socket looks up only host
 * names, never an address, so an address in the URL is judged here, before connecting.
 */
export function refusedAddressInUrl(url: URL, allowPrivateNetworks: boolean): string | undefined {
  const host = hostOf(url);
  return !allowPrivateNetworks && isIP(host) && isInternalAddress(host) ? NOT_PUBLIC : undefined;
}

/**
 * The `lookup` of a delivery's socket: it resolves the host once and hands the socket only the
 * addresses it checked. Checking the URL and then letting the HTTP client resolve the name again
 * would leave a gap (DNS rebinding): a name that answers a public address to the check and
 * 127.0.0.1 to the connection would get through. The TLS checks still use the host name.
 */
export function addressLookup(opts: { allowPrivateNetworks: boolean; resolve?: Resolver }): LookupFunction {
  const resolve = opts.resolve ?? systemResolver;
  return (hostname, options, callback) => {
    const found = opts.allowPrivateNetworks ? resolve(hostname).catch(() => NOT_RESOLVED) : publicAddresses(hostname, resolve);
    void found.then((checked) => {
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const usable = typeof checked === 'string' ? [] : checked.filter((a) => !family || a.family === family);
      if (!usable.length) return callback(new Error(typeof checked === 'string' ? checked : NOT_RESOLVED), '');
      if (options.all) callback(null, usable);
      else callback(null, usable[0].address, usable[0].family);
    });
  };
}
