import { defineArea } from '@/lib/i18n/area';

// Strings of the reminder screens (my/RemindSetting, my/JumpRemind and its inbox) and the
// bank-card activity screens (decisions 028, 042 and 044).

// The bodies the server writes (server/messages.ts, verbatim; a unit test holds them equal): the
// client reads the values back out of the Chinese text and writes them in the user's language.
const bodiesZh = {
  AllergyAlert:
    '{child} {date} 的{meal}菜单有变：{dishes}。孩子已登记过敏，可以取消这一餐，费用退回余额。',
  BalanceLow: '账户余额 {balance} 元，已低于您设置的 {threshold} 元，请及时充值。',
  LeaveConfirmed: '{child} {date} {meal}的请假已确认。',
  MealNotOrdered: '{child} {date} 的{meals}还未订餐，订餐将于 {cutOff} 截止。',
  MealsMissed: '{child}本月已有 {count} 次订餐未取餐，如不需要可以请假，费用会退回余额。',
  MessageAnswered: '学校已回复您关于 {child} 的留言：{reply}',
  PaymentDeclined: '订单 {orderNo} 支付未成功，金额 {amount} 元，请重新支付。',
  PaymentPaid: '订单 {orderNo} 已支付成功，金额 {amount} 元。',
  mealsJoiner: '、',
} as const;

export const REMINDER_BODIES_ZH: typeof bodiesZh = bodiesZh;

export const reminderMessages = defineArea(
  {
    bodies: bodiesZh,
    inbox: {
      arrived: '新提醒：{title}',
      arrivedMany: '您有 {count} 条新提醒',
      empty: '暂无提醒。订餐截止、余额不足、支付结果、请假、留言回复和未取餐会在这里通知您。',
      failed: '提醒没有加载出来，请检查网络后重试',
      unread: '未读',
      unreadCount: '{count} 条未读',
    },
    kinds: {
      AllergyAlert: '过敏原提醒',
      BalanceLow: '余额不足提醒',
      LeaveConfirmed: '请假确认通知',
      MealNotOrdered: '明日未订餐提醒',
      MealsMissed: '未取餐提醒',
      MessageAnswered: '留言回复通知',
      PaymentResult: '支付结果通知',
    },
    kindHints: {
      AllergyAlert: '已订的餐含孩子已核实的过敏原时提醒',
      BalanceLow: '余额低于设定金额时提醒',
      LeaveConfirmed: '孩子的请假确认后提醒',
      MealNotOrdered: '订餐截止前 3 小时仍未订餐时提醒',
      MealsMissed: '本月多次未取餐时提醒',
      MessageAnswered: '学校回复留言后提醒',
      PaymentResult: '订单支付成功或失败时提醒',
    },
    setting: {
      device: '本设备通知',
      deviceBlocked: '通知已被浏览器禁止，请在浏览器设置中允许。提醒会在下次打开应用时显示。',
      deviceEnable: '在本设备接收通知',
      deviceEnabled: '本设备已开启通知',
      deviceUnsupported: '此浏览器不支持推送通知，提醒会在下次打开应用时显示。',
      failed: '设置失败，请稍后再试',
      list: '提醒项目',
      saved: '设置成功',
      threshold: '余额提醒金额（元）',
      thresholdSave: '保存金额',
    },
    jump: {
      gone: '提醒不存在或已过期',
      open: '查看详情',
    },
    bank: {
      accept: '参加',
      accepted: '已参加',
      all: '本校活动',
      bankCardOnly: '需绑定银行卡',
      decline: '不参加',
      declined: '已拒绝',
      detail: '活动详情',
      empty: '暂无活动',
      failed: '操作失败，请稍后再试',
      period: '活动时间：{from} 至 {to}',
      qualified: '可参加的活动',
      recommended: '为{child}推荐',
    },
  } as const,
  {
    bodies: {
      AllergyAlert:
        "{child}'s {meal} menu on {date} changed: {dishes}. The child has a recorded allergy; you can cancel this meal and its price goes back to the balance.",
      BalanceLow: 'The balance is ¥{balance}, below the ¥{threshold} you set. Please top up.',
      LeaveConfirmed: "{child}'s leave from {meal} on {date} is confirmed.",
      MealNotOrdered:
        "{child}'s {meals} on {date} is not ordered yet; ordering closes at {cutOff}.",
      MealsMissed:
        '{child} has not collected {count} ordered meals this month. If a meal is not needed, ask for leave and its price goes back to the balance.',
      MessageAnswered: 'The school answered your message about {child}: {reply}',
      PaymentDeclined:
        'The payment for order {orderNo} (¥{amount}) did not go through. Please pay again.',
      PaymentPaid: 'Order {orderNo} is paid: ¥{amount}.',
      mealsJoiner: ' and ',
    },
    inbox: {
      arrived: 'New reminder: {title}',
      arrivedMany: 'You have {count} new reminders',
      empty:
        'No reminders yet. Order cut-offs, a low balance, payment results, leave, answers to your messages and meals not collected are announced here.',
      failed: 'The reminders did not load. Check the network and try again.',
      unread: 'Unread',
      unreadCount: '{count} unread',
    },
    kinds: {
      AllergyAlert: 'Allergen alert',
      BalanceLow: 'Low balance',
      LeaveConfirmed: 'Leave confirmed',
      MealNotOrdered: "Tomorrow's meal not ordered",
      MealsMissed: 'Meals not collected',
      MessageAnswered: 'Message answered',
      PaymentResult: 'Payment result',
    },
    kindHints: {
      AllergyAlert: "When an ordered meal holds a child's verified allergen",
      BalanceLow: 'When the balance falls below the amount you set',
      LeaveConfirmed: "When a child's leave is confirmed",
      MealNotOrdered: 'Three hours before the cut-off when a meal is not ordered',
      MealsMissed: 'When several ordered meals are not collected in a month',
      MessageAnswered: 'When the school answers your message',
      PaymentResult: 'When an order payment succeeds or fails',
    },
    setting: {
      device: 'Notifications on this device',
      deviceBlocked:
        'The browser blocks notifications; allow them in its settings. Reminders show when you next open the app.',
      deviceEnable: 'Receive notifications on this device',
      deviceEnabled: 'Notifications are on for this device',
      deviceUnsupported:
        'This browser cannot receive push notifications; reminders show when you next open the app.',
      failed: 'Could not save, please try again later',
      list: 'Reminders',
      saved: 'Saved',
      threshold: 'Remind below (yuan)',
      thresholdSave: 'Save amount',
    },
    jump: {
      gone: 'This reminder does not exist or has expired',
      open: 'Open',
    },
    bank: {
      accept: 'Take up',
      accepted: 'Taken up',
      all: "This school's activities",
      bankCardOnly: 'Needs a bound bank card',
      decline: 'Decline',
      declined: 'Declined',
      detail: 'Activity details',
      empty: 'No activities',
      failed: 'Could not do that, please try again later',
      period: '{from} to {to}',
      qualified: 'Activities you qualify for',
      recommended: 'Recommended for {child}',
    },
  },
);
