import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { ARCHIVE_SCOPE, isMine } from './archiveScope';
import { csvOf, zipOf } from './files';
import type { Cell, Sheet } from './sheets';

// A family's archive (decision 074): one zip holding, for every table in ARCHIVE_SCOPE that has
// rows of the account, the rows as JSON (exact) and as CSV (for a spreadsheet), and a README
// saying what each file holds and what was left out and why.

type Row = Record<string, unknown>;

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'number' ? value : String(value);
}

export async function archiveTables(db: Db, accountId: number): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const [name, entry] of Object.entries(ARCHIVE_SCOPE)) {
    if (!isMine(entry)) continue;
    const result = (await db.execute(
      sql`select * from ${sql.identifier(name)} where ${entry.where(accountId)}`,
    )) as unknown as { rows: Row[] };
    const hidden = new Set(entry.hidden ?? []);
    tables[name] = result.rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column))),
    );
  }
  return tables;
}

function readme(tables: Record<string, Row[]>, madeAt: Date): string {
  const lines = [
    'Canteen: everything this app holds about you and your children',
    `Made ${madeAt.toISOString()}.`,
    '',
    'Each table is given twice: <table>.json (exact values) and <table>.csv (UTF-8, for a',
    'spreadsheet). Money is integer fen (1 yuan = 100 fen). Secrets (password and token hashes,',
    'payment links, push keys) are left out.',
    '',
    'Files:',
  ];
  for (const [name, entry] of Object.entries(ARCHIVE_SCOPE))
    if (isMine(entry)) lines.push(`  ${name}: ${entry.about} (${tables[name]?.length ?? 0} rows)`);
  lines.push('', 'Not in this archive, and why:');
  for (const [name, entry] of Object.entries(ARCHIVE_SCOPE))
    if (!isMine(entry)) lines.push(`  ${name}: ${entry.outOfScope}`);
  return `${lines.join('\n')}\n`;
}

export async function familyArchive(db: Db, accountId: number, madeAt: Date): Promise<Buffer> {
  const tables = await archiveTables(db, accountId);
  const files: Record<string, string> = { 'README.txt': readme(tables, madeAt) };
  for (const [name, rows] of Object.entries(tables)) {
    files[`${name}.json`] = `${JSON.stringify(rows, null, 2)}\n`;
    const columns = Object.keys(rows[0] ?? {});
    const sheet: Sheet = {
      name,
      columns: columns.map((key) => ({ key, header: key, kind: 'text' })),
      rows: rows.map((row) => Object.fromEntries(columns.map((c) => [c, cellOf(row[c])]))),
    };
    files[`${name}.csv`] = csvOf(sheet, false);
  }
  return zipOf(files);
}
