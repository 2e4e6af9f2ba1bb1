import type { FastifyInstance } from 'fastify';
import type { OpsState } from './health';

// Graceful shutdown (decision 034). On SIGTERM: readiness turns 503 so a balancer stops sending;
// the listener closes and idle keep-alive connections with it; requests in flight run to their
// end (a request still arriving on a busy keep-alive connection is served too, with
// `Connection: close`); then the database closes cleanly. Whatever is still running after the
// drain time is cut, and the process exits non-zero so the supervisor notices.

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
    closing = app.close().then(
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
