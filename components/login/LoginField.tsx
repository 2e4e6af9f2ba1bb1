'use client';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './login.module.css';

// A row drawn like react-vant's Field, built natively: a real <label> for screen readers, and the
// login route's first load stays small (react-vant's Field pulls in Dialog and Popup for its
// tooltip, about 10 KB gzipped, which the login screen never shows).

export interface LoginFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field as wrong: red outline and aria-invalid (login failures carry no message). */
  invalid?: boolean;
  /** A button at the end of the row (send code). */
  button?: ReactNode;
}

export function LoginField({ label, value, onChange, invalid, button, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <div className={invalid ? `${styles.row} ${styles.invalid}` : styles.row}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {button ? <div className={styles.button}>{button}</div> : null}
    </div>
  );
}
