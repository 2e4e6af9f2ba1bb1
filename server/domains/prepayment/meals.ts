import type { DiningType } from '../../../lib/contract/enums';
import type { MultipleMealsBody } from '../../../lib/contract/prepayment';
import { DomainError } from '../../core/errors';
import { serverMessage, serverMessages, type ServerMessageKey } from '../../messages';
import type { Tx } from '../db';
import type { FaultReason, MealFault, OrdersService } from '../order';
import { assertSafeToPlace } from '../allergy';
import { ownChild } from '../user';

// A multiple-meal package is checked in full before anything is charged (decision 065): every
// chosen meal by the day order's rules (the order domain's `orderable`); one meal at fault refuses
// the whole package, naming each such meal and why, and nothing is written.

const REASONS: Record<FaultReason, ServerMessageKey> = {
  Closed: 'packageFaultClosed',
  Holiday: 'packageFaultHoliday',
  Weekend: 'packageFaultWeekend',
  Ordered: 'packageFaultOrdered',
  TooFar: 'packageFaultTooFar',
  Off: 'packageFaultOff',
};

const MEALS: Record<DiningType, ServerMessageKey> = {
  Breakfast: 'diningBreakfast',
  Lunch: 'diningLunch',
  Dinner: 'diningDinner',
};

const ORDER: Record<DiningType, number> = { Breakfast: 0, Lunch: 1, Dinner: 2 };

export function packageRefusal(faults: MealFault[]): DomainError {
  const meals = [...faults]
    .sort((a, b) => a.date.localeCompare(b.date) || ORDER[a.diningType] - ORDER[b.diningType])
    .map((fault) =>
      serverMessage('packageMeal', {
        date: fault.date,
        meal: serverMessages[MEALS[fault.diningType]],
        reason: serverMessages[REASONS[fault.reason]],
      }),
    )
    .join(serverMessages.mealsJoiner);
  return new DomainError('DATE_CLOSED', serverMessage('packageMealsRefused', { meals }));
}

/** The package's worth at the child's prices, once every meal is found orderable. */
export async function packageCredit(
  tx: Tx,
  orders: OrdersService,
  accountId: number,
  body: MultipleMealsBody,
): Promise<number> {
  let credit = 0;
  const faults: MealFault[] = [];
  for (const diningType of body.diningTypes) {
    const found = await orders.orderable(
      tx,
      accountId,
      body.associatedUserId,
      diningType,
      body.dates,
    );
    faults.push(...found.faults);
    credit += found.price * found.open.length;
  }
  if (faults.length > 0) throw packageRefusal(faults);
  // Nor a meal the child may not eat (decision 080): refused before anything is paid, as a day
  // order would be; settling places each meal through the same check again.
  const kid = await ownChild(tx, accountId, body.associatedUserId);
  for (const diningType of body.diningTypes)
    await assertSafeToPlace(tx, {
      childId: kid.id,
      unitId: kid.unitId,
      diningType,
      mealKind: kid.mealKind,
      dates: body.dates,
    });
  return credit;
}
