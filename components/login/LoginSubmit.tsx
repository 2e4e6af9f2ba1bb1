'use client';
import { Button } from 'react-vant/es/button';
import { messages } from '@/lib/i18n';
import styles from './login.module.css';

export interface LoginSubmitProps {
  submitting: boolean;
  /** What the last attempt got wrong, shown above the button; none when it did not fail. */
  failure?: string;
}

/** The login forms' foot: the failure announcement and the submit button. */
export function LoginSubmit({ submitting, failure }: LoginSubmitProps) {
  const t = messages().auth;
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
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
