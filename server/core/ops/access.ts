import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Who may read /metrics (decision 034): a listed address or range (the socket's, or the client's
// as a listed proxy reports it, decision 019), or anyone presenting the configured bearer token.

function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!address || isIP(address) === 0) throw new Error(`METRICS_ALLOW: "${entry}" is no address`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsAccess(allow: string[], token: string | undefined) {
  const list = addressList(allow);
  return (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (token && header?.startsWith('Bearer ') && sameToken(header.slice(7), token)) return true;
    const address = plain(request.ip);
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isIP(address) !== 0 && list.check(address, family);
  };
}
