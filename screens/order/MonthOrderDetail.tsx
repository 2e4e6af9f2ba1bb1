'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { OrderDetailView } from './parts/OrderDetailView';

export default function MonthOrderDetailScreen() {
  const { id } = useRoute('monthOrderDetail').query;
  return <OrderDetailView title={messages().routes.monthOrderDetail} orderId={id} />;
}
