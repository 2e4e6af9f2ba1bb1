'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { reviewProfile, usePendingProfiles } from '@/lib/api/allergy';
import { errorMessage } from '@/lib/api/errors';
import type { PendingProfile } from '@/lib/contract/allergy';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { dayjs } from '@/lib/i18n/dayjs';
import { allergenName } from '@/lib/meal/allergens';
import { classTitle } from '@/lib/serving/words';
import { ConfirmButton } from './parts/ConfirmButton';
import { ConsoleFrame } from './parts/ConsoleFrame';
import styles from './parts/console.module.css';

/**
 * /pages/admin/allergy: the school's queue of allergy profiles to verify (decision 080). Each
 * shows the declared version beside what is enforced now and the doctor's note; verifying or
 * rejecting asks again, naming the child.
 */
export default function AllergyReviewScreen() {
  return <ConsoleFrame current="adminAllergy">{() => <PendingList />}</ConsoleFrame>;
}

function PendingList() {
  const c = allergyMessages().console;
  const pending = usePendingProfiles();
  // Said above the list: the reviewed card leaves it.
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <p className={styles.note} role="status">
        {done}
      </p>
      <AsyncState
        isLoading={pending.isLoading}
        error={pending.error}
        errorText={c.loadFailed}
        onRetry={() => void pending.mutate()}
        isEmpty={pending.data !== undefined && pending.data.length === 0}
        emptyText={c.empty}
      >
        {(pending.data ?? []).map((entry) => (
          <PendingCard
            key={entry.associatedUserId}
            entry={entry}
            onDone={(text) => {
              setDone(text);
              void pending.mutate();
            }}
          />
        ))}
      </AsyncState>
    </>
  );
}

function PendingCard({ entry, onDone }: { entry: PendingProfile; onDone: (text: string) => void }) {
  const a = allergyMessages();
  const c = a.console;
  const sep = messages().common.listSeparator;
  const version = entry.profile.versions.find((v) => v.review === 'Pending');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!version) return null;
  const headingId = `allergy-child-${entry.associatedUserId}`;
  const describe = (list: PendingProfile['profile']['verified'], diets: readonly string[]) => {
    const parts = [
      ...list.map((x) =>
        format(a.withSeverity, { name: allergenName(x.code), severity: a.severity[x.severity] }),
      ),
      ...diets.map((d) => a.diet[d as keyof typeof a.diet] ?? d),
    ];
    return parts.length === 0 ? c.none : parts.join(sep);
  };

  async function review(outcome: 'Verified' | 'Rejected') {
    if (!version) return;
    setBusy(true);
    setFailure(null);
    try {
      await reviewProfile(entry.associatedUserId, {
        version: version.version,
        review: outcome,
        note: note.trim(),
      });
      onDone(format(outcome === 'Verified' ? c.verified : c.rejected, { name: entry.name }));
    } catch (error) {
      setFailure(errorMessage(error, c.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {format(c.child, { name: entry.name, class: classTitle(entry.gradeName, entry.className) })}
      </h2>
      <p className={styles.note}>
        {format(c.declared, {
          version: version.version,
          by: version.declaredBy,
          at: dayjs(version.declaredAt).format('YYYY-MM-DD HH:mm'),
        })}
      </p>
      <p>
        <strong>{describe(version.allergies, version.diets)}</strong>
      </p>
      {version.note ? <p>{version.note}</p> : null}
      <p className={styles.note}>
        {format(c.current, { list: describe(entry.profile.verified, []) })}
      </p>
      {version.doctorNoteUrl ? (
        <figure>
          <a href={version.doctorNoteUrl} target="_blank" rel="noreferrer">
            <img
              src={version.doctorNoteUrl}
              alt={format(c.doctorNoteOf, { name: entry.name })}
              style={{ maxWidth: '100%', maxHeight: 320 }}
            />
          </a>
          <figcaption>{c.doctorNote}</figcaption>
        </figure>
      ) : (
        <p className={styles.note}>{c.noDoctorNote}</p>
      )}
      <div className={styles.toolbar}>
        <label>
          {c.note}
          <textarea
            value={note}
            maxLength={200}
            placeholder={c.notePlaceholder}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      </div>
      {busy ? null : (
        <div className={styles.toolbar}>
          <ConfirmButton
            text={c.verify}
            label={`${c.verify} ${entry.name}`}
            question={format(c.confirmVerify, { name: entry.name })}
            onConfirm={() => void review('Verified')}
          />
          <ConfirmButton
            text={c.reject}
            label={`${c.reject} ${entry.name}`}
            question={format(c.confirmReject, { name: entry.name })}
            onConfirm={() => void review('Rejected')}
          />
        </div>
      )}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
