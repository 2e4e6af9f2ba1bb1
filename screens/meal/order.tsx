'use client';

import { dayjs } from '@/lib/i18n/dayjs';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useOrderOptions } from '@/lib/api/order';
import { DiningType, MealKind, PayMode } from '@/lib/contract/enums';
import { format, messages } from '@/lib/i18n';
import { formatFen } from '@/lib/money/fen';
import { initialOrderMealState, orderMealReducer } from '@/lib/order/state';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { useRoute } from '@/lib/router/useRoute';
import { Page } from '@/components/Page';
import { diningLabel, formatInstant, kindLabel } from '@/lib/order/labels';
import styles from '../../components/order/order.module.css';
import { Choices } from '@/components/order/Choices';
import { DateChoices } from '@/components/order/DateChoices';
import { submitOrder } from './orderParts/submit';
import { PayStep } from './orderParts/PayStep';
import { hasPayChoice, usePayChoices } from '@/components/order/PayOptions';
import type { Order } from '@/lib/contract/order';
import { MoneyOfflineNote } from '@/components/order/MoneyOfflineNote';
import { orderMessages } from '@/lib/i18n/areas/order';
import { dateWithWeekday } from '@/lib/meal/ordering';
import { useLeaveDates } from './orderParts/useLeaveDates';

type Kind = 'Day' | 'Month';

/** Place a day or month order for the selected child, see price and cut-off, pay online or offline. */
export default function MealOrderScreen() {
  const t = messages();
  const query = useRoute('mealOrder').query;
  const { associatedUserId, userName } = useSelectedChild(query.associatedUserId);
  const [kind, setKind] = useState<Kind>(query.orderType ?? 'Day');
  const [diningType, setDiningType] = useState<DiningType>(query.diningType ?? 'Lunch');
  const [mealKind, setMealKind] = useState<MealKind>('Ordinary');
  const [payMode, setPayMode] = useState<PayMode>('Online');
  const months = useMemo(() => [0, 1].map((n) => dayjs().add(n, 'month').format('YYYY-MM')), []);
  const [month, setMonth] = useState(months[1] ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    new Set(query.date ? [query.date] : []),
  );
  const [state, dispatch] = useReducer(orderMealReducer, initialOrderMealState);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  // Known before submitting, so the pay step shows only when there is a choice (decision 031).
  const payChoices = usePayChoices();
  const [placed, setPlaced] = useState<Order | null>(null);

  const options = useOrderOptions(
    associatedUserId,
    diningType,
    mealKind,
    kind === 'Month' ? month : undefined,
  );
  // Both months' options, so a month with nothing left to order is never offered (decision 085).
  const thisMonth = useOrderOptions(
    kind === 'Month' ? associatedUserId : undefined,
    diningType,
    mealKind,
    months[0],
  );
  const nextMonth = useOrderOptions(
    kind === 'Month' ? associatedUserId : undefined,
    diningType,
    mealKind,
    months[1],
  );
  const openMonths = months.filter((value, i) => {
    const answer = (i === 0 ? thisMonth : nextMonth).data;
    return !answer || answer.dates.some((date) => date.status === 'Available');
  });
  const monthShown = openMonths.includes(month) ? month : (openMonths[0] ?? month);
  useEffect(() => {
    if (monthShown !== month) setMonth(monthShown);
  }, [monthShown, month]);
  // The options say Ordered for a meal on leave too; the meal calendar tells them apart.

  const dates = useMemo(() => options.data?.dates ?? [], [options.data]);
  const leave = useLeaveDates(
    [...new Set(dates.map((entry) => entry.date.slice(0, 7)))],
    diningType,
  );
  useEffect(() => {
    if (options.data) dispatch({ type: 'fetched', options: options.data });
    if (options.error)
      dispatch({ type: 'failed', key: 'fetch', message: t.errors.serviceCallFailed });
  }, [options.data, options.error, t.errors.serviceCallFailed]);

  const available = dates.filter((date) => date.status === 'Available');
  const chosen = kind === 'Month' ? available : available.filter((date) => selected.has(date.date));
  const price = options.data?.price ?? 0;
  const total = price * chosen.length;
  const firstCutOff = chosen[0]?.cutOff ?? null;

  const toggle = (date: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });

  const submit = async () => {
    if (running.current || !associatedUserId || chosen.length === 0) return;
    running.current = true;
    setSubmitting(true);
    try {
      const toPay = await submitOrder(
        kind === 'Month'
          ? { associatedUserId, orderType: 'Month', diningType, mealKind, month, payMode }
          : {
              associatedUserId,
              orderType: 'Day',
              diningType,
              mealKind,
              dates: chosen.map((d) => d.date),
              payMode,
            },
        dispatch,
        (order) => hasPayChoice(payChoices, order.amount),
        { childName: userName ?? '', switchKind: setMealKind },
      );
      setPlaced(toPay);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  if (placed)
    return (
      <Page title={t.routes.mealOrder}>
        <div className={styles.content}>
          <PayStep order={placed} dispatch={dispatch} />
        </div>
      </Page>
    );

  return (
    <Page title={t.routes.mealOrder}>
      <div className={`${styles.content} ${styles.aboveSubmitBar}`}>
        <MoneyOfflineNote />
        <section className={styles.card}>
          {/* The child ordered for; the route's title is the frame's. */}
          {userName ? <h2 className={styles.cardHead}>{userName}</h2> : null}
          <Choices
            legend={orderMessages().orderType}
            name="orderType"
            value={kind}
            onChange={setKind}
            options={[
              { value: 'Day', label: orderMessages().dayOrder },
              { value: 'Month', label: orderMessages().monthOrder },
            ]}
          />
          <Choices
            legend={orderMessages().diningType}
            name="diningType"
            value={diningType}
            onChange={setDiningType}
            options={DiningType.options.map((value) => ({ value, label: diningLabel(value) }))}
          />
          <Choices
            legend={orderMessages().mealKind}
            name="mealKind"
            value={mealKind}
            onChange={setMealKind}
            options={MealKind.options.map((value) => ({ value, label: kindLabel(value) }))}
          />
        </section>
        <section className={styles.card}>
          {kind === 'Month' ? (
            <>
              {openMonths.length > 0 ? (
                <>
                  <Choices
                    legend={orderMessages().chooseMonth}
                    name="month"
                    value={monthShown}
                    onChange={setMonth}
                    options={openMonths.map((value) => ({ value, label: value }))}
                  />
                  <p className={styles.hint}>
                    {format(orderMessages().dayCount, { count: available.length })}
                  </p>
                </>
              ) : (
                <p className={styles.hint}>{orderMessages().noDates}</p>
              )}
            </>
          ) : (
            <DateChoices dates={dates} selected={selected} onToggle={toggle} leave={leave} />
          )}
          {options.data ? (
            <dl>
              <div className={styles.row}>
                <dt>{orderMessages().price}</dt>
                <dd>{formatFen(price)}</dd>
              </div>
              {firstCutOff ? (
                <div className={styles.row}>
                  <dt>{orderMessages().cutOffLabel}</dt>
                  <dd>{`${dateWithWeekday(chosen[0]?.date ?? '')} · ${formatInstant(firstCutOff)}`}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </section>
        <section className={styles.card}>
          <Choices
            legend={orderMessages().payMode}
            name="payMode"
            value={payMode}
            onChange={setPayMode}
            options={[
              { value: 'Online', label: orderMessages().payOnline },
              { value: 'Offline', label: orderMessages().payOffline },
            ]}
          />
          {state.error.submit ? (
            <p className={styles.error} role="alert">
              {state.error.submit}
            </p>
          ) : null}
        </section>
        <div className={styles.submitBar}>
          <span>
            {orderMessages().total} <span className={styles.amount}>{formatFen(total)}</span>
          </span>
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            disabled={submitting || chosen.length === 0 || !associatedUserId}
            onClick={() => void submit()}
          >
            {orderMessages().submit}
          </button>
        </div>
      </div>
    </Page>
  );
}
