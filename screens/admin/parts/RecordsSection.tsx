'use client';

import { useState, type ReactNode } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { RecordForm } from './RecordForm';
import styles from './console.module.css';

export interface RecordColumn<Row> {
  header: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** What a section's form or row action tells the administrator once it is done. */
export type Say = (text: string) => void;

export interface RecordsSectionProps<Row> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  note?: string;
  form: {
    label: string;
    submit: string;
    fields: ReactNode;
    /** Sends the form; resolves with what to say (a success, or why it was refused). */
    onSubmit: () => Promise<string>;
    /** The section checks its fields itself and says what is wrong (no browser bubbles). */
    ownChecks?: boolean;
  };
  list: { data?: Row[]; isLoading: boolean; error?: unknown; mutate: () => unknown };
  rowKey: (row: Row) => string | number;
  /** The first column is each row's header cell. */
  columns: RecordColumn<Row>[];
  /** A last column of actions (remove, withdraw...); its outcome is said in the section. */
  action?: (row: Row, say: Say) => ReactNode;
}

/**
 * The console's content sections (decision 057): a heading, a form that adds a record, a status
 * line, and the records as a table; each section is only its columns and form fields.
 */
export function RecordsSection<Row>({
  id,
  title,
  note,
  form,
  list,
  rowKey,
  columns,
  action,
}: RecordsSectionProps<Row>) {
  const t = consoleMessages();
  const [status, setStatus] = useState('');
  const rows = list.data ?? [];
  const [first, ...rest] = columns;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p className={styles.note}>{note}</p> : null}
      <RecordForm
        label={form.label}
        submit={form.submit}
        fields={form.fields}
        ownChecks={form.ownChecks}
        status={status}
        onSubmit={() => {
          setStatus('');
          form.onSubmit().then(setStatus, () => setStatus(t.common.failed));
        }}
      />
      <AsyncState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        isEmpty={rows.length === 0}
        emptyText={t.common.none}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={column.numeric ? styles.number : undefined}
                >
                  {column.header}
                </th>
              ))}
              {action ? <th scope="col">{t.common.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {first ? (
                  <th scope="row" className={first.numeric ? styles.number : undefined}>
                    {first.cell(row)}
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td key={column.header} className={column.numeric ? styles.number : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
                {action ? <td>{action(row, setStatus)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncState>
    </section>
  );
}
