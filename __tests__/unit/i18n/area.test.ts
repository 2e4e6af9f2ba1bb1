import { defineArea } from '@/lib/i18n/area';
import { setLocale } from '@/lib/i18n';

const area = defineArea({ title: '退款', nested: { hint: '可退 {amount} 元' } } as const, {
  title: 'Refunds',
  nested: { hint: 'Up to {amount} refundable' },
});

afterEach(async () => {
  await setLocale('zh-CN');
});

it('answers the zh-CN strings by default and the English ones after a switch', async () => {
  expect(area().title).toBe('退款');
  await setLocale('en');
  expect(area()).toEqual({ title: 'Refunds', nested: { hint: 'Up to {amount} refundable' } });
  await setLocale('zh-CN');
  expect(area().nested.hint).toBe('可退 {amount} 元');
});
