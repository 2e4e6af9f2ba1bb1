import { navigateBack, navigateTo, redirectTo, reLaunch, switchTab } from '@/lib/router/navigation';
import { getCurrentRoute, startRouter } from '@/lib/router/location';

function hrefNow(): string {
  return `${window.location.pathname}${window.location.hash}`;
}

describe('navigation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/#/pages/index/index');
    startRouter();
  });

  it('navigateTo pushes the page with its query and browser back returns', async () => {
    await navigateTo({ url: '/pages/meal/day?date=2026-11-21' });
    expect(hrefNow()).toBe('/#/pages/meal/day?date=2026-11-21');
    expect(getCurrentRoute()).toMatchObject({
      path: '/pages/meal/day',
      query: { date: '2026-11-21' },
    });
    expect(document.title).toBe('按日订餐');

    await navigateBack();
    expect(getCurrentRoute().path).toBe('/pages/index/index');
    expect(document.title).toBe('首页');
  });

  it('follows browser back and forward', async () => {
    await navigateTo({ url: '/pages/my/coupons' });
    await navigateTo({ url: '/pages/my/couponsInvalid' });
    const back = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await back;
    expect(getCurrentRoute().path).toBe('/pages/my/coupons');
    const forward = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.forward();
    await forward;
    expect(getCurrentRoute().path).toBe('/pages/my/couponsInvalid');
  });

  it('navigateTo needs a url, refuses tab pages and unknown pages', async () => {
    await expect(navigateTo({})).rejects.toThrow('navigateTo:fail url is required');
    await expect(navigateTo({ url: '/pages/order/index' })).rejects.toThrow(
      'navigateTo:fail can not navigateTo a tabbar page',
    );
    await expect(navigateTo({ url: '/pages/nowhere' })).rejects.toThrow(
      'navigateTo:fail page "/pages/nowhere" is not found',
    );
    expect(getCurrentRoute().path).toBe('/pages/index/index');
  });

  it('resolves a relative url against the current page', async () => {
    await navigateTo({ url: '/pages/order/DayOrderDetail?id=1' });
    await navigateTo({ url: 'MonthOrderDetail?id=2' });
    expect(getCurrentRoute()).toMatchObject({
      path: '/pages/order/MonthOrderDetail',
      query: { id: '2' },
    });
  });

  it('redirectTo replaces the current entry, tab pages with a query included', async () => {
    await navigateTo({ url: '/pages/my/Setting' });
    const before = window.history.length;
    await redirectTo({ url: '/pages/index/index?associatedUserId=7' });
    expect(window.history.length).toBe(before);
    expect(getCurrentRoute()).toMatchObject({
      path: '/pages/index/index',
      query: { associatedUserId: '7' },
    });
    await expect(redirectTo({ url: '' })).rejects.toThrow('redirectTo:fail url is required');
    await expect(redirectTo({ url: '/pages/x' })).rejects.toThrow(
      'redirectTo:fail page "/pages/x" is not found',
    );
  });

  it("with nothing behind, back goes to the start of the page's area, never a parent's screen from a teacher's", async () => {
    window.history.replaceState(null, '', '/#/pages/applications/classes/responsible?id=5');
    startRouter();
    await navigateBack();
    expect(getCurrentRoute().path).toBe('/pages/applications/classes/index');

    window.history.replaceState(null, '', '/#/pages/admin/money');
    startRouter();
    await navigateBack();
    expect(getCurrentRoute().path).toBe('/pages/admin/index');

    window.history.replaceState(null, '', '/#/pages/meal/day?date=2026-11-21');
    startRouter();
    await navigateBack();
    expect(getCurrentRoute().path).toBe('/pages/index/index');
  });

  it('navigateBack needs delta >= 0; delta 0 stays; too large stops at the first page', async () => {
    await navigateTo({ url: '/pages/my/coupons' });
    await expect(navigateBack({ delta: -1 })).rejects.toThrow(
      'navigateBack:fail delta must be greater than or equal to 0',
    );
    await navigateBack({ delta: 0 });
    expect(getCurrentRoute().path).toBe('/pages/my/coupons');
    await navigateTo({ url: '/pages/my/MealLogs' });
    await navigateBack({ delta: 10 });
    expect(getCurrentRoute().path).toBe('/pages/index/index');
  });

  it('navigateBack with nothing of the app behind lands on the home tab', async () => {
    window.history.replaceState(null, '', '/#/pages/my/coupons');
    startRouter();
    await navigateBack();
    expect(getCurrentRoute().path).toBe('/pages/index/index');
  });

  it('reLaunch waits 50 ms then replaces the page', async () => {
    jest.useFakeTimers();
    try {
      const done = reLaunch({ url: '/pages/user/login' });
      jest.advanceTimersByTime(49);
      expect(getCurrentRoute().path).toBe('/pages/index/index');
      jest.advanceTimersByTime(1);
      await done;
      expect(getCurrentRoute().path).toBe('/pages/user/login');
    } finally {
      jest.useRealTimers();
    }
    await expect(reLaunch({})).rejects.toThrow('reLaunch:fail url is required');
  });

  it('switchTab shows a tab page and reports any other page as not found', async () => {
    await switchTab({ url: '/pages/my/index' });
    expect(getCurrentRoute().path).toBe('/pages/my/index');
    await expect(switchTab({ url: '/pages/my/coupons' })).rejects.toThrow(
      'switchTab:fail page "/pages/my/coupons" is not found',
    );
  });

  it('an unmatched hash has no route (the shell shows not found) and titles the page so', () => {
    window.history.replaceState(null, '', '/#/pages/gone/away');
    startRouter();
    expect(getCurrentRoute().route).toBeUndefined();
    expect(document.title).toBe('页面不存在');
  });

  it('a direct /pages load with a query lands on the same hash route', () => {
    window.history.replaceState(null, '', '/pages/meal/day?date=2026-11-21');
    startRouter();
    expect(hrefNow()).toBe('/#/pages/meal/day?date=2026-11-21');
    expect(window.location.search).toBe('');
    expect(getCurrentRoute()).toMatchObject({
      path: '/pages/meal/day',
      query: { date: '2026-11-21' },
    });
  });
});
