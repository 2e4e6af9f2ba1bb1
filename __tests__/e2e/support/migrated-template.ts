// Run by tsx from the browser tests' global setup (support/databaseTemplate.ts): opens an
// embedded database in the given directory, which migrates it, and closes it again. With
// `--seed-at <ISO instant>` it also seeds the demo school as a server starting then would.
import { openDatabase } from '../../../server/domains/db';
import { offsetClock } from '../../../server/core/clock';
import { seedDemo } from '../../../server/demo/seed';

async function main(): Promise<void> {
  const [dataDir, flag, instant] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: tsx migrated-template.ts <data dir> [--seed-at <instant>]');
  const database = await openDatabase({ dataDir });
  if (flag === '--seed-at') {
    const seconds = (Date.parse(instant ?? '') - Date.now()) / 1000;
    if (!Number.isFinite(seconds)) throw new Error(`--seed-at needs an instant: ${instant}`);
    await seedDemo(database.db, offsetClock(Math.round(seconds)));
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
