import { getLocale } from '@/lib/i18n';

// Area catalogues (decision 028): the strings of a group of screens (money, reminders, the console)
// live beside the main catalogue but are imported only by those screens, so they ride in the
// screens' lazy chunks instead of the first load every route pays for. Both languages of an area
// are in its chunk: an area is a few hundred bytes gzipped, less than a second request would cost.

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * `export const moneyMessages = defineArea({ ...zh-CN... } as const, { ...en... })`, then
 * `moneyMessages().refund.title` while rendering (the app root re-renders on a language switch).
 * The English object must have exactly the zh-CN keys (the type says so).
 */
export function defineArea<T>(zhCN: T, en: Widen<T>): () => Widen<T> {
  return () => (getLocale() === 'en' ? en : (zhCN as Widen<T>));
}
