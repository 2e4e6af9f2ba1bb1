'use client';
import { Page } from '@/components/Page';
import { AgreementList } from '@/components/school/AgreementList';
import { messages } from '@/lib/i18n';

/** My area: the agreements of the selected child's school, with their audit status. */
export default function UserAgreementDetailScreen() {
  return (
    <Page title={messages().routes.myUserAgreementDetail}>
      <AgreementList />
    </Page>
  );
}
