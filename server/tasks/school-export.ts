import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../core/env';
import { openDatabase, type Db } from '../domains/db';

import { csvOf, schoolSheets, workbookOf } from '../domains/exports';

// `npm run school:export -- --school <id> --from YYYY-MM-DD --to YYYY-MM-DD --out <dir>`
// (decision 074): the console's export as files in a folder: the workbook and one CSV per sheet.
// Works on the PGlite data directory (stop the server first) and on DATABASE_URL.

/** Writes the export into `out`; answers the names of the files written. */
export async function exportSchool(
  db: Db,
  unitId: number,
  from: string,
  to: string,
  out: string,
): Promise<string[]> {
  const sheets = await schoolSheets(db, unitId, from, to);
  await mkdir(out, { recursive: true });
  const workbook = `canteen-${unitId}-${from}-${to}.xlsx`;
  await writeFile(join(out, workbook), await workbookOf(sheets));
  for (const sheet of sheets) await writeFile(join(out, `${sheet.name}.csv`), csvOf(sheet));
  return [workbook, ...sheets.map((sheet) => `${sheet.name}.csv`)];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      school: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const unitId = Number(values.school);
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (
    !Number.isInteger(unitId) ||
    unitId < 1 ||
    !date.test(values.from ?? '') ||
    !date.test(values.to ?? '') ||
    !values.out
  ) {
    console.error(
      'usage: npm run school:export -- --school <id> --from YYYY-MM-DD --to YYYY-MM-DD --out <dir>',
    );
    return 2;
  }
  const database = await openDatabase(configFromEnv());
  try {
    const written = await exportSchool(database.db, unitId, values.from!, values.to!, values.out);
    for (const name of written) console.log(join(values.out, name));
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module)
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
