'use client';
import { lazy, Suspense, useState } from 'react';
import { messages } from '@/lib/i18n';
import { setLoginStatus } from '@/lib/user/loginStatus';
import { PasswordForm } from './PasswordForm';
import styles from './login.module.css';

type Mode = 'password' | 'mobile';

// The SMS form is a chunk of its own, fetched when the parent reaches for its tab: the password
// form opens first, and the login's first load stays within its budget (decision 053's levers).
const loadMobileForm = () => import('./MobileForm');
const MobileForm = lazy(() => loadMobileForm().then((module) => ({ default: module.MobileForm })));

export interface LoginPanelProps {
  /** The page's one h1. */
  title: string;
  onSuccess: () => void;
}

/**
 * Account + password, or mobile + SMS code, under one title. The guardians' login and the
 * teachers' entrance (/pages/applications/user/login) are the same sign-in with a different
 * landing page, so both render this panel (decision 022).
 */
export function LoginPanel({ title, onSuccess }: LoginPanelProps) {
  const t = messages().auth;
  const [mode, setMode] = useState<Mode>('password');
  // One account field for both modes: switching keeps what was typed (most accounts are a mobile).
  const [account, setAccount] = useState('');
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={mode === value}
      aria-controls={`login-panel-${value}`}
      className={styles.mode}
      onPointerDown={value === 'mobile' ? () => void loadMobileForm() : undefined}
      onFocus={value === 'mobile' ? () => void loadMobileForm() : undefined}
      onClick={() => {
        setMode(value);
        setLoginStatus({ error: false });
      }}
    >
      {label}
    </button>
  );
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div role="tablist" className={styles.modes}>
        {tab('password', t.modePassword)}
        {tab('mobile', t.modeMobile)}
      </div>
      <div role="tabpanel" id={`login-panel-${mode}`} aria-labelledby={`login-tab-${mode}`}>
        {mode === 'password' ? (
          <PasswordForm onSuccess={onSuccess} account={account} onAccount={setAccount} />
        ) : (
          <Suspense fallback={<p className={styles.loading} aria-busy="true" />}>
            <MobileForm onSuccess={onSuccess} account={account} onAccount={setAccount} />
          </Suspense>
        )}
      </div>
    </main>
  );
}
