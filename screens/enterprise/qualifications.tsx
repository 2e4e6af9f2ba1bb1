'use client';
import { Page } from '@/components/Page';
import { QualificationList } from '@/components/school/QualificationList';
import styles from '../../components/school/school.module.css';
import { messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';

/** The catering company's qualifications for the selected child's school, as images. */
export default function QualificationsScreen() {
  const t = messages();
  return (
    <Page title={t.routes.enterpriseQualifications}>
      <QualificationList kind="Qualification" />
      <p style={{ padding: '0 12px 16px', margin: 0 }}>
        <button
          type="button"
          className={styles.link}
          onClick={() => void navigateTo({ url: route('enterpriseCertificate') })}
        >
          {t.routes.enterpriseCertificate}
        </button>
      </p>
    </Page>
  );
}
