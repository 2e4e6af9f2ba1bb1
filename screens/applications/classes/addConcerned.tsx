'use client';
import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../components/order/order.module.css';
import { useBindConcerned, useBoundUsers, useClassStudents } from '@/lib/api/classes';
import { format, messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { useRoute } from '@/lib/router/useRoute';
import { Checks } from './parts/Checks';
import own from './parts/classes.module.css';
import { guardiansOf } from './parts/groups';
import { People } from './parts/Keepers';
import { useKeptClass } from './parts/useKeptClass';
import { classesMessages } from '@/lib/i18n/areas/classes';

/**
 * /pages/applications/classes/addConcerned: binds one or several parents of the class as
 * concerned persons at once, and unbinds them.
 */
export default function AddConcernedScreen() {
  const t = messages();
  const { classesId } = useRoute('classesAddConcerned').query;
  const { klass, isLoading, error, retry } = useKeptClass(classesId, 'bindConcerned');
  const students = useClassStudents(klass?.classesId);
  const bound = useBoundUsers(klass?.classesId, 'FAMILY_HEAD');
  const bindConcerned = useBindConcerned();
  const [chosen, setChosen] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const boundIds = new Set((bound.data ?? []).map((person) => person.accountId));
  const candidates = guardiansOf(students.data ?? []).filter((g) => !boundIds.has(g.id));

  async function bind() {
    if (!klass || chosen.length === 0 || sending) return;
    setSending(true);
    try {
      const done = await bindConcerned(klass.classesId, chosen);
      setChosen([]);
      showToast({
        title: format(classesMessages().bound, { count: done.length }),
        icon: 'success',
      });
    } catch {
      showToast({ title: t.errors.operationFailedRetry, icon: 'fail' });
    } finally {
      setSending(false);
    }
  }

  const loadError = error ?? students.error ?? bound.error;
  return (
    <Page title={t.routes.classesAddConcerned}>
      <div className={styles.content}>
        <AsyncState
          isLoading={isLoading || students.isLoading || bound.isLoading}
          error={loadError}
          onRetry={() => {
            retry();
            void students.mutate();
            void bound.mutate();
          }}
          serverText={false}
          isEmpty={!klass}
          emptyText={classesMessages().noClasses}
        >
          <section className={styles.card} aria-labelledby="candidates-title">
            <h2 id="candidates-title" className={own.sectionTitle}>
              {`${klass?.classesName ?? ''} · ${classesMessages().candidates}`}
            </h2>
            {candidates.length === 0 ? (
              <p className={own.meta}>{classesMessages().allBound}</p>
            ) : (
              <>
                <Checks
                  legend={classesMessages().addConcerned}
                  options={candidates.map((guardian) => ({
                    value: guardian.id,
                    label: format(classesMessages().guardianLabel, {
                      name: guardian.name,
                      children: guardian.children.join(t.common.listSeparator),
                    }),
                  }))}
                  chosen={chosen}
                  onChange={setChosen}
                />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.primary}`}
                    disabled={chosen.length === 0 || sending}
                    onClick={() => void bind()}
                  >
                    {classesMessages().bind}
                  </button>
                </div>
              </>
            )}
          </section>
          <section className={styles.card} aria-labelledby="concerned-title">
            <h2 id="concerned-title" className={own.sectionTitle}>
              {t.routes.classesConcerned}
            </h2>
            <People
              people={bound.data ?? []}
              klass={klass?.classesName ?? ''}
              canUnbind
              emptyText={classesMessages().concernedNone}
            />
          </section>
        </AsyncState>
      </div>
    </Page>
  );
}
