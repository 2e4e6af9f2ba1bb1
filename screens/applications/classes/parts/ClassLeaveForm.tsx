'use client';
import { useState, type FormEvent } from 'react';
import { AsyncState } from '@/components/AsyncState';
import styles from '../../../../components/order/order.module.css';
import { useClassLeave, useClassStudents, type ClassLeave } from '@/lib/api/classes';
import type { KeptClass } from '@/lib/contract/classes';
import type { DiningType } from '@/lib/contract/enums';
import { format } from '@/lib/i18n';
import { diningLabel } from '@/lib/order/labels';
import { LONG_TOAST_MS, showToast } from '@/lib/platform/feedback';
import { errorText } from '@/lib/api/errorText';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { Checks } from './Checks';
import own from './classes.module.css';
import { classesMessages } from '@/lib/i18n/areas/classes';

/** How many school days ahead a class leave can be chosen for. */
const DAYS_AHEAD = 5;

/** Today and the next weekdays, `YYYY-MM-DD` (the server refuses what is not a paid meal). */
export function leaveDates(today: string, count = DAYS_AHEAD): string[] {
  const dates: string[] = [];
  const day = new Date(`${today}T00:00:00Z`);
  while (dates.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

/** Puts one or several children of the class on leave for chosen dates and dining types. */
export function ClassLeaveForm({ klass, onDone }: { klass: KeptClass; onDone: () => void }) {
  const students = useClassStudents(klass.classesId);
  const requestClassLeave = useClassLeave();
  const [children, setChildren] = useState<number[]>([]);
  const [dates, setDates] = useState<string[]>([]);
  const [dining, setDining] = useState<DiningType[]>([]);
  const [sending, setSending] = useState(false);
  const meals: ClassLeave[] = children.flatMap((associatedUserId) =>
    dates.flatMap((leaveDate) =>
      dining.map((diningType) => ({ associatedUserId, leaveDate, diningType })),
    ),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (meals.length === 0 || sending) return;
    setSending(true);
    try {
      const failed = await requestClassLeave(meals);
      const ok = meals.length - failed.length;
      showToast({
        title:
          failed.length === 0
            ? format(classesMessages().leaveDone, { count: ok })
            : format(classesMessages().leavePartial, { ok, failed: failed.length }),
        icon: failed.length === 0 ? 'success' : 'none',
      });
      if (failed.length === 0) onDone();
    } catch (error) {
      showToast({
        title: errorText(error, errorTexts().actions.leave),
        icon: 'fail',
        duration: LONG_TOAST_MS,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={own.leaveForm}
      aria-label={classesMessages().leaveTitle}
      onSubmit={(event) => void submit(event)}
    >
      <AsyncState
        isLoading={students.isLoading}
        error={students.error}
        onRetry={() => void students.mutate()}
        serverText={false}
        isEmpty={(students.data ?? []).length === 0}
        emptyText={classesMessages().noStudents}
      >
        <Checks
          legend={classesMessages().chooseChildren}
          options={(students.data ?? []).map((student) => ({
            value: student.associatedUserId,
            label: student.userName,
          }))}
          chosen={children}
          onChange={setChildren}
        />
        <Checks
          legend={classesMessages().chooseDates}
          options={leaveDates(klass.today).map((date) => ({ value: date, label: date.slice(5) }))}
          chosen={dates}
          onChange={setDates}
        />
        <Checks
          legend={classesMessages().chooseDining}
          options={klass.dining.map(({ diningType }) => ({
            value: diningType,
            label: diningLabel(diningType),
          }))}
          chosen={dining}
          onChange={setDining}
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${styles.button} ${styles.primary}`}
            disabled={meals.length === 0 || sending}
          >
            {classesMessages().leaveSubmit}
          </button>
        </div>
      </AsyncState>
    </form>
  );
}
