'use client';

import { BALANCE_PAGE_SIZE, fetchAccountPage, useBalance } from '@/lib/api/money';
import type { BalanceRecord } from '@/lib/contract/user';
import { format, messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { dayjs } from '@/lib/i18n/dayjs';
import { formatFen } from '@/lib/money/fen';
import { usePagedList } from '@/lib/paging/usePagedList';
import { ListFooter } from '@/components/ListFooter';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';
import { orderMessages } from '@/lib/i18n/areas/order';

/** Methods whose money did not come from the balance: their row shows what was paid. */
const ONLINE: ReadonlySet<string> = new Set(['sandbox', 'orangebank', 'wechat', 'offline']);

/** The balance and its movements, newest first, 20 a page. */
export default function AccountDetailsScreen() {
  const t = messages();
  const m = moneyMessages().balance;
  const balance = useBalance();
  const list = usePagedList<BalanceRecord>(fetchAccountPage, BALANCE_PAGE_SIZE);
  return (
    <Page title={t.routes.myAccountDetails}>
      <div className={styles.content}>
        <section className={styles.card} aria-label={m.amount}>
          <div className={styles.row}>
            <span>{m.amount}</span>
            <span className={styles.amount} data-testid="my-amount">
              {balance.data ? formatFen(balance.data.myAmount) : '—'}
            </span>
          </div>
        </section>
        <ul>
          {list.items.map((record) => (
            <li key={record.id} className={styles.card} aria-label={m.types[record.type]}>
              <div className={styles.row}>
                <span>
                  {record.method
                    ? `${orderMessages().methods[record.method]} · ${m.types[record.type]}`
                    : m.types[record.type]}
                </span>
                <span className={styles.amount}>
                  {record.amount > 0 ? `+${formatFen(record.amount)}` : formatFen(record.amount)}
                </span>
              </div>
              {/* An order's payment as it was paid (decision 072): its discount, and whether
                  the balance paid it. */}
              {record.method ? (
                <div className={styles.row}>
                  <span className={styles.hint}>
                    {record.discount
                      ? format(m.discount, { amount: formatFen(record.discount) })
                      : ''}
                  </span>
                  <span className={styles.hint}>
                    {ONLINE.has(record.method) ? m.notFromBalance : ''}
                  </span>
                </div>
              ) : null}
              <div className={styles.row}>
                <span className={styles.hint}>{record.remark ?? ''}</span>
                <span className={styles.hint}>
                  {dayjs(record.createdAt).format('YYYY-MM-DD HH:mm')}
                </span>
              </div>
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
