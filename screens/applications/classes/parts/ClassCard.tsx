'use client';
import { lazy, Suspense, useState } from 'react';
import styles from '../../../../components/order/order.module.css';
import { rolesMay, type KeptClass } from '@/lib/contract/classes';
import { format, messages } from '@/lib/i18n';
import { diningLabel } from '@/lib/order/labels';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { ClassLeaveForm } from './ClassLeaveForm';
import own from './classes.module.css';
import { classesMessages } from '@/lib/i18n/areas/classes';
import { serveMessages } from '@/lib/i18n/areas/serve';

// The serving line (its list, the scanner and its words) loads when a teacher opens it.
const ClassServing = lazy(() => import('./ClassServing'));

/** One kept class: roles, today's orders and leave per dining type, the last record, actions. */
export function ClassCard({ klass }: { klass: KeptClass }) {
  const t = messages();
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [servingOpen, setServingOpen] = useState(false);
  const headingId = `class-${klass.classesId}`;
  const go = (url: string) => () => void navigateTo({ url });
  const params = { classesId: klass.classesId };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={own.name}>
          {klass.classesName}
        </h3>
        <span>
          {klass.roles.map((role) => (
            <span key={role} className={styles.tag}>
              {classesMessages()[`role${role}`]}
            </span>
          ))}
        </span>
      </div>
      <p className={own.meta}>
        {klass.unitName} · {format(classesMessages().students, { count: klass.students })}
      </p>
      <p className={own.meta}>{format(classesMessages().today, { date: klass.today })}</p>
      <ul className={own.list}>
        {klass.dining.map((dining) => (
          <li key={dining.diningType}>
            {format(classesMessages().diningToday, {
              dining: diningLabel(dining.diningType),
              ordered: dining.ordered,
              leave: dining.leave,
            })}
          </li>
        ))}
      </ul>
      <p className={own.meta}>
        {klass.lastRecord
          ? format(classesMessages().lastRecord, { content: klass.lastRecord.content })
          : classesMessages().noLastRecord}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={go(route('classesResponsible', params))}
        >
          {t.routes.classesResponsible}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={go(route('classesConcerned', params))}
        >
          {t.routes.classesConcerned}
        </button>
        {rolesMay(klass.roles, 'bindConcerned') ? (
          <button
            type="button"
            className={styles.button}
            onClick={go(route('classesAddConcerned', params))}
          >
            {classesMessages().addConcerned}
          </button>
        ) : null}
        {rolesMay(klass.roles, 'leave') ? (
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            aria-expanded={leaveOpen}
            onClick={() => setLeaveOpen((open) => !open)}
          >
            {classesMessages().leaveTitle}
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          aria-expanded={servingOpen}
          onClick={() => setServingOpen((open) => !open)}
        >
          {serveMessages().entry}
        </button>
      </div>
      {leaveOpen ? <ClassLeaveForm klass={klass} onDone={() => setLeaveOpen(false)} /> : null}
      {servingOpen ? (
        <Suspense fallback={null}>
          <ClassServing
            classesId={klass.classesId}
            dining={klass.dining.map((entry) => entry.diningType)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
