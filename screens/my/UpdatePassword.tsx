'use client';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/api/errorText';
import { isApiError } from '@/lib/api/errors';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { Page } from '@/components/Page';
import { TextField } from '@/components/account/FormFields';
import { SubmitButton } from '@/components/account/SubmitButton';
import common from '../../components/account/account.module.css';
import { changePassword, useCurrentUser } from '@/lib/api/user';
import { messages } from '@/lib/i18n';
import { LONG_TOAST_MS, showToast } from '@/lib/platform/feedback';
import { navigateBack } from '@/lib/router/navigation';

const MIN_PASSWORD = 6;

/** Changes the account's password; the old one is asked once the account has set its own. */
export default function UpdatePasswordScreen() {
  const t = messages();
  const { isUpdatePassword } = useCurrentUser();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string>();
  // A wrong old password is said beside it, where the parent types it again.
  const [oldError, setOldError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setError(t.account.passwordTooShort);
    if (password !== repeat) return setError(t.account.passwordMismatch);
    setError(undefined);
    setOldError(undefined);
    setSubmitting(true);
    try {
      await changePassword({ oldPassword: isUpdatePassword ? oldPassword : undefined, password });
      // Toasted after the route change, which hides toasts shown before it.
      await navigateBack();
      showToast({ title: t.account.passwordUpdated, icon: 'success' });
    } catch (caught) {
      const text = errorText(caught, errorTexts().actions.password);
      if (isApiError(caught) && caught.code === 'OLD_PASSWORD_WRONG') setOldError(text);
      else showToast({ title: text, icon: 'fail', duration: LONG_TOAST_MS });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Page title={t.routes.myUpdatePassword}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={`${common.section} ${common.group}`}>
          {isUpdatePassword ? (
            <TextField
              label={t.account.oldPassword}
              type="password"
              autoComplete="current-password"
              value={oldPassword}
              onChange={setOldPassword}
              error={oldError}
            />
          ) : null}
          <TextField
            label={t.account.newPassword}
            type="password"
            autoComplete="new-password"
            placeholder={t.account.passwordPlaceholder}
            value={password}
            onChange={setPassword}
          />
          <TextField
            label={t.account.confirmPassword}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={setRepeat}
            error={error}
          />
        </div>
        <SubmitButton submitting={submitting}>{t.account.save}</SubmitButton>
      </form>
    </Page>
  );
}
