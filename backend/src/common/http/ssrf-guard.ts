import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a server-side fetch must never reach: private, loopback, link-local, shared, reserved, multicast. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** IPv6 addresses that carry an IPv4 one: mapped (::ffff:0:0/96) and the deprecated compatible (::/96). */
const CARRIES_IPV4 = new BlockList();
CARRIES_IPV4.addSubnet('::ffff:0:0', 96, 'ipv6');
CARRIES_IPV4.addSubnet('::', 96, 'ipv6');

/** The IPv4 address inside `::ffff:a.b.c.d` or `::ffff:7f00:1` (URLs write the latter), else null. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address.replace(/^::/, ''))?.[1];
  if (dotted) {
    return dotted;
  }
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) {
    return null;
  }
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * True for an address no server-side fetch may reach. An IPv6 address carrying an IPv4 one is
 * judged as that IPv4 address; one written in a form not read here is refused.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) {
    return true;
  }
  if (family === 6 && CARRIES_IPV4.check(address, 'ipv6')) {
    const inner = embeddedIpv4(address);
    return inner === null || isIP(inner) !== 4 || PRIVATE.check(inner, 'ipv4');
  }
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `url`'s host is in an allow list of `host` or `host:port` entries (FAVICON_ALLOW_HOSTS, PUSH_ALLOW_HOSTS). */
export function isAllowedHost(allowed: ReadonlySet<string>, url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return allowed.has(url.host.toLowerCase()) || allowed.has(host);
}

/** A literal private address in `url` (no name to resolve) that its host's allowance does not cover. */
export function isPrivateLiteral(allowed: ReadonlySet<string>, url: URL): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(literal) !== 0 && !isAllowedHost(allowed, url) && isPrivateAddress(literal);
}

/**
 * A DNS lookup for a connection (`lookup` of http.request or an Agent) that drops private
 * addresses unless `trusted`: checked at connection time, so DNS rebinding cannot slip one in
 * after an earlier check.
 */
export function guardedLookup(trusted: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const usable = addresses.filter((a) => trusted || !isPrivateAddress(a.address));
      if (!usable.length) {
        callback(new Error(`${hostname} resolves to a private address`), '', 0);
        return;
      }
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      } else {
        callback(null, usable[0].address, usable[0].family);
      }
    });
  };
}
