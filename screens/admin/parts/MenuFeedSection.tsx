'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { useMenuFeedSetting } from '@/lib/api/feed';
import { feedMessages } from '@/lib/i18n/areas/feeds';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { hashHref } from '@/lib/router/url';
import { route } from '@/lib/router/routes';
import styles from './console.module.css';

/**
 * The school's open menu feed (decision 073): off until the administrator turns it on; the
 * addresses to pass on, and the printable week.
 */
export function MenuFeedSection({ unitId }: { unitId: number }) {
  const f = feedMessages().console;
  const feed = useMenuFeedSetting();
  const [said, say] = useState('');
  const [busy, setBusy] = useState(false);
  async function toggle(open: boolean) {
    setBusy(true);
    try {
      await feed.save(open);
      say(f.saved);
    } catch {
      say(consoleMessages().common.failed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.card} aria-labelledby="content-menu-feed">
      <h2 id="content-menu-feed">{f.title}</h2>
      <p className={styles.note}>{f.hint}</p>
      <AsyncState isLoading={feed.isLoading} error={feed.error} onRetry={() => void feed.retry()}>
        {feed.setting ? (
          <>
            <label>
              <input
                type="checkbox"
                checked={feed.setting.open}
                disabled={busy}
                onChange={(event) => void toggle(event.target.checked)}
              />{' '}
              {f.open}
            </label>
            <dl>
              <dt>{f.json}</dt>
              <dd>
                <code>{feed.setting.jsonUrl}</code>
              </dd>
              <dt>{f.calendar}</dt>
              <dd>
                <code>{feed.setting.calendarUrl}</code>
              </dd>
            </dl>
          </>
        ) : null}
      </AsyncState>
      <p>
        <a href={hashHref(route('publicityPrint', { schoolId: unitId }))}>{f.print}</a>
      </p>
      <p className={styles.status} role="status">
        {said}
      </p>
    </section>
  );
}
