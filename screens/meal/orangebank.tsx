'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { PaymentProgress } from '../order/parts/PaymentProgress';

/** The payment result after ordering: the provider returns here with the order id. */
export default function MealOrangebankScreen() {
  const { query } = useRoute();
  const orderId = Number(query.orderId);
  return (
    <PaymentProgress
      title={messages().routes.mealOrangebank}
      orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : undefined}
    />
  );
}
