import { eq } from 'drizzle-orm';
import { DEFAULT_SERVING_SETTINGS, type ServingSettings } from '../../../lib/contract/serving';
import type { Db, Tx } from '../db';
import { servingSettings } from '../schema';

/** A school's serving settings (decision 078); the contract's defaults until it saves its own. */
export async function readServingSettings(db: Db | Tx, unitId: number): Promise<ServingSettings> {
  const [row] = await db
    .select({
      missedThreshold: servingSettings.missedThreshold,
      publicRatings: servingSettings.publicRatings,
      foodCostPerKg: servingSettings.foodCostPerKg,
    })
    .from(servingSettings)
    .where(eq(servingSettings.unitId, unitId));
  return row ?? DEFAULT_SERVING_SETTINGS;
}

export async function writeServingSettings(
  tx: Tx,
  unitId: number,
  settings: ServingSettings,
): Promise<ServingSettings> {
  await tx
    .insert(servingSettings)
    .values({ unitId, ...settings })
    .onConflictDoUpdate({ target: servingSettings.unitId, set: settings });
  return settings;
}
