'use client';

import { useMemo } from 'react';
import type { WasteReport } from '@/lib/contract/serving';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { servingMessages } from '@/lib/i18n/areas/serving';
import { yuanOf } from '@/lib/money/fen';
import styles from '../parts/console.module.css';
import serving from '../parts/serving.module.css';
import { ChartFigure } from './ChartFigure';
import type { ChartSpec } from './chartSpec';
import { DataTable } from './DataTable';
import { kg, reportTables, type ReportTable } from './tables';

interface Section {
  table: ReportTable;
  charts: { caption: string; description: string; spec: ChartSpec }[];
}

/** The totals, then per day, class, dining type, dish and week: each chart above its table. */
export function Report({ report }: { report: WasteReport }) {
  const t = consoleMessages();
  const w = servingMessages().waste;
  const c = w.columns;
  const sections = useMemo<Section[]>(() => {
    const tables = reportTables(report, { ...w, dining: t.dining });
    const byId = (id: ReportTable['id']) => tables.find((table) => table.id === id) as ReportTable;
    const days = report.days.map((day) => day.key.slice(5));
    return [
      {
        table: byId('days'),
        charts: [
          {
            caption: w.charts.days,
            description: format(w.charts.daysDescription, { count: report.days.length }),
            spec: {
              kind: 'bar',
              stacked: true,
              labels: days,
              series: [
                { label: c.collected, data: report.days.map((day) => day.collected) },
                { label: c.notCollected, data: report.days.map((day) => day.notCollected) },
                { label: c.leave, data: report.days.map((day) => day.leave) },
              ],
            },
          },
          {
            caption: w.charts.leftovers,
            description: format(w.charts.leftoversDescription, { count: report.days.length }),
            spec: {
              kind: 'bar',
              labels: days,
              series: [
                {
                  label: c.leftoverKg,
                  data: report.days.map((day) => Number(kg(day.leftoverGrams))),
                },
              ],
            },
          },
        ],
      },
      {
        table: byId('classes'),
        charts: [
          {
            caption: w.charts.classes,
            description: format(w.charts.classesDescription, { count: report.classes.length }),
            spec: {
              kind: 'bar',
              stacked: true,
              horizontal: true,
              labels: report.classes.map((row) => row.label),
              series: [
                { label: c.collected, data: report.classes.map((row) => row.collected) },
                { label: c.notCollected, data: report.classes.map((row) => row.notCollected) },
              ],
            },
          },
        ],
      },
      { table: byId('diningTypes'), charts: [] },
      {
        table: byId('dishes'),
        charts: [
          {
            caption: w.charts.dishes,
            description: format(w.charts.dishesDescription, { count: report.dishes.length }),
            spec: {
              kind: 'bar',
              horizontal: true,
              labels: report.dishes.map((dish) => dish.dishName),
              series: [
                {
                  label: c.leftoverKg,
                  data: report.dishes.map((dish) => Number(kg(dish.leftoverGrams))),
                },
              ],
            },
          },
        ],
      },
      {
        table: byId('weeks'),
        charts: [
          {
            caption: w.charts.weeks,
            description: format(w.charts.weeksDescription, { count: report.weeks.length }),
            spec: {
              kind: 'line',
              min: 1,
              max: 5,
              labels: report.weeks.map((week) => format(w.weekOf, { week: week.week.slice(5) })),
              series: [{ label: c.average, data: report.weeks.map((week) => week.average) }],
            },
          },
        ],
      },
    ];
  }, [report, w, c, t.dining]);

  const totals = report.totals;
  const cards: [string, string | number][] = [
    [c.ordered, totals.ordered],
    [c.leave, totals.leave],
    [c.collected, totals.collected],
    [c.notCollected, totals.notCollected],
    [c.leftoverKg, kg(totals.leftoverGrams)],
    [c.wasteYuan, yuanOf(totals.wasteFen)],
    [c.uncollectedYuan, yuanOf(totals.uncollectedFen)],
  ];
  return (
    <>
      <section aria-label={w.totals}>
        <dl className={serving.cards}>
          {cards.map(([label, value]) => (
            <div key={label} className={serving.kpi}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          {format(w.costNote, { price: yuanOf(report.foodCostPerKg, { short: true }) })}
        </p>
        <p className={`${styles.note} ${styles.noPrint}`}>{w.chartNote}</p>
      </section>
      {sections.map(({ table, charts }) => (
        <section
          key={table.id}
          className={`${styles.card} ${serving.section}`}
          aria-label={table.title}
        >
          <h2 className={serving.heading}>{table.title}</h2>
          {table.rows.length > 0
            ? charts.map((chart) => <ChartFigure key={chart.caption} {...chart} />)
            : null}
          <DataTable table={table} fileName={`waste-${table.id}-${report.from}-${report.to}.csv`} />
        </section>
      ))}
    </>
  );
}
