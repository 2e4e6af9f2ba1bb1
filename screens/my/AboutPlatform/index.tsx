'use client';
import { Page } from '@/components/Page';
import { format, messages } from '@/lib/i18n';
import { aboutMessages } from '@/lib/i18n/areas/about';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import common from '../../../components/account/account.module.css';
import { VersionHistory } from './VersionHistory';

const VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.1.0';

/**
 * About the platform: what it is, the version running here and each version's notes, and where
 * to get help. The contract has no support phone or address, so help goes through the school,
 * which runs the canteen, and its message records.
 */
export default function AboutPlatformScreen() {
  const t = messages();
  const a = aboutMessages();
  return (
    <Page title={t.routes.myAboutPlatform}>
      <div className={common.section}>
        <p className={common.text}>{t.account.aboutBody}</p>
        <p className={common.text}>{format(t.account.appVersion, { version: VERSION })}</p>
      </div>
      <VersionHistory />
      <section className={common.section} aria-labelledby="support-title">
        <h2 id="support-title" className={common.sectionTitle}>
          {a.support}
        </h2>
        <p className={common.text}>{a.supportBody}</p>
        <button
          type="button"
          className={common.linkCell}
          onClick={() => void navigateTo({ url: route('registerMessageRecord') })}
        >
          <span className={common.linkTitle}>{a.leaveMessage}</span>
          <span className={common.linkArrow} aria-hidden="true">
            ›
          </span>
        </button>
      </section>
    </Page>
  );
}
