import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { getLocale, subscribeLocale, type Locale } from './index';

// Dates follow the language. dayjs (and its zh-cn data) are not in the first load: only the
// modules that format dates import this one, so they arrive with the screens that show dates.
// Importing dayjs from here rather than from 'dayjs' is what sets its locale before first use.

const DAYJS_LOCALES: Readonly<Record<Locale, string>> = { 'zh-CN': 'zh-cn', en: 'en' };

function followLocale(): void {
  dayjs.locale(DAYJS_LOCALES[getLocale()]);
}

followLocale();
subscribeLocale(followLocale);

export { dayjs };
