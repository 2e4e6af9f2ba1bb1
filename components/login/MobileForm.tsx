'use client';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant/es/button';
import { loginWithMobile, sendLoginCode } from '@/lib/api/auth';
import { errorMessage } from '@/lib/api/errors';
import { mobileNumber } from '@/lib/contract/auth';
import { format, messages } from '@/lib/i18n';
import { setLoginStatus, useLoginStatus } from '@/lib/user/loginStatus';
import { loginFailureText } from './failure';
import { LoginField } from './LoginField';
import { LoginSubmit } from './LoginSubmit';
import { useCountdown } from './useCountdown';
import type { LoginFormProps } from './PasswordForm';
import styles from './login.module.css';

/** A code may be resent after 60 s (docs/product.md, "Rules and limits"). */
export const RESEND_SECONDS = 60;

/** Mobile + SMS code, with a send button that counts down before a resend. */
export function MobileForm({ onSuccess, account: mobile, onAccount: setMobile }: LoginFormProps) {
  const t = messages().auth;
  const [reason, setReason] = useState<unknown>();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const { submitting, error: failed } = useLoginStatus();
  const setFailed = (error: boolean) => {
    if (error !== failed) setLoginStatus({ error });
  };
  const countdown = useCountdown(RESEND_SECONDS);

  async function sendCode() {
    if (!mobileNumber.safeParse(mobile).success) {
      setSendError(t.mobileInvalid);
      return;
    }
    setSending(true);
    setSendError(undefined);
    try {
      await sendLoginCode(mobile);
      countdown.start();
    } catch (error) {
      setSendError(errorMessage(error, t.sendCodeFailed));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!mobileNumber.safeParse(mobile).success || !code.trim()) {
      setReason(undefined);
      setFailed(true);
      return;
    }
    try {
      await loginWithMobile(mobile, code.trim());
      onSuccess();
    } catch (error) {
      setReason(error);
      // The login status now holds the error flag (and accountNew); the fields show it.
    }
  }

  const sendButton = (
    <Button
      size="small"
      type="primary"
      plain
      nativeType="button"
      disabled={countdown.left > 0}
      loading={sending}
      onClick={() => void sendCode()}
    >
      {countdown.left > 0 ? format(t.resendIn, { seconds: countdown.left }) : t.sendCode}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.modeMobile}>
      <div className={styles.fields}>
        <LoginField
          label={t.mobile}
          placeholder={t.mobilePlaceholder}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            setFailed(false);
            setSendError(undefined);
          }}
          invalid={failed || sendError !== undefined}
        />
        <LoginField
          label={t.smsCode}
          placeholder={t.smsCodePlaceholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(value) => {
            setCode(value);
            setFailed(false);
          }}
          invalid={failed}
          button={sendButton}
        />
      </div>
      {sendError && (
        <p role="alert" className={styles.alert}>
          {sendError}
        </p>
      )}
      {countdown.left > 0 && !sendError && (
        <p role="status" className={styles.visuallyHidden}>
          {t.codeSent}
        </p>
      )}
      <LoginSubmit
        submitting={submitting}
        failure={failed ? loginFailureText('mobile', reason) : undefined}
      />
    </form>
  );
}
