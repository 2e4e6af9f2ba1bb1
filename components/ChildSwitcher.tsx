'use client';
import type { Identity } from '@/lib/contract/user';
import { format, messages } from '@/lib/i18n';
import styles from './ChildSwitcher.module.css';

export interface ChildSwitcherProps {
  identities: readonly Identity[];
  selectedId?: number;
  /** Called with the identity the user picked (never the one already selected). */
  onSwitch: (identity: Identity) => void;
  /** While a switch is running, further taps are ignored. */
  busy?: boolean;
}

/** The account's children, the selected one marked; tapping another switches to it. */
export function ChildSwitcher({
  identities,
  selectedId,
  onSwitch,
  busy = false,
}: ChildSwitcherProps) {
  const t = messages().account;
  return (
    <ul className={styles.list} aria-label={t.children}>
      {identities.map((identity) => {
        const selected = identity.associatedUserId === selectedId;
        const classLine = [identity.unitName, identity.gradeName, identity.classesName ?? t.noClass]
          .filter(Boolean)
          .join(' · ');
        const body = (
          <>
            <span className={styles.text}>
              <span className={styles.name}>{identity.userName}</span>
              <span className={styles.label}>{classLine}</span>
            </span>
            {selected ? (
              <span className={styles.current}>{t.current}</span>
            ) : (
              <span className={styles.arrow} aria-hidden>
                ›
              </span>
            )}
          </>
        );
        return (
          <li key={identity.associatedUserId} className={styles.item}>
            {selected ? (
              <div className={styles.row} aria-current="true">
                {body}
              </div>
            ) : (
              <button
                type="button"
                className={styles.row}
                aria-label={`${format(t.switchTo, { name: identity.userName })} ${classLine}`}
                disabled={busy}
                onClick={() => onSwitch(identity)}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
