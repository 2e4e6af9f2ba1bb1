'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useProductionSheet } from '@/lib/api/admin';
import type { ProductionSheet } from '@/lib/contract/adminSheet';
import { DiningType } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { dayjs } from '@/lib/i18n/dayjs';
import { serveMessages } from '@/lib/i18n/areas/serve';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { ConsoleFrame } from './parts/ConsoleFrame';
import { forecastText } from './parts/forecastText';
import { sheetCsv } from './parts/sheetCsv';
import { SheetAllergies } from './parts/SheetAllergies';
import cards from './parts/cards.module.css';
import styles from './parts/console.module.css';
import { ServiceFields } from './parts/ServiceFields';

/** /pages/admin/sheet: the kitchen's counts per class and meal kind (decision 047). */
export default function SheetScreen() {
  const query = useRoute('adminSheet').query;
  const [date, setDate] = useState(query.date ?? dayjs().format('YYYY-MM-DD'));
  const [diningType, setDiningType] = useState<DiningType>(query.diningType ?? 'Lunch');
  return (
    <ConsoleFrame current="adminSheet">
      {() => (
        <>
          <div className={`${styles.toolbar} ${styles.noPrint}`}>
            <ServiceFields
              date={date}
              diningType={diningType}
              onDate={setDate}
              onDiningType={setDiningType}
            />
          </div>
          <SheetView date={date} diningType={diningType} />
        </>
      )}
    </ConsoleFrame>
  );
}

function SheetView({ date, diningType }: { date: string; diningType: DiningType }) {
  const sheet = useProductionSheet(date, diningType);
  return (
    <AsyncState isLoading={sheet.isLoading} error={sheet.error} onRetry={() => void sheet.mutate()}>
      {sheet.data ? <SheetTable sheet={sheet.data} /> : null}
      {sheet.data && !sheet.data.dayOff ? (
        <SheetAllergies date={date} diningType={diningType} />
      ) : null}
    </AsyncState>
  );
}

function download(sheet: ProductionSheet, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `sheet-${sheet.date}-${sheet.diningType}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SheetTable({ sheet }: { sheet: ProductionSheet }) {
  const t = consoleMessages();
  const s = t.sheet;
  const caption = format(s.caption, { date: sheet.date, dining: t.dining[sheet.diningType] });
  return (
    <>
      <p className={styles.note} role="status">
        {sheet.dayOff
          ? s.dayOff
          : sheet.final
            ? s.final
            : format(s.notFinal, { time: dayjs(sheet.cutOffAt).format('YYYY-MM-DD HH:mm') })}
      </p>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {s.print}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => download(sheet, sheetCsv(sheet, { ...s }))}
        >
          {s.csv}
        </button>
        <a
          className={styles.secondary}
          href={`#${route('adminLabels', { date: sheet.date, diningType: sheet.diningType })}`}
        >
          {serveMessages().labels.open}
        </a>
      </div>
      <div className={styles.card}>
        <table className={`${styles.table} ${cards.cardsWhenNarrow}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{s.grade}</th>
              <th scope="col">{s.klass}</th>
              <th scope="col" className={styles.number}>
                {s.ordinary}
              </th>
              <th scope="col" className={styles.number}>
                {s.muslim}
              </th>
              <th scope="col" className={styles.number}>
                {s.total}
              </th>
              <th scope="col" className={styles.number}>
                {s.leave}
              </th>
              <th scope="col" className={styles.number}>
                {s.forecast}
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{s.empty}</td>
              </tr>
            ) : (
              sheet.rows.map((row) => (
                <tr key={row.classesId}>
                  <td data-label={s.grade}>{row.gradeName}</td>
                  <th scope="row">{row.className || s.noClass}</th>
                  <td className={styles.number} data-label={s.ordinary}>
                    {row.ordinary}
                  </td>
                  <td className={styles.number} data-label={s.muslim}>
                    {row.muslim}
                  </td>
                  <td className={styles.number} data-label={s.total}>
                    {row.ordinary + row.muslim}
                  </td>
                  <td className={styles.number} data-label={s.leave}>
                    {row.leave}
                  </td>
                  <td className={`${styles.number} ${cards.fullRow}`} data-label={s.forecast}>
                    {row.forecast}
                    <details className={styles.basis}>
                      <summary
                        aria-label={format(s.howComputedOf, {
                          klass: row.className || s.noClass,
                        })}
                      >
                        {s.howComputed}
                      </summary>
                      <p>{forecastText(row, sheet.date, s)}</p>
                    </details>
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {s.total}
              </th>
              <td className={styles.number} data-label={s.ordinary}>
                {sheet.ordinary}
              </td>
              <td className={styles.number} data-label={s.muslim}>
                {sheet.muslim}
              </td>
              <td className={styles.number} data-label={s.total}>
                {sheet.ordinary + sheet.muslim}
              </td>
              <td className={styles.number} data-label={s.leave}>
                {sheet.leave}
              </td>
              <td className={styles.number} data-label={s.forecast}>
                {sheet.forecast}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className={styles.note}>{s.forecastNote}</p>
      </div>
    </>
  );
}
