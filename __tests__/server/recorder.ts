import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A server on loopback that would record every connection made to it (decision 062): a test
// that the outbound guard refuses an address proves it by this count staying 0. It speaks HTTP;
// an https client reaching it still counts as a connection (its TLS handshake then fails).

export interface Recorder {
  port: number;
  /** TCP connections accepted, whatever was sent on them. */
  connections: number;
  /** Requests read, as method and path. */
  requests: string[];
  close(): Promise<void>;
}

export async function startRecorder(
  answer: RequestListener = (_request, response) => response.writeHead(201).end(),
): Promise<Recorder> {
  const sockets = new Set<Socket>();
  const recorder = { port: 0, connections: 0, requests: [] as string[] } as Recorder;
  const server: Server = createServer((request, response) => {
    recorder.requests.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => answer(request, response));
  });
  server.on('connection', (socket: Socket) => {
    recorder.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.port = (server.address() as AddressInfo).port;
  recorder.close = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return recorder;
}
