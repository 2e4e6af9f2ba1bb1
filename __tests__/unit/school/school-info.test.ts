import { allowedWebviewUrl } from '@/lib/platform/allowedUrl';
import { slidesOf, type KioskSnapshot } from '@/lib/publicity/kiosk';
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

describe('kiosk slides (decision 025)', () => {
  const base: Omit<KioskSnapshot, 'days' | 'today'> = {
    schoolId: 1,
    generatedAt: '2026-03-16T02:00:00.000Z',
  };

  it("shows today's menu first, then the week ahead", () => {
    const slides = slidesOf({
      ...base,
      today: '2026-03-16',
      days: [day('2026-03-16', 1), day('2026-03-17', 1), day('2026-03-18', 1)],
    });
    expect(slides.map((s) => [s.kind, s.date])).toEqual([
      ['today', '2026-03-16'],
      ['day', '2026-03-17'],
      ['day', '2026-03-18'],
    ]);
  });

  it('on a day without meals, opens on the next day that has a menu', () => {
    const slides = slidesOf({
      ...base,
      today: '2026-03-15',
      days: [day('2026-03-16', 1), day('2026-03-17', 0), day('2026-03-18', 1)],
    });
    expect(slides.map((s) => [s.kind, s.date])).toEqual([
      ['next', '2026-03-16'],
      ['day', '2026-03-16'],
      ['day', '2026-03-18'],
    ]);
    expect(slides.every((s) => s.day.entries.length > 0)).toBe(true);
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
