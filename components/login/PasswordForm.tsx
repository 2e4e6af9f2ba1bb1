'use client';
import { useState, type FormEvent } from 'react';
import { loginWithPassword } from '@/lib/api/auth';
import { messages } from '@/lib/i18n';
import { setLoginStatus, useLoginStatus } from '@/lib/user/loginStatus';
import { LoginField } from './LoginField';
import { LoginSubmit } from './LoginSubmit';
import styles from './login.module.css';

export interface LoginFormProps {
  onSuccess: () => void;
}

/** Account + password. A failure shows no text (docs/product.md, "Errors and messages"); the fields turn invalid. */
export function PasswordForm({ onSuccess }: LoginFormProps) {
  const t = messages().auth;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Submitting and the error flag live in the login status, where the flows set them.
  const { submitting, error: failed } = useLoginStatus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setLoginStatus({ error: true });
      return;
    }
    try {
      await loginWithPassword(username.trim(), password);
      onSuccess();
    } catch {
      // The login status now holds the error flag; the fields show it.
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
      <LoginSubmit submitting={submitting} failed={failed} />
    </form>
  );
}
