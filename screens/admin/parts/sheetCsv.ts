import type { ProductionSheet } from '@/lib/contract/adminSheet';

export interface SheetCsvLabels {
  grade: string;
  klass: string;
  noClass: string;
  ordinary: string;
  muslim: string;
  leave: string;
  total: string;
  /** The children expected to eat (decision 078). */
  forecast: string;
}

/** A cell as RFC 4180 wants it, and never a formula when a spreadsheet opens it. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The production sheet as CSV (header, one line per class, the totals), CRLF line ends. */
export function sheetCsv(sheet: ProductionSheet, labels: SheetCsvLabels): string {
  const lines: (string | number)[][] = [
    [
      labels.grade,
      labels.klass,
      labels.ordinary,
      labels.muslim,
      labels.total,
      labels.leave,
      labels.forecast,
    ],
    ...sheet.rows.map((row) => [
      row.gradeName,
      row.className || labels.noClass,
      row.ordinary,
      row.muslim,
      row.ordinary + row.muslim,
      row.leave,
      row.forecast,
    ]),
    [
      labels.total,
      '',
      sheet.ordinary,
      sheet.muslim,
      sheet.ordinary + sheet.muslim,
      sheet.leave,
      sheet.forecast,
    ],
  ];
  // A byte-order mark so spreadsheet programs read the Chinese names as UTF-8.
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
