import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { BusinessSettingTime, MealBusiness } from '../../../lib/contract/business';
import type { DiningType } from '../../../lib/contract/enums';
import type { Paged } from '../../../lib/contract/core';
import type { Business, BusinessBrief, BusinessImage } from '../../../lib/contract/business';
import type { Db } from '../db';
import { associatedUsers, businessImages, businesses, businessUnits, units } from '../schema';
import { notFound } from '../../core/errors';
import type { Child } from '../meal';
import { calendarEntries, classifyDay, cutOff, diningSettings } from '../school';

// The service business of a school day (what is served, cut-offs, functional switches) and the
// catering businesses serving the caller's schools.

function toBusiness(row: typeof businesses.$inferSelect): Business {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    logoUrl: row.logoUrl,
    summary: row.summary,
  };
}

export function createBusiness(db: Db) {
  async function settingTime(
    child: Child,
    diningType: DiningType,
    date: string,
  ): Promise<BusinessSettingTime> {
    const [settings, days, [unit]] = await Promise.all([
      diningSettings(db, child.unitId),
      calendarEntries(db, child.unitId, date, date),
      db
        .select({ functionalSwitch: units.functionalSwitch })
        .from(units)
        .where(eq(units.id, child.unitId)),
    ]);
    const setting = settings.get(diningType);
    const entry = days.get(date);
    const applies =
      setting !== undefined &&
      entry !== 'CollectivityLeave' &&
      classifyDay(date, entry) === 'School';
    const unitSwitch = unit?.functionalSwitch ?? {};
    const diningSwitch = setting?.functionalSwitch ?? {};
    const functionalSwitch: Record<string, boolean> = {};
    for (const name of new Set([...Object.keys(unitSwitch), ...Object.keys(diningSwitch)])) {
      functionalSwitch[name] = unitSwitch[name] === true && diningSwitch[name] === true;
    }
    return {
      date,
      diningType,
      applies,
      serveStart: setting?.serveStart ?? '',
      serveEnd: setting?.serveEnd ?? '',
      orderDeadline: cutOff(
        date,
        setting?.orderDaysBefore ?? 1,
        setting?.orderTime ?? '16:00',
        child.timeZone,
      ).toISOString(),
      leaveDeadline: cutOff(
        date,
        setting?.leaveDaysBefore ?? 0,
        setting?.leaveTime ?? '09:00',
        child.timeZone,
      ).toISOString(),
      functionalSwitch,
    };
  }

  async function mealBusiness(child: Child, diningType: DiningType): Promise<MealBusiness> {
    const setting = (await diningSettings(db, child.unitId)).get(diningType);
    if (!setting) throw notFound();
    return {
      unitId: child.unitId,
      diningType,
      mealKind: child.mealKind,
      prices: { Ordinary: setting.priceOrdinary, Muslim: setting.priceMuslim },
      serveStart: setting.serveStart,
      serveEnd: setting.serveEnd,
    };
  }

  async function studentBusiness(child: Child): Promise<Business | null> {
    const [row] = await db
      .select({ business: businesses })
      .from(businessUnits)
      .innerJoin(businesses, eq(businesses.id, businessUnits.businessId))
      .where(eq(businessUnits.unitId, child.unitId))
      .orderBy(asc(businesses.id))
      .limit(1);
    return row ? toBusiness(row.business) : null;
  }

  /** Units of the account's associated users: what its business calls may see. */
  async function unitsOf(accountId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ unitId: associatedUsers.unitId })
      .from(associatedUsers)
      .where(eq(associatedUsers.accountId, accountId));
    return rows.map((row) => row.unitId);
  }

  /** The business, if it serves one of the account's schools; otherwise 404. */
  async function visibleBusiness(accountId: number, businessId: number) {
    const mine = await unitsOf(accountId);
    if (mine.length === 0) throw notFound();
    const [row] = await db
      .select({ business: businesses })
      .from(businessUnits)
      .innerJoin(businesses, eq(businesses.id, businessUnits.businessId))
      .where(and(eq(businessUnits.businessId, businessId), inArray(businessUnits.unitId, mine)))
      .limit(1);
    if (!row) throw notFound();
    return row.business;
  }

  async function images(accountId: number, businessId: number): Promise<BusinessImage[]> {
    await visibleBusiness(accountId, businessId);
    return db
      .select({ id: businessImages.id, title: businessImages.title, url: businessImages.url })
      .from(businessImages)
      .where(eq(businessImages.businessId, businessId))
      .orderBy(asc(businessImages.id));
  }

  async function brief(accountId: number, businessId: number): Promise<BusinessBrief> {
    const row = await visibleBusiness(accountId, businessId);
    return {
      id: row.id,
      name: row.name,
      content: row.brief,
      phone: row.phone,
      address: row.address,
    };
  }

  async function ofSchool(
    accountId: number,
    schoolId: number,
    page: number,
    size: number,
  ): Promise<Paged<Business>> {
    if (!(await unitsOf(accountId)).includes(schoolId)) throw notFound();
    const where = eq(businessUnits.unitId, schoolId);
    const [rows, [total]] = await Promise.all([
      db
        .select({ business: businesses })
        .from(businessUnits)
        .innerJoin(businesses, eq(businesses.id, businessUnits.businessId))
        .where(where)
        .orderBy(asc(businesses.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(businessUnits).where(where),
    ]);
    return {
      content: rows.map((row) => toBusiness(row.business)),
      page,
      size,
      total: Number(total?.n ?? 0),
    };
  }

  return { settingTime, mealBusiness, studentBusiness, images, brief, ofSchool };
}
