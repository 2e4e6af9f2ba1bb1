import type { SheetRow } from '@/lib/contract/adminSheet';
import { forecastText } from '@/screens/admin/parts/forecastText';
import { sheetCsv } from '@/screens/admin/parts/sheetCsv';

const labels = {
  grade: '年级',
  klass: '班级',
  noClass: '未分班',
  ordinary: '普通餐',
  muslim: '清真餐',
  leave: '请假',
  total: '合计',
  forecast: '预计就餐',
};

const none = { method: 'none', rate: null, expected: 0, collected: 0, days: 0 } as const;

describe('the production sheet as CSV', () => {
  it('has a header, a line per class with its total and forecast, and the totals, as a spreadsheet reads it', () => {
    const csv = sheetCsv(
      {
        date: '2026-03-18',
        diningType: 'Lunch',
        cutOffAt: '2026-03-18T01:00:00.000Z',
        final: false,
        dayOff: false,
        rows: [
          {
            classesId: 1,
            gradeName: '三年级',
            className: '三年级1班',
            ordinary: 2,
            muslim: 1,
            leave: 1,
            forecast: 2,
            forecastBasis: { method: 'class', rate: 0.8, expected: 40, collected: 32, days: 20 },
          },
          {
            classesId: 0,
            gradeName: '',
            className: '',
            ordinary: 1,
            muslim: 0,
            leave: 0,
            forecast: 1,
            forecastBasis: none,
          },
          {
            classesId: 2,
            gradeName: '=cmd',
            className: 'a,"b"',
            ordinary: 0,
            muslim: 0,
            leave: 2,
            forecast: 0,
            forecastBasis: none,
          },
        ],
        ordinary: 3,
        muslim: 1,
        leave: 3,
        forecast: 3,
      },
      labels,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '年级,班级,普通餐,清真餐,合计,请假,预计就餐',
      '三年级,三年级1班,2,1,3,1,2',
      ',未分班,1,0,1,0,1',
      `'=cmd,"a,""b""",0,0,0,2,0`,
      '合计,,3,1,4,3,3',
      '',
    ]);
  });
});

describe("a forecast's basis in words", () => {
  const words = {
    basis: {
      weekday:
        '近 {days} 个{weekday}该班取餐率 {rate}%（{collected}/{expected}）→ {count} × {rate}% ≈ {forecast}',
      class:
        '该班近 {days} 个供餐日 {rate}%（{collected}/{expected}）→ {count} × {rate}% ≈ {forecast}',
      school:
        '全校近 {days} 个供餐日 {rate}%（{collected}/{expected}）→ {count} × {rate}% ≈ {forecast}',
      none: '还没有取餐记录，按订餐数 {count} 准备',
    },
    weekdays: '周日 周一 周二 周三 周四 周五 周六',
  };
  const row = (forecastBasis: SheetRow['forecastBasis'], forecast: number): SheetRow => ({
    classesId: 1,
    gradeName: '三年级',
    className: '三年级1班',
    ordinary: 28,
    muslim: 2,
    leave: 0,
    forecast,
    forecastBasis,
  });

  it('names the weekday of the sheet, the rate with its counts and the sum', () => {
    // 2026-03-19 is a Thursday.
    const basis = {
      method: 'weekday',
      rate: 55 / 60,
      expected: 60,
      collected: 55,
      days: 6,
    } as const;
    expect(forecastText(row(basis, 28), '2026-03-19', words)).toBe(
      '近 6 个周四该班取餐率 92%（55/60）→ 30 × 92% ≈ 28',
    );
  });

  it('says when the school rate stands in, and when there is no history the count is used', () => {
    const school = {
      method: 'school',
      rate: 0.9,
      expected: 900,
      collected: 810,
      days: 10,
    } as const;
    expect(forecastText(row(school, 27), '2026-03-19', words)).toBe(
      '全校近 10 个供餐日 90%（810/900）→ 30 × 90% ≈ 27',
    );
    expect(forecastText(row(none, 30), '2026-03-19', words)).toBe(
      '还没有取餐记录，按订餐数 30 准备',
    );
  });
});
