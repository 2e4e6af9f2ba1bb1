import { and, eq } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { Db, Tx } from '../db';
import { unitDiningSettings, units } from '../schema';
import { DomainError } from '../../core/errors';
import { serverMessages, type ServerMessageKey } from '../../messages';
import { diningRulesColumns, type DiningRules } from './schoolDays';

// The school's functional switches (a switched-off function must be refused by the server, not only hidden by the client), enforced by the server as the home screen
// shows them (lib/meal/functions.ts): a function is on only when both the school's switch and
// the dining type's switch hold true. Every switch the console offers (SWITCH_NAMES in
// lib/contract/adminRules.ts) is named here, so none is only a hidden button (decision 065).

export type FunctionName = 'order' | 'monthOrder' | 'leave' | 'evaluate' | 'recharge' | 'refund';

const REFUSALS: Record<FunctionName, ServerMessageKey> = {
  order: 'orderSwitchedOff',
  monthOrder: 'monthOrderSwitchedOff',
  leave: 'leaveSwitchedOff',
  evaluate: 'evaluateSwitchedOff',
  recharge: 'rechargeSwitchedOff',
  refund: 'refundSwitchedOff',
};

const switchedOff = (name: FunctionName) =>
  new DomainError('FUNCTION_OFF', serverMessages[REFUSALS[name]]);

/**
 * The school's and the dining type's switches with the dining type's rules, in one query; the
 * rules' columns are null when the unit does not serve that dining type.
 */
async function switchesAndRules(tx: Db | Tx, unitId: number, diningType: DiningType) {
  const [row] = await tx
    .select({
      school: units.functionalSwitch,
      dining: unitDiningSettings.functionalSwitch,
      ...diningRulesColumns,
    })
    .from(units)
    .leftJoin(
      unitDiningSettings,
      and(eq(unitDiningSettings.unitId, units.id), eq(unitDiningSettings.diningType, diningType)),
    )
    .where(eq(units.id, unitId))
    .limit(1);
  return row;
}

type Switches = { school: Record<string, boolean> | null; dining: Record<string, boolean> | null };
const bothOn = (row: Switches | undefined, name: FunctionName) =>
  row?.school?.[name] === true && row.dining?.[name] === true;

export async function isFunctionOn(
  tx: Db | Tx,
  unitId: number,
  diningType: DiningType,
  name: FunctionName,
): Promise<boolean> {
  return bothOn(await switchesAndRules(tx, unitId, diningType), name);
}

export async function assertFunctionOn(
  tx: Db | Tx,
  unitId: number,
  diningType: DiningType,
  name: FunctionName,
): Promise<void> {
  if (!(await isFunctionOn(tx, unitId, diningType, name))) throw switchedOff(name);
}

/**
 * A dining type's rules (null when the unit does not serve it) read together with the switches
 * of the functions asked for, each refused as `assertFunctionOn` would, in that order: placing an
 * order needs both, and one query instead of two.
 */
export async function rulesWithFunctionsOn(
  tx: Db | Tx,
  unitId: number,
  diningType: DiningType,
  names: FunctionName[],
): Promise<DiningRules | null> {
  const row = await switchesAndRules(tx, unitId, diningType);
  for (const name of names) if (!bothOn(row, name)) throw switchedOff(name);
  if (!row || row.priceOrdinary === null) return null;
  return {
    timeZone: row.timeZone,
    priceOrdinary: row.priceOrdinary,
    priceMuslim: row.priceMuslim!,
    orderDaysBefore: row.orderDaysBefore!,
    orderTime: row.orderTime!,
    leaveDaysBefore: row.leaveDaysBefore!,
    leaveTime: row.leaveTime!,
  };
}

/**
 * A function of the whole school rather than of a meal (a top-up): on when the school's switch
 * holds true and at least one dining type it serves has it on too, as the home screen would show
 * it under some meal.
 */
export async function assertSchoolFunctionOn(
  tx: Db | Tx,
  unitId: number,
  name: FunctionName,
): Promise<void> {
  const rows = await tx
    .select({ school: units.functionalSwitch, dining: unitDiningSettings.functionalSwitch })
    .from(units)
    .innerJoin(unitDiningSettings, eq(unitDiningSettings.unitId, units.id))
    .where(eq(units.id, unitId));
  if (rows.some((row) => bothOn(row, name))) return;
  throw switchedOff(name);
}
