import ExcelJS from 'exceljs';
import { parseCsv } from '@/server/domains/console';
import { csvOf, workbookOf } from '@/server/domains/exports';

// Decision 074: how a sheet is written. A name a family typed cannot become a spreadsheet formula
// (CSV injection), money is exact in both formats, and the totals row sums what is above it.

const sheet = {
  name: 'orders',
  columns: [
    { key: 'child', header: 'Child', kind: 'text' as const },
    { key: 'date', header: 'Date', kind: 'date' as const },
    { key: 'amount', header: 'Amount', kind: 'money' as const },
  ],
  rows: [
    { child: '=HYPERLINK("http://evil.example","点我")', date: '2026-03-16', amount: 1999 },
    { child: '+1 ,"quoted"\nline', date: '2026-03-17', amount: -7 },
    { child: '@SUM(A1)', date: '2026-03-18', amount: 1 },
  ],
};

describe('sheet files', () => {
  it('writes a cell that would start a formula as text, in CSV', () => {
    const records = parseCsv(csvOf(sheet)).map((record) => record.cells);
    expect(records[1]![0]).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(records[2]![0]).toBe('\'+1 ,"quoted"\nline');
    expect(records[3]![0]).toBe("'@SUM(A1)");
    expect(records.map((record) => record[2])).toEqual([
      'Amount',
      '19.99',
      '-0.07',
      '0.01',
      '19.93',
    ]);
    expect(records[4]![0]).toBe('Total');
  });

  it('writes text as text in XLSX, never as a formula, and money as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await workbookOf([sheet])) as unknown as ArrayBuffer);
    const worksheet = workbook.getWorksheet('orders')!;
    const first = worksheet.getRow(2).getCell(1);
    expect(first.type).toBe(ExcelJS.ValueType.String);
    expect(first.value).toBe('=HYPERLINK("http://evil.example","点我")');
    expect(worksheet.getRow(2).getCell(2).value).toEqual(new Date('2026-03-16T00:00:00Z'));
    expect(worksheet.getRow(5).getCell(3).value).toBeCloseTo(19.93, 10);
  });
});
