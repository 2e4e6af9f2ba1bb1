'use client';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from 'react-vant/es/field';
import { messages } from '@/lib/i18n';
import styles from './account.module.css';
import './vantStyles';

// react-vant's Field draws the row; the control inside is a native element with a real <label>,
// so screen readers announce every field by its name (Field's own input has no id to label).

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A button at the end of the row (send code). */
  button?: ReactNode;
  error?: string;
}

export function TextField({ label, value, onChange, button, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field
      label={<label htmlFor={id}>{label}</label>}
      button={button}
      errorMessage={error ? <span role="alert">{error}</span> : undefined}
    >
      <input
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </Field>
  );
}

export interface SelectOption {
  value: number | string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: number | string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  loading?: boolean;
}

/** A native select: the phone's own wheel, announced by its label. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  loading,
}: SelectFieldProps) {
  const id = useId();
  const t = messages();
  return (
    <Field label={<label htmlFor={id}>{label}</label>}>
      <select
        id={id}
        className={styles.select}
        value={value === undefined ? '' : String(value)}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading ? t.common.loading : t.account.pleaseSelect}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface LinkCellProps {
  title: string;
  value?: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

/** A row that opens something: a real button, so it is reachable by keyboard and announced. */
export function LinkCell({ title, value, onClick, danger }: LinkCellProps) {
  return (
    <button
      type="button"
      className={`${styles.linkCell} ${danger ? styles.danger : ''}`}
      onClick={onClick}
    >
      <span className={styles.linkTitle}>{title}</span>
      {value !== undefined ? <span className={styles.linkValue}>{value}</span> : null}
      <span className={styles.linkArrow} aria-hidden>
        ›
      </span>
    </button>
  );
}
