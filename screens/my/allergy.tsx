'use client';

import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '../../components/allergy/allergy.module.css';
import { useAllergyProfile } from '@/lib/api/allergy';
import { format, messages } from '@/lib/i18n';
import { allergyMessages } from '@/lib/i18n/areas/allergy';
import { useRoute } from '@/lib/router/useRoute';
import { useSelectedChild } from '@/lib/user/selectedChild';
import { AllergyForm } from './parts/AllergyForm';
import { AllergyVersions } from './parts/AllergyVersions';

/**
 * A child's allergies and diet (decision 080): the guardian declares, the school verifies; the
 * verified version is what ordering and the kitchen enforce.
 */
export default function AllergyScreen() {
  const t = messages();
  const p = allergyMessages().profile;
  const query = useRoute('myAllergy').query;
  const { associatedUserId, userName } = useSelectedChild(query.associatedUserId);
  const profile = useAllergyProfile(associatedUserId);
  return (
    <Page title={t.routes.myAllergy}>
      {userName ? (
        <p className={styles.section}>
          <strong>{format(p.child, { name: userName })}</strong>
        </p>
      ) : null}
      <AsyncState
        isLoading={associatedUserId !== undefined && profile.isLoading}
        error={profile.error}
        errorText={p.loadFailed}
        onRetry={() => void profile.mutate()}
        isEmpty={associatedUserId === undefined}
        emptyText={p.noChild}
      >
        {profile.data && associatedUserId !== undefined ? (
          <>
            <p className={`${styles.section} ${styles.hint}`}>{p.effect}</p>
            <AllergyForm
              key={`${associatedUserId}-${profile.data.versions[0]?.version ?? 0}`}
              associatedUserId={associatedUserId}
              latest={profile.data.versions[0]}
              onDeclared={(next) => void profile.mutate(next, { revalidate: false })}
            />
            <AllergyVersions profile={profile.data} />
          </>
        ) : null}
      </AsyncState>
    </Page>
  );
}
