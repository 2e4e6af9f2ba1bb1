'use client';

import { useMemo, useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { MoneyOfflineNote } from '@/components/order/MoneyOfflineNote';
import { useServiceBusiness } from '@/lib/api/meal';
import { useOrderOptions } from '@/lib/api/order';
import type { DiningType, MealKind } from '@/lib/contract/enums';
import type { MealInfoItem } from '@/lib/contract/meal';
import { format, messages } from '@/lib/i18n';
import { dayjs } from '@/lib/i18n/dayjs';
import { monthOfYear } from '@/lib/i18n/months';
import { orderMessages } from '@/lib/i18n/areas/order';
import { isFunctionShown } from '@/lib/meal/functions';
import { monthGrid } from '@/lib/meal/calendar';
import {
  monthOpenDays,
  orderDays,
  weekdayOpenDays,
  weekdayOf,
  dateWithWeekday,
} from '@/lib/meal/ordering';
import { formatFen } from '@/lib/money/fen';
import { useOnline } from '@/lib/platform/online';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { dayDescription, OrderGrid } from './OrderGrid';
import { ReviewStep, type CalendarOrder } from './ReviewStep';
import styles from './ordering.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

export interface OrderModeProps {
  year: number;
  month: number;
  today: string;
  diningType: DiningType;
  items: ReadonlyMap<string, MealInfoItem>;
  /** The month's meals, whose leave days the options cannot tell from ordered ones. */
  itemsState: { data?: unknown; isLoading: boolean; error?: unknown; mutate: () => unknown };
  onPrevMonth: () => void;
  onNextMonth: () => void;
}

/**
 * Ordering from the calendar (decision 085): the month's (or a week's) days with what each offers
 * and until when; tap days or a quick pick, see the total, then order and pay in one flow. The
 * server's options say what is open and its price; the server checks it all again on placing.
 */
export function OrderMode(props: OrderModeProps) {
  const { year, month, today, diningType, items } = props;
  const cal = orderMessages().cal;
  const m = messages();
  const online = useOnline();
  const { associatedUserId, userName } = useSelectedChild();
  const [mealKind, setMealKind] = useState<MealKind | undefined>(undefined);
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  const monthOptions = useOrderOptions(associatedUserId, diningType, mealKind, monthKey);
  // The day-order window (tomorrow on): what a day order can take, whatever month is shown.
  const windowOptions = useOrderOptions(associatedUserId, diningType, mealKind);
  const setting = useServiceBusiness(diningType, today).data;
  const orderOn = !setting || isFunctionShown(setting, 'order', diningType);
  const monthOrderOn = !!setting && isFunctionShown(setting, 'monthOrder', diningType);

  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [wholeMonth, setWholeMonth] = useState<string | null>(null);
  const [view, setView] = useState<'month' | 'week'>('month');
  const [week, setWeek] = useState(0);
  const [why, setWhy] = useState('');
  const [review, setReview] = useState<CalendarOrder | null>(null);

  const days = useMemo(
    () => orderDays(monthOptions.data?.dates ?? [], windowOptions.data?.dates ?? [], items),
    [monthOptions.data, windowOptions.data, items],
  );
  const openThisMonth = monthOpenDays(days);
  const byMonth = wholeMonth === monthKey;
  const chosen: ReadonlySet<string> = byMonth ? new Set(openThisMonth.map((d) => d.date)) : picked;
  const count = byMonth ? openThisMonth.length : picked.size;
  const price = (byMonth ? monthOptions.data?.price : windowOptions.data?.price) ?? 0;
  const total = price * count;
  const firstOpen = byMonth
    ? openThisMonth[0]
    : ([...picked].sort().map((date) => days.get(date))[0] ??
      openThisMonth.find((d) => d.state === 'available'));

  const tap = (date: string) => {
    const day = days.get(date);
    if (day?.state !== 'available') {
      setWhy(format(cal.notOpen, { date: dateWithWeekday(date), why: dayDescription(day) }));
      return;
    }
    setWhy('');
    setPicked((current) => {
      // Leaving the whole month: its day-order days stay picked, then this one toggles.
      const next = new Set(
        byMonth ? openThisMonth.filter((d) => d.state === 'available').map((d) => d.date) : current,
      );
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
    setWholeMonth(null);
  };

  const pickWeekday = (weekday: number) => {
    setWholeMonth(null);
    setWhy('');
    setPicked((current) => new Set([...current, ...weekdayOpenDays(days, weekday)]));
  };

  const pickMonth = () => {
    setWhy('');
    if (monthOrderOn) setWholeMonth(monthKey);
    else
      setPicked(new Set(openThisMonth.filter((d) => d.state === 'available').map((d) => d.date)));
  };

  const weeksInMonth = monthGrid(year, month).length;
  const moveWeek = (step: -1 | 1) => {
    const next = week + step;
    if (next < 0) {
      props.onPrevMonth();
      const previous = dayjs(`${monthKey}-01`).subtract(1, 'month');
      setWeek(monthGrid(previous.year(), previous.month() + 1).length - 1);
    } else if (next >= weeksInMonth) {
      props.onNextMonth();
      setWeek(0);
    } else setWeek(next);
  };

  const goOn = () => {
    if (!associatedUserId || count === 0) return;
    const kind =
      (byMonth ? monthOptions.data?.mealKind : windowOptions.data?.mealKind) ?? 'Ordinary';
    setReview(
      byMonth
        ? {
            kind: 'Month',
            month: monthKey,
            dates: openThisMonth.map((d) => d.date),
            price,
            mealKind: kind,
          }
        : { kind: 'Day', dates: [...picked].sort(), price, mealKind: kind },
    );
  };

  if (review && associatedUserId)
    return (
      <ReviewStep
        order={review}
        associatedUserId={associatedUserId}
        childName={userName ?? ''}
        diningType={diningType}
        onBack={() => setReview(null)}
        onSwitchKind={(kind) => {
          setMealKind(kind);
          setReview({ ...review, mealKind: kind });
        }}
      />
    );

  const meals = props.itemsState;
  const loading =
    (!monthOptions.data && monthOptions.isLoading) ||
    (!windowOptions.data && windowOptions.isLoading) ||
    (!meals.data && meals.isLoading);
  const error =
    monthOptions.data && windowOptions.data && meals.data
      ? undefined
      : (monthOptions.error ?? windowOptions.error ?? meals.error);
  const monthTitle = monthOfYear(`${year}-${String(month).padStart(2, '0')}`);
  const shownWeek = monthGrid(year, month)[Math.min(week, weeksInMonth - 1)]?.filter(Boolean) ?? [];

  return (
    <div className={styles.ordering}>
      <MoneyOfflineNote />
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          onClick={view === 'week' ? () => moveWeek(-1) : props.onPrevMonth}
          aria-label={view === 'week' ? cal.prevWeek : m.meal.prevMonth}
        >
          ‹
        </button>
        <h2 className={styles.title}>
          {view === 'week' && shownWeek.length
            ? format(cal.weekTitle, {
                from: dateWithWeekday(shownWeek[0]!.date),
                to: dateWithWeekday(shownWeek[shownWeek.length - 1]!.date),
              })
            : monthTitle}
        </h2>
        <button
          type="button"
          className={styles.nav}
          onClick={view === 'week' ? () => moveWeek(1) : props.onNextMonth}
          aria-label={view === 'week' ? cal.nextWeek : m.meal.nextMonth}
        >
          ›
        </button>
      </div>
      <div className={styles.toggle} role="group" aria-label={cal.viewLabel}>
        {(['month', 'week'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            className={styles.pill}
            onClick={() => {
              setView(value);
              if (value === 'week') {
                const first = firstOpen?.date ?? today;
                const index = monthGrid(year, month).findIndex((row) =>
                  row.some((cell) => cell?.date === first),
                );
                setWeek(Math.max(index, 0));
              }
            }}
          >
            {value === 'month' ? cal.viewMonth : cal.viewWeek}
          </button>
        ))}
      </div>
      <AsyncState
        serverText={false}
        isLoading={loading}
        error={error}
        onRetry={() => {
          void monthOptions.mutate();
          void windowOptions.mutate();
          void meals.mutate();
        }}
      >
        {!orderOn ? <p className={styles.note}>{cal.orderOff}</p> : null}
        {openThisMonth.length === 0 ? (
          <p className={styles.note}>{cal.noOpenDays}</p>
        ) : (
          <div className={styles.picks} role="group" aria-label={cal.quickPicks}>
            <button
              type="button"
              className={styles.pill}
              aria-pressed={byMonth}
              onClick={pickMonth}
            >
              {cal.wholeMonth}
            </button>
            {WEEKDAYS.map((weekday) => {
              const dates = weekdayOpenDays(days, weekday);
              const name = format(cal.everyWeekday, {
                weekday: dayjs().day(weekday).format('ddd'),
              });
              return (
                <button
                  key={weekday}
                  type="button"
                  className={styles.pill}
                  disabled={dates.length === 0}
                  onClick={() => pickWeekday(weekday)}
                >
                  {name}
                </button>
              );
            })}
            <button
              type="button"
              className={styles.pill}
              disabled={count === 0}
              onClick={() => {
                setPicked(new Set());
                setWholeMonth(null);
              }}
            >
              {cal.clear}
            </button>
          </div>
        )}
        <section aria-label={format(m.meal.calendarLabel, { month: monthTitle })}>
          <OrderGrid
            year={year}
            month={month}
            today={today}
            days={days}
            chosen={chosen}
            view={view}
            week={week}
            onTap={tap}
          />
        </section>
        <p className={styles.why} role="status">
          {why}
        </p>
        <p className={styles.note}>{cal.hint}</p>
      </AsyncState>
      <div className={styles.bar}>
        <div className={styles.barText}>
          <span>
            {byMonth ? format(cal.monthSummary, { count }) : format(cal.selectedSummary, { count })}
            {' · '}
            {orderMessages().total} <span className={styles.amount}>{formatFen(total)}</span>
          </span>
          {firstOpen ? (
            <span className={styles.cutOff}>
              {`${weekdayOf(firstOpen.date)} ${firstOpen.date.slice(5)} `}
              {dayDescription(firstOpen)}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.primary}
          disabled={!online || count === 0 || !associatedUserId || !orderOn}
          onClick={goOn}
        >
          {cal.next}
        </button>
      </div>
    </div>
  );
}
