'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { errorMessage } from '@/lib/api/errors';
import { clearCalendarDay, declareCalendarDay, useCalendarMonth } from '@/lib/api/admin';
import { CalendarKind } from '@/lib/contract/adminCalendar';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { dayjs } from '@/lib/i18n/dayjs';
import { ConfirmButton } from './parts/ConfirmButton';
import { ConsoleFrame } from './parts/ConsoleFrame';
import styles from './parts/console.module.css';

/** /pages/admin/calendar: holidays, make-up workdays, collective leave (decision 049). */
export default function CalendarScreen() {
  return <ConsoleFrame current="adminCalendar">{() => <Calendar />}</ConsoleFrame>;
}

function Calendar() {
  const t = consoleMessages();
  const c = t.calendar;
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const [date, setDate] = useState(dayjs().add(1, 'day').format('YYYY-MM-DD'));
  const [kind, setKind] = useState<CalendarKind>('Holiday');
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const days = useCalendarMonth(month);
  const declare = async () => {
    try {
      const { credited } = await declareCalendarDay({ date, kind, name: name.trim() || c[kind] });
      setStatus(`${t.common.saved} · ${format(c.credited, { count: credited })}`);
      setMonth(date.slice(0, 7));
    } catch (error) {
      // The server's refusal says why (a day before tomorrow cannot change, decision 065).
      setStatus(errorMessage(error, t.common.failed));
    }
  };
  return (
    <>
      <form
        className={`${styles.card} ${styles.toolbar}`}
        aria-label={c.declare}
        onSubmit={(event) => {
          event.preventDefault();
          void declare();
        }}
      >
        <label>
          {t.common.date}
          <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <label>
          {c.kind}
          <select value={kind} onChange={(event) => setKind(event.target.value as CalendarKind)}>
            {CalendarKind.options.map((option) => (
              <option key={option} value={option}>
                {c[option]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.common.name}
          <input value={name} maxLength={30} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className={styles.button}>
          {c.declare}
        </button>
      </form>
      <p className={styles.status} role="status">
        {status}
      </p>
      <div className={styles.toolbar}>
        <label>
          {c.month}
          <input
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
        </label>
      </div>
      <AsyncState
        isLoading={days.isLoading}
        error={days.error}
        onRetry={() => void days.mutate()}
        isEmpty={(days.data ?? []).length === 0}
        emptyText={c.empty}
      >
        <div className={styles.card}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.common.date}</th>
                <th scope="col">{c.kind}</th>
                <th scope="col">{t.common.name}</th>
                <th scope="col">
                  <span className={styles.note}>{t.common.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(days.data ?? []).map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td>{c[day.kind]}</td>
                  <td>{day.name}</td>
                  <td>
                    <ConfirmButton
                      text={t.common.remove}
                      label={`${t.common.remove} ${day.date}`}
                      question={format(c.removeAsk, { date: day.date, name: day.name })}
                      onConfirm={() =>
                        void clearCalendarDay(day.date).catch((error: unknown) =>
                          setStatus(errorMessage(error, t.common.failed)),
                        )
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AsyncState>
    </>
  );
}
