import { configFromEnv } from '../core/env';
import { openDatabase } from '../domains/db';
import { createServices } from '../services';

// `npm run retention` (decision 074): the daily retention job once, by hand: anonymises leavers
// whose school's retention period has passed and finishes account closures with nothing left to
// refund. Idempotent; prints what it did.

async function main(): Promise<number> {
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const { retention } = createServices(database.db, config, {
      info: (details, message) => console.log(message, JSON.stringify(details)),
      warn: (details, message) => console.warn(message, JSON.stringify(details)),
    });
    await retention.run();
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
