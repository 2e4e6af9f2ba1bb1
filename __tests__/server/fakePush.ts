import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@/lib/contract/reminder';

// A push service on loopback, as a browser vendor runs one: each device has an endpoint here and
// the keys only the device knows. It decrypts what the server sends with those keys (RFC 8291,
// aes128gcm, through web-push's own `http_ece`), so a test sees exactly what the service worker
// would get. A device marked gone answers 410, as a push service does for an unsubscribed browser;
// one marked failing answers 500, as a push service does when it is having a bad day.

const ece = createRequire(__filename)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What this device received, decrypted. */
  received: PushPayload[];
  /** The push service answers 410 Gone from now on. */
  gone: boolean;
  /** The push service answers 500 until this is cleared. */
  failing: boolean;
}

export interface FakePushService {
  device(name: string): FakeDevice;
  /** Every request's Authorization header (the VAPID signature). */
  authorizations: string[];
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, FakeDevice & { ecdh: ECDH }>();
  const authorizations: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      authorizations.push(String(request.headers.authorization ?? ''));
      if (!device || device.gone) {
        response.writeHead(device ? 410 : 404).end();
        return;
      }
      if (device.failing) {
        response.writeHead(500).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.keys.auth,
      });
      device.received.push(JSON.parse(plain.toString('utf8')) as PushPayload);
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    authorizations,
    device(name) {
      const existing = devices.get(name);
      if (existing) return existing;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device = {
        ecdh,
        endpoint: `http://127.0.0.1:${port}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: ecdh.getPublicKey('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        received: [],
        gone: false,
        failing: false,
      };
      devices.set(name, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
