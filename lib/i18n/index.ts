import { en } from './en';
import { zhCN, type Messages } from './zh-CN';

export type Locale = 'zh-CN' | 'en';
const catalogs: Record<Locale, Messages> = { 'zh-CN': zhCN, en };

let current: Locale = 'zh-CN';

export function setLocale(locale: Locale): void {
  current = locale;
}

/** The active catalog: `messages().errors.identityExpired`. */
export function messages(): Messages {
  return catalogs[current];
}

/** Replaces `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
