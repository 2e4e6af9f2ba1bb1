'use client';
import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import common from '../../components/account/account.module.css';
import { actOn, useQualifiedActivities, useRecommended } from '@/lib/api/bankcard';
import { useIdentities } from '@/lib/api/user';
import type { RecommendAction, RecommendedActivity } from '@/lib/contract/bankcard';
import { format, messages } from '@/lib/i18n';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { showToast } from '@/lib/platform/feedback';
import { ActivityCard } from './parts/ActivityCard';
import styles from './parts/bankcard.module.css';

/**
 * The bank's activities: those recommended for the selected child (take up or decline, once) and
 * those this account qualifies for at its children's schools.
 */
export default function ActivityListScreen() {
  const t = messages();
  const b = reminderMessages().bank;
  const children = useIdentities();
  const child = children.selected;
  const qualified = useQualifiedActivities();
  const recommended = useRecommended(child?.unitId, child?.associatedUserId);
  const [acting, setActing] = useState<number | null>(null);

  async function onAct(item: RecommendedActivity, action: RecommendAction) {
    setActing(item.id);
    try {
      await actOn(item.associatedUserId, item.id, action);
      await recommended.retry();
    } catch {
      showToast({ title: b.failed, icon: 'fail' });
    } finally {
      setActing(null);
    }
  }

  return (
    <Page title={t.routes.bankcardActivityList}>
      <AsyncState
        serverText={false}
        isLoading={!qualified.activities && (qualified.isLoading || children.isLoading)}
        error={qualified.activities ? undefined : qualified.error}
        onRetry={() => void qualified.retry()}
      >
        {child && recommended.recommended && recommended.recommended.length > 0 ? (
          <section aria-labelledby="bank-recommended">
            <h2 id="bank-recommended" className={styles.heading}>
              {format(b.recommended, { child: child.userName })}
            </h2>
            <ul className={styles.list}>
              {recommended.recommended.map((item) => (
                <ActivityCard key={item.id} activity={item.activity}>
                  {item.action === null ? (
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={common.primaryButton}
                        disabled={acting === item.id}
                        onClick={() => void onAct(item, 'Accept')}
                      >
                        {b.accept}
                      </button>
                      <button
                        type="button"
                        className={styles.secondary}
                        disabled={acting === item.id}
                        onClick={() => void onAct(item, 'Decline')}
                      >
                        {b.decline}
                      </button>
                    </div>
                  ) : (
                    <p className={styles.state} role="status">
                      {item.action === 'Accept' ? b.accepted : b.declined}
                    </p>
                  )}
                </ActivityCard>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="bank-qualified">
          <h2 id="bank-qualified" className={styles.heading}>
            {b.qualified}
          </h2>
          {qualified.activities && qualified.activities.length === 0 ? (
            <p className={styles.empty}>{b.empty}</p>
          ) : (
            <ul className={styles.list}>
              {qualified.activities?.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} />
              ))}
            </ul>
          )}
        </section>
      </AsyncState>
    </Page>
  );
}
