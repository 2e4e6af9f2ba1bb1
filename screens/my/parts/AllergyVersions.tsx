import styles from '../../../components/allergy/allergy.module.css';
import type { AllergyProfile } from '@/lib/contract/allergy';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { dayjs } from '@/lib/i18n/dayjs';
import { allergenName } from '@/lib/meal/allergens';

/** What the school enforces now (the verified allergies), then every version, newest first. */
export function AllergyVersions({ profile }: { profile: AllergyProfile }) {
  const a = allergyMessages();
  const p = a.profile;
  const sep = messages().common.listSeparator;
  const describe = (allergies: AllergyProfile['verified'], diets: readonly string[] = []) => {
    const parts = [
      ...allergies.map((x) =>
        format(a.withSeverity, { name: allergenName(x.code), severity: a.severity[x.severity] }),
      ),
      ...diets.map((d) => a.diet[d as keyof typeof a.diet] ?? d),
    ];
    return parts.length === 0 ? p.nothing : parts.join(sep);
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="allergy-enforced">
        <h2 id="allergy-enforced" className={styles.head}>
          {p.enforced}
        </h2>
        <p>{profile.verified.length === 0 ? p.enforcedNone : describe(profile.verified)}</p>
      </section>
      <section className={styles.section} aria-labelledby="allergy-versions">
        <h2 id="allergy-versions" className={styles.head}>
          {p.versions}
        </h2>
        {profile.versions.length === 0 ? <p className={styles.hint}>{p.versionsEmpty}</p> : null}
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {profile.versions.map((version) => (
            <li key={version.version} className={styles.version}>
              <p className={styles.hint}>
                {format(p.version, {
                  version: version.version,
                  at: dayjs(version.declaredAt).format('YYYY-MM-DD HH:mm'),
                })}{' '}
                <span className={styles.state}>{a.review[version.review]}</span>
              </p>
              <p>{describe(version.allergies, version.diets)}</p>
              {version.note ? <p className={styles.hint}>{version.note}</p> : null}
              {version.review === 'Rejected' && version.reviewNote ? (
                <p className={styles.error}>{format(p.reviewNote, { note: version.reviewNote })}</p>
              ) : null}
              {version.doctorNoteUrl ? (
                <a href={version.doctorNoteUrl} target="_blank" rel="noreferrer">
                  {p.viewDoctorNote}
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
