import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import {
  allowedAddresses,
  literalAddress,
  outboundTarget,
  type OutboundAllowance,
  type OutboundRefusal,
} from './address';

// The one way the server calls an address a user supplied (decision 062). The URL is checked
// first (address.ts); then request-filtering-agent checks every address the host resolves to as
// the socket connects, so a name that answered a public address when it was saved and answers
// 169.254.169.254 now (DNS rebinding) is still refused. Nothing is followed: a redirect is a
// failure, as are a slow peer and a long answer, since only the status is wanted.

export type OutboundFailure = OutboundRefusal | 'redirect' | 'timeout' | 'too-large' | 'network';

const PERMANENT: ReadonlySet<OutboundFailure> = new Set([
  'malformed',
  'scheme',
  'credentials',
  'address',
  'redirect',
]);

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }

  /** Asking the same address again cannot succeed: it is refused, or it sends the caller away. */
  get permanent(): boolean {
    return PERMANENT.has(this.failure);
  }
}

export interface OutboundOptions {
  allowance?: OutboundAllowance;
  /** From asking for the socket to its connection. */
  connectTimeoutMs?: number;
  /** From the start to the last byte of the answer. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  /** The resolver the filter checks; tests give one that answers an internal address. */
  lookup?: LookupFunction;
}

export interface OutboundRequest {
  headers?: Record<string, string>;
  body?: Uint8Array;
}

export interface OutboundClient {
  /** POSTs and answers the status of a response that is not a redirect; else OutboundError. */
  post(url: string, request?: OutboundRequest): Promise<{ status: number }>;
}

const CONNECT_TIMEOUT_MS = 3_000;
const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

/** The filter's refusals carry no code; its message (stable across 3.x) says "is not allowed". */
function failureOf(error: unknown): OutboundError {
  if (error instanceof OutboundError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/ is not allowed\b/.test(message)) return new OutboundError('address', message);
  return new OutboundError('network', message);
}

function withLength(headers: Record<string, string>, length: number): Record<string, string> {
  const named = Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  return named ? headers : { ...headers, 'content-length': String(length) };
}

export function outboundClient(options: OutboundOptions = {}): OutboundClient {
  const allowance = options.allowance ?? {};
  const filter = { allowIPAddressList: allowedAddresses(allowance) };
  const agents = {
    'https:': new RequestFilteringHttpsAgent(filter),
    'http:': new RequestFilteringHttpAgent(filter),
  };
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;

  function post(raw: string, request: OutboundRequest = {}): Promise<{ status: number }> {
    const target = outboundTarget(raw, allowance);
    if ('refused' in target) {
      return Promise.reject(new OutboundError(target.refused, `outbound address refused`));
    }
    const { url } = target;
    const body = request.body ?? new Uint8Array(0);
    const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
    const send = protocol === 'https:' ? httpsRequest : httpRequest;

    return new Promise((resolve, reject) => {
      const timers: NodeJS.Timeout[] = [];
      let settled = false;
      const finish = (outcome: { status: number } | OutboundError) => {
        if (settled) return;
        settled = true;
        timers.forEach(clearTimeout);
        if (outcome instanceof OutboundError) {
          // Declared below: every caller is an event or a timer, which run after it is.
          outgoing.destroy();
          reject(outcome);
        } else {
          resolve(outcome);
        }
      };
      const outgoing: ClientRequest = send(
        {
          agent: agents[protocol],
          protocol,
          hostname: literalAddress(url.hostname) ?? url.hostname,
          port: url.port === '' ? undefined : Number(url.port),
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: withLength(request.headers ?? {}, body.byteLength),
          lookup: options.lookup,
        },
        (response: IncomingMessage) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            finish(new OutboundError('redirect', `answered ${status}, not followed`));
            return;
          }
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (size > maxBytes)
              finish(new OutboundError('too-large', `answer over ${maxBytes} bytes`));
          });
          response.on('end', () => finish({ status }));
          response.on('error', (error) => finish(failureOf(error)));
        },
      );
      timers.push(
        setTimeout(
          () => finish(new OutboundError('timeout', `no answer in ${timeoutMs} ms`)),
          timeoutMs,
        ),
      );
      outgoing.on('socket', (socket: Socket) => {
        if (!socket.connecting) return;
        const connect = setTimeout(
          () => finish(new OutboundError('timeout', `no connection in ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
        timers.push(connect);
        socket.once('connect', () => clearTimeout(connect));
      });
      outgoing.on('error', (error) => finish(failureOf(error)));
      outgoing.end(body);
    });
  }

  return { post };
}
