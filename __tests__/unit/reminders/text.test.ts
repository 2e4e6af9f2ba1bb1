import type { Reminder } from '@/lib/contract/reminder';
import { setLocale } from '@/lib/i18n';
import { REMINDER_BODIES_ZH } from '@/lib/i18n/areas/reminders';
import { readBody, reminderText } from '@/lib/reminders/text';
import { serverMessages } from '@/server/messages';

// The client reads a reminder's values back out of the Chinese body the server wrote; it can only
// do so while both hold the same templates.

const base: Reminder = {
  id: 1,
  kind: 'LeaveConfirmed',
  title: '请假确认通知',
  body: '',
  target: { route: 'leaveList', query: {} },
  createdAt: '2026-03-16T06:00:00.000Z',
  seenAt: null,
};

afterEach(async () => {
  await setLocale('zh-CN');
});

describe('reminder texts', () => {
  it('hold the templates the server writes with', () => {
    expect(REMINDER_BODIES_ZH).toEqual({
      BalanceLow: serverMessages.reminderBalanceLow,
      LeaveConfirmed: serverMessages.reminderLeaveConfirmed,
      MealNotOrdered: serverMessages.reminderMealNotOrdered,
      MealsMissed: serverMessages.reminderMealsMissed,
      AllergyAlert: serverMessages.reminderAllergyAlert,
      MessageAnswered: serverMessages.reminderMessageAnswered,
      PaymentDeclined: serverMessages.reminderPaymentDeclined,
      PaymentPaid: serverMessages.reminderPaymentPaid,
      mealsJoiner: serverMessages.mealsJoiner,
    });
  });

  it("read the values back, a reply with the template's own punctuation included", () => {
    const answered: Reminder = {
      ...base,
      kind: 'MessageAnswered',
      body: '学校已回复您关于 小明 的留言：好的，已通知食堂：明天起不放葱。',
    };
    expect(readBody(answered)).toEqual({
      key: 'MessageAnswered',
      values: { child: '小明', reply: '好的，已通知食堂：明天起不放葱。' },
    });
    expect(
      readBody({
        ...base,
        kind: 'PaymentResult',
        body: '订单 A1 支付未成功，金额 3.00 元，请重新支付。',
      }),
    ).toEqual({ key: 'PaymentDeclined', values: { orderNo: 'A1', amount: '3.00' } });
  });

  it('say it in English, and show a body that fits no template as it came', async () => {
    await setLocale('en');
    expect(reminderText({ ...base, body: '小红 2026-03-18 晚餐的请假已确认。' })).toEqual({
      title: 'Leave confirmed',
      body: "小红's leave from Dinner on 2026-03-18 is confirmed.",
    });
    expect(reminderText({ ...base, body: '旧版本的提醒' }).body).toBe('旧版本的提醒');
  });
});
