'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { consoleMessages } from '@/lib/i18n/areas/console';
import styles from './console.module.css';

/** A console form that adds a record: its fields and button in a row, then its status line. */
export function RecordForm({
  label,
  submit,
  fields,
  ownChecks,
  status,
  onSubmit,
}: {
  label: string;
  submit: string;
  fields: ReactNode;
  /** The section checks its fields itself and says what is wrong (no browser bubbles). */
  ownChecks?: boolean;
  status: string;
  onSubmit: () => void;
}) {
  return (
    <form
      aria-label={label}
      noValidate={ownChecks}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.toolbar}>
        {fields}
        <button type="submit" className={styles.button}>
          {submit}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </form>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input of a console form (the label wraps it, so it names the input). */
export function TextField({
  label,
  value,
  onChange,
  ...input
}: { label: string; value: string; onChange: (value: string) => void } & InputProps) {
  return (
    <label>
      {label}
      <input {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The first and last school date something is valid (prepayments, coupons). */
export function ValidityFields({
  from,
  until,
  onFrom,
  onUntil,
}: {
  from: string;
  until: string;
  onFrom: (value: string) => void;
  onUntil: (value: string) => void;
}) {
  const p = consoleMessages().prepaid;
  return (
    <>
      <TextField label={p.from} type="date" required value={from} onChange={onFrom} />
      <TextField label={p.until} type="date" required value={until} onChange={onUntil} />
    </>
  );
}
