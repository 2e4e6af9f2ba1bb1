'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'react-vant/es/button';
import { Page } from '@/components/Page';
import { TextField } from '@/components/account/FormFields';
import { SubmitButton } from '@/components/account/SubmitButton';
import common from '../../components/account/account.module.css';
import { bindMobile, isMobileRegistered, sendSmsCode, useCurrentUser } from '@/lib/api/user';
import { errorMessage } from '@/lib/api/errors';
import { format, messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { showToast } from '@/lib/platform/feedback';
import { navigateBack } from '@/lib/router/navigation';
import { ACCENT_COLOR } from '@/lib/platform/theme';

/** The resend cooldown of an SMS code. */
export const CODE_COOLDOWN_S = 60;
const MOBILE = /^1\d{10}$/;

/** Binds (or changes) the account's mobile with an SMS code. */
export default function BindMobileScreen() {
  const t = messages();
  // Loaded so the new mobile lands on the user (and identities) this screen updates.
  const { user } = useCurrentUser();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function onSend() {
    if (!MOBILE.test(mobile)) return setError(t.account.mobileInvalid);
    setError(undefined);
    // A number of another account would be refused only after the code is typed: say so now.
    // When the check cannot answer (offline, asked too often) the binding still refuses it.
    if (mobile !== user?.mobile && (await isMobileRegistered(mobile).catch(() => false))) {
      return setError(errorTexts().codes.MOBILE_TAKEN);
    }
    try {
      await sendSmsCode(mobile);
      setCountdown(CODE_COOLDOWN_S);
      showToast({ title: t.account.codeSent, icon: 'success' });
    } catch (caught) {
      showToast({ title: errorMessage(caught, t.errors.operationFailed), icon: 'fail' });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!MOBILE.test(mobile)) return setError(t.account.mobileInvalid);
    if (code.trim() === '') return setError(t.account.required);
    setError(undefined);
    setSubmitting(true);
    try {
      await bindMobile(mobile, code.trim());
      // Toasted after the route change, which hides toasts shown before it.
      await navigateBack();
      showToast({ title: t.success.operation, icon: 'success' });
    } catch (caught) {
      showToast({
        title: errorMessage(caught, t.errors.operationFailed, { serverText: false }),
        icon: 'fail',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Page title={t.routes.myBindMobile}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={`${common.section} ${common.group}`}>
          <TextField
            label={t.account.mobile}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t.account.mobilePlaceholder}
            value={mobile}
            onChange={setMobile}
            error={error}
          />
          <TextField
            label={t.account.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            placeholder={t.account.codePlaceholder}
            value={code}
            onChange={setCode}
            button={
              <Button
                size="small"
                type="primary"
                plain
                color={ACCENT_COLOR}
                disabled={countdown > 0}
                onClick={() => void onSend()}
              >
                {countdown > 0
                  ? format(t.account.codeResend, { seconds: countdown })
                  : t.account.codeSend}
              </Button>
            }
          />
        </div>
        <SubmitButton submitting={submitting}>{t.account.bindMobileSubmit}</SubmitButton>
      </form>
    </Page>
  );
}
