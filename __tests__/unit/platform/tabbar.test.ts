import {
  createTabBarStore,
  TAB_BAR_CONFIG,
  TabBarConfigError,
  type TabBarConfig,
  type TabBarItemConfig,
} from '@/lib/platform/tabbar';

const item = (n: number): TabBarItemConfig => ({
  pagePath: `/pages/x${n}/index`,
  textKey: 'home',
  icon: 'home',
});
const withItems = (count: number): TabBarConfig => ({
  ...TAB_BAR_CONFIG,
  list: Array.from({ length: count }, (_, n) => item(n)),
});

describe('tab bar', () => {
  it('is configured as the spec says: three tabs, colours and height', () => {
    expect(TAB_BAR_CONFIG).toMatchObject({
      color: '#333333',
      selectedColor: '#ff915e',
      backgroundColor: '#ffffff',
      height: '50px',
    });
    expect(
      createTabBarStore()
        .getState()
        .items.map(({ pagePath, textKey }) => [pagePath, textKey]),
    ).toEqual([
      ['/pages/index/index', 'home'],
      ['/pages/order/index', 'orders'],
      ['/pages/my/index', 'mine'],
    ]);
  });

  it('accepts 2 to 5 items and raises a configuration error otherwise', () => {
    for (const count of [2, 5]) expect(() => createTabBarStore(withItems(count))).not.toThrow();
    for (const count of [0, 1, 6]) {
      expect(() => createTabBarStore(withItems(count))).toThrow(TabBarConfigError);
      expect(() => createTabBarStore(withItems(count))).toThrow(
        `list must hold 2 to 5 items, got ${count}`,
      );
    }
  });

  it('keeps badge text and red dot mutually exclusive per item', () => {
    const store = createTabBarStore();
    store.setTabBarBadge({ index: 1, text: '3' });
    expect(store.getState().items[1]).toMatchObject({ badgeText: '3', showRedDot: false });
    store.showTabBarRedDot({ index: 1 });
    expect(store.getState().items[1]).toMatchObject({ badgeText: undefined, showRedDot: true });
    store.setTabBarBadge({ index: 1, text: '5' });
    expect(store.getState().items[1]).toMatchObject({ badgeText: '5', showRedDot: false });
    store.removeTabBarBadge({ index: 1 });
    expect(store.getState().items[1]).toMatchObject({ badgeText: undefined, showRedDot: false });
    expect(store.getState().items[0]?.badgeText).toBeUndefined();
    expect(store.getState().items[0]?.showRedDot).toBe(false);
  });

  it("reports 'tabbar item not found' for a bad index", () => {
    const store = createTabBarStore();
    expect(() => store.setTabBarBadge({ index: 3, text: '1' })).toThrow('tabbar item not found');
    expect(() => store.showTabBarRedDot({ index: -1 })).toThrow('tabbar item not found');
    expect(() => store.hideTabBarRedDot({ index: 1.5 })).toThrow('tabbar item not found');
    expect(() => store.removeTabBarBadge({ index: 99 })).toThrow('tabbar item not found');
  });

  it('moves between shown, hidden and hidden with the slide-out animation, telling subscribers', () => {
    const store = createTabBarStore();
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().visibility));
    expect(store.getState().visibility).toBe('shown');
    store.hideTabBar({ animation: true });
    store.showTabBar();
    store.hideTabBar();
    unsubscribe();
    store.showTabBar();
    expect(seen).toEqual(['hiding', 'shown', 'hidden']);
  });
});
