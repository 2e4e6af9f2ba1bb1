'use client';
import { Page } from '@/components/Page';
import common from '../../components/account/account.module.css';
import { messages } from '@/lib/i18n';

/** How the platform is used, in a few lines. */
export default function IntroductionScreen() {
  const t = messages();
  return (
    <Page title={t.routes.myIntroduction}>
      <div className={common.section}>
        <p className={common.text}>{t.account.introductionBody}</p>
      </div>
    </Page>
  );
}
