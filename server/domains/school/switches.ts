import { and, eq } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { Db, Tx } from '../db';
import { unitDiningSettings, units } from '../schema';
import { DomainError } from '../../core/errors';
import { serverMessages, type ServerMessageKey } from '../../messages';

// The school's functional switches (a switched-off function must be refused by the server, not only hidden by the client), enforced by the server as the home screen
// shows them (lib/meal/functions.ts): a function is on only when both the school's switch and
// the dining type's switch hold true.

export type FunctionName = 'order' | 'monthOrder' | 'leave' | 'refund';

const REFUSALS: Record<FunctionName, ServerMessageKey> = {
  order: 'orderSwitchedOff',
  monthOrder: 'monthOrderSwitchedOff',
  leave: 'leaveSwitchedOff',
  refund: 'refundSwitchedOff',
};

export async function assertFunctionOn(
  tx: Db | Tx,
  unitId: number,
  diningType: DiningType,
  name: FunctionName,
): Promise<void> {
  const [row] = await tx
    .select({ school: units.functionalSwitch, dining: unitDiningSettings.functionalSwitch })
    .from(units)
    .leftJoin(
      unitDiningSettings,
      and(eq(unitDiningSettings.unitId, units.id), eq(unitDiningSettings.diningType, diningType)),
    )
    .where(eq(units.id, unitId))
    .limit(1);
  if (row?.school?.[name] === true && row.dining?.[name] === true) return;
  throw new DomainError('FUNCTION_OFF', serverMessages[REFUSALS[name]]);
}
