import { dayjs } from '@/lib/i18n/dayjs';
import { format, getLocale, messages, setLocale } from '@/lib/i18n';
import {
  browserLocale,
  chooseLocale,
  LOCALE_STORAGE_KEY,
  preferredLocale,
  restoreLocale,
} from '@/lib/i18n/preference';

function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(async () => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  await setLocale('zh-CN');
});

describe('the language the app shows', () => {
  it('is English for an en-* (or bare en) browser and Chinese for zh and everything else', () => {
    expect(browserLocale(['en-US', 'zh-CN'])).toBe('en');
    expect(browserLocale(['en-GB'])).toBe('en');
    expect(browserLocale(['en'])).toBe('en');
    expect(browserLocale(['zh-CN', 'en-US'])).toBe('zh-CN');
    expect(browserLocale(['zh-TW'])).toBe('zh-CN');
    expect(browserLocale(['fr-FR'])).toBe('zh-CN');
    expect(browserLocale(['english'])).toBe('zh-CN');
    expect(browserLocale([])).toBe('zh-CN');
  });

  it('follows the browser at start-up: en-US shows English, with dates in English', async () => {
    browserLanguages(['en-US']);
    await restoreLocale();
    expect(getLocale()).toBe('en');
    expect(messages().routes.my).toBe('Mine');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs('2026-11-23').format('dddd')).toBe('Monday');
  });

  it('starts in Chinese for a zh browser, with dates in Chinese', async () => {
    browserLanguages(['zh-CN']);
    await restoreLocale();
    expect(getLocale()).toBe('zh-CN');
    expect(messages().routes.my).toBe('我的');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs('2026-11-23').format('dddd')).toBe('星期一');
  });

  it('keeps a chosen language over the browser’s, and switches back', async () => {
    browserLanguages(['zh-CN']);
    await chooseLocale('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    // A reload: the module state is gone, the stored choice is not.
    await setLocale('zh-CN');
    await restoreLocale();
    expect(getLocale()).toBe('en');

    await chooseLocale('zh-CN');
    expect(preferredLocale()).toBe('zh-CN');
    expect(messages().routes.my).toBe('我的');
  });

  it('ignores a stored value that is not a language', () => {
    browserLanguages(['en-US']);
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    expect(preferredLocale()).toBe('en');
  });

  it('fills placeholders through one formatter, leaving unknown ones', () => {
    expect(format('版本 {version}', { version: '1.2.0' })).toBe('版本 1.2.0');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
