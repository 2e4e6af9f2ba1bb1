import type { WasteReport, WasteRow } from '@/lib/contract/serving';

/** A waste report of one week: two days, two classes, lunch and dinner, three dishes. */
export function wasteRow(key: string, label: string, change: Partial<WasteRow> = {}): WasteRow {
  return {
    key,
    label,
    ordered: 60,
    leave: 2,
    collected: 55,
    notCollected: 3,
    leftoverGrams: 4250,
    wasteFen: 8500,
    uncollectedFen: 4500,
    ...change,
  };
}

export function wasteReportOf(from: string, to: string): WasteReport {
  return {
    from,
    to,
    foodCostPerKg: 2000,
    totals: wasteRow('total', '合计', {
      ordered: 120,
      leave: 4,
      collected: 110,
      notCollected: 6,
      leftoverGrams: 8500,
      wasteFen: 17000,
      uncollectedFen: 9000,
    }),
    days: [wasteRow(from, from), wasteRow(to, to)],
    classes: [
      wasteRow('21', '三年级1班', { ordered: 70 }),
      wasteRow('22', '三年级2班', { ordered: 50, leftoverGrams: 1005 }),
    ],
    diningTypes: [wasteRow('Lunch', 'Lunch'), wasteRow('Dinner', 'Dinner')],
    dishes: [
      { dishName: '番茄炒蛋', meals: 110, average: 4.36, ratings: 25, leftoverGrams: 1200 },
      { dishName: '清炖牛肉', meals: 20, average: null, ratings: 0, leftoverGrams: 0 },
    ],
    weeks: [{ week: from, average: 4.2, ratings: 31 }],
  };
}
