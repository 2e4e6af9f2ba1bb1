'use client';
import { dayjs } from '@/lib/i18n/dayjs';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { diningLabel } from '@/components/school/SchoolParts';
import styles from '../../components/school/school.module.css';
import { useServicesOfDate, useStudentBusiness } from '@/lib/api/schoolInfo';
import { format, messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The caterer serving the selected child's school and what the school serves today. */
export default function BusinessScreen() {
  const t = messages();
  const business = useStudentBusiness();
  const today = dayjs().format('YYYY-MM-DD');
  const services = useServicesOfDate(today);
  const served = (services.data ?? []).filter((service) => service.applies);
  const data = business.data;
  return (
    <Page title={t.routes.business}>
      <AsyncState
        isLoading={business.isLoading}
        error={business.error}
        onRetry={() => void business.mutate()}
        isEmpty={data === null}
        emptyText={schoolMessages().businessEmpty}
      >
        {data ? (
          <div className={styles.list}>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>{data.name}</h2>
              {data.summary ? <p className={styles.line}>{data.summary}</p> : null}
              {data.phone ? (
                <p className={styles.line}>
                  {format(schoolMessages().businessPhone, { phone: data.phone })}
                </p>
              ) : null}
              <button
                type="button"
                className={styles.link}
                onClick={() => void navigateTo({ url: route('businessBrief', { id: data.id }) })}
              >
                {schoolMessages().businessBriefOpen}
              </button>
            </article>
            <section className={styles.card} aria-label={schoolMessages().businessServes}>
              <h2 className={styles.cardTitle}>{schoolMessages().businessServes}</h2>
              {served.length === 0 && !services.isLoading ? (
                <p className={styles.line}>{schoolMessages().businessNoService}</p>
              ) : null}
              {served.map((service) => (
                <p key={service.diningType} className={styles.line}>
                  {format(schoolMessages().businessServeTime, {
                    dining: diningLabel(service.diningType),
                    start: service.serveStart,
                    end: service.serveEnd,
                  })}
                </p>
              ))}
            </section>
          </div>
        ) : null}
      </AsyncState>
    </Page>
  );
}
