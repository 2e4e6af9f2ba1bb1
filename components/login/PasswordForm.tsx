'use client';
import { useState, type FormEvent } from 'react';
import { loginWithPassword } from '@/lib/api/auth';
import { messages } from '@/lib/i18n';
import { setLoginStatus, useLoginStatus } from '@/lib/user/loginStatus';
import { loginFailureText } from './failure';
import { LoginField } from './LoginField';
import { LoginSubmit } from './LoginSubmit';
import styles from './login.module.css';

export interface LoginFormProps {
  onSuccess: () => void;
  /** The account (or mobile number): the panel keeps it across the two modes. */
  account: string;
  onAccount: (value: string) => void;
}

/**
 * Account + password. A failure turns the fields invalid and says what was wrong above the
 * button (decision 068: red outlines alone were not seen).
 */
export function PasswordForm({ onSuccess, account: username, onAccount }: LoginFormProps) {
  const t = messages().auth;
  const setUsername = onAccount;
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState<unknown>();
  // Submitting and the error flag live in the login status, where the flows set them.
  const { submitting, error: failed } = useLoginStatus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setReason(undefined);
      setLoginStatus({ error: true });
      return;
    }
    try {
      await loginWithPassword(username.trim(), password);
      onSuccess();
    } catch (error) {
      // The login status now holds the error flag; the fields and the line above the button show it.
      setReason(error);
    }
  }

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (failed) setLoginStatus({ error: false });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.modePassword}>
      <div className={styles.fields}>
        <LoginField
          label={t.account}
          placeholder={t.accountPlaceholder}
          autoComplete="username"
          value={username}
          onChange={change(setUsername)}
          invalid={failed}
        />
        <LoginField
          label={t.password}
          placeholder={t.passwordPlaceholder}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={change(setPassword)}
          invalid={failed}
        />
      </div>
      <LoginSubmit
        submitting={submitting}
        failure={failed ? loginFailureText('password', reason) : undefined}
      />
    </form>
  );
}
