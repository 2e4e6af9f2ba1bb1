'use client';

import { messages } from '@/lib/i18n';
import { useRoute } from '@/lib/router/useRoute';
import { OrderDetailView } from './parts/OrderDetailView';

export default function DayOrderDetailScreen() {
  const { id } = useRoute('dayOrderDetail').query;
  return <OrderDetailView title={messages().routes.dayOrderDetail} orderId={id} />;
}
