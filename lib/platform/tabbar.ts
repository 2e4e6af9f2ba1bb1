import { createStore } from './store';
import type { Messages } from '@/lib/i18n/zh-CN';
import { SELECTED_COLOR, TEXT_COLOR } from './theme';

// Tab bar configuration and state (docs/product.md, "Screens", "What the app keeps", "States and transitions", "Validation" and "Rules and limits"). The shell renders it; screens
// set badges and red dots through the functions below, like the mini-program API they replace.

export const TAB_BAR_MIN_ITEMS = 2;
export const TAB_BAR_MAX_ITEMS = 5;
export const TAB_ITEM_NOT_FOUND = 'tabbar item not found';

export type TabIcon = 'home' | 'orders' | 'mine';

export interface TabBarItemConfig {
  pagePath: string;
  /** Key of the label in the `tabs` group of the i18n catalogs. */
  textKey: keyof Messages['tabs'];
  icon: TabIcon;
}

export interface TabBarConfig {
  color: string;
  selectedColor: string;
  backgroundColor: string;
  /** CSS height of the bar. */
  height: string;
  list: TabBarItemConfig[];
}

export const TAB_BAR_CONFIG: TabBarConfig = {
  color: TEXT_COLOR,
  selectedColor: SELECTED_COLOR,
  backgroundColor: '#ffffff',
  height: '50px',
  list: [
    { pagePath: '/pages/index/index', textKey: 'home', icon: 'home' },
    { pagePath: '/pages/order/index', textKey: 'orders', icon: 'orders' },
    { pagePath: '/pages/my/index', textKey: 'mine', icon: 'mine' },
  ],
};

export class TabBarConfigError extends Error {
  constructor(count: number) {
    super(
      `tabBar config error: list must hold ${TAB_BAR_MIN_ITEMS} to ${TAB_BAR_MAX_ITEMS} items, got ${count}`,
    );
    this.name = 'TabBarConfigError';
  }
}

export function validateTabBarConfig(config: TabBarConfig): TabBarConfig {
  const count = config.list.length;
  if (count < TAB_BAR_MIN_ITEMS || count > TAB_BAR_MAX_ITEMS) throw new TabBarConfigError(count);
  return config;
}

/** shown; hidden; 'hiding' = hidden with the slide-out animation. */
export type TabBarVisibility = 'shown' | 'hidden' | 'hiding';

export interface TabBarItemState {
  pagePath: string;
  /** The label's key, not its text: the bar resolves it at render, so it follows the language. */
  textKey: TabBarItemConfig['textKey'];
  icon: TabIcon;
  /** Badge text and red dot are mutually exclusive: setting one clears the other. */
  badgeText?: string;
  showRedDot: boolean;
}

export interface TabBarState {
  visibility: TabBarVisibility;
  items: TabBarItemState[];
}

export interface TabBarStore {
  getState(): TabBarState;
  subscribe(listener: () => void): () => void;
  setTabBarBadge(options: { index: number; text: string }): void;
  removeTabBarBadge(options: { index: number }): void;
  showTabBarRedDot(options: { index: number }): void;
  hideTabBarRedDot(options: { index: number }): void;
  showTabBar(): void;
  hideTabBar(options?: { animation?: boolean }): void;
}

export function createTabBarStore(config: TabBarConfig = TAB_BAR_CONFIG): TabBarStore {
  validateTabBarConfig(config);
  const store = createStore<TabBarState>({
    visibility: 'shown',
    items: config.list.map((item) => ({
      pagePath: item.pagePath,
      textKey: item.textKey,
      icon: item.icon,
      showRedDot: false,
    })),
  });
  const publish = store.set;
  const updateItem = (index: number, change: (item: TabBarItemState) => TabBarItemState) => {
    const state = store.get();
    const current = Number.isInteger(index) ? state.items[index] : undefined;
    if (!current) throw new Error(TAB_ITEM_NOT_FOUND);
    publish({
      ...state,
      items: state.items.map((item, at) => (at === index ? change(item) : item)),
    });
  };
  return {
    getState: store.get,
    subscribe: store.subscribe,
    setTabBarBadge: ({ index, text }) =>
      updateItem(index, (item) => ({ ...item, badgeText: text, showRedDot: false })),
    removeTabBarBadge: ({ index }) =>
      updateItem(index, (item) => ({ ...item, badgeText: undefined })),
    showTabBarRedDot: ({ index }) =>
      updateItem(index, (item) => ({ ...item, badgeText: undefined, showRedDot: true })),
    hideTabBarRedDot: ({ index }) => updateItem(index, (item) => ({ ...item, showRedDot: false })),
    showTabBar: () => publish((state) => ({ ...state, visibility: 'shown' })),
    hideTabBar: (options) =>
      publish((state) => ({ ...state, visibility: options?.animation ? 'hiding' : 'hidden' })),
  };
}

/** The app's one tab bar; screens call e.g. `tabBar.setTabBarBadge({ index: 1, text: '3' })`. */
export const tabBar: TabBarStore = createTabBarStore();
