import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// The rules an address a user supplies must meet before the server calls it (decision 062). They
// run twice: when the address is saved, so an internal one is refused at once, and before every
// request, with the address filter of `client.ts` checking again at connect time whatever a name
// resolves to then. The ranges come from ipaddr.js, the library that filter is built on, so both
// checks call the same addresses public.

export interface OutboundAllowance {
  /**
   * Demo mode only: this machine (127.0.0.1, ::1, `localhost`) over http or https, where the
   * tests' fake push service listens. Every other internal address stays refused.
   */
  loopback?: boolean;
}

export type OutboundRefusal = 'malformed' | 'scheme' | 'credentials' | 'address';

export type OutboundTarget = { url: URL; loopback: boolean } | { refused: OutboundRefusal };

// Single addresses, not ranges: the filter compares them as strings, where a range of the other
// IP version would make it warn on every connection.
const LOOPBACK = ['127.0.0.1', '::1'];

/** The host of a URL as a bare address when it is one (IPv6 without its brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}

/** An address anyone may reach: ipaddr.js's `unicast`, which is everything it names no range for. */
export function isPublicAddress(address: string): boolean {
  return ipaddr.parse(address).range() === 'unicast';
}

/** The URL parser writes addresses canonically (`[0::1]` is `[::1]`), so a string compare holds. */
function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.includes(address);
}

/** The names RFC 6761 reserves for this machine; no resolver is asked. */
function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Parses and checks an outbound address: https (http only to loopback under the allowance), no
 * user or password, and a host that is not an internal address written as one. The WHATWG
 * parser has already turned decimal, hex and short IPv4 forms (`https://2130706433/`) into
 * dotted ones, so only canonical addresses reach the range check.
 */
export function outboundTarget(raw: string, allowance: OutboundAllowance = {}): OutboundTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'malformed' };
  }
  if (url.username !== '' || url.password !== '') return { refused: 'credentials' };
  if (url.hostname === '') return { refused: 'malformed' };
  const address = literalAddress(url.hostname);
  const loopback = address ? isLoopbackAddress(address) : isLoopbackName(url.hostname);
  if (loopback) {
    const scheme = url.protocol === 'https:' || url.protocol === 'http:';
    if (!allowance.loopback) return { refused: 'address' };
    return scheme ? { url, loopback } : { refused: 'scheme' };
  }
  if (url.protocol !== 'https:') return { refused: 'scheme' };
  if (address && !isPublicAddress(address)) return { refused: 'address' };
  return { url, loopback };
}

/** The addresses the connect-time filter lets through under the allowance. */
export function allowedAddresses(allowance: OutboundAllowance): string[] {
  return allowance.loopback ? [...LOOPBACK] : [];
}
