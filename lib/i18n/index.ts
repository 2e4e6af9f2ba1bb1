import { zhCN, type Messages } from './zh-CN';

// The active catalogue. zh-CN (the spec's language, the default) is bundled; every other catalogue
// is its own chunk, loaded by `setLocale` when chosen, so only the active one is in the first load.
// Components read `messages()` while rendering; the app root re-renders everything on a switch
// (`subscribeLocale`).

export type Locale = 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** Each language by its own name, the same in every catalogue (so it is found when unreadable). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-CN': '简体中文',
  en: 'English',
};

const loaders: Readonly<Record<Exclude<Locale, 'zh-CN'>, () => Promise<Messages>>> = {
  en: () => import('./en').then((module) => module.en),
};

const catalogues: Partial<Record<Locale, Messages>> = { 'zh-CN': zhCN };
let current: Locale = 'zh-CN';
const listeners = new Set<() => void>();

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The active catalog: `messages().errors.identityExpired`. */
export function messages(): Messages {
  return catalogues[current] ?? zhCN;
}

export function getLocale(): Locale {
  return current;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

async function catalogue(locale: Locale): Promise<Messages> {
  const loaded = catalogues[locale];
  if (loaded) return loaded;
  const next = await loaders[locale as Exclude<Locale, 'zh-CN'>]();
  catalogues[locale] = next;
  return next;
}

/**
 * Loads the catalogue if needed, then makes it active: the page language and every subscriber
 * (the app root re-renders; lib/i18n/dayjs sets the date language) follow. Rejects, changing nothing, when the chunk fails.
 */
export async function setLocale(locale: Locale): Promise<void> {
  await catalogue(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (current === locale) return;
  current = locale;
  for (const listener of [...listeners]) listener();
}

/** The one placeholder formatter: `format('版本 {version}', { version })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
