'use client';
import { Page } from '@/components/Page';
import { QualificationList } from '@/components/school/QualificationList';
import { messages } from '@/lib/i18n';

/** The catering company's certificate for the selected child's school, as images. */
export default function CertificateScreen() {
  return (
    <Page title={messages().routes.enterpriseCertificate}>
      <QualificationList kind="Certificate" />
    </Page>
  );
}
