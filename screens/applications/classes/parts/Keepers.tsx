'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../../../components/order/order.module.css';
import { useBoundUsers, useUnbind } from '@/lib/api/classes';
import { rolesMay, type ClassBinding } from '@/lib/contract/classes';
import type { BindType } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { showModal, showToast } from '@/lib/platform/feedback';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import own from './classes.module.css';
import { Records } from './Records';
import { useKeptClass } from './useKeptClass';
import { classesMessages } from '@/lib/i18n/areas/classes';

/** The people of one kind bound to a class, each with a way to unbind when allowed. */
export function People({
  people,
  klass,
  canUnbind,
  emptyText,
}: {
  people: ClassBinding[];
  /** The class's name, said in the question before an unbinding. */
  klass: string;
  canUnbind: boolean;
  emptyText: string;
}) {
  const t = messages();
  const unbind = useUnbind();
  async function onUnbind(person: ClassBinding) {
    // An unbinding takes the person off the class at once: it asks first, naming who and where.
    const { confirm } = await showModal({
      title: t.dialog.notice,
      content: format(classesMessages().unbindAsk, { name: person.userName, klass }),
      confirmText: classesMessages().unbind,
    });
    if (!confirm) return;
    try {
      await unbind(person.id);
      showToast({ title: classesMessages().unbound, icon: 'success' });
    } catch {
      showToast({ title: t.errors.operationFailedRetry, icon: 'fail' });
    }
  }
  if (people.length === 0) return <p className={own.meta}>{emptyText}</p>;
  return (
    <ul className={own.list}>
      {people.map((person) => (
        <li key={person.id} className={own.person}>
          <span>
            {person.userName}
            {person.mobile ? ` ${person.mobile}` : ''}
          </span>
          {canUnbind ? (
            <button
              type="button"
              className={styles.button}
              aria-label={`${classesMessages().unbind} ${person.userName}`}
              onClick={() => void onUnbind(person)}
            >
              {classesMessages().unbind}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * /pages/applications/classes/responsible and /concerned: the persons of one bind type of a
 * class, and that type's maintenance records (list and tree) with the form to add one.
 */
export function Keepers({ bindType, classesId }: { bindType: BindType; classesId?: number }) {
  const t = messages();
  const { klass, isLoading, error, retry } = useKeptClass(classesId);
  const concerned = bindType === 'FAMILY_HEAD';
  const people = useBoundUsers(klass?.classesId, bindType);
  const roles = klass?.roles ?? [];
  return (
    <Page title={concerned ? t.routes.classesConcerned : t.routes.classesResponsible}>
      <div className={styles.content}>
        <AsyncState
          isLoading={isLoading || people.isLoading}
          error={error ?? people.error}
          onRetry={() => (error ? retry() : void people.mutate())}
          serverText={false}
          isEmpty={!klass}
          emptyText={classesMessages().noClasses}
        >
          {klass ? (
            <>
              <section className={styles.card} aria-labelledby="people-title">
                <div className={styles.cardHead}>
                  <h2 id="people-title" className={own.sectionTitle}>
                    {`${klass.classesName} · ${classesMessages().people}`}
                  </h2>
                  {concerned && rolesMay(roles, 'bindConcerned') ? (
                    <button
                      type="button"
                      className={styles.button}
                      onClick={() =>
                        void navigateTo({
                          url: route('classesAddConcerned', { classesId: klass.classesId }),
                        })
                      }
                    >
                      {classesMessages().addConcerned}
                    </button>
                  ) : null}
                </div>
                <People
                  people={people.data ?? []}
                  klass={klass.classesName}
                  canUnbind={rolesMay(roles, concerned ? 'bindConcerned' : 'bindResponsible')}
                  emptyText={
                    concerned ? classesMessages().concernedNone : classesMessages().responsibleNone
                  }
                />
              </section>
              <Records
                classesId={klass.classesId}
                bindType={bindType}
                canWrite={rolesMay(roles, concerned ? 'recordConcerned' : 'recordResponsible')}
              />
            </>
          ) : null}
        </AsyncState>
      </div>
    </Page>
  );
}
