'use client';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@/lib/api/errors';
import { Page } from '@/components/Page';
import { SelectField, TextField } from '@/components/account/FormFields';
import { SubmitButton } from '@/components/account/SubmitButton';
import common from '../../components/account/account.module.css';
import { useSchools } from '@/lib/api/school';
import { addChild } from '@/lib/api/user';
import type { PrivacyNotice } from '@/lib/contract/enrolment';
import type { Gender } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';
import { enrolmentMessages } from '@/lib/i18n/areas/enrolment';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { ClassFields } from './parts/ClassFields';
import { genderOptions } from './parts/gender';
import { PrivacyConsent } from './parts/PrivacyConsent';
import styles from './parts/privacyConsent.module.css';

/** Refusals whose server words tell the family what to do (decision 070). */
const SAY_WHY = new Set([
  'CLAIM_CODE_INVALID',
  'CLAIM_CODE_USED',
  'CONSENT_REQUIRED',
  'RATE_LIMITED',
]);

/**
 * Adds a child to the account: name, gender, school, grade, class, the claim code of the school's
 * letter when the family has one, and the guardian's consent to the school's privacy notice.
 */
export default function BindingUserScreen() {
  const t = messages();
  const e = enrolmentMessages().family;
  const [claimCode, setClaimCode] = useState('');
  const [consent, setConsent] = useState<PrivacyNotice | null>(null);
  const schools = useSchools();
  const [userName, setUserName] = useState('');
  const [gender, setGender] = useState<Gender>('Male');
  const [unitId, setUnitId] = useState<number>();
  const [gradeId, setGradeId] = useState<number>();
  const [classesId, setClassesId] = useState<number>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (userName.trim() === '' || unitId === undefined || classesId === undefined)
      return setError(t.account.required);
    if (!consent || consent.unitId !== unitId) return setError(e.consentNeeded);
    setError(undefined);
    setSubmitting(true);
    try {
      await addChild({
        userName: userName.trim(),
        gender,
        unitId,
        classesId,
        consentVersion: consent.version,
        ...(claimCode.trim() !== '' && { claimCode: claimCode.trim() }),
      });
      // Toasted after the route change, which hides toasts shown before it.
      await redirectTo({ url: route('registerHome') });
      showToast({ title: t.success.operation, icon: 'success' });
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'ENROLMENT_PENDING') {
        await redirectTo({ url: route('registerHome') });
        showToast({ title: caught.message, icon: 'success' });
        return;
      }
      const why = isApiError(caught) && SAY_WHY.has(String(caught.code));
      showToast({
        title: errorMessage(caught, t.errors.operationFailedRetry, { serverText: why }),
        icon: 'fail',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Page title={t.routes.registerBindingUser}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className={`${common.section} ${common.group}`}>
          <TextField
            label={t.account.childName}
            placeholder={t.account.childNamePlaceholder}
            maxLength={40}
            value={userName}
            onChange={setUserName}
          />
          <SelectField
            label={t.account.genderLabel}
            value={gender}
            options={genderOptions()}
            onChange={(value) => setGender((value || 'Male') as Gender)}
          />
          <SelectField
            label={t.account.school}
            value={unitId}
            loading={schools.isLoading}
            options={schools.data.map((school) => ({ value: school.id, label: school.name }))}
            onChange={(value) => {
              setUnitId(value === '' ? undefined : Number(value));
              setGradeId(undefined);
              setClassesId(undefined);
            }}
          />
          <ClassFields
            unitId={unitId}
            gradeId={gradeId}
            classesId={classesId}
            onGrade={setGradeId}
            onClass={setClassesId}
          />
          <TextField
            label={e.code}
            placeholder={e.codePlaceholder}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            value={claimCode}
            onChange={setClaimCode}
          />
        </div>
        <p className={styles.hint}>{e.codeHint}</p>
        <PrivacyConsent unitId={unitId} consented={consent} onConsent={setConsent} />
        {error ? (
          <p className={common.sectionTitle} role="alert">
            {error}
          </p>
        ) : null}
        <SubmitButton submitting={submitting}>{t.account.addChild}</SubmitButton>
      </form>
    </Page>
  );
}
