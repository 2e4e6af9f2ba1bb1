'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { AgreementList } from '@/components/school/AgreementList';
import { AuditTag } from '@/components/school/SchoolParts';
import styles from '../../components/school/school.module.css';
import { useAgreement } from '@/lib/api/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useRoute } from '@/lib/router/useRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** One agreement (`?id=`) with its audit status and contract images; without an id, the list. */
export default function AgreementScreen() {
  const t = messages();
  const { id } = useRoute('enterpriseAgreement').query;
  const agreement = useAgreement(id);
  if (!id) {
    return (
      <Page title={t.routes.enterpriseAgreement}>
        <AgreementList />
      </Page>
    );
  }
  const data = agreement.data;
  return (
    <Page title={t.routes.enterpriseAgreement}>
      <AsyncState
        isLoading={agreement.isLoading}
        error={agreement.error}
        onRetry={() => void agreement.mutate()}
      >
        {data ? (
          <article className={styles.list}>
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>
                {data.title}
                <AuditTag status={data.auditStatus} />
              </h2>
              <p className={styles.line}>
                {format(schoolMessages().agreementParty, { name: data.partyName })}
              </p>
              <p className={styles.line}>
                {data.signedOn
                  ? format(schoolMessages().agreementSigned, { date: data.signedOn })
                  : schoolMessages().agreementUnsigned}
              </p>
              {data.validUntil ? (
                <p className={styles.line}>
                  {format(schoolMessages().agreementValid, { date: data.validUntil })}
                </p>
              ) : null}
              <p className={styles.body}>{data.content}</p>
              {data.imageCount > 0 ? (
                <button
                  type="button"
                  className={styles.link}
                  onClick={() =>
                    void navigateTo({ url: route('enterpriseAgreementImage', { id: data.id }) })
                  }
                >
                  {format(schoolMessages().agreementImages, { count: data.imageCount })}
                </button>
              ) : (
                <p className={styles.line}>{schoolMessages().agreementNoImages}</p>
              )}
            </div>
          </article>
        ) : null}
      </AsyncState>
    </Page>
  );
}
