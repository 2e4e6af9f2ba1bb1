'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { PaymentProgress } from '@/components/order/PaymentProgress';
import { usePaymentProgress } from '@/lib/order/usePaymentProgress';

/** The payment result after paying from the Orders tab. */
export default function OrderOrangebankScreen() {
  const { orderId } = useRoute('orderOrangebank').query;
  const progress = usePaymentProgress(orderId);
  return (
    <PaymentProgress
      title={messages().routes.orderOrangebank}
      returnTo="orderOrangebank"
      {...progress}
    />
  );
}
