import type { RosterCheck, RosterError, RosterProblem } from '../../../lib/contract/adminRoster';
import { hasControlCharacters } from '../../../lib/contract/core';
import type { Gender } from '../../../lib/contract/enums';
import { parseCsv } from './csv';

// The roster file's rows checked (decision 050): every bad line is named with its problem.

const MAX_STUDENTS = 5000;
const GENDERS: Record<string, Gender> = {
  男: 'Male',
  女: 'Female',
  male: 'Male',
  female: 'Female',
  m: 'Male',
  f: 'Female',
  '': 'Other',
};

export interface Row {
  line: number;
  studentNo: string;
  name: string;
  gender: Gender;
  grade: string;
  klass: string;
}

function isHeader(cells: string[]): boolean {
  const first = cells[0]?.trim().toLowerCase();
  return first === '学号' || first === 'studentno';
}

function nameOk(value: string, max: number): boolean {
  return value.length > 0 && value.length <= max && !hasControlCharacters(value);
}

export function check(csv: string): { rows: Row[]; errors: RosterError[] } {
  const records = parseCsv(csv);
  const body = records[0] && isHeader(records[0].cells) ? records.slice(1) : records;
  const rows: Row[] = [];
  const errors: RosterError[] = [];
  const seen = new Set<string>();
  for (const record of body.slice(0, MAX_STUDENTS + 1)) {
    const fail = (problem: RosterProblem) => errors.push({ line: record.line, problem });
    if (record.cells.length !== 5) {
      fail('columns');
      continue;
    }
    const [studentNo, name, gender, grade, klass] = record.cells.map((cell) => cell.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (!/^[A-Za-z0-9-]{1,20}$/.test(studentNo)) fail('studentNo');
    else if (!nameOk(name, 20)) fail('name');
    else if (!(gender.toLowerCase() in GENDERS)) fail('gender');
    else if (!nameOk(grade, 20)) fail('grade');
    else if (!nameOk(klass, 20)) fail('klass');
    else if (seen.has(studentNo)) fail('duplicate');
    else {
      seen.add(studentNo);
      rows.push({
        line: record.line,
        studentNo,
        name,
        gender: GENDERS[gender.toLowerCase()]!,
        grade,
        klass,
      });
    }
  }
  if (body.length > MAX_STUDENTS)
    errors.push({ line: body[MAX_STUDENTS]!.line, problem: 'columns' });
  return { rows, errors };
}

export function summary(rows: Row[], errors: RosterError[], imported: number): RosterCheck {
  return {
    students: rows.length,
    grades: new Set(rows.map((row) => row.grade)).size,
    classes: new Set(rows.map((row) => `${row.grade}|${row.klass}`)).size,
    errors,
    imported,
  };
}
