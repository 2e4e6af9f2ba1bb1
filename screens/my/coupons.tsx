'use client';

import { previewCoupon, useCoupons } from '@/lib/api/money';
import { messages } from '@/lib/i18n';
import { moneyMessages } from '@/lib/i18n/areas/money';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/order/order.module.css';
import { CouponCard } from './parts/CouponCard';

/** Valid, unused coupons; a new one stops being new once seen (previewed). */
export default function CouponsScreen() {
  const t = messages();
  const m = moneyMessages().coupon;
  const coupons = useCoupons();
  return (
    <Page title={t.routes.myCoupons}>
      <div className={styles.content}>
        <AsyncState
          isLoading={coupons.isLoading}
          error={coupons.error}
          onRetry={() => void coupons.mutate()}
          isEmpty={coupons.data?.length === 0}
          emptyText={m.empty}
        >
          <ul>
            {(coupons.data ?? []).map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                onSeen={() => void previewCoupon(coupon.id).then(() => coupons.mutate())}
              />
            ))}
          </ul>
        </AsyncState>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => void navigateTo({ url: route('myCouponsInvalid') })}
          >
            {m.showInvalid}
          </button>
        </div>
      </div>
    </Page>
  );
}
