import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setLocale } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';

// Issue 26: English screens showed Chinese. Every English catalogue entry is English; the few
// that are Chinese on purpose are listed with why.

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Paths of entries that are Chinese in every language, and why. */
const CHINESE_ON_PURPOSE: readonly RegExp[] = [];

let scanned = 0;

function chinese(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    scanned += 1;
    if (CJK.test(value) && !CHINESE_ON_PURPOSE.some((allowed) => allowed.test(path)))
      found.push(`${path}: ${value}`);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) chinese(inner, `${path}.${key}`, found);
  }
}

afterAll(() => setLocale('zh-CN'));

it('no English catalogue entry is Chinese', async () => {
  await setLocale('en');
  const found: string[] = [];
  chinese(en, 'en', found);
  const dir = join(__dirname, '../../../lib/i18n/areas');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const area = (await import(`@/lib/i18n/areas/${file.replace(/\.ts$/, '')}`)) as Record<
      string,
      unknown
    >;
    for (const [name, exported] of Object.entries(area)) {
      if (typeof exported !== 'function' || exported.length !== 0) continue;
      let value: unknown;
      try {
        value = (exported as () => unknown)();
      } catch {
        continue;
      }
      chinese(value, `${file}:${name}`, found);
    }
  }
  expect(found).toEqual([]);
  // The areas were read (not skipped as non-functions): the money area's English is among them.
  expect(scanned).toBeGreaterThan(1500);
});
