import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { orders as ordersTable } from '@/server/domains/schema';
import { parseCsv } from '@/server/domains/console';
import { reconcile } from '@/server/tasks/reconcile';
import { call, createTestApp, type TestApp } from '../helpers';
import { firstChild, consoleTokens, type ConsoleTokens } from '../console/console';
import { unzipped } from './files';
import { paidOrder } from './world';

// Decision 074: a school's books leave the app as XLSX (typed cells, a totals row) and as CSV
// (one file per sheet, UTF-8 with BOM); the ledger's total is the balances the books check sums.

let t: TestApp;
let tokens: ConsoleTokens;
const RANGE = 'from=2025-06-01&to=2026-06-30';

async function schoolOf(token: string): Promise<number> {
  return (await call(t.app, { url: '/api/admin/me', token })).json().data.unitId as number;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  await paidOrder(t.app, tokens.parent, await firstChild(t.app, tokens.parent));
});
afterAll(() => t.close());

describe('school export', () => {
  it('answers an XLSX whose sheets have typed cells and totals equal to the books check', async () => {
    const response = await call(t.app, {
      url: `/api/admin/export?${RANGE}&format=xlsx`,
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'orders',
      'payments',
      'refunds',
      'ledger',
      'production',
    ]);

    const ledger = workbook.getWorksheet('ledger')!;
    const header = ledger.getRow(1).values as unknown[];
    const amountColumn = header.indexOf('Amount (+ credit, - debit)');
    const writtenColumn = header.indexOf('Written');
    const last = ledger.getRow(ledger.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    const rows = ledger.getRows(2, ledger.rowCount - 2)!;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.getCell(writtenColumn).value).toBeInstanceOf(Date);
    expect(typeof rows[0]!.getCell(amountColumn).value).toBe('number');
    expect(rows[0]!.getCell(amountColumn).numFmt).toBe('0.00');
    const total = Math.round(Number(last.getCell(amountColumn).value) * 100);
    const summed = rows.reduce(
      (sum, row) => sum + Math.round(Number(row.getCell(amountColumn).value) * 100),
      0,
    );
    expect(total).toBe(summed);

    const books = await reconcile(t.app.database.db);
    expect(books.ok).toBe(true);
    const unitId = await schoolOf(tokens.admin);
    const balances = books.accounts
      .filter((account) => account.unitId === unitId)
      .reduce((sum, account) => sum + account.balance, 0);
    expect(total).toBe(balances);

    const orders = workbook.getWorksheet('orders')!;
    const exported = orders.getRows(2, orders.rowCount - 2)!;
    const inDb = await t.app.database.db.$count(ordersTable, eq(ordersTable.unitId, unitId));
    expect(exported.length).toBe(inDb);
    const amounts = exported.reduce(
      (sum, row) => sum + Math.round(Number(row.getCell(11).value) * 100),
      0,
    );
    expect(Math.round(Number(orders.getRow(orders.rowCount).getCell(11).value) * 100)).toBe(
      amounts,
    );
    const production = workbook.getWorksheet('production')!;
    expect(production.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(production.getRow(production.rowCount).getCell(1).value).toBe('Total');
  });

  it('answers the same sheets as CSV files with a BOM that parse, money as two decimals', async () => {
    const response = await call(t.app, {
      url: `/api/admin/export?${RANGE}&format=csv`,
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(200);
    const files = unzipped(response);
    expect(Object.keys(files).sort()).toEqual([
      'ledger.csv',
      'orders.csv',
      'payments.csv',
      'production.csv',
      'refunds.csv',
    ]);
    for (const text of Object.values(files)) expect(text.startsWith('\ufeff')).toBe(true);
    const ledger = parseCsv(files['ledger.csv']!).map((record) => record.cells);
    const amount = ledger[0]!.indexOf('Amount (+ credit, - debit)');
    const body = ledger.slice(1, -1);
    expect(body.length).toBeGreaterThan(0);
    for (const row of body) expect(row[amount]).toMatch(/^-?\d+\.\d\d$/);
    const total = ledger[ledger.length - 1]!;
    expect(total[0]).toBe('Total');
    const cents = (value: string) => Number(value.replace('.', ''));
    expect(cents(total[amount]!)).toBe(body.reduce((sum, row) => sum + cents(row[amount]!), 0));
  });

  it('keeps a school’s books from another school’s admin, the kitchen and families', async () => {
    const mine = await call(t.app, { url: `/api/admin/export?${RANGE}`, token: tokens.admin });
    const theirs = await call(t.app, {
      url: `/api/admin/export?${RANGE}`,
      token: tokens.otherAdmin,
    });
    expect(theirs.statusCode).toBe(200);
    const names = async (bytes: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const orders = workbook.getWorksheet('orders')!;
      return orders.getRows(2, orders.rowCount - 2)?.map((row) => row.getCell(1).value) ?? [];
    };
    const own = await names(mine.rawPayload);
    expect(own.length).toBeGreaterThan(0);
    for (const orderNo of await names(theirs.rawPayload)) expect(own).not.toContain(orderNo);
    for (const token of [tokens.kitchen, tokens.parent, tokens.teacher]) {
      const refused = await call(t.app, { url: `/api/admin/export?${RANGE}`, token });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('refuses a range that runs backwards or is longer than one export covers', async () => {
    for (const range of ['from=2026-03-10&to=2026-03-01', 'from=2024-01-01&to=2026-03-01']) {
      const refused = await call(t.app, { url: `/api/admin/export?${range}`, token: tokens.admin });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_INPUT');
    }
  });

  it('writes the file the task writes: a workbook and the CSV files in a folder', async () => {
    const { exportSchool } = await import('@/server/tasks/school-export');
    const { mkdtempSync, readdirSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const out = mkdtempSync(join(tmpdir(), 'canteen-export-'));
    try {
      const unitId = await schoolOf(tokens.admin);
      const written = await exportSchool(
        t.app.database.db,
        unitId,
        '2025-06-01',
        '2026-06-30',
        out,
      );
      expect(readdirSync(out).sort()).toEqual(written.sort());
      expect(written).toContain(`canteen-${unitId}-2025-06-01-2026-06-30.xlsx`);
      expect(written).toContain('ledger.csv');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
