import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, type Locale } from './index';

/** The active language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, () => 'zh-CN' as const);
}
