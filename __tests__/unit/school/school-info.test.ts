import { allowedWebviewUrl } from '@/lib/platform/allowedUrl';
import { wallOf, weekdayOf, weekOfWall, type KioskSnapshot } from '@/lib/publicity/kiosk';
import { AGREEMENTS, PUBLICITY } from '@/service-worker/routes';

const ORIGINS = ['https://www.gov.cn', 'https://www.moe.gov.cn/'];

describe('webview allowed origins (decision 024)', () => {
  it.each([
    ['https://www.gov.cn/zhengce/index.htm', true],
    ['https://www.moe.gov.cn/', true],
    ['http://www.gov.cn/', false],
    ['https://www.gov.cn.evil.example/', false],
    ['https://evil.example/?https://www.gov.cn', false],
    ['https://user:pw@www.gov.cn/', false],
    ['javascript:alert(1)', false],
    ['/pages/my/index', false],
    ['not a url', false],
  ])('%s -> %s', (url, allowed) => {
    expect(allowedWebviewUrl(url, ORIGINS) !== null).toBe(allowed);
  });

  it('refuses everything when the school allows nothing', () => {
    expect(allowedWebviewUrl('https://www.gov.cn/', [])).toBeNull();
  });
});

const day = (date: string, meals: number) => ({
  date,
  entries: Array.from({ length: meals }, (_, i) => ({
    carteId: i + 1,
    diningType: 'Lunch' as const,
    mealKind: 'Ordinary' as const,
    dishes: [{ id: 1, name: '米饭', weightGrams: 200, allergens: [] }],
  })),
});

describe('kiosk wall (decision 025)', () => {
  const base: Omit<KioskSnapshot, 'days' | 'today'> = {
    schoolId: 1,
    generatedAt: '2026-03-16T02:00:00.000Z',
  };

  it("leads with today's menu, then the days ahead with menus", () => {
    const wall = wallOf({
      ...base,
      today: '2026-03-16',
      days: [day('2026-03-16', 1), day('2026-03-17', 1), day('2026-03-18', 1)],
    });
    expect([wall.lead.kind, wall.lead.date]).toEqual(['today', '2026-03-16']);
    expect(wall.weeks.map((w) => [w.week, w.days.map((d) => d.date)])).toEqual([
      ['this', ['2026-03-17', '2026-03-18']],
    ]);
  });

  it('on a day without meals, leads with the next day that has a menu', () => {
    const wall = wallOf({
      ...base,
      today: '2026-03-15',
      days: [day('2026-03-16', 1), day('2026-03-17', 0), day('2026-03-18', 1)],
    });
    expect([wall.lead.kind, wall.lead.date]).toEqual(['next', '2026-03-16']);
    expect(wall.lead.day.entries.length).toBeGreaterThan(0);
    // 2026-03-15 is a Sunday: the days after are next week's; the leading day is not repeated.
    expect(wall.weeks.map((w) => [w.week, w.days.map((d) => d.date)])).toEqual([
      ['next', ['2026-03-18']],
    ]);
  });

  it('puts the days after a weekend under next week, whatever the time zone', () => {
    // Thursday 2026-03-19: Friday is this week, the Monday and Tuesday after are next week.
    const wall = wallOf({
      ...base,
      today: '2026-03-19',
      days: ['2026-03-19', '2026-03-20', '2026-03-23', '2026-03-24'].map((d) => day(d, 1)),
    });
    expect(wall.weeks.map((w) => [w.week, w.days.map((d) => d.date)])).toEqual([
      ['this', ['2026-03-20']],
      ['next', ['2026-03-23', '2026-03-24']],
    ]);
    expect(weekOfWall('2026-03-19', '2026-03-30')).toBe('later');
    expect(['2026-03-15', '2026-03-16', '2026-03-21'].map(weekdayOf)).toEqual([0, 1, 6]);
  });
});

describe('offline caches of the worker', () => {
  it.each([
    ['/api/publicity/1/menus', PUBLICITY],
    ['/api/publicity/1/menus/2026-03-16', PUBLICITY],
    ['/api/news/1', PUBLICITY],
    ['/api/agreement/list', AGREEMENTS],
    ['/api/agreement/detail/3', AGREEMENTS],
    ['/api/attachment/agreement.contract/3', AGREEMENTS],
    ['/api/enterprise/qualifications', AGREEMENTS],
    ['/api/associated/user/privacy/1', AGREEMENTS],
  ])('%s is kept', (path, pattern) => {
    expect(pattern.test(path)).toBe(true);
  });

  it('does not keep head photos or uploads', () => {
    expect(AGREEMENTS.test('/api/attachment/associated.user.header/3')).toBe(false);
    expect(PUBLICITY.test('/api/attachment/upload/options')).toBe(false);
  });
});
