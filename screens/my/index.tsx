'use client';
import { useState } from 'react';
import { Page } from '@/components/Page';
import { LinkCell } from '@/components/account/FormFields';
import { AsyncState } from '@/components/AsyncState';
import { ChildSwitcher } from '@/components/ChildSwitcher';
import { useBalance, useCouponCount } from '@/lib/api/money';
import { useInbox } from '@/lib/api/reminder';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { useCurrentUser, useIdentities } from '@/lib/api/user';
import { formatFen } from '@/lib/money/fen';
import type { Identity } from '@/lib/contract/user';
import { format, messages } from '@/lib/i18n';
import { navigateTo } from '@/lib/router/navigation';
import { route, type RouteName, type SpecRouteName } from '@/lib/router/routes';
import { switchChild } from '@/lib/user/switchChild';
import common from '../../components/account/account.module.css';
import { HeadPhoto } from './parts/HeadPhoto';
import styles from './parts/my.module.css';

/** The rest of Mine, in the order the rows appear. */
const ENTRIES: readonly SpecRouteName[] = [
  // The inbox (decision 068), with its unread count.
  'myJumpRemind',
  'myCoupons',
  'myAccountDetails',
  // Prepayments and refunds (decisions 029 and 030).
  'prepayment',
  'refund',
  'myMealLogs',
  'myRemindSetting',
  // The children's calendars in the phone's calendar (decision 073).
  'myCalendarFeed',
  // The selected child's allergies and diet (decision 080).
  'myAllergy',
  'registerMessageRecord',
  'myBindMobile',
  'myUpdatePassword',
  // What the school publishes (decision 023).
  'myUserAgreementDetail',
  'enterpriseQualifications',
  'business',
  // The bank's activities at the children's schools (decision 044).
  'bankcardActivityList',
  'publicity',
  'news',
  'mySetting',
  'myAboutPlatform',
  'myIntroduction',
];

function open(name: RouteName) {
  void navigateTo({ url: route(name) });
}

/** Mine: the selected child's profile and head photo, the children to switch between, the menu. */
export default function MyScreen() {
  const t = messages();
  const { identities, selected, error, isLoading, retry } = useIdentities();
  const { user } = useCurrentUser();
  const [switching, setSwitching] = useState(false);
  // The coupon count and the balance beside their rows (decision 032).
  const coupons = useCouponCount().data;
  const balance = useBalance().data;
  const unseen = useInbox().unseen;
  const values: Partial<Record<RouteName, string>> = {
    ...(unseen > 0 && {
      myJumpRemind: format(reminderMessages().inbox.unreadCount, { count: unseen }),
    }),
    ...(coupons && { myCoupons: String(coupons.couponsNum) }),
    ...(balance && { myAccountDetails: formatFen(balance.myAmount) }),
  };

  async function onSwitch(identity: Identity) {
    setSwitching(true);
    try {
      await switchChild(identity);
    } finally {
      setSwitching(false);
    }
  }

  const classLine = selected
    ? [selected.unitName, selected.gradeName, selected.classesName ?? t.account.noClass]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <Page title={t.routes.my} back={false}>
      <AsyncState
        isLoading={isLoading}
        error={error}
        onRetry={() => void retry()}
        isEmpty={!identities || identities.length === 0}
        emptyText={t.account.noChildren}
        emptyAction={
          <button
            type="button"
            className={common.primaryButton}
            onClick={() => open('registerHome')}
          >
            {t.account.addChild}
          </button>
        }
      >
        {selected ? (
          <section className={styles.profile} aria-label={t.account.childInfo}>
            <HeadPhoto identity={selected} ownerId={user?.userId} />
            <div className={styles.profileText}>
              <h2 className={styles.name}>{selected.userName}</h2>
              <p className={styles.line}>{classLine}</p>
              <p className={styles.line}>
                {t.account.mobile}: {user?.mobile ?? selected.mobile ?? t.account.notBound}
              </p>
            </div>
          </section>
        ) : null}
        <section className={common.section} aria-labelledby="my-children">
          <h2 id="my-children" className={common.sectionTitle}>
            {t.account.children}
          </h2>
          <ChildSwitcher
            identities={identities ?? []}
            selectedId={selected?.associatedUserId}
            busy={switching}
            onSwitch={(identity) => void onSwitch(identity)}
          />
          <div className={common.group}>
            <LinkCell title={t.account.addChild} onClick={() => open('registerHome')} />
            <LinkCell title={t.account.changeClass} onClick={() => open('registerInfo')} />
          </div>
        </section>
      </AsyncState>
      <nav className={common.section} aria-label={t.routes.my}>
        <div className={common.group}>
          {ENTRIES.map((name) => (
            <LinkCell
              key={name}
              title={t.routes[name]}
              value={values[name]}
              onClick={() => open(name)}
            />
          ))}
        </div>
      </nav>
    </Page>
  );
}
