/** One column of an exported sheet: what it holds decides how XLSX and CSV write it. */
export interface Column {
  key: string;
  header: string;
  /** text; a school day (`YYYY-MM-DD`); an instant; fen written as yuan; a count. */
  kind: 'text' | 'date' | 'instant' | 'money' | 'count';
}

export type Cell = string | number | Date | null;

export interface Sheet {
  name: string;
  columns: Column[];
  rows: Record<string, Cell>[];
}

/** The totals row: money and counts summed, the first column says what the row is. */
export function totalsOf(sheet: Sheet): Record<string, Cell> {
  const totals: Record<string, Cell> = {};
  sheet.columns.forEach((column, index) => {
    if (column.kind === 'money' || column.kind === 'count')
      totals[column.key] = sheet.rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
    else totals[column.key] = index === 0 ? 'Total' : null;
  });
  return totals;
}
