import { allergenCategory, allergenName } from '@/lib/meal/allergens';
import { ALLERGENS } from '@/lib/i18n/allergens';
import { format } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import styles from './allergy.module.css';

/**
 * A dish's allergens as the list's one-character marks, each with its name for screen readers
 * and as a tooltip: never colour alone (decision 080). Free text from old data shows as it is.
 */
export function AllergenMarks({ codes }: { codes: readonly string[] | null | undefined }) {
  if (!codes || codes.length === 0) return null;
  const a = allergyMessages().marks;
  return (
    <span className={styles.marks}>
      {codes.map((code) => {
        const name = allergenName(code);
        const label = format(a.mark, { name });
        return (
          <abbr key={code} className={styles.mark} title={label} aria-label={label} role="img">
            {allergenCategory(code)?.short ?? name}
          </abbr>
        );
      })}
    </span>
  );
}

/** The marks' key, for a printed or kiosk menu. */
export function AllergenLegend({ codes }: { codes?: readonly string[] }) {
  const a = allergyMessages().marks;
  const shown = codes ? ALLERGENS.filter((c) => codes.includes(c.code)) : ALLERGENS;
  if (shown.length === 0) return null;
  return (
    <section aria-label={a.legend}>
      <ul className={styles.legendList}>
        {shown.map((category) => (
          <li key={category.code}>
            <span className={styles.mark} aria-hidden>
              {category.short}
            </span>
            {allergenName(category.code)}
          </li>
        ))}
      </ul>
    </section>
  );
}
