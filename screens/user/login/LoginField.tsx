'use client';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from 'react-vant/es/field';
import styles from './login.module.css';

// react-vant's Field draws the row; the control is a native input with a real <label>, so screen
// readers announce it by name (Field's own input takes no id to point a label at).

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
    <Field
      className={invalid ? styles.invalid : undefined}
      error={invalid}
      label={<label htmlFor={id}>{label}</label>}
      button={button}
    >
      <input
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </Field>
  );
}
