'use client';
import { Page } from '../../components/Page';
import { LinkCell } from '../../components/account/FormFields';
import common from '../../components/account/account.module.css';
import { unbindSocial, useCurrentUser } from '../../lib/api/user';
import { messages } from '../../lib/i18n';
import { showModal, showToast } from '../../lib/platform/feedback';
import { logout } from '../../lib/session/logout';
import { failureMessage } from '../../lib/user/feedback';

/** The social provider the chat-platform open id belongs to. */
const SOCIAL_PROVIDER = 'wechat';

/** Settings: unbind the chat account, log out (after a confirm). */
export default function SettingScreen() {
  const t = messages();
  const { user } = useCurrentUser();

  async function onLogout() {
    const { confirm } = await showModal({
      title: t.dialog.notice,
      content: t.account.confirmLogout,
    });
    if (confirm) await logout();
  }

  async function onUnbind(openId: string) {
    try {
      await unbindSocial(SOCIAL_PROVIDER, openId);
      showToast({ title: t.account.unbound, icon: 'success' });
    } catch (error) {
      showToast({ title: failureMessage(error, t.errors.unbindFailed), icon: 'fail' });
    }
  }

  const openId = user?.openId;
  return (
    <Page title={t.routes.mySetting}>
      {openId ? (
        <div className={`${common.section} ${common.group}`}>
          <LinkCell title={t.account.unbindSocial} onClick={() => void onUnbind(openId)} />
        </div>
      ) : null}
      <div className={`${common.section} ${common.group}`}>
        <LinkCell title={t.account.logout} danger onClick={() => void onLogout()} />
      </div>
    </Page>
  );
}
