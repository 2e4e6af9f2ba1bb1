// Messages of the money path (orders, payments, leave, idempotency), in Chinese as the app shows
// them. Kept apart from server/messages.ts so the order domain can grow without touching it.
export const orderMessages = {
  alreadyOrdered: '该日期已订餐，请勿重复下单',
  idempotencyInFlight: '请求正在处理中，请稍后再试',
  idempotencyMismatch: '同一请求标识不能用于不同的请求内容',
  insufficientBalance: '余额不足',
} as const;
