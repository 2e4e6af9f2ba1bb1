// Messages of the money path (orders, payments, leave, idempotency), in Chinese as the app shows
// them. Kept apart from server/messages.ts so the order domain can grow without touching it.
export const orderMessages = {
  alreadyCancelled: '订单已退订',
  alreadyOrdered: '该日期已订餐，请勿重复下单',
  alreadyPaid: '订单已支付',
  badSignature: '签名无效',
  dateClosed: '所选日期已截止订餐',
  diningNotServed: '学校未提供该餐次',
  leaveChargeBackShort: '余额不足以扣回请假退款，无法取消请假',
  leaveClosed: '已过请假截止时间',
  leaveNotAllowed: '该餐次未订餐或未支付，无法请假',
  leaveOrderGone: '该餐次订单已退订，无法取消请假',
  nothingToOrder: '没有可订餐的日期',
  idempotencyInFlight: '请求正在处理中，请稍后再试',
  idempotencyMismatch: '同一请求标识不能用于不同的请求内容',
  insufficientBalance: '余额不足',
} as const;
