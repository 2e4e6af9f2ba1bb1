import { configFromEnv } from '../core/env';
import { openDatabase } from '../domains/db';
import { createServices } from '../services';

// The school's task for offline payment: `npx tsx server/tasks/mark-paid.ts <orderId>` marks an
// UnPay order paid at the counter (ledger rows and state change in one transaction). Stop the
// server first when it runs on embedded PGlite (one process per data directory).

async function main(): Promise<number> {
  const orderId = Number(process.argv[2]);
  if (!Number.isInteger(orderId) || orderId <= 0) {
    console.error('usage: npx tsx server/tasks/mark-paid.ts <orderId>');
    return 2;
  }
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const { payments } = createServices(database.db, config, {
      info: (_details, message) => console.log(message),
      warn: (_details, message) => console.warn(message),
    });
    const done = await database.db.transaction((tx) => payments.markPaidOffline(tx, orderId));
    console.log(
      done
        ? `order ${orderId} marked paid`
        : `order ${orderId} not found or not UnPay: nothing changed`,
    );
    return done ? 0 : 1;
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
