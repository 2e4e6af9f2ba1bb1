'use client';
import { Button } from 'react-vant/es/button';
import { messages } from '@/lib/i18n';
import styles from './login.module.css';

export interface LoginSubmitProps {
  submitting: boolean;
  /** The last attempt failed: announced to screen readers only (the fields show it). */
  failed: boolean;
}

/** The login forms' foot: the failure announcement and the submit button. */
export function LoginSubmit({ submitting, failed }: LoginSubmitProps) {
  const t = messages().auth;
  return (
    <>
      {failed && (
        <p role="status" className={styles.visuallyHidden}>
          {t.loginFailed}
        </p>
      )}
      <Button
        className={styles.submit}
        nativeType="submit"
        type="primary"
        block
        round
        loading={submitting}
        loadingText={t.loginSubmit}
        aria-busy={submitting}
      >
        {t.loginSubmit}
      </Button>
    </>
  );
}
