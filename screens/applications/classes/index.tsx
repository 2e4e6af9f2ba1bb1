'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../components/order/order.module.css';
import { useClassTree, useKeptClasses } from '@/lib/api/classes';
import { messages } from '@/lib/i18n';
import { ClassCard } from './parts/ClassCard';
import own from './parts/classes.module.css';
import { groupByGrade } from './parts/groups';
import { classesMessages } from '@/lib/i18n/areas/classes';
import { logoutAfterConfirm } from '@/lib/session/confirmedLogout';

/** /pages/applications/classes/index: the classes this person keeps, by grade. */
export default function ClassesScreen() {
  const t = messages();
  const kept = useKeptClasses();
  const classes = kept.data ?? [];
  const tree = useClassTree(classes[0]?.unitId);
  const groups = groupByGrade(classes, tree.data ?? []);
  return (
    <Page title={t.routes.classes}>
      <div className={styles.content}>
        <AsyncState
          isLoading={kept.isLoading || (classes.length > 0 && tree.isLoading)}
          error={kept.error}
          onRetry={() => void kept.mutate()}
          serverText={false}
          isEmpty={classes.length === 0}
          emptyText={classesMessages().noClasses}
        >
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={group.key}>
              <h2 id={group.key} className={own.group}>
                {group.gradeName}
              </h2>
              {group.classes.map((klass) => (
                <ClassCard key={klass.classesId} klass={klass} />
              ))}
            </section>
          ))}
        </AsyncState>
        {/* The teachers' area starts here, with no tab bar: its way out. */}
        <button type="button" className={own.signOut} onClick={() => void logoutAfterConfirm()}>
          {t.account.logout}
        </button>
      </div>
    </Page>
  );
}
