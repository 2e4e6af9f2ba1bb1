'use client';

import { useState } from 'react';
import { ChildSwitcher } from '@/components/ChildSwitcher';
import { useIdentities } from '@/lib/api/user';
import type { Identity } from '@/lib/contract/user';
import { format, messages } from '@/lib/i18n';
import { switchChild } from '@/lib/user/switchChild';
import styles from './home.module.css';

/** The selected child's head photo and name; with more than one child, the switcher. */
export function ChildHeader() {
  const t = messages().meal;
  const { identities, selected, isLoading } = useIdentities();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Holds the head's place while the children load, so the calendar does not jump down.
  if (!selected) return isLoading ? <div className={styles.child} aria-hidden="true" /> : null;

  async function onSwitch(identity: Identity) {
    setBusy(true);
    try {
      if (await switchChild(identity)) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.child}>
      <div className={styles.childRow}>
        {selected.headerUrl ? (
          <img
            className={styles.photo}
            src={selected.headerUrl}
            alt={format(t.headPhoto, { name: selected.userName })}
            width={48}
            height={48}
          />
        ) : (
          <span className={styles.photo} aria-hidden="true">
            {selected.userName.slice(0, 1)}
          </span>
        )}
        <div className={styles.childText}>
          <h2 className={styles.childName}>{selected.userName}</h2>
          <p className={styles.childClass}>
            {[selected.unitName, selected.gradeName, selected.classesName]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {identities && identities.length > 1 ? (
          <button
            type="button"
            className={styles.switch}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {t.switchChild}
          </button>
        ) : null}
      </div>
      {open && identities ? (
        <ChildSwitcher
          identities={identities}
          selectedId={selected.associatedUserId}
          onSwitch={(identity) => void onSwitch(identity)}
          busy={busy}
        />
      ) : null}
    </section>
  );
}
