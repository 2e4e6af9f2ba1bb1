'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/school/school.module.css';
import { useBusinessBrief, useStudentBusiness } from '@/lib/api/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The business brief of a caterer (`?id=`, default the one serving the selected child). */
export default function BusinessBriefScreen() {
  const t = messages();
  const { id } = useRoute('businessBrief').query;
  const serving = useStudentBusiness();
  const businessId = id ?? serving.data?.id;
  const brief = useBusinessBrief(businessId);
  const data = brief.data;
  return (
    <Page title={t.routes.businessBrief}>
      <AsyncState
        isLoading={brief.isLoading || (!id && serving.isLoading)}
        error={brief.error ?? serving.error}
        onRetry={() => void brief.mutate()}
        isEmpty={!businessId}
        emptyText={schoolMessages().businessEmpty}
      >
        {data ? (
          <article className={styles.list}>
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>{data.name}</h2>
              {data.phone ? (
                <p className={styles.line}>
                  {format(schoolMessages().businessPhone, { phone: data.phone })}
                </p>
              ) : null}
              {data.address ? (
                <p className={styles.line}>
                  {format(schoolMessages().businessAddress, { address: data.address })}
                </p>
              ) : null}
              <p className={styles.body}>{data.content}</p>
            </div>
          </article>
        ) : null}
      </AsyncState>
    </Page>
  );
}
