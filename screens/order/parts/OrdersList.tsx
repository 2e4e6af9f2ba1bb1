'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { ORDER_PAGE_SIZE, fetchOrderPage } from '@/lib/api/order';
import type { CancelResult, Order } from '@/lib/contract/order';
import { format, messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { orderMessages } from '@/lib/i18n/areas/order';
import { mergedChildPages } from '@/lib/order/mergedPages';
import { applyChanges, dropped, type ListChange } from '@/lib/order/list';
import { usePagedList } from '@/lib/paging/usePagedList';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { ListFooter } from '@/components/ListFooter';
import styles from '../../../components/order/order.module.css';
import { OrderCard } from './OrderCard';
import { useOrderActions } from './useOrderActions';
import tab from './OrdersTab.module.css';

export interface ListedChild {
  id: number;
  name: string;
}

/**
 * The orders of `childList` (one or all of the guardian's), newest first, 10 a page with load-more.
 * Remounted (a `key`) when the children change, so a filter starts at page 0.
 */
export function OrdersList({
  childList,
  onFirstPage,
}: {
  childList: readonly ListedChild[];
  /** Called with how many orders are shown once the first page is in, and after each change. */
  onFirstPage?: (count: number) => void;
}) {
  const t = orderMessages();
  const [changes, setChanges] = useState<ListChange[]>([]);
  const [fetchPage] = useState(() => {
    const ids = childList.map((child) => child.id);
    if (ids.length === 1) {
      const only = ids[0]!;
      return (page: number, size: number) => fetchOrderPage(only, page, size);
    }
    return mergedChildPages(ids, fetchOrderPage);
  });
  const list = usePagedList<Order>(
    (page, size) => (childList.length === 0 ? Promise.resolve([]) : fetchPage(page, size)),
    ORDER_PAGE_SIZE,
  );
  const onCancelled = useCallback(
    (orderId: number, result: CancelResult) =>
      setChanges((current) => [...current, { orderId, result }]),
    [],
  );
  const actions = useOrderActions('orderOrangebank', onCancelled);
  const orders = useMemo(() => applyChanges(list.items, changes), [list.items, changes]);
  const droppedIds = useMemo(() => {
    const ids = new Set<number>();
    for (const change of changes) {
      const order = list.items.find((item) => item.id === change.orderId);
      if (order && dropped(order, change.result)) ids.add(change.orderId);
    }
    return ids;
  }, [list.items, changes]);

  const open = (order: Order) =>
    void navigateTo({
      url: route(order.orderType === 'Month' ? 'monthOrderDetail' : 'dayOrderDetail', {
        id: order.id,
      }),
    });

  const empty = list.finished && !list.error && orders.length === 0;
  // Nothing read yet (the first page is on its way, or about to be asked for on mount).
  const firstLoad = list.items.length === 0 && !list.finished && !list.error;
  const firstPageIn = !list.loading && (list.items.length > 0 || list.finished);
  useEffect(() => {
    if (firstPageIn) onFirstPage?.(orders.length);
  }, [firstPageIn, orders, onFirstPage]);
  return (
    <>
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          onOpen={open}
          onPay={(o, choice) => void actions.pay(o, choice)}
          onCancel={(o) => void actions.cancel(o)}
          paying={actions.paying(order.id)}
          cancelling={actions.cancelling(order.id)}
          dropped={droppedIds.has(order.id)}
        />
      ))}
      {firstLoad ? (
        // data-boot-pending: the boot frame's cards stay up until the real ones show.
        <p className={styles.hint} data-boot-pending="">
          {messages().common.loading}
        </p>
      ) : empty ? (
        // An empty list leads to ordering: the meal month calendar, where days and months are ordered.
        <div className={tab.empty}>
          <p>
            {childList.length === 1 && childList[0]!.name
              ? format(t.emptyChild, { name: childList[0]!.name })
              : t.empty}
          </p>
          <button
            type="button"
            className={tab.order}
            onClick={() => void navigateTo({ url: route('mealMonth', { mode: 'order' }) })}
          >
            {t.orderMeals}
          </button>
        </div>
      ) : (
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={false}
          emptyText={t.empty}
          failedText={errorTexts().actions.orders}
          onLoadMore={() => void list.loadMore()}
        />
      )}
    </>
  );
}
