'use client';
import { SelectField } from '@/components/account/FormFields';
import { useClasses, useGrades } from '@/lib/api/school';
import { messages } from '@/lib/i18n';

export interface ClassFieldsProps {
  unitId?: number;
  gradeId?: number;
  classesId?: number;
  onGrade: (gradeId: number | undefined) => void;
  onClass: (classesId: number | undefined) => void;
}

function toId(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** Grade then class of a school: each list is empty until its parent is chosen. */
export function ClassFields({ unitId, gradeId, classesId, onGrade, onClass }: ClassFieldsProps) {
  const t = messages().account;
  const grades = useGrades(unitId);
  const classes = useClasses(gradeId);
  return (
    <>
      <SelectField
        label={t.grade}
        value={gradeId}
        loading={grades.isLoading}
        disabled={unitId === undefined}
        options={grades.data.map((grade) => ({ value: grade.id, label: grade.name }))}
        onChange={(value) => {
          onGrade(toId(value));
          onClass(undefined);
        }}
      />
      <SelectField
        label={t.class}
        value={classesId}
        loading={classes.isLoading}
        disabled={gradeId === undefined}
        options={classes.data.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(value) => onClass(toId(value))}
      />
    </>
  );
}
