import {
  openDatabaseWith,
  type Database as DatabaseOf,
  type DatabaseOptions,
  type DbOf,
  type TxOf,
} from '../core/db/database';
import * as schema from './schema';

// The typed database handle every domain uses: core's connection (server/core/db/database.ts)
// opened with the table list of all domains (server/domains/schema.ts).

export type Schema = typeof schema;
/** Either driver: PGlite or node-postgres share this query-builder type. */
export type Db = DbOf<Schema>;
/** A database handle inside a transaction (the same query builder as Db). */
export type Tx = TxOf<Db>;
export type Database = DatabaseOf<Db>;
export type { PgliteFactory, QueryObserver } from '../core/db/database';

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (`memory://` keeps it in memory),
 * and applies the committed migrations.
 */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return openDatabaseWith(schema, options);
}
