'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { PaymentProgress } from '@/components/order/PaymentProgress';
import { usePaymentProgress } from '@/lib/order/usePaymentProgress';

/** The payment result after ordering: the provider returns here with the order id. */
export default function MealOrangebankScreen() {
  const { orderId } = useRoute('mealOrangebank').query;
  const progress = usePaymentProgress(orderId);
  return (
    <PaymentProgress
      title={messages().routes.mealOrangebank}
      returnTo="mealOrangebank"
      {...progress}
    />
  );
}
