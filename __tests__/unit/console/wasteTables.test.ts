import { periodDays, periodProblem, presetPeriod } from '@/screens/admin/waste/period';
import { reportTables, tableCsv, type TableWords } from '@/screens/admin/waste/tables';
import { servingMessages } from '@/lib/i18n/areas/serving';
import { wasteReportOf } from '../../setup/wasteFactories';

const words: TableWords = {
  ...servingMessages().waste,
  dining: { Breakfast: '早餐', Lunch: '午餐', Dinner: '晚餐' },
};

describe("the report's tables as CSV", () => {
  it('quotes every field, keeps the numbers as shown, ends with the total, for Excel', () => {
    const report = wasteReportOf('2026-03-16', '2026-03-17');
    report.classes[0] = { ...report.classes[0]!, label: '=三年级"1"班' };
    const [, classes] = reportTables(report, words);
    const csv = tableCsv(classes!);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"班级","订餐","请假","已取餐","未取餐","剩余（千克）","浪费金额（元）","未取餐金额（元）"',
      `"'=三年级""1""班","70","2","55","3","4.25","85.00","45.00"`,
      '"三年级2班","50","2","55","3","1.005","85.00","45.00"',
      '"合计","120","4","110","6","8.5","170.00","90.00"',
      '',
    ]);
  });

  it('ratings per dish say when nobody rated', () => {
    const dishes = reportTables(wasteReportOf('2026-03-16', '2026-03-17'), words)[3]!;
    expect(dishes.rows).toEqual([
      ['番茄炒蛋', 110, '4.4', 25, '1.2'],
      ['清炖牛肉', 20, '无评价', 0, '0'],
    ]);
    expect(dishes.total).toBeNull();
  });
});

describe('periods on the school calendar', () => {
  it('this week runs from Monday, the last four weeks from the Monday three weeks before', () => {
    // 2026-03-19 is a Thursday; 2026-03-15 a Sunday.
    expect(presetPeriod('thisWeek', '2026-03-19')).toEqual({
      from: '2026-03-16',
      to: '2026-03-19',
    });
    expect(presetPeriod('thisWeek', '2026-03-15')).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(presetPeriod('lastFourWeeks', '2026-03-19')).toEqual({
      from: '2026-02-23',
      to: '2026-03-19',
    });
  });

  it('counts both ends and refuses a reversed or over-long period', () => {
    expect(periodDays({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(periodProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull(); // 92 days
    expect(periodProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(periodProblem({ from: '', to: '2026-04-03' })).toBe('missing');
  });
});
