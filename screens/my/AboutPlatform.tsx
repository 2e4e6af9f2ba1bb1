'use client';
import { Page } from '@/components/Page';
import common from '../../components/account/account.module.css';
import { format, messages } from '@/lib/i18n';

const VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.1.0';

/** About the platform: what it is and the version running. */
export default function AboutPlatformScreen() {
  const t = messages();
  return (
    <Page title={t.routes.myAboutPlatform}>
      <div className={common.section}>
        <p className={common.text}>{t.account.aboutBody}</p>
        <p className={common.text}>{format(t.account.appVersion, { version: VERSION })}</p>
      </div>
    </Page>
  );
}
