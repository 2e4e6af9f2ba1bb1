import { format } from '../lib/i18n';
import { zhCN } from '../lib/i18n/zh-CN';

// The server's one message catalogue (Chinese, as the app shows them), grouped by domain. The
// spec's own messages come from the shared catalogue so both ends say exactly the same words.
// Placeholders are filled only through `serverMessage` (the shared `format`).
export const serverMessages = {
  // Requests and access
  forbidden: '无权访问',
  identityExpired: zhCN.errors.identityExpired,
  invalidField: '参数无效：{field}',
  invalidRequest: '请求无效',
  notFound: '资源不存在',
  serverInternal: zhCN.errors.serverInternal,
  tooManyRequests: '请求过于频繁，请稍后再试',

  // Operations (decision 036): the database away, the server restarting, not ready
  databaseUnavailable: '服务暂时不可用，请稍后再试',
  serverBusy: '服务器繁忙，请稍后再试',
  notReady: '服务尚未就绪',
  shuttingDown: '服务正在重启，请稍后再试',

  // Sign-in, accounts and SMS
  accountLocked: '登录失败次数过多，账号已锁定 15 分钟，请稍后再试',
  badClient: '客户端认证失败',
  loginFailed: '用户名或密码错误',
  mobileTaken: '该手机号已被其他账号绑定',
  oldPasswordWrong: '原密码错误',
  registerFailed: 'server exception, please retry or contact administrator',
  smsCodeExpired: '验证码已过期，请重新获取',
  smsCodeWrong: '验证码错误',
  smsCooldown: '验证码发送过于频繁，请 60 秒后再试',
  smsDailyLimitIp: '今日验证码发送次数已达上限',
  smsDailyLimitMobile: '该手机号今日验证码发送次数已达上限，请明天再试',
  smsTooManyChecks: '验证码错误次数过多，请重新获取',
  socialAlreadyBound: '该账号已绑定其他用户',
  signInUnavailable: '暂不支持该登录方式',
  socialAuthFailed: zhCN.auth.bankAuthFailed,

  bankUserName: '银行卡用户',
  defaultUserName: '用户{mobileEnd}',

  // School structure
  classNotFound: '班级不存在',

  // Uploads
  uploadExpired: '上传凭证已过期，请重新上传',
  uploadInUse: '附件正在使用，不能删除',
  uploadMissingFile: '请选择要上传的文件',
  uploadNotImage: '只能上传 PNG、JPEG、WebP 或 GIF 图片',
  uploadPolicyMismatch: '上传参数与凭证不符',
  uploadPolicyUsed: '上传凭证已使用，请重新上传',
  uploadSignature: '上传凭证无效',
  uploadTenantType: '不支持的附件类型',
  uploadTooLarge: '文件过大，最大 {size}',

  // Orders, payments, leave and idempotency (the money path)
  alreadyCancelled: '订单已退订',
  alreadyOrdered: '该日期已订餐，请勿重复下单',
  alreadyPaid: '订单已支付',
  badSignature: '签名无效',
  dateClosed: '所选日期已截止订餐',
  diningNotServed: '学校未提供该餐次',
  idempotencyInFlight: '请求正在处理中，请稍后再试',
  idempotencyMismatch: '同一请求标识不能用于不同的请求内容',
  // Balances are per school (decision 066). English: "Insufficient balance at this school".
  insufficientBalance: '该学校的余额不足',
  // Decision 086: one day of a paid order, and leave for several days. English: "{date} is
  // already cancelled; nothing more is credited", "{date} is on leave and already credited;
  // nothing to cancel", "Cancelling {date} closed at {time}", "This order is not paid: cancel
  // the whole order instead", "Leave for {date} closed at {time}: remove that day and send
  // again", "{date} has no paid meal to take leave from: remove that day", "The reason can be
  // {max} characters at most: shorten it", "At most {max} days at once".
  dayAlreadyCancelled: '{date} 这天已取消，不会重复退款',
  dayOnLeave: '{date} 这天已请假，餐费已退回余额，无需再取消',
  dayCancelClosed: '{date} 这天已于 {time} 截止退订，不能再取消',
  dayCancelUnpaid: '订单尚未支付，请取消整笔订单',
  leaveDayClosed: '{date} 的请假已于 {time} 截止，请去掉这天后再提交',
  leaveDayNotAllowed: '{date} 没有已支付的订餐，无需请假，请去掉这天后再提交',
  leaveReasonTooLong: '请假原因最多 {max} 个字，请删减后再提交',
  leaveChargeBackShort: '余额不足以扣回请假退款，无法取消请假',
  leaveClosed: '已过请假截止时间',
  leaveNotAllowed: '该餐次未订餐或未支付，无法请假',
  leaveOrderGone: '该餐次订单已退订，无法取消请假',
  nothingToOrder: '没有可订餐的日期',
  paymentUnavailable: '暂不支持该支付方式',
  paymentProviderUnavailable: '支付服务暂时无法连接，请稍后再试',
  wechatBindRequired: '请先用微信登录绑定账号，再用微信支付',
  refundPayoutClosed: '退款已关闭，金额仍在余额中',
  refundPayoutAbnormal: '退款未能退回原支付账户（如银行卡已注销），金额仍在余额中，请联系学校',
  // The school's functional switches and how far ahead a month may be ordered
  evaluateSwitchedOff: '学校暂未开放评价',
  leaveSwitchedOff: '学校暂未开放请假',
  monthOrderSwitchedOff: '学校暂未开放包月订餐',
  monthTooFar: '包月订餐只能预订本月起 {months} 个月内的月份',
  orderSwitchedOff: '学校暂未开放订餐',
  rechargeSwitchedOff: '学校暂未开放充值',
  refundSwitchedOff: '学校暂未开放退订，请联系学校',

  // The serving line (decision 078)
  alreadyCollected: '已于 {time} 取餐',
  mealCodeInvalid: '取餐码无效',
  mealCodeOtherDay: '这是其他日期或餐次的取餐码',
  notOrdered: '未订餐',
  notServiceDay: '只能在当天标记取餐',
  onLeave: '请假中，不应取餐',

  // Prepayments, coupons and refunds (decisions 029-031)
  couponInvalid: '优惠券不可用',
  // English: "This coupon can only be used at the school that gave it" (decision 066).
  couponOtherSchool: '该优惠券只能在发放它的学校使用',
  couponUsed: '该优惠券已使用，不能撤回',
  prepaymentAmountRange: '金额须在 {min} 至 {max} 元之间',
  prepaymentBought: '该预缴项目每位学生只能购买一次',
  prepaymentClosed: '该预缴项目当前不可购买',
  prepaymentPaid: '该预缴订单已支付，不能取消',
  prepaymentPending: '该预缴项目已有一笔购买正在支付，请完成支付或 15 分钟后再试',
  // A multiple-meal package refused before payment (decision 065): each meal at fault, why
  packageMealsRefused: '套餐中以下餐次不能预订，未扣款：{meals}',
  packageMeal: '{date} {meal}（{reason}）',
  packageFaultClosed: '已截止订餐',
  packageFaultHoliday: '放假不供餐',
  packageFaultWeekend: '周末不供餐',
  packageFaultOrdered: '已订过餐',
  packageFaultTooFar: '不在可订餐的日期范围内',
  packageFaultOff: '学校暂未开放订餐',
  refundClosed: '学校暂未开放退款',
  // English: "The refund exceeds what can be refunded at this school" (decision 066).
  refundExceeds: '退款金额超过该学校的可退余额',
  refundHandled: '该退款申请已处理',
  refundTooSmall: '退款金额不能少于 {min} 元',

  // The school's console (decisions 057, 063)
  calendarPast: '只能登记或撤销明天（{tomorrow}）及以后的日期，今天和已过去的日期不能更改',
  menuNoDishes: '草稿未保存：请至少填写一道菜的菜名和克重',
  originInvalid:
    '只能添加 https 网站的源地址（如 https://example.com），不能带路径、账号、参数或使用其他协议',

  // The school's people and structure (decision 067)
  invitationInvalid: '邀请链接无效、已使用、已撤回或已过期，请联系学校管理员重新邀请',
  usernameTaken: '该登录名已被使用，请换一个',
  invitationAccepted: '该邀请已被接受，请在成员中移除',
  messageAnswered: '该留言已回复',
  memberSelf: '不能移除自己',
  gradeNumberTaken: '该年级序号已存在',
  noNextGrade: '没有更高的年级，请先添加年级',

  // The sandbox payment provider's checkout page
  sandboxApprove: '确认支付',
  sandboxDecline: '拒绝支付',
  sandboxPaymentMissing: '支付单不存在',
  sandboxPaymentClosed: '支付单已关闭',
  sandboxStatus: '状态：{status}',
  sandboxTitle: '沙箱支付',
  sandboxTradeNo: '交易号 {outTradeNo}',

  // Reminders (decision 042): the template titles and the texts pushed and shown in the app
  reminderTitleMealNotOrdered: '明日订餐提醒',
  reminderTitleBalanceLow: '余额不足提醒',
  reminderTitlePaymentResult: '支付结果通知',
  reminderTitleLeaveConfirmed: '请假确认通知',
  reminderTitleMessageAnswered: '留言回复通知',
  reminderTitleMealsMissed: '未取餐提醒',
  reminderTitleAllergyAlert: '过敏原提醒',
  reminderMealNotOrdered: '{child} {date} 的{meals}还未订餐，订餐将于 {cutOff} 截止。',
  reminderBalanceLow: '账户余额 {balance} 元，已低于您设置的 {threshold} 元，请及时充值。',
  reminderPaymentPaid: '订单 {orderNo} 已支付成功，金额 {amount} 元。',
  reminderPaymentDeclined: '订单 {orderNo} 支付未成功，金额 {amount} 元，请重新支付。',
  reminderLeaveConfirmed: '{child} {date} {meal}的请假已确认。',
  reminderMessageAnswered: '学校已回复您关于 {child} 的留言：{reply}',
  reminderMealsMissed: '{child}本月已有 {count} 次订餐未取餐，如不需要可以请假，费用会退回余额。',
  reminderAllergyAlert:
    '{child} {date} 的{meal}菜单有变：{dishes}。孩子已登记过敏，可以取消这一餐，费用退回余额。',
  reminderRemark: '点击查看详情',
  pushEndpointRefused:
    '推送地址无效：只接受推送服务的 https 地址，不能带账号密码，也不能指向内部网络',
  diningBreakfast: zhCN.meal.diningBreakfast,
  diningLunch: zhCN.meal.diningLunch,
  diningDinner: zhCN.meal.diningDinner,
  mealsJoiner: '、',
  // Allergy safety (decision 080).
  allergyDishHolds: '{dish}含{allergens}',
  allergyDishesJoiner: '，',
  mealUnsafeForChild: '{dishes}，孩子已登记对{allergens}过敏，不能订这一餐',
  allergyReviewDecided: '这个版本已经审核过了',
  allergyMealStarted: '这一餐已经开始供应，不能再取消',

  // Bank-card activities
  recommendationDecided: '该活动已处理，不能更改',

  // Meal ratings
  alreadyRated: '该餐已评价',
  notServed: '该餐尚未就餐，暂不能评价',
  overallRequired: '请选择总体评价',
  unknownIndex: '评价选项无效',

  // Production sign-in providers (decision 069)
  smsSendFailed: '短信发送失败，请稍后再试',
  signInStateInvalid: '登录已过期，请重新进入',
  signInProviderFailed: '登录服务暂时不可用，请稍后再试',
  // Enrolment (decision 070)
  claimCodeInvalid: '认领码无效或已过期，请核对学校发放的告家长书',
  claimCodeUsed: '该认领码已被使用，如有疑问请联系学校',
  claimTooMany: '认领码错误次数过多，请 1 小时后再试',
  consentRequired: '请阅读并同意学校的个人信息保护告知书',
  enrolmentPending: '已提交加入申请，学校确认后即可使用',
  joinRequestDecided: '该申请已处理',
  joinRequestsTooMany: '待学校确认的申请过多，请等待学校处理',
  privacyNoticeTitle: '儿童个人信息保护告知书',
  privacyNoticeContent:
    '为提供订餐服务，学校及食堂将处理孩子的姓名、班级、用餐与订单记录，以及监护人的手机号。信息仅用于订餐、配餐、结算与通知，不向第三方提供，孩子离校后按规定删除。监护人可随时查询、更正或要求删除上述信息。勾选同意即表示您作为监护人同意上述处理。',
  // Calendar and menu feeds (decision 073)
  feedChildCalendar: '{child} · 校园餐',
  feedSchoolCalendar: '{school} · 菜单',
  feedMeal: '{meal} · {kind}',
  feedMealUnpaid: '{meal} · {kind}（待支付）',
  feedLeave: '{meal} · 已请假',
  feedHoliday: '放假',
  feedCollectivityLeave: '集体停餐',
  feedCutOff: '{meal}订餐截止（{date}）',
  feedCutOffAlarm: '{date} {meal}还未订餐，订餐将于 {cutOff} 截止。',
  feedDish: '{name} {grams}克',
  feedAllergens: '过敏原：{list}',
  feedAllergensUnknown: '过敏原未登记',
  feedNoMenu: '菜单尚未发布',
  // Leftovers and the waste dashboard (decision 078)
  leftoversEmpty: '请至少填写一道菜或一个班级的剩余量',
  leftoversFuture: '还未供餐的日期不能登记剩余量',
  leftoverOverPrepared: '{dish}的剩余量不能超过准备量',
  periodInvalid: '时间段无效：结束日期不能早于开始日期，且最长 {days} 天',
  wasteKitchen: '厨房剩余（按菜品）',
  kindOrdinary: zhCN.meal.kindOrdinary,
  kindMuslim: zhCN.meal.kindMuslim,
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

/** A catalogue message with its `{name}` placeholders filled. */
export function serverMessage(
  key: ServerMessageKey,
  values: Record<string, string | number> = {},
): string {
  return format(serverMessages[key], values);
}
