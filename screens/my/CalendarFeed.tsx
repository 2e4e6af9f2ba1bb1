'use client';
import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { errorText } from '@/lib/api/errorText';
import { useCalendarFeeds } from '@/lib/api/feed';
import { useIdentities } from '@/lib/api/user';
import type { CalendarFeedState, IssuedCalendarFeed } from '@/lib/contract/feed';
import { dayjs } from '@/lib/i18n/dayjs';
import { format, messages } from '@/lib/i18n';
import { feedMessages } from '@/lib/i18n/areas/feeds';
import { showToast } from '@/lib/platform/feedback';
import styles from './parts/calendarFeed.module.css';

// A child's meals in the phone's calendar (decision 073). The link is shown once, when created:
// the server keeps only its hash, so a later visit offers a new link (which stops the old one).

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ChildFeed({
  name,
  state,
  issued,
  busy,
  onIssue,
  onRevoke,
}: {
  name: string;
  state: CalendarFeedState | undefined;
  issued: IssuedCalendarFeed | undefined;
  busy: boolean;
  onIssue: () => void;
  onRevoke: () => void;
}) {
  const f = feedMessages().calendar;
  const active = Boolean(issued) || state?.active === true;
  const since = issued?.issuedAt ?? state?.issuedAt;
  const labelId = `feed-${state?.associatedUserId ?? name}`;
  return (
    <section className={styles.child} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.name}>
        {name}
      </h2>
      <p className={styles.state}>
        {active && since
          ? format(f.active, { date: dayjs(since).format('YYYY-MM-DD HH:mm') })
          : f.inactive}
      </p>
      {issued ? (
        <>
          <input
            className={styles.link}
            readOnly
            value={issued.url}
            aria-label={format(f.linkLabel, { child: name })}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className={styles.buttons}>
            <a className={styles.subscribe} href={issued.webcal}>
              {f.subscribe}
            </a>
            <button
              type="button"
              className={styles.plain}
              onClick={() =>
                void copy(issued.url).then((done) =>
                  showToast({
                    title: done ? f.copied : f.copyFailed,
                    icon: done ? 'success' : 'none',
                  }),
                )
              }
            >
              {f.copy}
            </button>
          </div>
        </>
      ) : active ? (
        <p className={styles.state}>{f.activeHint}</p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.plain} disabled={busy} onClick={onIssue}>
          {active ? f.renew : f.create}
        </button>
        {active ? (
          <button type="button" className={styles.revoke} disabled={busy} onClick={onRevoke}>
            {f.revoke}
          </button>
        ) : null}
      </div>
      {active ? <p className={styles.state}>{f.renewHint}</p> : null}
    </section>
  );
}

export default function CalendarFeedScreen() {
  const t = messages();
  const f = feedMessages().calendar;
  const { identities, error, isLoading, retry } = useIdentities();
  const feeds = useCalendarFeeds();
  const [issued, setIssued] = useState<Record<number, IssuedCalendarFeed>>({});
  const [busy, setBusy] = useState<number | null>(null);

  async function act(childId: number, work: () => Promise<void>) {
    setBusy(childId);
    try {
      await work();
    } catch (failure) {
      showToast({ title: errorText(failure, f.failed), icon: 'fail' });
    } finally {
      setBusy(null);
    }
  }

  const issue = (childId: number) =>
    act(childId, async () => {
      const link = await feeds.issue(childId);
      setIssued((current) => ({ ...current, [childId]: link }));
    });
  const revoke = (childId: number) =>
    act(childId, async () => {
      await feeds.revoke(childId);
      setIssued(({ [childId]: _gone, ...rest }) => rest);
      showToast({ title: f.revoked, icon: 'success' });
    });

  return (
    <Page title={t.routes.myCalendarFeed}>
      <p className={styles.intro}>{f.intro}</p>
      <AsyncState
        isLoading={isLoading || feeds.isLoading}
        error={error ?? feeds.error}
        onRetry={() => void Promise.all([retry(), feeds.retry()])}
        isEmpty={!identities || identities.length === 0}
        emptyText={f.empty}
      >
        {(identities ?? []).map((identity) => (
          <ChildFeed
            key={identity.associatedUserId}
            name={identity.userName}
            state={feeds.states?.find((s) => s.associatedUserId === identity.associatedUserId)}
            issued={issued[identity.associatedUserId]}
            busy={busy === identity.associatedUserId}
            onIssue={() => void issue(identity.associatedUserId)}
            onRevoke={() => void revoke(identity.associatedUserId)}
          />
        ))}
      </AsyncState>
    </Page>
  );
}
