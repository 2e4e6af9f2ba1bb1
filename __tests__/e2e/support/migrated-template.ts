// Run by tsx from the browser tests' global setup (support/databaseTemplate.ts): opens an
// embedded database in the given directory, which migrates it, and closes it again.
import { openDatabase } from '../../../server/domains/db';

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: tsx migrated-template.ts <data dir>');
  const database = await openDatabase({ dataDir });
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
