import {
  findRoute,
  parseRouteQuery,
  FIRST_PAGE,
  HOME_PAGE,
  LOGIN_PAGE,
  route,
  ROUTES,
  TAB_PATHS,
} from '@/lib/router/routes';
import { setLocale } from '@/lib/i18n';
import '@/lib/i18n/areas/console';
import '@/lib/i18n/areas/nutrition';

// The spec's 63 routes; the school's console adds its own under /pages/admin/ (decision 046), and
// the feeds two more (decision 073), the allergy profile one (decision 080), nutrition one
// (decision 081).
const FEEDS = ['myCalendarFeed', 'publicityPrint', 'myAllergy', 'mealNutrition'];
const SPEC = ROUTES.filter((entry) => entry.role !== 'admin' && !FEEDS.includes(entry.name));
const CONSOLE = ROUTES.filter((entry) => entry.role === 'admin');

describe('route table', () => {
  afterEach(() => setLocale('zh-CN'));

  it('holds the 63 spec routes once each, all under /pages/', () => {
    expect(SPEC).toHaveLength(63);
    expect(new Set(ROUTES.map((entry) => entry.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((entry) => entry.name)).size).toBe(ROUTES.length);
    for (const entry of ROUTES) expect(entry.path).toMatch(/^\/pages\/[\w/]+$/);
  });

  it('keeps the console outside the spec, under /pages/admin/, titled from its area', async () => {
    expect(CONSOLE.length).toBeGreaterThan(0);
    for (const entry of CONSOLE) expect(entry.path).toMatch(/^\/pages\/admin\//);
    expect(findRoute('/pages/admin/sheet')?.title).toBe('生产单');
    await setLocale('en');
    expect(findRoute('/pages/admin/sheet')?.title).toBe('Production sheet');
  });

  it('titles the nutrition week from its area, in both languages', async () => {
    expect(findRoute('/pages/meal/nutrition')?.title).toBe('营养周报');
    await setLocale('en');
    expect(findRoute('/pages/meal/nutrition')?.title).toBe('Nutrition');
  });

  it('names the first, login and home pages and the three tabs of the spec', () => {
    expect(FIRST_PAGE).toBe('/pages/entrance/index');
    expect(LOGIN_PAGE).toBe('/pages/user/login');
    expect(HOME_PAGE).toBe('/pages/index/index');
    expect(TAB_PATHS).toEqual(['/pages/index/index', '/pages/order/index', '/pages/my/index']);
  });

  it('gives every route a title from the active catalog', async () => {
    expect(findRoute('/pages/my/index')?.title).toBe('我的');
    await setLocale('en');
    expect(findRoute('/pages/my/index')?.title).toBe('Mine');
    for (const entry of ROUTES) expect(entry.title.length).toBeGreaterThan(0);
  });

  it('finds a route ignoring the query and a trailing slash, and nothing for unknown paths', () => {
    expect(findRoute('/pages/meal/day?date=2026-11-21')?.name).toBe('mealDay');
    expect(findRoute('/pages/prepayment/detail/multiple/dispark/')?.name).toBe(
      'prepaymentMultipleDispark',
    );
    expect(findRoute('/pages/nowhere')).toBeUndefined();
  });

  it('builds urls from a name and params, skipping empty ones and encoding values', () => {
    expect(route('mealDay', { date: '2026-11-21' })).toBe('/pages/meal/day?date=2026-11-21');
    expect(route('home', { associatedUserId: 7 })).toBe('/pages/index/index?associatedUserId=7');
    expect(route('webview', { url: 'https://a.example/x?y=1' })).toBe(
      '/pages/container/webview?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1',
    );
    expect(route('my')).toBe('/pages/my/index');
    expect(route('mealDay', { date: '2026-11-21', diningType: undefined })).toBe(
      '/pages/meal/day?date=2026-11-21',
    );
  });

  it('reads a query through the row schema: typed values, unfitting or unknown keys dropped', () => {
    expect(parseRouteQuery('mealDay', { date: '2026-11-21', diningType: 'Lunch' })).toEqual({
      date: '2026-11-21',
      diningType: 'Lunch',
    });
    expect(parseRouteQuery('mealDay', { date: 'yesterday', diningType: 'Brunch', x: '1' })).toEqual(
      {},
    );
    expect(parseRouteQuery('monthOrderDetail', { id: '42' })).toEqual({ id: 42 });
    expect(parseRouteQuery('monthOrderDetail', { id: '-1' })).toEqual({});
    expect(parseRouteQuery('mealOrder', { orderType: 'Month', associatedUserId: '7' })).toEqual({
      orderType: 'Month',
      associatedUserId: 7,
    });
    expect(parseRouteQuery('my', { anything: 'x' })).toEqual({});
  });
});
