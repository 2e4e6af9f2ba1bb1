import { defineArea } from '@/lib/i18n/area';

// What went wrong and what to do (decision 068), for the screens that use lib/api/errorText.ts:
// an answer's code says which; `actions` name what failed when the code says nothing more.

export const errorTexts = defineArea(
  {
    actions: {
      leave: '请假没有提交成功，请稍后重试',
      list: '没有加载出来，请检查网络后点重试',
      orders: '订单没有加载出来，请检查网络后点重试',
      password: '密码没有修改成功，请稍后重试',
      rate: '评价没有提交成功，请稍后重试',
      refund: '退款申请没有提交成功，请稍后重试',
      reminder: '提醒设置没有保存，请稍后重试',
    },
    codes: {
      ALREADY_RATED: '这一餐已经评价过了',
      DATABASE_UNAVAILABLE: '服务暂时不可用，请稍后再试',
      DATE_CLOSED: '已过订餐截止时间，请选择之后的日期',
      INSUFFICIENT_BALANCE: '余额不足，请先充值',
      INTERNAL: '服务暂时出了问题，请稍后再试',
      LEAVE_CLOSED: '已过请假截止时间，这一餐不能再请假；请选择之后的日期',
      LEAVE_NOT_ALLOWED: '这一餐未订餐或未支付，无需请假；请先订餐并支付',
      LEAVE_ORDER_GONE: '这一餐的订单已退订，请假无法取消',
      LEFTOVERS_EMPTY: '请至少登记一道菜或一个班的剩餐，再保存',
      LEFTOVERS_FUTURE: '这一餐还没有开餐，开餐后再登记剩餐',
      LEFTOVER_OVER_PREPARED: '剩余量不能大于准备量，请改正后再保存',
      NETWORK_ERROR: '网络连接失败，请检查网络后重试',
      NOT_SERVED: '这一餐还没有用餐，用餐后再来评价',
      OLD_PASSWORD_WRONG: '原密码不正确，请重新输入；忘记原密码可退出后用短信验证码登录',
      PERIOD_INVALID: '日期范围不对：结束日期不能早于开始日期，一次最多 92 天',
      RATE_LIMITED: '操作太频繁，请稍等一会儿再试',
      REFUND_CLOSED: '学校暂未开放退款',
      REFUND_EXCEEDS: '退款金额超过可退余额，请改小金额',
      REFUND_TOO_SMALL: '退款金额低于学校规定的最低金额，请改大金额',
      SHUTTING_DOWN: '服务正在重启，请稍后再试',
      TIMEOUT: '网络连接超时，请稍后重试',
      UNAVAILABLE: '服务暂时不可用，请稍后再试',
      WECHAT_BIND_REQUIRED: '请先用微信登录绑定账号，再用微信支付',
    },
    hints: {
      overallRequired: '请先选择总体评价，再提交',
      refundAmount: '请输入退款金额，如 20.50',
      refundClosed: '学校暂未开放退款，按钮暂不可用',
      refundOver: '超过可退金额 {amount}，请改小金额',
      refundUnder: '最少可退 {amount}，请改大金额',
      thresholdInvalid: '请输入 {min} 到 {max} 元之间的金额，如 50',
    },
  } as const,
  {
    actions: {
      leave: 'The leave was not sent. Please try again later.',
      list: 'This did not load. Check the network and tap Retry.',
      orders: 'The orders did not load. Check the network and tap Retry.',
      password: 'The password was not changed. Please try again later.',
      rate: 'The rating was not sent. Please try again later.',
      refund: 'The refund request was not sent. Please try again later.',
      reminder: 'The reminder setting was not saved. Please try again later.',
    },
    codes: {
      ALREADY_RATED: 'This meal is already rated.',
      DATABASE_UNAVAILABLE: 'The service is unavailable for now. Please try again later.',
      DATE_CLOSED: 'Ordering for this date has closed. Choose a later date.',
      INSUFFICIENT_BALANCE: 'The balance is too low. Please top up first.',
      INTERNAL: 'Something went wrong on our side. Please try again later.',
      LEAVE_CLOSED: 'The leave cut-off for this meal has passed. Choose a later date.',
      LEAVE_NOT_ALLOWED: 'This meal is not ordered or not paid, so no leave is needed.',
      LEAVE_ORDER_GONE: "This meal's order was cancelled, so the leave cannot be undone.",
      LEFTOVERS_EMPTY: 'Record at least one dish or one class, then save.',
      LEFTOVERS_FUTURE: 'This meal has not been served yet. Record its leftovers after the meal.',
      LEFTOVER_OVER_PREPARED:
        'What came back cannot be more than was prepared. Correct it and save again.',
      NETWORK_ERROR: 'No connection. Check the network and try again.',
      NOT_SERVED: 'This meal has not been served yet. Rate it after the meal.',
      OLD_PASSWORD_WRONG:
        'The current password is wrong. Type it again, or log out and sign in with an SMS code if you forgot it.',
      PERIOD_INVALID:
        'The period is wrong: the end cannot be before the start, and 92 days at most.',
      RATE_LIMITED: 'Too many attempts. Wait a moment and try again.',
      REFUND_CLOSED: 'The school does not take refund requests yet.',
      REFUND_EXCEEDS: 'The amount is more than can be refunded. Enter less.',
      REFUND_TOO_SMALL: "The amount is below the school's minimum. Enter more.",
      SHUTTING_DOWN: 'The service is restarting. Please try again shortly.',
      TIMEOUT: 'The network timed out. Please try again later.',
      UNAVAILABLE: 'The service is unavailable for now. Please try again later.',
      WECHAT_BIND_REQUIRED:
        'Sign in with WeChat once to link your account, then pay with WeChat Pay.',
    },
    hints: {
      overallRequired: 'Choose an overall rating first, then submit.',
      refundAmount: 'Enter the amount to refund, e.g. 20.50.',
      refundClosed: 'The school does not take refund requests yet.',
      refundOver: 'More than the refundable {amount}. Enter less.',
      refundUnder: 'The least you can ask for is {amount}. Enter more.',
      thresholdInvalid: 'Enter an amount from ¥{min} to ¥{max}, e.g. 50.',
    },
  },
);
