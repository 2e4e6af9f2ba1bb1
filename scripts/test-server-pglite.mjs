// The server test files whose subject is the embedded database itself, on PGlite whatever
// DATABASE_URL says. CI runs `npm test` with the server on PostgreSQL and these beside it
// (decision 076); the browser tests run every route against the real server on PGlite.
//
//   npm run test:server:pglite
import { spawnSync } from 'node:child_process';

const FILES = [
  // The data directory takes one process; a database that goes away answers 503.
  '__tests__/server/ops-db-faults.test.ts',
  // A second process on PGlite is the first app again (it owns its directory).
  '__tests__/server/two-processes.test.ts',
  // Backups of the embedded database and their restore.
  '__tests__/server/ops-restore-drill.test.ts',
  // Racing purchases held to one per child by the database's own constraint.
  '__tests__/server/prepayment/once-per-child.test.ts',
  // The data migration of the wallets, run on the embedded database.
  '__tests__/server/ledger/wallet-migration.test.ts',
];

const workers = process.env.JEST_WORKERS ?? '1';
const result = spawnSync(
  'npx',
  ['jest', '--selectProjects', 'server', `--maxWorkers=${workers}`, '--runTestsByPath', ...FILES],
  // An empty DATABASE_URL is unset for the server tests' helpers: PGlite.
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: '' } },
);
process.exit(result.status ?? 1);
