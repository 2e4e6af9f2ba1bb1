import type { Order, Payment } from '@/lib/contract/order';

// Data factories for the order screens' tests.

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 1;
  return {
    id,
    orderId: `D2026030200${id}`,
    outTradeNo: null,
    orderStatus: 'UnPay',
    payStatus: 'UnPay',
    payMode: 'Online',
    orderType: 'Day',
    associatedUserId: 101,
    userName: '小明',
    diningType: 'Lunch',
    mealKind: 'Ordinary',
    amount: 1500,
    refundedAmount: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    paidAt: null,
    dayOrderDetails: [
      {
        id: id * 10,
        mealsDate: '2026-03-02',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        price: 1500,
        state: 'Order',
      },
    ],
    monthOrderDetail: null,
    ...overrides,
  };
}

export function makePayment(orderId: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id: 900 + orderId,
    orderId,
    outTradeNo: `T${orderId}`,
    channel: 'sandbox',
    amount: 1500,
    status: 'Pending',
    checkoutUrl: `http://localhost/sandbox/pay/${900 + orderId}`,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function page<T>(content: T[], pageNumber = 0, size = 10) {
  return { content, page: pageNumber, size, total: content.length };
}
