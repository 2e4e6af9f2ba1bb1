'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { useIdentities } from '@/lib/api/user';
import type { Identity } from '@/lib/contract/user';
import { messages } from '@/lib/i18n';
import { orderMessages } from '@/lib/i18n/areas/order';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { Page } from '@/components/Page';
import { MoneyOfflineNote } from '@/components/order/MoneyOfflineNote';
import styles from '../../components/order/order.module.css';
import { OrdersList, type ListedChild } from './parts/OrdersList';
import tab from './parts/OrdersTab.module.css';
import { keepOrdersFrame } from './parts/ordersFrame';

/**
 * The guardian's children: their identities of type Student; before the identities are known
 * (offline, a failed load) the persisted selected child, so the tab still lists something.
 */
function childrenOf(
  identities: readonly Identity[] | undefined,
  selected: { associatedUserId?: number; userName?: string },
): ListedChild[] {
  const students = (identities ?? [])
    .filter((identity) => identity.userTypes === 'Student')
    .map((identity) => ({ id: identity.associatedUserId, name: identity.userName }));
  if (students.length > 0) return students;
  return selected.associatedUserId
    ? [{ id: selected.associatedUserId, name: selected.userName ?? '' }]
    : [];
}

/** The Orders tab: every child's day and month orders in one list, or one child's (decision 087). */
export default function OrdersScreen() {
  const t = messages();
  const o = orderMessages();
  const selected = useSelectedChild();
  const { identities, isLoading } = useIdentities();
  const children = useMemo(
    () => childrenOf(identities, selected),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the selected child by value
    [identities, selected.associatedUserId, selected.userName],
  );
  const [filter, setFilter] = useState<number | 'all'>('all');
  const shown = filter === 'all' ? children : children.filter((child) => child.id === filter);
  const listed = shown.length > 0 ? shown : children;
  const content = useRef<HTMLDivElement>(null);
  // Every child's first cards, as shown, are what the next start paints first (decision 093).
  const onFirstPage = useCallback(
    (count: number) => {
      if (filter === 'all') keepOrdersFrame(content, count);
    },
    [filter],
  );

  return (
    <Page title={t.routes.orders} back={false}>
      <div className={styles.content} ref={content}>
        <MoneyOfflineNote />
        {children.length > 1 ? (
          <div role="group" aria-label={o.filterLabel} className={tab.filter}>
            {[{ id: 'all' as const, name: o.allChildren }, ...children].map((child) => (
              <button
                key={child.id}
                type="button"
                className={tab.chip}
                aria-pressed={filter === child.id}
                onClick={() => setFilter(child.id)}
              >
                {child.name}
              </button>
            ))}
          </div>
        ) : null}
        {isLoading ? (
          // data-boot-pending: the boot frame's cards stay up until the real ones show.
          <p className={styles.hint} data-boot-pending="">
            {t.common.loading}
          </p>
        ) : (
          <OrdersList
            key={listed.map((child) => child.id).join(',')}
            childList={listed}
            onFirstPage={onFirstPage}
          />
        )}
      </div>
    </Page>
  );
}
