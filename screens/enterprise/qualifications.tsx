'use client';
import { Page } from '../../components/Page';
import { QualificationList } from '../../components/school/QualificationList';
import { messages } from '../../lib/i18n';

/** The catering company's qualifications for the selected child's school, as images. */
export default function QualificationsScreen() {
  return (
    <Page title={messages().routes.enterpriseQualifications}>
      <QualificationList kind="Qualification" />
    </Page>
  );
}
