'use client';
import { Page } from '@/components/Page';
import { LinkCell, SelectField } from '@/components/account/FormFields';
import common from '../../components/account/account.module.css';
import { errorMessage } from '@/lib/api/errors';
import { unbindSocial, useCurrentUser } from '@/lib/api/user';
import { isLocale, LOCALE_NAMES, LOCALES, messages } from '@/lib/i18n';
import { dataMessages } from '@/lib/i18n/areas/data';
import { chooseLocale } from '@/lib/i18n/preference';
import { useLocale } from '@/lib/i18n/useLocale';
import { showModal, showToast } from '@/lib/platform/feedback';
import { logoutAfterConfirm } from '@/lib/session/confirmedLogout';
import { MyData } from './parts/MyData';

/** The social provider the chat-platform open id belongs to. */
const SOCIAL_PROVIDER = 'wechat';

const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }));

/** Settings: the language (kept on this device), unbind the chat account, log out (after a confirm). */
export default function SettingScreen() {
  const t = messages();
  const locale = useLocale();
  const { user } = useCurrentUser();

  async function onLanguage(value: string) {
    if (!isLocale(value) || value === locale) return;
    try {
      await chooseLocale(value);
    } catch {
      // The other catalogue is a separate download: offline, it cannot arrive.
      showToast({ title: t.errors.networkFailed, icon: 'fail' });
    }
  }

  async function onUnbind(openId: string) {
    // Unbinding takes away the chat sign-in: it asks first.
    const { confirm } = await showModal({
      title: t.dialog.notice,
      content: dataMessages().mine.unbindSocialAsk,
    });
    if (!confirm) return;
    try {
      await unbindSocial(SOCIAL_PROVIDER, openId);
      showToast({ title: t.account.unbound, icon: 'success' });
    } catch (error) {
      showToast({
        title: errorMessage(error, t.errors.unbindFailed, { serverText: false }),
        icon: 'fail',
      });
    }
  }

  const openId = user?.openId;
  return (
    <Page title={t.routes.mySetting}>
      <div className={`${common.section} ${common.group}`}>
        <SelectField
          label={t.account.language}
          value={locale}
          options={LANGUAGE_OPTIONS}
          onChange={(value) => void onLanguage(value)}
        />
      </div>
      {openId ? (
        <div className={`${common.section} ${common.group}`}>
          <LinkCell title={t.account.unbindSocial} onClick={() => void onUnbind(openId)} />
        </div>
      ) : null}
      <MyData />
      <div className={`${common.section} ${common.group}`}>
        <LinkCell title={t.account.logout} danger onClick={() => void logoutAfterConfirm()} />
      </div>
    </Page>
  );
}
