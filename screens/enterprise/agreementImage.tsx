'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { ImageGrid } from '@/components/school/SchoolParts';
import styles from '../../components/school/school.module.css';
import { useAgreement, useAgreementImages } from '@/lib/api/schoolInfo';
import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** An agreement's contract images (tenant type `agreement.contract`); a tap opens one. */
export default function AgreementImageScreen() {
  const t = messages();
  const { id } = useRoute('enterpriseAgreementImage').query;
  const agreement = useAgreement(id);
  const images = useAgreementImages(id);
  return (
    <Page title={t.routes.enterpriseAgreementImage}>
      <AsyncState
        isLoading={images.isLoading}
        error={id ? images.error : undefined}
        onRetry={() => void images.mutate()}
        isEmpty={!id || images.data?.length === 0}
        emptyText={schoolMessages().agreementNoImages}
      >
        <div className={styles.list}>
          <div className={styles.card}>
            {agreement.data ? <h2 className={styles.cardTitle}>{agreement.data.title}</h2> : null}
            <ImageGrid
              files={images.data ?? []}
              name={agreement.data?.title ?? t.routes.enterpriseAgreementImage}
            />
          </div>
        </div>
      </AsyncState>
    </Page>
  );
}
