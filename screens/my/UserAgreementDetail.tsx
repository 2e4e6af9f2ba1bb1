'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import { usePrivacyNotice } from '@/lib/api/enrolment';
import { messages } from '@/lib/i18n';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import { useSession } from '@/lib/session/useSession';
import { useUserState } from '@/lib/user/state';
import common from '../../components/account/account.module.css';

/**
 * The agreement a guardian signs (decision 084): the selected child's school's privacy notice,
 * agreed to when the child was linked. The school's contracts with its caterer stay on the
 * school's pages (/pages/enterprise/agreement).
 */
export default function UserAgreementDetailScreen() {
  const t = enrolmentMessages().family;
  const state = useUserState();
  const stored = useSession().identity?.unit_id;
  const unitId = state.selected?.unitId ?? (stored === undefined ? undefined : Number(stored));
  const notice = usePrivacyNotice(unitId);
  const data = notice.data;
  return (
    <Page title={messages().routes.myUserAgreementDetail}>
      <AsyncState
        isLoading={!data && notice.isLoading}
        error={data ? undefined : notice.error}
        onRetry={() => void notice.mutate()}
        isEmpty={unitId === undefined}
        emptyText={t.noticeNoSchool}
      >
        {data ? (
          <section className={common.section} aria-labelledby="user-agreement-title">
            <h2 id="user-agreement-title" className={common.sectionTitle}>
              {data.title}
            </h2>
            {state.selected?.unitName ? (
              <p className={common.text}>{state.selected.unitName}</p>
            ) : null}
            <p className={common.text}>{data.content}</p>
            <p className={common.text}>{t.noticeAgreedWhenLinking}</p>
          </section>
        ) : null}
      </AsyncState>
    </Page>
  );
}
