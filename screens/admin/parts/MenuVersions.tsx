'use client';

import { AsyncState } from '@/components/AsyncState';
import { isApiError } from '@/lib/api/errors';
import type { MenuDish, MenuSlot } from '@/lib/contract/adminMenus';
import { format } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { allergenName } from '@/lib/meal/allergens';
import { menuDiff } from './menuRows';
import styles from './console.module.css';

/** A 404 from the slot call: nobody has saved this meal yet, which is no failure. */
export const isNewMenu = (error: unknown) => isApiError(error) && error.status === 404;

function DishList({ dishes, label }: { dishes: MenuDish[]; label: string }) {
  const t = consoleMessages().menus;
  const e = allergyMessages().editor;
  const allergens = (dish: MenuDish) =>
    dish.allergens === null
      ? e.unknown
      : dish.allergens.length === 0
        ? e.none
        : dish.allergens.map(allergenName).join(consoleMessages().common.separator);
  return (
    <ul className={styles.note} aria-label={label}>
      {dishes.map((dish) => (
        <li key={dish.name}>
          {format(t.dishLine, {
            name: dish.name,
            grams: dish.weightGrams,
            allergens: allergens(dish),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The opened menu's versions (decision 063): the one families read and, when one waits, the draft
 * with what it changes, so the kitchen knows what a save or a publication will do.
 */
export function MenuVersions({
  slot,
  isLoading,
  error,
  onRetry,
}: {
  slot: MenuSlot | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const c = consoleMessages();
  const t = c.menus;
  if (isNewMenu(error))
    return (
      <p className={styles.note} role="note">
        {t.newMenu}
      </p>
    );
  const names = (list: string[]) => list.join(c.common.separator);
  const diff = slot?.draft && slot.published ? menuDiff(slot.draft, slot.published.dishes) : null;
  return (
    <AsyncState isLoading={isLoading} error={error} onRetry={onRetry}>
      {slot ? (
        <div className={styles.versions}>
          <section aria-labelledby="menu-published">
            <h3 id="menu-published">
              {slot.published
                ? format(t.publishedVersion, { version: slot.published.version })
                : t.neverPublished}
            </h3>
            {slot.published ? (
              <DishList dishes={slot.published.dishes} label={t.published} />
            ) : null}
          </section>
          <section aria-labelledby="menu-draft">
            <h3 id="menu-draft">{slot.draft ? t.draftWaiting : t.noDraft}</h3>
            {slot.draft ? <DishList dishes={slot.draft} label={t.draftWaiting} /> : null}
            {diff ? (
              <p className={styles.note}>
                {[
                  diff.added.length ? format(t.added, { names: names(diff.added) }) : '',
                  diff.removed.length ? format(t.removed, { names: names(diff.removed) }) : '',
                  diff.changed.length ? format(t.changed, { names: names(diff.changed) }) : '',
                ]
                  .filter(Boolean)
                  .join(t.diffSeparator) || t.same}
              </p>
            ) : null}
          </section>
        </div>
      ) : null}
    </AsyncState>
  );
}
