import { unsafeRefusalOf } from '@/lib/api/allergy';
import { errorMessage } from '@/lib/api/errors';
import type { MealKind } from '@/lib/contract/enums';
import { placeOrder } from '@/lib/api/order';
import type { Order, PlaceOrderBody } from '@/lib/contract/order';
import type { PayChoice } from '@/components/order/PayOptions';
import { messages } from '@/lib/i18n';
import { launchPayment } from '@/lib/order/payLaunch';
import type { OrderMealAction } from '@/lib/order/state';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { orderMessages } from '@/lib/i18n/areas/order';
import { showUnsafeRefusal } from './unsafeRefusal';

function detailOf(order: Order): string {
  return route(order.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail', {
    id: order.id,
  });
}

/**
 * Places the order; online orders go on to the provider's checkout, unless `offerChoice` says the
 * parent has a coupon or the balance to pay with (decision 031): then the placed order is returned
 * for the pay step to offer that choice. A failed order keeps its intent key, so pressing submit
 * again cannot create a second order.
 */
export async function submitOrder(
  body: PlaceOrderBody,
  dispatch: (action: OrderMealAction) => void,
  offerChoice: (order: Order) => boolean = () => false,
  unsafe?: { childName: string; switchKind: (kind: MealKind) => void },
): Promise<Order | null> {
  const t = messages();
  let order;
  try {
    order = await placeOrder(body);
    dispatch({ type: 'submitted', order });
  } catch (error) {
    const message = errorMessage(error, t.errors.serviceCallFailed);
    dispatch({ type: 'failed', key: 'submit', message });
    // The server refused a meal holding the child's verified allergen (decision 080): a dialog,
    // not a toast, names the dish and the allergen and may offer the safe meal kind.
    const refusal = unsafeRefusalOf(error);
    if (refusal) {
      const kind = await showUnsafeRefusal(refusal, unsafe?.childName ?? '');
      if (kind) unsafe?.switchKind(kind);
      return null;
    }
    showToast({ title: message });
    return null;
  }
  if (body.payMode === 'Offline') {
    // Toasted after the route change, which hides toasts shown before it.
    await redirectTo({ url: detailOf(order) });
    showToast({ title: orderMessages().offlinePlaced, icon: 'success' });
    return null;
  }
  if (offerChoice(order)) return order;
  await payPlaced(order, {}, dispatch);
  return null;
}

/** The pay step after ordering: the provider's checkout, or a coupon and the balance. */
export async function payPlaced(
  order: Order,
  choice: PayChoice,
  dispatch: (action: OrderMealAction) => void,
): Promise<void> {
  const launched = await launchPayment({
    orderId: order.id,
    returnTo: 'mealOrangebank',
    dispatch,
    failureKey: 'pay',
    ...choice,
  });
  // The order exists unpaid: its detail page can pay it again.
  if (!launched) await redirectTo({ url: detailOf(order) });
}
