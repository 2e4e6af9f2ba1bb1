'use client';

import { useEffect, useState } from 'react';
import {
  cancelPayment,
  forgetPayIntent,
  revalidateOrders,
  useOrder,
  useOrderPayment,
  useOrderQuery,
} from '@/lib/api/order';
import type { Order } from '@/lib/contract/order';
import { isFinal, paymentProgress, type PaymentProgress } from './progress';

export interface PaymentProgressState {
  progress: PaymentProgress;
  /** The order, once read: its receipt and where 查看订单 goes. */
  order?: Order;
  /** Set while the payment is processing: the person gives up the checkout. */
  cancel?: () => void;
  /** WeChat Pay Native (a computer): the QR code to scan while the payment is processing. */
  qrCode?: string;
}

/**
 * Where the provider sends the browser back (both payment result routes): polls orderquery
 * until the payment reached an end, then forgets the pay intent and reads the orders and the
 * calendar again. A poll failure (network cut) shows as `offline` and polling goes on.
 */
export function usePaymentProgress(orderId: number | undefined): PaymentProgressState {
  const [done, setDone] = useState(false);
  const query = useOrderQuery(orderId, done);
  const order = useOrder(orderId);
  const progress = paymentProgress(query.data, query.error !== undefined);
  const final = isFinal(progress);
  const payment = useOrderPayment(orderId, progress === 'processing');
  const { mutate: reread } = order;

  useEffect(() => {
    if (!final || done || orderId === undefined) return;
    setDone(true);
    forgetPayIntent(orderId);
    void revalidateOrders();
    // The receipt read before the payment settled is replaced by the settled one.
    void reread();
  }, [final, done, orderId, reread]);

  const { mutate } = query;
  return {
    progress,
    order: order.data,
    qrCode: (progress === 'processing' && payment.data?.qrCode) || undefined,
    cancel:
      progress === 'processing' && orderId !== undefined
        ? () => void cancelPayment(orderId).then(() => mutate())
        : undefined,
  };
}
