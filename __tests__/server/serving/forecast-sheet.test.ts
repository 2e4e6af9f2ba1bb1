import type { ProductionSheet } from '@/lib/contract/adminSheet';
import { DEMO_RATES, generateTerm } from '@/server/demo/seedServing';
import { createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { classOf, dbOf, schoolOf } from './waste-world';

// Decision 078: the production sheet shows beside each class's hard count the forecast of the
// children who will eat, from the school's record of collections before the sheet's date.

let t: TestApp;
let tokens: ConsoleTokens;
let fifth: number;
let sixth: number;
let fourth: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  const db = dbOf(t.app);
  const unitId = await schoolOf(db);
  fifth = await classOf(db, unitId, '五年级1班');
  sixth = await classOf(db, unitId, '六年级2班');
  fourth = await classOf(db, unitId, '四年级2班');
  const now = new Date('2026-01-01T00:00:00Z');
  await db.transaction(async (tx) => {
    // Eight weeks of lunches in 五年级1班, every day tracked.
    await generateTerm(tx, {
      unitId,
      classIds: [fifth],
      childrenPerClass: 30,
      from: '2026-01-19',
      to: '2026-03-13',
      diningType: 'Lunch',
      rates: DEMO_RATES,
      seed: 7,
      now,
      tag: 'history',
    });
    // 六年级2班 tracked one Monday only: too little for a weekday rate.
    await generateTerm(tx, {
      unitId,
      classIds: [sixth],
      childrenPerClass: 10,
      from: '2026-03-09',
      to: '2026-03-09',
      diningType: 'Lunch',
      rates: { 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.5, 5: 0.5 },
      seed: 8,
      now,
      tag: 'one',
    });
    // 四年级2班 ate lunches for two weeks that nobody tracked: no history.
    await generateTerm(tx, {
      unitId,
      classIds: [fourth],
      childrenPerClass: 10,
      from: '2026-03-02',
      to: '2026-03-13',
      diningType: 'Lunch',
      rates: DEMO_RATES,
      untracked: () => true,
      seed: 11,
      now,
      tag: 'untracked',
    });
    // Tomorrow's paid lunches, not served yet.
    await generateTerm(tx, {
      unitId,
      classIds: [fifth, sixth, fourth],
      childrenPerClass: 30,
      from: '2026-03-17',
      to: '2026-03-17',
      diningType: 'Lunch',
      rates: DEMO_RATES,
      untracked: () => true,
      seed: 9,
      now,
      tag: 'next',
    });
    // Tomorrow's dinners: no dinner was ever tracked.
    await generateTerm(tx, {
      unitId,
      classIds: [fifth],
      childrenPerClass: 5,
      from: '2026-03-17',
      to: '2026-03-17',
      diningType: 'Dinner',
      rates: DEMO_RATES,
      untracked: () => true,
      seed: 10,
      now,
      tag: 'dinner',
    });
  });
});
afterAll(() => t.close());

describe('the production sheet’s forecast', () => {
  it('forecasts each class from its history, says how, and sums the rows', async () => {
    const sheet = await adminData<ProductionSheet>(t.app, tokens.kitchen, {
      url: '/api/admin/sheet?date=2026-03-17&diningType=Lunch',
    });
    const row = (id: number) => sheet.rows.find((candidate) => candidate.classesId === id)!;

    const fifthRow = row(fifth);
    expect(fifthRow.ordinary).toBe(30);
    expect(fifthRow.forecastBasis.method).toBe('weekday');
    expect(fifthRow.forecastBasis.days).toBe(6);
    expect(fifthRow.forecastBasis.expected).toBe(180);
    expect(Math.abs(fifthRow.forecastBasis.rate! - DEMO_RATES[2])).toBeLessThanOrEqual(0.05);
    expect(fifthRow.forecast).toBe(
      Math.round((30 * fifthRow.forecastBasis.collected) / fifthRow.forecastBasis.expected),
    );

    const sixthRow = row(sixth);
    expect(sixthRow.ordinary).toBe(30);
    expect(sixthRow.forecastBasis).toMatchObject({ method: 'class', expected: 10, days: 1 });

    // 四年级2班 never tracked a lunch: the school's last 20 service days.
    const fourthRow = row(fourth);
    expect(fourthRow.ordinary).toBe(30);
    expect(fourthRow.forecastBasis.method).toBe('school');
    expect(fourthRow.forecastBasis.days).toBe(20);
    expect(fourthRow.forecast).toBeLessThanOrEqual(30);
    // 三年级1班: the demo's own record of its children's lunches, two Tuesdays.
    const third = sheet.rows.find((candidate) => candidate.className === '三年级1班')!;
    expect(third.forecastBasis).toMatchObject({ method: 'weekday', days: 2 });

    expect(sheet.forecast).toBe(sheet.rows.reduce((sum, r) => sum + r.forecast, 0));
    for (const r of sheet.rows) expect(r.forecast).toBeLessThanOrEqual(r.ordinary + r.muslim);
  });

  it('forecasts the hard count when nothing was ever tracked', async () => {
    const sheet = await adminData<ProductionSheet>(t.app, tokens.kitchen, {
      url: '/api/admin/sheet?date=2026-03-17&diningType=Dinner',
    });
    expect(sheet.rows.find((r) => r.classesId === fifth)?.forecast).toBe(5);
    for (const r of sheet.rows) {
      expect(r.forecastBasis.method).toBe('none');
      expect(r.forecast).toBe(r.ordinary + r.muslim);
    }
  });
});
