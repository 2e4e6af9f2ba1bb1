import { useSyncExternalStore } from 'react';
import { tabBar, type TabBarState, type TabBarStore } from './tabbar';

/** The tab bar's state (visibility, badges, red dots); re-renders when a screen changes it. */
export function useTabBar(store: TabBarStore = tabBar): TabBarState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
