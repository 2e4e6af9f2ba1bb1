import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import {
  allowedAddresses,
  literalAddress,
  outboundTarget,
  type OutboundAllowance,
} from './address';
import { OutboundError, type OutboundOptions } from './client';

// The guarded client's rules (decision 062) for calls whose answer is read: a sign-in provider's
// token and user endpoints (decision 069). It answers as `fetch` does, so a library that takes a
// fetch (openid-client) is given this one; a redirect is still a failure, never followed.

const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

export type GuardedFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** The connect-time filter alone, for an SDK that takes an `http.Agent` (Tencent Cloud's). */
export function outboundAgent(protocol: 'http:' | 'https:', allowance: OutboundAllowance = {}) {
  const filter = { allowIPAddressList: allowedAddresses(allowance) };
  return protocol === 'https:'
    ? new RequestFilteringHttpsAgent(filter)
    : new RequestFilteringHttpAgent(filter);
}

async function bodyOf(body: RequestInit['body']): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  return Buffer.from(await new Response(body).arrayBuffer());
}

export function guardedFetch(options: OutboundOptions = {}): GuardedFetch {
  const allowance = options.allowance ?? {};
  const agents = {
    'https:': outboundAgent('https:', allowance),
    'http:': outboundAgent('http:', allowance),
  };
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;

  return async (input, init = {}) => {
    const target = outboundTarget(String(input), allowance);
    if ('refused' in target) throw new OutboundError(target.refused, 'outbound address refused');
    const { url } = target;
    const body = await bodyOf(init.body);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    if (body.byteLength > 0) headers['content-length'] = String(body.byteLength);
    const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
    const send = protocol === 'https:' ? httpsRequest : httpRequest;

    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(
        {
          agent: agents[protocol],
          protocol,
          hostname: literalAddress(url.hostname) ?? url.hostname,
          port: url.port === '' ? undefined : Number(url.port),
          path: `${url.pathname}${url.search}`,
          method: init.method ?? 'GET',
          headers,
          lookup: options.lookup,
          timeout: timeoutMs,
        },
        (response: IncomingMessage) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            outgoing.destroy();
            reject(new OutboundError('redirect', `answered ${status}, not followed`));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (size > maxBytes) {
              outgoing.destroy();
              reject(new OutboundError('too-large', `answer over ${maxBytes} bytes`));
            } else chunks.push(chunk);
          });
          response.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === 'string') answer.set(name, value);
            const empty = status === 204 || status === 205;
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }),
            );
          });
          response.on('error', (error) => reject(new OutboundError('network', error.message)));
        },
      );
      const timer = setTimeout(() => {
        outgoing.destroy();
        reject(new OutboundError('timeout', `no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      outgoing.on('close', () => clearTimeout(timer));
      outgoing.on('error', (error) => {
        const refused = / is not allowed\b/.test(error.message);
        reject(new OutboundError(refused ? 'address' : 'network', error.message));
      });
      outgoing.end(body);
    });
  };
}
