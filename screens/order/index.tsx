'use client';

import { useCallback, useMemo, useState } from 'react';
import { ORDER_PAGE_SIZE, fetchOrderPage } from '@/lib/api/order';
import type { CancelResult, Order } from '@/lib/contract/order';
import { messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { applyChanges, type ListChange } from '@/lib/order/list';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { usePagedList } from '@/lib/paging/usePagedList';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { Page } from '@/components/Page';
import { OrderCard } from './parts/OrderCard';
import styles from '../../components/order/order.module.css';
import { useOrderActions } from './parts/useOrderActions';
import { ListFooter } from '@/components/ListFooter';
import { MoneyOfflineNote } from '@/components/order/MoneyOfflineNote';
import { orderMessages } from '@/lib/i18n/areas/order';

/** The Orders tab: the selected child's day and month orders, 10 a page, with pay and cancel. */
export default function OrdersScreen() {
  const t = messages();
  const { associatedUserId } = useSelectedChild();
  const [changes, setChanges] = useState<ListChange[]>([]);
  const list = usePagedList<Order>(
    (page, size) =>
      associatedUserId ? fetchOrderPage(associatedUserId, page, size) : Promise.resolve([]),
    ORDER_PAGE_SIZE,
  );
  const onCancelled = useCallback(
    (orderId: number, result: CancelResult) =>
      setChanges((current) => [...current, { orderId, result }]),
    [],
  );
  const actions = useOrderActions('orderOrangebank', onCancelled);
  const orders = useMemo(() => applyChanges(list.items, changes), [list.items, changes]);

  const open = (order: Order) =>
    void navigateTo({
      url: route(order.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail', {
        id: order.id,
      }),
    });

  return (
    <Page title={t.routes.orders} back={false}>
      <div className={styles.content}>
        <MoneyOfflineNote />
        {orders.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            onOpen={open}
            onPay={(o, choice) => void actions.pay(o, choice)}
            onCancel={(o) => void actions.cancel(o)}
            paying={actions.paying(order.id)}
            cancelling={actions.cancelling(order.id)}
          />
        ))}
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={orders.length === 0}
          emptyText={orderMessages().empty}
          failedText={errorTexts().actions.orders}
          onLoadMore={() => void list.loadMore()}
        />
      </div>
    </Page>
  );
}
