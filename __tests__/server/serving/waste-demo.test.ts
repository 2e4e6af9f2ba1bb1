import { and, eq } from 'drizzle-orm';
import type { WasteReport } from '@/lib/contract/serving';
import { mealCollections } from '@/server/domains/schema';
import { createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens } from '../console/console';
import { dbOf, schoolOf } from './waste-world';

// Decision 078: the demo school opens with a serving record over its own past meals (collected
// and missed, never a reminder's worth in a month) and its past lunches' leftovers, so the
// dashboard and the forecast show something; nothing of it lies in the future.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo school’s serving record', () => {
  it('fills the dashboard from its past meals only', async () => {
    const { kitchen } = await consoleTokens(t.app);
    const report = await adminData<WasteReport>(t.app, kitchen, {
      url: '/api/admin/waste?from=2025-12-22&to=2026-03-22',
    });
    expect(report.totals.collected).toBeGreaterThan(0);
    expect(report.totals.notCollected).toBeGreaterThan(0);
    expect(report.totals.leftoverGrams).toBeGreaterThan(0);
    expect(report.totals.wasteFen).toBeGreaterThan(0);
    // Today (2026-03-16) and after: ordered, not served yet, so not tracked.
    for (const day of report.days.filter((row) => row.key >= '2026-03-16'))
      expect([day.collected, day.notCollected, day.leftoverGrams]).toEqual([0, 0, 0]);

    const db = dbOf(t.app);
    const missed = await db
      .select({ child: mealCollections.associatedUserId, date: mealCollections.date })
      .from(mealCollections)
      .where(
        and(eq(mealCollections.unitId, await schoolOf(db)), eq(mealCollections.outcome, 'Missed')),
      );
    const perMonth = new Map<string, number>();
    for (const row of missed) {
      const key = `${row.child}|${row.date.slice(0, 7)}`;
      perMonth.set(key, (perMonth.get(key) ?? 0) + 1);
    }
    for (const count of perMonth.values()) expect(count).toBeLessThan(3);
  });
});
