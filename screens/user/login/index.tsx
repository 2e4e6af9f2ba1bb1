'use client';
import { useState } from 'react';
import { messages } from '../../../lib/i18n';
import { switchTab } from '../../../lib/router/navigation';
import { HOME_PAGE } from '../../../lib/router/routes';
import { setLoginStatus } from '../../../lib/user/loginStatus';
import { MobileForm } from './MobileForm';
import { PasswordForm } from './PasswordForm';
import { useSocialLogin } from './useSocialLogin';
import styles from './login.module.css';

type Mode = 'password' | 'mobile';

/**
 * /pages/user/login: account + password, or mobile + SMS code; opened with a chat-app `code`
 * it first tries the social login. Any success lands on the home tab.
 */
export function LoginScreen() {
  const t = messages().auth;
  const [mode, setMode] = useState<Mode>('password');
  const onSuccess = () => void switchTab({ url: HOME_PAGE });
  useSocialLogin(onSuccess);
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={mode === value}
      aria-controls={`login-panel-${value}`}
      className={styles.mode}
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
      <h1 className={styles.title}>{t.welcome}</h1>
      <div role="tablist" className={styles.modes}>
        {tab('password', t.modePassword)}
        {tab('mobile', t.modeMobile)}
      </div>
      <div role="tabpanel" id={`login-panel-${mode}`} aria-labelledby={`login-tab-${mode}`}>
        {mode === 'password' ? (
          <PasswordForm onSuccess={onSuccess} />
        ) : (
          <MobileForm onSuccess={onSuccess} />
        )}
      </div>
    </main>
  );
}

export default LoginScreen;
