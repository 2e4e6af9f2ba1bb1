import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// Every metric the server exposes, in one place (decision 034). A registry per app rather than
// prom-client's global one, so the test suite's many apps in one process never share counts.
// Other parts of the server count through the small functions below, never through prom-client.

export type NotificationResult = 'accepted' | 'bad_signature' | 'unknown_payment' | 'failed';
export type OutboxKind = 'leave' | 'rating';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'canteen_' });
  const requests = new Counter({
    name: 'canteen_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'canteen_http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const dbTime = new Histogram({
    name: 'canteen_db_query_duration_seconds',
    help: 'Time of each database query, as the driver saw it',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const dbUnavailable = new Counter({
    name: 'canteen_db_unavailable_total',
    help: 'Requests answered 503 because the database could not be reached',
    registers: [registry],
  });
  const shed = new Counter({
    name: 'canteen_requests_shed_total',
    help: 'API requests refused with 503 before any work because the server was overloaded',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'canteen_payment_notifications_total',
    help: "Payment providers' notifications, by channel and what became of them",
    labelNames: ['channel', 'result'] as const,
    registers: [registry],
  });
  const sms = new Counter({
    name: 'canteen_sms_sent_total',
    help: 'SMS handed to the SMS provider, by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const push = new Counter({
    name: 'canteen_push_sent_total',
    help: 'Web Push messages sent, by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const outbox = new Counter({
    name: 'canteen_outbox_deliveries_total',
    help: 'Idempotent leave and rating requests (what the offline outbox sends), by kind and status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const backups = new Counter({
    name: 'canteen_backups_total',
    help: 'Backups the server took itself, by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  return {
    registry,
    /** Prometheus text exposition of everything above. */
    render: () => registry.metrics(),
    contentType: registry.contentType,
    request(method: string, route: string, status: number, seconds: number): void {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    dbQuery(seconds: number): void {
      dbTime.observe(seconds);
    },
    dbUnavailable(): void {
      dbUnavailable.inc();
    },
    requestShed(reason: string): void {
      shed.inc({ reason });
    },
    paymentNotification(channel: string, result: NotificationResult): void {
      notifications.inc({ channel, result });
    },
    smsSent(result: 'sent' | 'failed'): void {
      sms.inc({ result });
    },
    /** For the Web Push sender (issue on reminders): not called yet. */
    pushSent(result: 'sent' | 'failed' | 'gone'): void {
      push.inc({ result });
    },
    outboxDelivery(kind: OutboxKind, status: number): void {
      outbox.inc({ kind, status: String(status) });
    },
    backup(result: 'ok' | 'failed'): void {
      backups.inc({ result });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
