'use client';
import { Tabbar, TabbarItem } from 'react-vant/es/tabbar';
import HomeO from '@react-vant/icons/es/HomeO';
import OrdersO from '@react-vant/icons/es/OrdersO';
import UserO from '@react-vant/icons/es/UserO';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n';
import { useLocale } from '@/lib/i18n/useLocale';
import { switchTab } from '@/lib/router/navigation';
import {
  TAB_BAR_CONFIG,
  tabBar as appTabBar,
  type TabBarStore,
  type TabIcon,
} from '@/lib/platform/tabbar';
import { useTabBar } from '@/lib/platform/useTabBar';
import styles from './TabBar.module.css';

const icons: Record<TabIcon, ReactNode> = {
  home: <HomeO />,
  orders: <OrdersO />,
  mine: <UserO />,
};

export interface TabBarProps {
  /** The current route path; the tab bar exists only on the three tab pages. */
  currentPath: string;
  store?: TabBarStore;
}

/** The app's bottom tab bar (docs/product.md, "Screens"): shown only on tab pages, switching with switchTab. */
export function TabBar({ currentPath, store = appTabBar }: TabBarProps) {
  const { visibility, items } = useTabBar(store);
  // Subscribed so the labels change with the language even when nothing above re-renders.
  useLocale();
  const labels = messages().tabs;
  const active = items.findIndex((item) => item.pagePath === currentPath);
  if (active === -1 || visibility === 'hidden') return null;
  const { color, selectedColor, backgroundColor, height } = TAB_BAR_CONFIG;
  return (
    <nav
      aria-label={labels.label}
      className={visibility === 'hiding' ? `${styles.bar} ${styles.hiding}` : styles.bar}
      style={{
        ['--rv-tabbar-height' as string]: height,
        ['--rv-tabbar-background-color' as string]: backgroundColor,
      }}
      data-visibility={visibility}
    >
      <Tabbar
        value={active}
        fixed
        placeholder
        activeColor={selectedColor}
        inactiveColor={color}
        onChange={(index) => {
          const target = items[Number(index)];
          if (target && target.pagePath !== currentPath) void switchTab({ url: target.pagePath });
        }}
      >
        {items.map((item, index) => (
          <TabbarItem
            key={item.pagePath}
            name={index}
            icon={icons[item.icon]}
            badge={
              item.showRedDot
                ? { dot: true }
                : item.badgeText
                  ? { content: item.badgeText }
                  : undefined
            }
          >
            {(selected: boolean) => (
              <span aria-current={selected ? 'page' : undefined}>{labels[item.textKey]}</span>
            )}
          </TabbarItem>
        ))}
      </Tabbar>
    </nav>
  );
}
