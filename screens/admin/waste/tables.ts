import type { WasteReport, WasteRow } from '@/lib/contract/serving';
import { yuanOf } from '@/lib/money/fen';

// The report's tables as plain data: the screen renders them and the CSV is built from the same
// cells, so the numbers on screen, on paper and in the spreadsheet are one set.

export type Cell = string | number;

export interface ReportTable {
  id: 'days' | 'classes' | 'diningTypes' | 'dishes' | 'weeks';
  title: string;
  /** The first column names the row; the others are numbers. */
  columns: string[];
  rows: Cell[][];
  total: Cell[] | null;
}

export interface TableWords {
  totals: string;
  noRating: string;
  columns: {
    ordered: string;
    leave: string;
    collected: string;
    notCollected: string;
    leftoverKg: string;
    wasteYuan: string;
    uncollectedYuan: string;
    date: string;
    klass: string;
    dining: string;
    dish: string;
    meals: string;
    average: string;
    ratings: string;
    week: string;
  };
  tables: Record<ReportTable['id'], string>;
  dining: Record<string, string>;
}

/** Grams as kilograms, exact (at most three decimals): 1250 -> "1.25". */
export function kg(grams: number): string {
  return String(Math.round(grams) / 1000);
}

/** An average rating with one decimal, or the words for none. */
export function rating(average: number | null, none: string): string {
  return average === null ? none : average.toFixed(1);
}

function countCells(row: WasteRow): Cell[] {
  return [
    row.ordered,
    row.leave,
    row.collected,
    row.notCollected,
    kg(row.leftoverGrams),
    yuanOf(row.wasteFen),
    yuanOf(row.uncollectedFen),
  ];
}

export function reportTables(report: WasteReport, words: TableWords): ReportTable[] {
  const c = words.columns;
  const counts = [
    c.ordered,
    c.leave,
    c.collected,
    c.notCollected,
    c.leftoverKg,
    c.wasteYuan,
    c.uncollectedYuan,
  ];
  const total = [words.totals, ...countCells(report.totals)];
  const grouped = (
    id: 'days' | 'classes' | 'diningTypes',
    first: string,
    rows: WasteRow[],
    name: (row: WasteRow) => string,
  ): ReportTable => ({
    id,
    title: words.tables[id],
    columns: [first, ...counts],
    rows: rows.map((row) => [name(row), ...countCells(row)]),
    total,
  });
  return [
    grouped('days', c.date, report.days, (row) => row.key),
    grouped('classes', c.klass, report.classes, (row) => row.label),
    grouped(
      'diningTypes',
      c.dining,
      report.diningTypes,
      (row) => words.dining[row.key] ?? row.label,
    ),
    {
      id: 'dishes',
      title: words.tables.dishes,
      columns: [c.dish, c.meals, c.average, c.ratings, c.leftoverKg],
      rows: report.dishes.map((dish) => [
        dish.dishName,
        dish.meals,
        rating(dish.average, words.noRating),
        dish.ratings,
        kg(dish.leftoverGrams),
      ]),
      total: null,
    },
    {
      id: 'weeks',
      title: words.tables.weeks,
      columns: [c.week, c.average, c.ratings],
      rows: report.weeks.map((week) => [
        week.week,
        rating(week.average, words.noRating),
        week.ratings,
      ]),
      total: null,
    },
  ];
}

/** A cell as RFC 4180 wants it (always quoted), and never a formula when a spreadsheet opens it. */
function csvCell(value: Cell): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A table as CSV: a byte-order mark for Excel, the header, the rows, the total; CRLF ends. */
export function tableCsv(table: ReportTable): string {
  const lines = [table.columns, ...table.rows, ...(table.total ? [table.total] : [])];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
