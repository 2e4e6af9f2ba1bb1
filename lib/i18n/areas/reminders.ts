import { defineArea } from '@/lib/i18n/area';

// Strings of the reminder screens (my/RemindSetting, my/JumpRemind, the at-open notice) and the
// bank-card activity screens (decisions 028, 042 and 044).

export const reminderMessages = defineArea(
  {
    kinds: {
      BalanceLow: '余额不足提醒',
      LeaveConfirmed: '请假确认通知',
      MealNotOrdered: '明日未订餐提醒',
      MessageAnswered: '留言回复通知',
      PaymentResult: '支付结果通知',
    },
    kindHints: {
      BalanceLow: '余额低于设定金额时提醒',
      LeaveConfirmed: '孩子的请假确认后提醒',
      MealNotOrdered: '订餐截止前 3 小时仍未订餐时提醒',
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
    notice: {
      dismiss: '知道了',
      open: '查看',
      title: '您有新的提醒',
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
    kinds: {
      BalanceLow: 'Low balance',
      LeaveConfirmed: 'Leave confirmed',
      MealNotOrdered: "Tomorrow's meal not ordered",
      MessageAnswered: 'Message answered',
      PaymentResult: 'Payment result',
    },
    kindHints: {
      BalanceLow: 'When the balance falls below the amount you set',
      LeaveConfirmed: "When a child's leave is confirmed",
      MealNotOrdered: 'Three hours before the cut-off when a meal is not ordered',
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
    notice: {
      dismiss: 'Dismiss',
      open: 'Open',
      title: 'New reminders',
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
