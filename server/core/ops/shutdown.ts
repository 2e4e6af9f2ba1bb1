import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OpsState } from './health';

// Graceful shutdown (decision 034). On SIGTERM: readiness turns 503 so a balancer stops sending,
// and every answer says `Connection: close`. The listener stops taking connections, but the ones
// already taken are not dropped (Node's http close() would drop those whose request has not been
// read yet, which on a busy event loop is many): their requests are read and served. Keep-alive
// connections that have been served and sit idle are closed. Once the last connection ended the
// app closes, and with it the database. Whatever still runs after the drain time is cut, and the
// process exits non-zero so the supervisor notices.

/** How often, while draining, served keep-alive connections that sit idle are closed. */
const SWEEP_MS = 100;

/**
 * Each connection's state: how many requests it delivered, how many are running. Only a
 * connection that has been served and has nothing running is idle; a fresh one has a request
 * on its way.
 */
function trackConnections(app: FastifyInstance) {
  const sockets = new Map<Socket, { served: number; running: number }>();
  app.server.on('connection', (socket: Socket) => {
    sockets.set(socket, { served: 0, running: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.running += 1;
    response.once('close', () => {
      state.running -= 1;
      state.served += 1;
    });
  });
  return {
    closeIdle(): void {
      for (const [socket, state] of sockets)
        if (state.served > 0 && state.running === 0) socket.destroy();
    },
  };
}

/** Extra time after the drain for the database to close before the process gives up on it. */
const CLOSE_GRACE_MS = 5_000;

export interface ShutdownOptions {
  drainMs: number;
  state: OpsState;
  exit?: (code: number) => void;
}

export function gracefulShutdown(
  app: FastifyInstance,
  options: ShutdownOptions,
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  const connections = trackConnections(app);
  const exit = options.exit ?? ((code: number) => process.exit(code));
  return (signal) => {
    if (closing) return closing;
    options.state.draining = true;
    const started = Date.now();
    app.log.info({ signal, drainMs: options.drainMs }, 'shutting down: draining requests');
    let cut = false;
    const drain = setTimeout(() => {
      cut = true;
      app.log.warn(
        { drainMs: options.drainMs },
        'drain time over: closing the remaining connections',
      );
      app.server.closeAllConnections();
    }, options.drainMs);
    const giveUp = setTimeout(() => {
      app.log.error('the database did not close in time: exiting anyway');
      exit(1);
    }, options.drainMs + CLOSE_GRACE_MS);
    giveUp.unref();
    // net.Server's close, not http.Server's: stop listening without dropping accepted sockets.
    const connectionsEnded = new Promise<void>((done) =>
      NetServer.prototype.close.call(app.server, () => done()),
    );
    connections.closeIdle();
    const sweep = setInterval(() => connections.closeIdle(), SWEEP_MS);
    closing = connectionsEnded
      .then(() => {
        clearInterval(sweep);
        return app.close();
      })
      .then(
        () => {
          clearTimeout(drain);
          clearTimeout(giveUp);
          app.log.info({ ms: Date.now() - started, cut }, 'shut down');
          exit(cut ? 1 : 0);
        },
        (error: unknown) => {
          clearTimeout(drain);
          clearTimeout(giveUp);
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
    return closing;
  };
}

/** SIGTERM (systemd, containers) and SIGINT (Ctrl-C) both drain; a second SIGINT does not wait. */
export function onStopSignals(shutdown: (signal: string) => Promise<void>): void {
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => {
    process.once('SIGINT', () => process.exit(130));
    void shutdown('SIGINT');
  });
}
