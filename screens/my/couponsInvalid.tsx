'use client';

import { useCoupons } from '@/lib/api/money';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';
import { CouponCard } from './parts/CouponCard';

/** Used (Use) and expired (Not_Use) coupons. */
export default function CouponsInvalidScreen() {
  const t = messages();
  const m = moneyMessages().coupon;
  const used = useCoupons('Use');
  const expired = useCoupons('Not_Use');
  const all = [...(used.data ?? []), ...(expired.data ?? [])];
  return (
    <Page title={t.routes.myCouponsInvalid}>
      <div className={styles.content}>
        <AsyncState
          isLoading={used.isLoading || expired.isLoading}
          error={used.error ?? expired.error}
          onRetry={() => void Promise.all([used.mutate(), expired.mutate()])}
          isEmpty={all.length === 0}
          emptyText={m.emptyInvalid}
        >
          <ul>
            {all.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        </AsyncState>
      </div>
    </Page>
  );
}
