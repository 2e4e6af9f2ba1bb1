'use client';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api/errors';
import { Page } from '@/components/Page';
import { SelectField, TextField } from '@/components/account/FormFields';
import { SubmitButton } from '@/components/account/SubmitButton';
import common from '../../components/account/account.module.css';
import { useSchools } from '@/lib/api/school';
import { addChild } from '@/lib/api/user';
import type { Gender } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { ClassFields } from './parts/ClassFields';
import { genderOptions } from './parts/gender';

/** Adds a child to the account: name, gender, school, grade, class. */
export default function BindingUserScreen() {
  const t = messages();
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
    setError(undefined);
    setSubmitting(true);
    try {
      await addChild({ userName: userName.trim(), gender, unitId, classesId });
      // Toasted after the route change, which hides toasts shown before it.
      await redirectTo({ url: route('registerHome') });
      showToast({ title: t.success.operation, icon: 'success' });
    } catch (caught) {
      showToast({
        title: errorMessage(caught, t.errors.operationFailedRetry, { serverText: false }),
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
        </div>
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
