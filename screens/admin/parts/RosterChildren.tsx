'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import {
  linkChild,
  unlinkChild,
  useRosterChildren,
  useRosterClassStudents,
} from '@/lib/api/adminRosterLinks';
import type { RosterChild } from '@/lib/contract/adminRosterLinks';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConfirmButton } from './ConfirmButton';
import cards from './cards.module.css';
import styles from './console.module.css';

/**
 * The school's children as families added them, against the roster (decision 058): those not
 * linked to a roster student, to link by hand, and those linked, to unlink.
 */
export function RosterChildren() {
  const t = consoleMessages();
  const l = t.rosterLinks;
  const [linked, setLinked] = useState<'0' | '1'>('0');
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState('');
  const list = useRosterChildren(linked, page);
  const rows = list.data?.content ?? [];
  const pages = list.data ? Math.ceil(list.data.total / list.data.size) : 0;
  const show = (value: '0' | '1') => {
    setLinked(value);
    setPage(0);
    setStatus('');
  };
  const act = (work: Promise<RosterChild>, message: string) =>
    work.then(
      (child) => setStatus(format(message, { name: child.userName })),
      () => setStatus(t.common.failed),
    );
  return (
    <section className={styles.card} aria-labelledby="roster-children">
      <h2 id="roster-children">{l.title}</h2>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={linked === '0' ? styles.button : styles.secondary}
          aria-pressed={linked === '0'}
          onClick={() => show('0')}
        >
          {l.unlinked}
        </button>
        <button
          type="button"
          className={linked === '1' ? styles.button : styles.secondary}
          aria-pressed={linked === '1'}
          onClick={() => show('1')}
        >
          {l.linkedTab}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <AsyncState isLoading={list.isLoading} error={list.error} onRetry={() => void list.mutate()}>
        {list.data ? (
          <>
            <p className={styles.note}>{format(l.count, { count: list.data.total })}</p>
            {rows.length === 0 ? (
              <p className={styles.note}>{t.common.none}</p>
            ) : (
              <table className={`${styles.table} ${cards.cardsWhenNarrow}`}>
                <thead>
                  <tr>
                    <th scope="col">{l.child}</th>
                    <th scope="col">{l.klass}</th>
                    <th scope="col">{l.guardian}</th>
                    <th scope="col">{l.rosterStudent}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((child) => (
                    <tr key={child.associatedUserId}>
                      <th scope="row">{child.userName}</th>
                      <td data-label={l.klass}>
                        {child.gradeName} {child.className}
                      </td>
                      <td data-label={l.guardian}>{child.guardianMobile}</td>
                      <td className={cards.cardActions} data-label={l.rosterStudent}>
                        {child.rosterStudent ? (
                          <span className={styles.toolbar}>
                            {format(l.student, child.rosterStudent)}
                            <ConfirmButton
                              text={l.unlink}
                              label={`${l.unlink} ${child.userName}`}
                              question={format(l.unlinkAsk, {
                                name: child.userName,
                                student: format(l.student, child.rosterStudent),
                              })}
                              onConfirm={() =>
                                void act(unlinkChild(child.associatedUserId), l.undone)
                              }
                            />
                          </span>
                        ) : (
                          <LinkControl
                            child={child}
                            onLink={(rosterStudentId) =>
                              void act(linkChild(child.associatedUserId, rosterStudentId), l.done)
                            }
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {pages > 1 ? (
              <div className={styles.toolbar}>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                >
                  {l.previous}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={page + 1 >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {l.next}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </AsyncState>
    </section>
  );
}

/** A roster student of the child's own class to link it to. */
function LinkControl({
  child,
  onLink,
}: {
  child: RosterChild;
  onLink: (rosterStudentId: number) => void;
}) {
  const l = consoleMessages().rosterLinks;
  const students = useRosterClassStudents(child.classesId);
  const [chosen, setChosen] = useState(0);
  const options = students.data ?? [];
  const selected = chosen || options[0]?.id || 0;
  return (
    <span className={styles.toolbar}>
      <select
        aria-label={format(l.choose, { name: child.userName })}
        value={selected}
        disabled={options.length === 0}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {options.map((student) => (
          <option key={student.id} value={student.id}>
            {format(l.student, student)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.button}
        disabled={!selected}
        onClick={() => onLink(selected)}
      >
        {l.link}
      </button>
    </span>
  );
}
