import type { LookupFunction } from 'node:net';
import { outboundClient, OutboundError, type OutboundFailure } from '@/server/core/outbound/client';
import { outboundTarget } from '@/server/core/outbound/address';
import { startRecorder, type Recorder } from '../recorder';
import { ATTACKS } from './attacks';

// Decision 062: the guarded outbound client never connects to an internal
// address, whether written as one, hidden in another spelling, or answered by a resolver when the
// socket connects (DNS rebinding); it follows no redirect, waits briefly and reads little.

async function failureOf(promise: Promise<unknown>): Promise<OutboundFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.failure;
    throw error;
  }
  throw new Error('the request was not refused');
}

/** A resolver that answers `addresses` for every name, as a rebinding attacker's DNS does. */
function resolvingTo(...addresses: string[]): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    const answers = addresses.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all) callback(null, answers);
    else callback(null, answers[0]!.address, answers[0]!.family);
  }) as unknown as LookupFunction;
}

let recorder: Recorder;
beforeEach(async () => {
  recorder = await startRecorder();
});
afterEach(() => recorder.close());

describe('the address rules (checked again before every request)', () => {
  it.each(ATTACKS)('refuses %s', (url) => {
    expect(outboundTarget(url)).toHaveProperty('refused');
  });

  it('accepts a push service by name or by public address', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://8.8.8.8/push',
      'https://[2001:4860:4860::8888]/push',
    ]) {
      expect(outboundTarget(url)).toMatchObject({ url: new URL(url) });
    }
  });

  it('lets the demo allowance reach this machine and nothing else internal', () => {
    const allowance = { loopback: true };
    expect(outboundTarget('http://127.0.0.1:9/push', allowance)).toHaveProperty('url');
    expect(outboundTarget('https://[::1]/push', allowance)).toHaveProperty('url');
    for (const url of ['https://10.0.0.5:6443/', 'http://169.254.169.254/', 'http://127.0.0.2/']) {
      expect(outboundTarget(url, allowance)).toEqual({ refused: expect.any(String) });
    }
  });
});

describe('production: no connection to this machine', () => {
  it('refuses loopback written as an address or as localhost, over http and https', async () => {
    const client = outboundClient();
    for (const url of [
      `http://127.0.0.1:${recorder.port}/push`,
      `https://127.0.0.1:${recorder.port}/push`,
      `https://localhost:${recorder.port}/push`,
      `https://[::ffff:127.0.0.1]:${recorder.port}/push`,
      `https://2130706433:${recorder.port}/push`,
    ]) {
      expect(await failureOf(client.post(url))).toMatch(/^(address|scheme)$/);
    }
    expect(recorder.connections).toBe(0);
  });

  it('refuses at connect time a name that resolves to loopback (DNS rebinding)', async () => {
    const url = `https://push.rebind.example:${recorder.port}/push`;
    expect(outboundTarget(url)).toHaveProperty('url');
    for (const answer of [['127.0.0.1'], ['93.184.216.34', '127.0.0.1'], ['::ffff:127.0.0.1']]) {
      const client = outboundClient({ lookup: resolvingTo(...answer) });
      expect(await failureOf(client.post(url))).toBe('address');
    }
    expect(recorder.connections).toBe(0);

    // The same resolver under the demo allowance reaches the recorder: the count can move.
    const demo = outboundClient({
      allowance: { loopback: true },
      lookup: resolvingTo('127.0.0.1'),
    });
    expect(await failureOf(demo.post(url))).toBe('network');
    expect(recorder.connections).toBe(1);
  });
});

describe('under the demo allowance', () => {
  const client = () => outboundClient({ allowance: { loopback: true }, timeoutMs: 300 });

  it('posts and answers the status', async () => {
    const answer = await client().post(`http://127.0.0.1:${recorder.port}/push/a`, {
      headers: { ttl: '60' },
      body: new TextEncoder().encode('hello'),
    });
    expect(answer).toEqual({ status: 201 });
    expect(recorder.requests).toEqual(['POST /push/a']);
  });

  it('does not follow a redirect, even to an address it may reach', async () => {
    const target = await startRecorder();
    const redirecting = await startRecorder((_request, response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${target.port}/push` }).end(),
    );
    try {
      const error = await client()
        .post(`http://127.0.0.1:${redirecting.port}/push`)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutboundError);
      expect(error).toMatchObject({ failure: 'redirect', permanent: true });
      expect(redirecting.connections).toBe(1);
      expect(target.connections).toBe(0);
    } finally {
      await Promise.all([target.close(), redirecting.close()]);
    }
  });

  it('gives up on a peer that does not answer, and on a long answer', async () => {
    const silent = await startRecorder(() => undefined);
    const long = await startRecorder((_request, response) =>
      response.writeHead(200).end(Buffer.alloc(1024 * 1024)),
    );
    try {
      const timeout = await client()
        .post(`http://127.0.0.1:${silent.port}/push`)
        .catch((e: unknown) => e);
      expect(timeout).toMatchObject({ failure: 'timeout', permanent: false });
      expect(await failureOf(client().post(`http://127.0.0.1:${long.port}/push`))).toBe(
        'too-large',
      );
    } finally {
      await Promise.all([silent.close(), long.close()]);
    }
  });
});
