'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { OrderDetailView } from './parts/OrderDetailView';

export default function DayOrderDetailScreen() {
  const { query } = useRoute();
  const id = Number(query.id);
  return (
    <OrderDetailView
      title={messages().routes.dayOrderDetail}
      orderId={Number.isInteger(id) && id > 0 ? id : undefined}
    />
  );
}
