import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

type Rows<T> = { rows: T[] };

/** Every `table.column` of the database whose text (or JSON) holds `secret` anywhere. */
export async function whereFound(app: FastifyInstance, secret: string): Promise<string[]> {
  const db = app.database.db;
  const columns = (
    (await db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`,
    )) as unknown as Rows<{ table_name: string; column_name: string }>
  ).rows;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = sql.identifier(column_name);
    const [hit] = (
      (await db.execute(
        sql`select count(*) as n from ${sql.identifier(table_name)}
            where strpos(${column}::text, ${secret}) > 0
               or strpos(${column}::text, ${JSON.stringify(secret).slice(1, -1)}) > 0`,
      )) as unknown as Rows<{ n: string }>
    ).rows;
    if (Number(hit?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}
