import { isLocale, setLocale, type Locale } from './index';

// Which language the app shows: the one chosen in Settings (kept on this device, across accounts
// and logouts), else the browser's: English for `en` / `en-*`, Chinese for everything else.

export const LOCALE_STORAGE_KEY = 'canteen:locale';

export function browserLocale(languages: readonly string[]): Locale {
  const first = languages[0] ?? '';
  return /^en(-|$)/i.test(first) ? 'en' : 'zh-CN';
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage can be unavailable (private mode); the browser's language then decides.
    return null;
  }
}

export function preferredLocale(): Locale {
  return storedLocale() ?? browserLocale(navigatorLanguages());
}

/**
 * At start-up, before the first screen: the preferred language, or Chinese when its catalogue
 * cannot load (offline on a first visit).
 */
export async function restoreLocale(): Promise<void> {
  try {
    await setLocale(preferredLocale());
  } catch {
    await setLocale('zh-CN');
  }
}

/** The Settings choice: switch now and remember it on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await setLocale(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered, but the switch itself happened.
  }
}
