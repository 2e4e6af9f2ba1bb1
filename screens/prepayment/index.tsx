'use client';

import { fetchPrepaymentPage, PREPAYMENT_PAGE_SIZE } from '@/lib/api/money';
import type { Prepayment } from '@/lib/contract/prepayment';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { usePagedList } from '@/lib/paging/usePagedList';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { ListFooter } from '@/components/ListFooter';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';
import { PrepaymentSummary } from './parts/PrepaymentSummary';

/** By its orderPaymentType (docs/product.md, "Screens"); the detail loads the model and shows its error. */
export function detailRouteOf(prepayment: Prepayment) {
  if (prepayment.orderPaymentType === 'DisparkMultipleMeals') return 'prepaymentMultipleDispark';
  if (prepayment.orderPaymentType === 'Custom') return 'prepaymentCustom';
  return 'prepaymentDetail';
}

/** The school's prepayments for the selected child, 4 a page. */
export default function PrepaymentScreen() {
  const t = messages();
  const m = moneyMessages().prepayment;
  const { associatedUserId } = useSelectedChild();
  const list = usePagedList<Prepayment>(
    (page, size) =>
      associatedUserId ? fetchPrepaymentPage(associatedUserId, page, size) : Promise.resolve([]),
    PREPAYMENT_PAGE_SIZE,
  );
  return (
    <Page title={t.routes.prepayment}>
      <div className={styles.content}>
        <ul>
          {list.items.map((prepayment) => (
            <li key={prepayment.id}>
              <button
                type="button"
                className={styles.link}
                aria-label={prepayment.name}
                onClick={() =>
                  void navigateTo({
                    url: route(detailRouteOf(prepayment), {
                      prepaymentId: prepayment.id,
                      associatedUserId,
                    }),
                  })
                }
              >
                <PrepaymentSummary
                  prepayment={prepayment}
                  credit={
                    prepayment.orderPaymentType === 'DisparkMultipleMeals' ||
                    prepayment.orderPaymentType === 'Custom'
                      ? undefined
                      : prepayment.amount
                  }
                />
              </button>
            </li>
          ))}
        </ul>
        <ListFooter
          loading={list.loading}
          finished={list.finished}
          error={list.error}
          empty={list.items.length === 0}
          emptyText={m.empty}
          onLoadMore={() => void list.loadMore()}
        />
      </div>
    </Page>
  );
}
