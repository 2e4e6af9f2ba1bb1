import type ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { yuanOf } from '../../../lib/money/fen';
import { totalsOf, type Cell, type Column, type Sheet } from './sheets';

// How the sheets leave the server (decision 074). XLSX keeps each cell's type: school days and
// instants are dates, money is a number of yuan shown with two decimals (fen / 100, exact for
// every integer fen a sheet holds), counts are integers. CSV is one file per sheet, UTF-8 with
// a byte-order mark so Excel opens Chinese names right; money is written from fen as text, so no
// float ever rounds it.

const BOM = '\ufeff';

function xlsxValue(column: Column, value: Cell): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.kind === 'money') return Number(value) / 100;
  if (column.kind === 'date' && typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  return value;
}

export async function workbookOf(sheets: Sheet[]): Promise<Buffer> {
  // Loaded on the first workbook, not with the server: exceljs takes about 0.3 s to load.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Canteen';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.kind === 'text' ? 24 : 16,
      style: {
        numFmt:
          column.kind === 'money'
            ? '0.00'
            : column.kind === 'date'
              ? 'yyyy-mm-dd'
              : column.kind === 'instant'
                ? 'yyyy-mm-dd hh:mm:ss'
                : column.kind === 'count'
                  ? '0'
                  : '@',
      },
    }));
    for (const row of [...sheet.rows, totalsOf(sheet)])
      worksheet.addRow(
        Object.fromEntries(sheet.columns.map((c) => [c.key, xlsxValue(c, row[c.key] ?? null)])),
      );
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(sheet.rows.length + 2).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection): quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvValue(column: Column, value: Cell): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return yuanOf(Number(value));
  if (value instanceof Date) return value.toISOString();
  return csvField(String(value));
}

export function csvOf(sheet: Sheet, totals = true): string {
  const lines = [sheet.columns.map((c) => csvField(c.header)).join(',')];
  for (const row of totals ? [...sheet.rows, totalsOf(sheet)] : sheet.rows)
    lines.push(sheet.columns.map((c) => csvValue(c, row[c.key] ?? null)).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A zip of named files: text as UTF-8, bytes as they are. */
export function zipOf(files: Record<string, string | Uint8Array>): Buffer {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [
      name,
      typeof content === 'string' ? strToU8(content) : content,
    ]),
  );
  return Buffer.from(zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') }));
}

export function csvZipOf(sheets: Sheet[]): Buffer {
  return zipOf(Object.fromEntries(sheets.map((sheet) => [`${sheet.name}.csv`, csvOf(sheet)])));
}
