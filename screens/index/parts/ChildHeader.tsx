'use client';

import { useEffect, useState } from 'react';
import { ChildSwitcher } from '@/components/ChildSwitcher';
import { useIdentities } from '@/lib/api/user';
import type { Identity } from '@/lib/contract/user';
import { format, messages } from '@/lib/i18n';
import { switchChild } from '@/lib/user/switchChild';
import { saveBootSnapshot } from '@/lib/shell/bootSnapshot';
import styles from './home.module.css';

/** The selected child's head photo and name; with more than one child, the switcher. */
export function ChildHeader() {
  const t = messages().meal;
  const { identities, selected, isLoading } = useIdentities();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const line = selected
    ? [selected.unitName, selected.gradeName, selected.classesName].filter(Boolean).join(' · ')
    : '';
  const title = messages().routes.home;
  const switchLabel = identities && identities.length > 1 ? t.switchChild : undefined;
  // What the next start paints before its scripts (decision 090).
  useEffect(() => {
    if (selected)
      saveBootSnapshot({
        title,
        name: selected.userName,
        line,
        ...(switchLabel && { switchLabel }),
      });
  }, [selected, title, line, switchLabel]);
  // Holds the head's place while the children load, so the calendar does not jump down.
  // data-boot-pending keeps the boot frame's copy of this head up until the real one shows.
  if (!selected)
    return isLoading ? (
      <div className={styles.child} aria-hidden="true" data-boot-pending="" />
    ) : null;

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
          <p className={styles.childClass}>{line}</p>
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
