'use client';
import { useId, useState, type ReactNode } from 'react';
import { AllergenMarks } from '@/components/allergy/AllergenMarks';
import { diningLabel, dishRatingText } from '@/components/school/SchoolParts';
import type { DiningType } from '@/lib/contract/enums';
import type { PublicityDay, PublicityEntry } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { schoolMessages } from '@/lib/i18n/areas/school';
import { dateWithWeekday } from './MealsOfDay';
import styles from './publicity.module.css';

// Ten dates of every dish, weight and rating made the menus page 8,000 px of plain text on a
// phone (decision 089): each day now says which meals and a few dishes first, and the whole
// list is one tap away, behind a native <details> (keyboards and screen readers know it as is).

/** How many dish names the short line of a meal names before "and N more". */
const FIRST_DISHES = 3;

/** Regular meal before halal within a dining type, dining types in the day's order. */
function ordered(entries: readonly PublicityEntry[]): PublicityEntry[] {
  const rank = { Breakfast: 0, Lunch: 1, Dinner: 2 } as const;
  return [...entries].sort(
    (a, b) =>
      rank[a.diningType] - rank[b.diningType] ||
      Number(a.mealKind === 'Muslim') - Number(b.mealKind === 'Muslim'),
  );
}

const DINING: readonly DiningType[] = ['Breakfast', 'Lunch', 'Dinner'];

function kindLabel(entry: PublicityEntry): string {
  const s = schoolMessages();
  return entry.mealKind === 'Muslim' ? s.mealKindMuslim : s.mealKindOrdinary;
}

function entryLabel(entry: PublicityEntry): string {
  return `${diningLabel(entry.diningType)} · ${kindLabel(entry)}`;
}

/** `番茄炒蛋、清炒时蔬、米饭等 6 道菜`: the first dishes of a meal and how many there are. */
export function firstDishes(entry: PublicityEntry): string {
  const s = schoolMessages();
  const names = entry.dishes.slice(0, FIRST_DISHES).map((dish) => dish.name);
  const joined = names.join(s.publicityMealsSeparator);
  if (entry.dishes.length <= FIRST_DISHES) return joined;
  return format(s.publicityMoreDishes, {
    names: joined,
    more: entry.dishes.length - FIRST_DISHES,
    count: entry.dishes.length,
  });
}

/** A date as a heading: `2026-03-16 周一`, and 今天 on the school's today. */
export function DayHeading({ date, today }: { date: string; today?: string }) {
  const s = schoolMessages();
  return (
    <>
      <time dateTime={date}>{dateWithWeekday(date)}</time>
      {date === today ? <span className={styles.today}>{s.publicityToday}</span> : null}
    </>
  );
}

/** Every meal of the day with every dish, its weight, allergen marks and the week's rating. */
export function FullMenus({ day }: { day: PublicityDay }) {
  const s = schoolMessages();
  return (
    <>
      {ordered(day.entries).map((entry) => (
        <section key={entry.carteId} className={styles.meal}>
          <h3 className={styles.mealTitle}>{entryLabel(entry)}</h3>
          <ul className={styles.dishes}>
            {entry.dishes.map((dish) => (
              <li key={dish.id} className={styles.dish}>
                <span className={styles.dishName}>
                  {format(s.dishWeight, { name: dish.name, grams: dish.weightGrams })}
                  <AllergenMarks codes={dish.allergens} />
                </span>
                {dish.rating ? (
                  <span className={styles.rating}>{dishRatingText(dish.rating)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * One date of the menus list: the date, each meal with its first dishes, then 展开全文 / Show all
 * for the full list. `children` sits beside the date (the link to the date's page).
 */
export function DayCard({
  day,
  today,
  children,
}: {
  day: PublicityDay;
  today?: string;
  children?: ReactNode;
}) {
  const s = schoolMessages();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const entries = ordered(day.entries);
  return (
    <article className={styles.day} aria-labelledby={headingId}>
      <header className={styles.dayHeader}>
        <h2 id={headingId} className={styles.dayTitle}>
          <DayHeading date={day.date} today={today} />
        </h2>
        {children}
      </header>
      {entries.length === 0 ? (
        <p className={styles.summary}>{s.kioskNoMealToday}</p>
      ) : (
        <>
          {/* Open, the full list says all of it: the short lines would only repeat it. */}
          {open
            ? null
            : DINING.filter((type) => entries.some((entry) => entry.diningType === type)).map(
                (type) => {
                  const meals = entries.filter((entry) => entry.diningType === type);
                  // A kind is named only where the school serves two (regular and halal).
                  const named = meals.length > 1 || meals[0]?.mealKind === 'Muslim';
                  return (
                    <section key={type} className={styles.meal}>
                      <h3 className={styles.mealTitle}>{diningLabel(type)}</h3>
                      {meals.map((entry) => (
                        <p key={entry.carteId} className={styles.summary}>
                          {named ? <span className={styles.kind}>{kindLabel(entry)}</span> : null}
                          <span className={styles.names}>{firstDishes(entry)}</span>
                        </p>
                      ))}
                    </section>
                  );
                },
              )}
          <details
            className={styles.more}
            onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
          >
            <summary className={styles.toggle}>
              {open ? s.publicityShowLess : s.publicityShowAll}
              <span className={styles.srOnly}>
                {format(s.publicityOfDate, { date: dateWithWeekday(day.date) })}
              </span>
            </summary>
            {/* Drawn only when open: ten dates of full lists are most of the page's weight. */}
            {open ? (
              <div className={styles.full}>
                <FullMenus day={day} />
              </div>
            ) : null}
          </details>
        </>
      )}
    </article>
  );
}
