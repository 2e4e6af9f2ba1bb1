import { defineArea } from '@/lib/i18n/area';

// Leave for several days and one day of an order cancelled (decision 086): the form, the list's
// confirmation and the order detail's 取消这天.

export const leaveDaysMessages = defineArea(
  {
    form: {
      chooseDates: '选择请假日期（可多选）',
      cutOff: '{time} 截止',
      cutOffSameDay: '当天 {time} 截止',
      weekday: '周{day}',
      reason: '请假原因（选填）',
      reasonPlaceholder: '如：生病、外出探亲',
      reasonCount: '{count}/{max}',
      submitDays: '确认请假（{count} 天）',
      needDate: '请先选择至少一个请假日期',
      noPaidMeals: '{child}之后没有已支付的{dining}订餐，不需要请假。',
      allClosed: '{dining}已支付的日期都已过请假截止时间（最后一个是 {date}，{time} 截止）。',
      orderFirst: '去订餐',
      preselectedGone: '{date} 不能请假：这天已请假，或没有已支付的订餐。',
      preselectedClosed: '{date} 的请假已于 {time} 截止，不能再请假。',
      closedOne: '{date} 已过请假截止时间（{time}），请去掉这天后再提交',
      notPaidOne: '{date} 没有已支付的订餐，请去掉这天后再提交',
      failed: '请假没有提交成功，请稍后重试',
    },
    list: {
      reason: '原因：{reason}',
      cancelTitle: '取消请假',
      cancelBody: '取消 {date} {dining}的请假？这一餐恢复供餐，退回的 {amount} 会从余额扣回。',
      cancelBodyNoCredit: '取消 {date} {dining}的请假？这一餐恢复供餐。',
      keep: '不取消',
      confirmCancel: '取消请假',
      cancelFailed: '请假没有取消成功，请稍后重试',
    },
    day: {
      cancel: '取消这天',
      cancelLabel: '取消 {date} 这天，退回 {amount}',
      until: '{time} 前可取消',
      confirmTitle: '取消这天',
      confirmBody: '取消 {date} 这天的{dining}？实付的 {amount} 将退回该学校的余额，不能撤销。',
      keep: '不取消',
      confirm: '确认取消',
      done: '已取消 {date}，{amount} 已退回余额',
      failed: '这天没有取消成功，请稍后重试',
      codes: {
        DAY_ALREADY_CANCELLED: '这天已经取消过了，不会重复退款；下拉刷新可看到最新状态',
        DAY_CANCEL_CLOSED: '这天已过退订截止时间，不能再取消',
        DAY_ON_LEAVE: '这天已请假，餐费已退回余额，无需再取消',
        ORDER_UNPAID: '订单尚未支付，请取消整笔订单',
        FUNCTION_OFF: '学校暂未开放退订，请联系学校',
      },
    },
  } as const,
  {
    form: {
      chooseDates: 'Choose the days of leave (several allowed)',
      cutOff: 'until {time}',
      cutOffSameDay: 'until {time}',
      weekday: '{day}',
      reason: 'Reason (optional)',
      reasonPlaceholder: 'e.g. ill, visiting family',
      reasonCount: '{count}/{max}',
      submitDays: 'Take leave ({count} days)',
      needDate: 'Choose at least one day first',
      noPaidMeals: '{child} has no paid {dining} ahead, so there is nothing to take leave from.',
      allClosed:
        'The paid {dining} days are all past their leave cut-off (the last, {date}, closed at {time}).',
      orderFirst: 'Order meals',
      preselectedGone:
        '{date} cannot be taken as leave: it is on leave already, or has no paid meal.',
      preselectedClosed: 'Leave for {date} closed at {time}.',
      closedOne: 'Leave for {date} closed at {time}. Remove that day and send again.',
      notPaidOne: '{date} has no paid meal. Remove that day and send again.',
      failed: 'The leave was not sent. Please try again later.',
    },
    list: {
      reason: 'Reason: {reason}',
      cancelTitle: 'Cancel leave',
      cancelBody:
        'Cancel the leave for {dining} on {date}? The meal is served again and the {amount} credited is taken back from the balance.',
      cancelBodyNoCredit: 'Cancel the leave for {dining} on {date}? The meal is served again.',
      keep: 'Keep',
      confirmCancel: 'Cancel',
      cancelFailed: 'The leave was not cancelled. Please try again later.',
    },
    day: {
      cancel: 'Cancel this day',
      cancelLabel: 'Cancel {date}, credit {amount}',
      until: 'Can be cancelled until {time}',
      confirmTitle: 'Cancel this day',
      confirmBody:
        'Cancel {dining} on {date}? The {amount} paid goes back to your balance at this school. This cannot be undone.',
      keep: 'Keep',
      confirm: 'Cancel',
      done: '{date} cancelled; {amount} is back in the balance',
      failed: 'The day was not cancelled. Please try again later.',
      codes: {
        DAY_ALREADY_CANCELLED:
          'This day is already cancelled; nothing more is credited. Pull to refresh.',
        DAY_CANCEL_CLOSED: 'Cancelling this day has closed: its cut-off has passed.',
        DAY_ON_LEAVE: 'This day is on leave and already credited; nothing to cancel.',
        ORDER_UNPAID: 'This order is not paid: cancel the whole order instead.',
        FUNCTION_OFF: 'The school does not take cancellations yet. Please contact the school.',
      },
    },
  },
);
