'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { importRosterCsv, previewRosterCsv, useRoster } from '@/lib/api/admin';
import type { RosterCheck } from '@/lib/contract/adminRoster';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { ConsoleFrame } from './parts/ConsoleFrame';
import { RosterChildren } from './parts/RosterChildren';
import { TeacherForm } from './parts/TeacherForm';
import cards from './parts/cards.module.css';
import styles from './parts/console.module.css';

/**
 * /pages/admin/roster: import the school's roster CSV, bind teachers (decision 050), link the
 * families' children to roster students (decision 058).
 */
export default function RosterScreen() {
  return <ConsoleFrame current="adminRoster">{() => <Roster />}</ConsoleFrame>;
}

function Roster() {
  const t = consoleMessages();
  const r = t.roster;
  const roster = useRoster();
  const [csv, setCsv] = useState('');
  const [check, setCheck] = useState<RosterCheck | null>(null);
  const [status, setStatus] = useState('');
  const choose = async (file: File | undefined) => {
    setCheck(null);
    setStatus('');
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    try {
      setCheck(await previewRosterCsv(text));
    } catch {
      setStatus(t.common.failed);
    }
  };
  const run = async () => {
    try {
      const result = await importRosterCsv(csv);
      setCheck(result);
      setStatus(format(r.imported, { count: result.imported }));
    } catch {
      setStatus(t.common.failed);
    }
  };
  return (
    <>
      <div className={`${styles.card} ${styles.toolbar}`}>
        <label>
          {r.file}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        <button
          type="button"
          className={styles.button}
          disabled={!check || check.errors.length > 0 || check.students === 0}
          onClick={() => void run()}
        >
          {r.import}
        </button>
      </div>
      <div role="status" className={styles.status}>
        {check ? (
          <p>
            {format(r.preview, {
              students: check.students,
              grades: check.grades,
              classes: check.classes,
            })}
          </p>
        ) : null}
        {check && check.errors.length > 0 ? (
          <p className={styles.error}>{format(r.errors, { count: check.errors.length })}</p>
        ) : null}
        {status ? <p>{status}</p> : null}
      </div>
      {check && check.errors.length > 0 ? (
        <ul className={styles.list} aria-label={format(r.errors, { count: check.errors.length })}>
          {check.errors.map((error) => (
            <li key={`${error.line}-${error.problem}`} className={styles.error}>
              {format(r.line, { line: error.line, problem: r.problems[error.problem] })}
            </li>
          ))}
        </ul>
      ) : null}
      <AsyncState
        isLoading={roster.isLoading}
        error={roster.error}
        onRetry={() => void roster.mutate()}
      >
        {roster.data ? (
          <>
            <p className={styles.note}>{format(r.total, { count: roster.data.students })}</p>
            <TeacherForm classes={roster.data.classes} />
            <div className={styles.card}>
              <table className={`${styles.table} ${cards.cardsWhenNarrow}`}>
                <thead>
                  <tr>
                    <th scope="col">{t.sheet.grade}</th>
                    <th scope="col">{r.klass}</th>
                    <th scope="col" className={styles.number}>
                      {r.students}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t.rosterLinks.linked}
                    </th>
                    <th scope="col">{r.teachers}</th>
                  </tr>
                </thead>
                <tbody>
                  {roster.data.classes.map((klass) => (
                    <tr key={klass.classesId}>
                      <td data-label={t.sheet.grade}>{klass.gradeName}</td>
                      <th scope="row">{klass.className}</th>
                      <td className={styles.number} data-label={r.students}>
                        {klass.students}
                      </td>
                      <td className={styles.number} data-label={t.rosterLinks.linked}>
                        {klass.linked}
                      </td>
                      <td data-label={r.teachers}>
                        {klass.teachers
                          .map((teacher) =>
                            teacher.bindType === 'HEAD_TEACHER' ||
                            teacher.bindType === 'RESPONSIBLE_TEACHER'
                              ? format(r.teacher, {
                                  name: teacher.userName,
                                  role: r[teacher.bindType],
                                })
                              : teacher.userName,
                          )
                          .join(t.common.separator)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <RosterChildren />
          </>
        ) : null}
      </AsyncState>
    </>
  );
}
