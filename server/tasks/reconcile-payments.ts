import { configFromEnv } from '../core/env';
import { openDatabase } from '../domains/db';
import { createServices } from '../services';

// Reconciliation (decision 018): `npx tsx server/tasks/reconcile-payments.ts [minutes]` asks each
// payment's provider about payments still Pending after PAYMENT_PENDING_MINUTES (or the given
// minutes) and records what it says: a Paid one pays its order or is credited, never dropped.
// Run it from cron. Stop the server first when it runs on embedded PGlite (one process per
// data directory).

async function main(): Promise<number> {
  const config = configFromEnv();
  const minutes = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  if (minutes !== undefined && !(Number.isFinite(minutes) && minutes >= 0)) {
    console.error('usage: npx tsx server/tasks/reconcile-payments.ts [minutes]');
    return 2;
  }
  const database = await openDatabase(config);
  try {
    const { paymentJobs } = createServices(database.db, config, {
      info: (_details, message) => console.log(message),
      warn: (details, message) => console.warn(message, details),
    });
    const olderThan = minutes === undefined ? config.paymentPendingMs! : minutes * 60_000;
    const { asked, settled } = await paymentJobs.reconcile(olderThan);
    console.log(`asked the provider about ${asked} pending payment(s); ${settled} settled`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
