'use client';

import { fetchAgreementPage } from '@/lib/api/schoolInfo';
import { AGREEMENT_PAGE_SIZE, type Agreement } from '@/lib/contract/schoolInfo';
import { format } from '@/lib/i18n';
import { usePagedList } from '@/lib/paging/usePagedList';
import { navigateTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { ListFooter } from '@/components/ListFooter';
import { AuditTag } from './SchoolParts';
import styles from './school.module.css';
import { schoolMessages } from '@/lib/i18n/areas/school';

/** The school's agreements for the signed-in user type, 4 a page; a tap opens one. */
export function AgreementList() {
  const t = schoolMessages();
  const list = usePagedList<Agreement>(fetchAgreementPage, AGREEMENT_PAGE_SIZE);
  return (
    <div className={styles.list}>
      {list.items.map((agreement) => (
        <button
          key={agreement.id}
          type="button"
          className={styles.card}
          onClick={() =>
            void navigateTo({ url: route('enterpriseAgreement', { id: agreement.id }) })
          }
        >
          <span className={styles.cardTitle}>
            {agreement.title}
            <AuditTag status={agreement.auditStatus} />
          </span>
          <span className={styles.line} style={{ display: 'block' }}>
            {format(t.agreementParty, { name: agreement.partyName })}
          </span>
          <span className={styles.line} style={{ display: 'block' }}>
            {agreement.signedOn
              ? format(t.agreementSigned, { date: agreement.signedOn })
              : t.agreementUnsigned}
          </span>
        </button>
      ))}
      <ListFooter
        loading={list.loading}
        finished={list.finished}
        error={list.error}
        empty={list.items.length === 0}
        emptyText={t.agreementEmpty}
        onLoadMore={() => void list.loadMore()}
      />
    </div>
  );
}
