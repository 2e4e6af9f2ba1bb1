import type { CancelResult } from '@/lib/contract/order';
import { IntentKeys } from '@/lib/order/intent';
import { afterCancel, applyChanges, dropped, orderActions } from '@/lib/order/list';
import { formatFen } from '@/lib/money/fen';
import { paymentProgress } from '@/lib/order/progress';
import { initialOrderMealState, orderMealReducer } from '@/lib/order/state';
import { makeOrder, makePayment } from '../../setup/factories';

const unpaid = makeOrder({ id: 1 });
const paid = makeOrder({ id: 2, orderStatus: 'Pay', payStatus: 'Pay' });

describe('order list transitions', () => {
  it('keeps a cancelled UnPay order in place, cancelled, until the list is read again (decision 087)', () => {
    const result: CancelResult = { deleted: true, order: null, credited: 0 };
    const list = afterCancel([unpaid, paid], 1, result);
    expect(list.map((o) => [o.id, o.orderStatus])).toEqual([
      [1, 'Unsubscribe'],
      [2, 'Pay'],
    ]);
    expect(orderActions(list[0]!)).toEqual({ pay: false, cancel: false });
    expect(dropped(unpaid, result)).toBe(true);
    expect(dropped(paid, { deleted: false, order: null, credited: 1500 })).toBe(false);
  });

  it('sets a cancelled paid order to Unsubscribe with its days following', () => {
    const result: CancelResult = { deleted: false, order: null, credited: 1500 };
    const [, cancelled] = afterCancel([unpaid, paid], 2, result);
    expect(cancelled?.orderStatus).toBe('Unsubscribe');
    expect(cancelled?.dayOrderDetails.map((d) => d.state)).toEqual(['Unsubscribe']);
    expect(orderActions(cancelled!)).toEqual({ pay: false, cancel: false });
  });

  it('lays the cancels a screen made over the list, in order', () => {
    const kept: CancelResult = { deleted: false, order: null, credited: 1500 };
    const gone: CancelResult = { deleted: true, order: null, credited: 0 };
    const list = applyChanges(
      [unpaid, paid],
      [
        { orderId: 2, result: kept },
        { orderId: 1, result: gone },
      ],
    );
    expect(list.map((o) => [o.id, o.orderStatus])).toEqual([
      [1, 'Unsubscribe'],
      [2, 'Unsubscribe'],
    ]);
  });
});

describe('order-meal state', () => {
  it('keeps errors under their keys and clears them on success', () => {
    let state = orderMealReducer(initialOrderMealState, {
      type: 'failed',
      key: 'payOrder',
      message: 'x',
    });
    state = orderMealReducer(state, { type: 'failed', key: 'cancel', message: 'y' });
    expect(state.error).toEqual({ payOrder: 'x', cancel: 'y' });
    state = orderMealReducer(state, { type: 'payStarted', payment: makePayment(1) });
    expect(state.error).toEqual({ cancel: 'y' });
    expect(state.payModel?.orderId).toBe(1);
  });
});

describe('intent keys', () => {
  it('reuses a key for the same intent until it is done', () => {
    let n = 0;
    const keys = new IntentKeys(() => `k${++n}`);
    expect(keys.keyFor({ a: 1, b: 2 })).toBe('k1');
    expect(keys.keyFor({ b: 2, a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2 })).toBe('k2');
    keys.done({ a: 1, b: 2 });
    expect(keys.keyFor({ a: 1, b: 2 })).toBe('k3');
  });
});

describe('payment progress and money', () => {
  it('maps polls to a visible state', () => {
    expect(paymentProgress(undefined, false)).toBe('waiting');
    expect(paymentProgress(undefined, true)).toBe('offline');
    expect(
      paymentProgress(
        { orderId: 1, orderStatus: 'UnPay', payStatus: 'UnPay', paymentStatus: 'Pending' },
        false,
      ),
    ).toBe('processing');
    expect(
      paymentProgress(
        { orderId: 1, orderStatus: 'Pay', payStatus: 'Pay', paymentStatus: 'Paid' },
        true,
      ),
    ).toBe('paid');
  });

  it('formats fen without floats', () => {
    expect(formatFen(1505)).toBe('¥15.05');
    expect(formatFen(-7)).toBe('-¥0.07');
  });
});
