'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { changeStructure, useStructure } from '@/lib/api/adminMembers';
import { isApiError } from '@/lib/api/errors';
import type { StructureGrade } from '@/lib/contract/adminStructure';
import { format } from '@/lib/i18n';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { membersMessages } from '@/lib/i18n/areas/members';
import { ConfirmButton } from './ConfirmButton';
import { RecordForm, TextField } from './RecordForm';
import styles from './console.module.css';

type Say = (text: string) => void;

/** Runs a change and says how it went: the server's own words when it refuses. */
function act(say: Say, work: () => Promise<unknown>) {
  work().then(
    () => say(membersMessages().structure.done),
    (error: unknown) => say(isApiError(error) ? error.message : consoleMessages().common.failed),
  );
}

/**
 * Grades and classes (decision 067): add and rename them, and at the year's end move a class up
 * a grade. The set-up file made the first ones; from then on the school edits them here.
 */
export function StructureSection() {
  const c = consoleMessages();
  const t = membersMessages().structure;
  const structure = useStructure();
  const [status, setStatus] = useState('');
  const [gradeName, setGradeName] = useState('');
  const [gradeNumber, setGradeNumber] = useState('');
  const grades = structure.data?.grades ?? [];
  return (
    <section className={styles.card} aria-labelledby="structure-title">
      <h2 id="structure-title">{t.title}</h2>
      <p className={styles.note}>{t.note}</p>
      <RecordForm
        label={t.addGrade}
        submit={t.addGrade}
        status=""
        onSubmit={() =>
          act(setStatus, () =>
            changeStructure({
              kind: 'addGrade',
              body: { name: gradeName.trim(), number: Number(gradeNumber) },
            }),
          )
        }
        fields={
          <>
            <TextField label={t.gradeName} value={gradeName} onChange={setGradeName} required />
            <TextField
              label={t.gradeNumber}
              value={gradeNumber}
              onChange={setGradeNumber}
              inputMode="numeric"
              required
            />
          </>
        }
      />
      <p role="status" className={styles.status}>
        {status}
      </p>
      <AsyncState
        isLoading={structure.isLoading}
        error={structure.error}
        onRetry={() => void structure.mutate()}
        isEmpty={grades.length === 0}
        emptyText={c.common.none}
      >
        {grades.map((grade) => (
          <Grade key={grade.id} grade={grade} say={setStatus} />
        ))}
      </AsyncState>
    </section>
  );
}

function Grade({ grade, say }: { grade: StructureGrade; say: Say }) {
  const t = membersMessages().structure;
  const [className, setClassName] = useState('');
  return (
    <div aria-label={grade.name} role="group">
      <h3>
        {grade.name}{' '}
        <Rename
          name={grade.name}
          onRename={(name) => ({ kind: 'renameGrade', id: grade.id, name })}
          say={say}
        />
      </h3>
      <ul className={styles.list}>
        {grade.classes.map((klass) => (
          <li key={klass.id}>
            {klass.name}{' '}
            <Rename
              name={klass.name}
              onRename={(name) => ({ kind: 'renameClass', id: klass.id, name })}
              say={say}
            />{' '}
            <ConfirmButton
              text={t.promote}
              label={`${t.promote} ${klass.name}`}
              question={format(t.confirmPromote, { name: klass.name })}
              onConfirm={() =>
                act(say, () => changeStructure({ kind: 'promoteClass', id: klass.id }))
              }
            />
          </li>
        ))}
      </ul>
      <RecordForm
        label={`${t.addClass} ${grade.name}`}
        submit={t.addClass}
        status=""
        onSubmit={() =>
          act(say, () =>
            changeStructure({
              kind: 'addClass',
              body: {
                gradeId: grade.id,
                name: className.trim(),
                number: grade.classes.length + 1,
              },
            }).then(() => setClassName('')),
          )
        }
        fields={
          <TextField label={t.className} value={className} onChange={setClassName} required />
        }
      />
    </div>
  );
}

type RenameChange = Parameters<typeof changeStructure>[0];

function Rename({
  name,
  onRename,
  say,
}: {
  name: string;
  onRename: (name: string) => RenameChange;
  say: Say;
}) {
  const t = membersMessages().structure;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  if (!editing)
    return (
      <button
        type="button"
        className={styles.secondary}
        aria-label={`${t.rename} ${name}`}
        onClick={() => setEditing(true)}
      >
        {t.rename}
      </button>
    );
  return (
    <form
      aria-label={`${t.rename} ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        setEditing(false);
        act(say, () => changeStructure(onRename(value.trim())));
      }}
    >
      <TextField label={t.newName} value={value} onChange={setValue} required />
      <button type="submit" className={styles.button}>
        {consoleMessages().common.save}
      </button>
    </form>
  );
}
