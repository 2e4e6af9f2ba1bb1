'use client';
import { AccountPage } from '../../components/account/AccountPage';
import common from '../../components/account/account.module.css';
import { messages } from '../../lib/i18n';

/** How the platform is used, in a few lines. */
export default function IntroductionScreen() {
  const t = messages();
  return (
    <AccountPage title={t.routes.myIntroduction}>
      <div className={common.section}>
        <p className={common.text}>{t.account.introductionBody}</p>
      </div>
    </AccountPage>
  );
}
