'use client';
import { usePrivacyNotice } from '@/lib/api/enrolment';
import type { PrivacyNotice } from '@/lib/contract/enrolment';
import { format } from '@/lib/i18n';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import common from '../../../components/account/account.module.css';
import styles from './privacyConsent.module.css';

export interface PrivacyConsentProps {
  unitId: number | undefined;
  consented: PrivacyNotice | null;
  onConsent: (notice: PrivacyNotice | null) => void;
}

/**
 * The school's privacy notice and the guardian's consent to it (decision 070): the version the
 * guardian saw travels with the request, so a notice changed meanwhile is asked for again.
 */
export function PrivacyConsent({ unitId, consented, onConsent }: PrivacyConsentProps) {
  const t = enrolmentMessages().family;
  const notice = usePrivacyNotice(unitId);
  if (unitId === undefined) return null;
  const data = notice.data;
  return (
    <section className={common.section} aria-labelledby="privacy-notice-title">
      <h2 id="privacy-notice-title" className={common.sectionTitle}>
        {data?.title ?? t.notice}
      </h2>
      {data ? (
        <>
          <p className={`${common.text} ${styles.notice}`} tabIndex={0}>
            {data.content}
          </p>
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={consented?.version === data.version}
              onChange={(event) => onConsent(event.target.checked ? data : null)}
            />
            <span>{format(t.consent, { title: data.title })}</span>
          </label>
        </>
      ) : (
        <p className={common.text} aria-busy={notice.isLoading ? true : undefined}>
          {t.noticeLoading}
        </p>
      )}
    </section>
  );
}
