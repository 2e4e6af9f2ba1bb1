'use client';

import { useRoute } from '@/lib/router/useRoute';
import { OrderDetailView } from './parts/OrderDetailView';

export default function MonthOrderDetailScreen() {
  const { query } = useRoute();
  const id = Number(query.id);
  return <OrderDetailView orderId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
