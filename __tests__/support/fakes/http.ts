import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A provider's fake on a free loopback port (decision 069). `down` makes it drop every connection
// before answering, as a provider that is away does; `close` stops it.

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** 127.0.0.1:<port>, as an SDK's endpoint setting takes it. */
  host: string;
  down: boolean;
  close(): Promise<void>;
}

export type FakeHandler = (
  request: IncomingMessage & { body: Buffer },
  response: ServerResponse,
  /** The fake itself, with whatever its module added to it. */
  self: FakeServer,
) => void;

export async function startFake(handler: FakeHandler): Promise<FakeServer> {
  const fake = { down: false } as FakeServer;
  const server = createServer((request, response) => {
    // A kept-alive connection from before going down is dropped too.
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      handler(Object.assign(request, { body: Buffer.concat(chunks) }), response, fake),
    );
  });
  server.on('connection', (socket) => {
    if (fake.down) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.host = `127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
