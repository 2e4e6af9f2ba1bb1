import { Client } from 'pg';

/**
 * Runs `work` on a database of its own on the PostgreSQL server `adminUrl` names (a role that
 * may create databases), dropped afterwards whatever happens: the benches never touch the
 * database they are pointed at.
 */
export async function withThrowawayDatabase<T>(
  adminUrl: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
