'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { PaymentProgress } from './parts/PaymentProgress';

/** The payment result after paying from the Orders tab. */
export default function OrderOrangebankScreen() {
  const { query } = useRoute();
  const orderId = Number(query.orderId);
  return (
    <PaymentProgress
      title={messages().routes.orderOrangebank}
      orderId={Number.isInteger(orderId) && orderId > 0 ? orderId : undefined}
    />
  );
}
