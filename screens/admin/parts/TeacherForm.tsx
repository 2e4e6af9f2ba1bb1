'use client';

import { useState } from 'react';
import { bindClassTeacher } from '@/lib/api/admin';
import { consoleMessages } from '@/lib/i18n/areas/console';
import styles from './console.module.css';

/** Binds an existing account (by mobile) as a class's teacher (decision 050). */
export function TeacherForm({
  classes,
}: {
  classes: { classesId: number; gradeName: string; className: string }[];
}) {
  const t = consoleMessages();
  const r = t.roster;
  const [mobile, setMobile] = useState('');
  const [classesId, setClassesId] = useState(classes[0]?.classesId ?? 0);
  const [bindType, setBindType] = useState<'HEAD_TEACHER' | 'RESPONSIBLE_TEACHER'>('HEAD_TEACHER');
  const [status, setStatus] = useState('');
  return (
    <form
      className={`${styles.card} ${styles.toolbar}`}
      aria-label={r.bind}
      onSubmit={(event) => {
        event.preventDefault();
        bindClassTeacher({ mobile, classesId, bindType }).then(
          () => setStatus(t.common.saved),
          () => setStatus(t.common.failed),
        );
      }}
    >
      <label>
        {r.mobile}
        <input inputMode="tel" value={mobile} onChange={(event) => setMobile(event.target.value)} />
      </label>
      <label>
        {r.klass}
        <select value={classesId} onChange={(event) => setClassesId(Number(event.target.value))}>
          {classes.map((klass) => (
            <option key={klass.classesId} value={klass.classesId}>
              {klass.gradeName} {klass.className}
            </option>
          ))}
        </select>
      </label>
      <label>
        {r.role}
        <select
          value={bindType}
          onChange={(event) => setBindType(event.target.value as typeof bindType)}
        >
          <option value="HEAD_TEACHER">{r.HEAD_TEACHER}</option>
          <option value="RESPONSIBLE_TEACHER">{r.RESPONSIBLE_TEACHER}</option>
        </select>
      </label>
      <button type="submit" className={styles.button}>
        {r.bind}
      </button>
      <span role="status">{status}</span>
    </form>
  );
}
