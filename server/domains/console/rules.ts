import { eq } from 'drizzle-orm';
import type { DiningRule, SchoolRules, Switches } from '../../../lib/contract/adminRules';
import type { Db, Tx } from '../db';
import { unitDiningSettings, units } from '../schema';
import { invalidField } from '../../core/errors';
import { DINING_TYPES } from '../school';
import { audit, type Staff } from './staff';

// The school's rules (decision 049). Orders store their price and order days their price when
// placed, and cut-offs are read when a request comes, so a change applies from the next request
// on and never reprices an order already placed.

export function createAdminRules(db: Db) {
  async function read(tx: Db | Tx, unitId: number): Promise<SchoolRules> {
    const [unit] = await tx
      .select({ functionalSwitch: units.functionalSwitch })
      .from(units)
      .where(eq(units.id, unitId));
    const rows = await tx
      .select()
      .from(unitDiningSettings)
      .where(eq(unitDiningSettings.unitId, unitId));
    return {
      functionalSwitch: unit?.functionalSwitch ?? {},
      dining: DINING_TYPES.flatMap((diningType) => {
        const row = rows.find((entry) => entry.diningType === diningType);
        if (!row) return [];
        const { unitId: _unit, ...rule } = row;
        return [rule];
      }),
    };
  }

  async function rules(staff: Staff): Promise<SchoolRules> {
    return read(db, staff.unitId);
  }

  async function saveDining(tx: Tx, staff: Staff, rule: DiningRule): Promise<SchoolRules> {
    if (rule.serveStart >= rule.serveEnd) throw invalidField('serveEnd');
    const { diningType, ...values } = rule;
    await tx
      .insert(unitDiningSettings)
      .values({ unitId: staff.unitId, diningType, ...values })
      .onConflictDoUpdate({
        target: [unitDiningSettings.unitId, unitDiningSettings.diningType],
        set: values,
      });
    await audit(tx, staff, 'rules.dining', diningType, values);
    return read(tx, staff.unitId);
  }

  async function saveSwitches(tx: Tx, staff: Staff, switches: Switches): Promise<SchoolRules> {
    const [unit] = await tx
      .select({ functionalSwitch: units.functionalSwitch })
      .from(units)
      .where(eq(units.id, staff.unitId));
    const next = { ...(unit?.functionalSwitch ?? {}), ...switches };
    await tx.update(units).set({ functionalSwitch: next }).where(eq(units.id, staff.unitId));
    await audit(tx, staff, 'rules.switches', null, switches);
    return read(tx, staff.unitId);
  }

  return { rules, saveDining, saveSwitches };
}
