'use client';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '@/lib/api/errors';
import { Button } from 'react-vant/es/button';
import { Page } from '@/components/Page';
import { SelectField, TextField } from '@/components/account/FormFields';
import { AsyncState } from '@/components/AsyncState';
import common from '../../components/account/account.module.css';
import { changeStudentClass } from '@/lib/api/school';
import {
  applyIdentity,
  changeGender,
  updateAccount,
  useCurrentUser,
  useIdentities,
} from '@/lib/api/user';
import type { Gender } from '@/lib/contract/enums';
import { messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { ClassFields } from './parts/ClassFields';
import { genderOptions } from './parts/gender';
import { ACCENT_COLOR } from '@/lib/platform/theme';

// The birth year for the nutrition targets (decision 081), with its area's words, loaded on demand.
const BirthYearField = lazy(() => import('@/components/nutrition/BirthYearField'));

/** Completes the account's info (parent name) and the selected child's gender and class. */
export default function RegisterInfoScreen() {
  const t = messages();
  const { identities, selected, error, isLoading, retry } = useIdentities();
  const { user } = useCurrentUser();
  const [parentName, setParentName] = useState<string>();
  const [gradeId, setGradeId] = useState<number>();
  const [classesId, setClassesId] = useState<number>();
  const [busy, setBusy] = useState(false);

  async function run(
    action: () => Promise<void>,
    success: string,
    failure: (error: unknown) => string,
  ) {
    setBusy(true);
    try {
      await action();
      showToast({ title: success, icon: 'success' });
    } catch (caught) {
      showToast({ title: failure(caught), icon: 'fail' });
    } finally {
      setBusy(false);
    }
  }

  const name = parentName ?? user?.userName ?? '';
  return (
    <Page title={t.routes.registerInfo}>
      <section className={common.section} aria-labelledby="info-parent">
        <h2 id="info-parent" className={common.sectionTitle}>
          {t.account.parentInfo}
        </h2>
        <div className={common.group}>
          <TextField
            label={t.account.parentName}
            maxLength={40}
            value={name}
            onChange={setParentName}
          />
        </div>
        <div className={common.actions}>
          <Button
            type="primary"
            round
            block
            color={ACCENT_COLOR}
            disabled={busy || name.trim() === ''}
            onClick={() =>
              void run(
                async () => void (await updateAccount({ userName: name.trim() })),
                t.success.operation,
                (caught) => errorMessage(caught, t.errors.operationFailed, { serverText: false }),
              )
            }
          >
            {t.account.save}
          </Button>
        </div>
      </section>
      <AsyncState
        isLoading={isLoading}
        error={error}
        onRetry={() => void retry()}
        isEmpty={!identities || identities.length === 0}
        emptyText={t.account.noChildren}
      >
        {selected ? (
          <section className={common.section} aria-labelledby="info-child">
            <h2 id="info-child" className={common.sectionTitle}>
              {`${t.account.childInfo} · ${selected.userName}`}
            </h2>
            <div className={common.group}>
              <SelectField
                label={t.account.genderLabel}
                value={selected.gender}
                options={genderOptions()}
                disabled={busy}
                onChange={(value) => {
                  if (value === '') return;
                  void run(
                    () => changeGender(selected.associatedUserId, value as Gender),
                    t.success.operation,
                    (caught) =>
                      errorMessage(caught, t.errors.operationFailed, { serverText: false }),
                  );
                }}
              />
              <ClassFields
                unitId={selected.unitId}
                gradeId={gradeId ?? selected.gradeId ?? undefined}
                classesId={
                  classesId ??
                  (gradeId === undefined ? (selected.classesId ?? undefined) : undefined)
                }
                onGrade={setGradeId}
                onClass={setClassesId}
              />
              <Suspense fallback={null}>
                <BirthYearField child={selected.associatedUserId} />
              </Suspense>
            </div>
            <div className={common.actions}>
              <Button
                type="primary"
                round
                block
                color={ACCENT_COLOR}
                disabled={busy || classesId === undefined}
                onClick={() =>
                  classesId !== undefined &&
                  void run(
                    async () =>
                      applyIdentity(await changeStudentClass(selected.associatedUserId, classesId)),
                    t.errors.classUpdated,
                    (caught) => errorMessage(caught, t.errors.operationFailed),
                  )
                }
              >
                {t.account.changeClass}
              </Button>
            </div>
          </section>
        ) : null}
      </AsyncState>
    </Page>
  );
}
