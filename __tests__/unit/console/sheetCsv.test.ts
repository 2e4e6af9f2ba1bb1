import { sheetCsv } from '@/screens/admin/parts/sheetCsv';

// The forecast (decision 078) rides on every row; the CSV carries the hard counts.
const basis = { method: 'none', rate: null, expected: 0, collected: 0, days: 0 } as const;

const labels = {
  grade: '年级',
  klass: '班级',
  noClass: '未分班',
  ordinary: '普通餐',
  muslim: '清真餐',
  leave: '请假',
  total: '合计',
};

describe('the production sheet as CSV', () => {
  it('has a header, a line per class with its total, and the totals, as a spreadsheet reads it', () => {
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
            forecast: 3,
            forecastBasis: basis,
          },
          {
            classesId: 0,
            gradeName: '',
            className: '',
            ordinary: 1,
            muslim: 0,
            leave: 0,
            forecast: 1,
            forecastBasis: basis,
          },
          {
            classesId: 2,
            gradeName: '=cmd',
            className: 'a,"b"',
            ordinary: 0,
            muslim: 0,
            leave: 2,
            forecast: 0,
            forecastBasis: basis,
          },
        ],
        ordinary: 3,
        muslim: 1,
        leave: 3,
        forecast: 4,
      },
      labels,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '年级,班级,普通餐,清真餐,合计,请假',
      '三年级,三年级1班,2,1,3,1',
      ',未分班,1,0,1,0',
      `'=cmd,"a,""b""",0,0,0,2`,
      '合计,,3,1,4,3',
      '',
    ]);
  });
});
