import { errorMessage } from '@/lib/api/errors';
import { placeOrder } from '@/lib/api/order';
import type { PlaceOrderBody } from '@/lib/contract/order';
import { messages } from '@/lib/i18n';
import { launchPayment } from '@/lib/order/payLaunch';
import type { OrderMealAction } from '@/lib/order/state';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';

/**
 * Places the order; online orders go on to the provider's checkout. A failed order keeps its
 * intent key, so pressing submit again cannot create a second order.
 */
export async function submitOrder(
  body: PlaceOrderBody,
  dispatch: (action: OrderMealAction) => void,
): Promise<void> {
  const t = messages();
  let order;
  try {
    order = await placeOrder(body);
    dispatch({ type: 'submitted', order });
  } catch (error) {
    const message = errorMessage(error, t.errors.serviceCallFailed);
    dispatch({ type: 'failed', key: 'submit', message });
    showToast({ title: message });
    return;
  }
  const detail = route(order.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail', {
    id: order.id,
  });
  if (body.payMode === 'Offline') {
    // Toasted after the route change, which hides toasts shown before it.
    await redirectTo({ url: detail });
    showToast({ title: t.order.offlinePlaced, icon: 'success' });
    return;
  }
  const launched = await launchPayment({
    orderId: order.id,
    returnTo: 'mealOrangebank',
    dispatch,
    failureKey: 'pay',
  });
  // The order exists unpaid: its detail page can pay it again.
  if (!launched) await redirectTo({ url: detail });
}
