import type { ExportFormat } from '../../../lib/contract/exports';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { familyArchive } from './archive';
import { csvZipOf, workbookOf } from './files';
import { schoolSheets } from './school';

export interface ExportFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export function createSchoolExports(db: Db, clock: Clock) {
  /** A school's books for the range as one workbook, or a zip of one CSV per sheet. */
  async function file(
    unitId: number,
    from: string,
    to: string,
    format: ExportFormat,
  ): Promise<ExportFile> {
    const sheets = await schoolSheets(db, unitId, from, to);
    const base = `canteen-${unitId}-${from}-${to}`;
    return format === 'xlsx'
      ? {
          name: `${base}.xlsx`,
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes: await workbookOf(sheets),
        }
      : { name: `${base}-csv.zip`, type: 'application/zip', bytes: csvZipOf(sheets) };
  }

  function archive(accountId: number): Promise<Buffer> {
    return familyArchive(db, accountId, clock.now());
  }

  return { file, archive };
}
export type SchoolExportsService = ReturnType<typeof createSchoolExports>;
