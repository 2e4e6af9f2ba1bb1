'use client';

import { format } from '@/lib/i18n';
import { servingMessages } from '@/lib/i18n/areas/serving';
import styles from '../parts/console.module.css';
import serving from '../parts/serving.module.css';
import { tableCsv, type ReportTable } from './tables';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A chart's numbers as a table, with its CSV; it scrolls sideways on a phone, never squeezes. */
export function DataTable({ table, fileName }: { table: ReportTable; fileName: string }) {
  const w = servingMessages().waste;
  return (
    <div className={serving.tableBlock}>
      {/* Focusable so a keyboard can scroll a table wider than the phone (axe: scrollable region). */}
      <div className={serving.scroll} tabIndex={0}>
        <table className={`${styles.table} ${serving.nowrapHead}`}>
          <caption className={serving.caption}>{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column} scope="col" className={index > 0 ? styles.number : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>{w.empty}</td>
              </tr>
            ) : (
              table.rows.map((row, rowIndex) => (
                <tr key={`${String(row[0])}-${rowIndex}`}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className={serving.name}>
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className={styles.number}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
          {table.total ? (
            <tfoot>
              <tr>
                {table.total.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={styles.number}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <button
        type="button"
        className={`${styles.secondary} ${styles.noPrint}`}
        aria-label={format(w.csvOf, { title: table.title })}
        onClick={() => download(fileName, tableCsv(table))}
      >
        {w.csv}
      </button>
    </div>
  );
}
