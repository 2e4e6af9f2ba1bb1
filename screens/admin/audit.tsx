'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useAuditLog } from '@/lib/api/admin';
import { codeLabel } from '@/lib/i18n/codeLabel';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { consoleCodes } from '@/lib/i18n/areas/consoleCodes';
import { dayjs } from '@/lib/i18n/dayjs';
import { ConsoleFrame } from './parts/ConsoleFrame';
import styles from './parts/console.module.css';

/** /pages/admin/audit: every change made through the console, who and when (decision 046). */
export default function AuditScreen() {
  return <ConsoleFrame current="adminAudit">{() => <Audit />}</ConsoleFrame>;
}

function Audit() {
  const t = consoleMessages();
  const codes = consoleCodes();
  const [page] = useState(0);
  const log = useAuditLog(page);
  const rows = log.data?.content ?? [];
  return (
    <AsyncState
      isLoading={log.isLoading}
      error={log.error}
      onRetry={() => void log.mutate()}
      isEmpty={rows.length === 0}
      emptyText={t.common.none}
    >
      <div className={styles.card}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.audit.when}</th>
              <th scope="col">{t.audit.who}</th>
              <th scope="col">{t.audit.action}</th>
              <th scope="col">{t.audit.target}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{dayjs(row.createdAt).format('YYYY-MM-DD HH:mm')}</td>
                <td>{row.userName}</td>
                <td>{codeLabel(codes.auditActions, row.action)}</td>
                <td>{auditTarget(row.target)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AsyncState>
  );
}

/**
 * A target is an id, a date or a menu slot such as `2026-03-16 Lunch Muslim` (menu.save,
 * leftovers.save, rules.dining): its dining type and meal kind words are codes, so they are named.
 */
function auditTarget(target: string | null): string {
  if (target === null) return '';
  const t = consoleMessages();
  return target
    .split(' ')
    .map((word) => codeLabel(t.dining, codeLabel(t.kinds, word)))
    .join(' ');
}
