import useSWR from 'swr';
import {
  allSchools,
  classesOfGrade,
  gradesOfUnit,
  updateStudentClass,
  type Classes,
  type Grade,
  type School,
} from '@/lib/contract/school';
import type { Identity } from '@/lib/contract/user';
import { request } from './client';

// Schools, grades and classes for the register and class pickers. (docs/product.md, "Errors and messages"): failed list
// loads give empty lists silently; (docs/product.md, "Validation"): grade and class lists are empty without a
// parent id. (The region call is served, but no screen picks a region: the school list is flat.)

type ParentId = number | null | undefined;

export const schoolKeys = {
  all: () => ['school'] as const,
  schools: () => ['school', 'schools'] as const,
  grades: (unitId: number) => ['school', 'grades', unitId] as const,
  classes: (gradeId: number) => ['school', 'classes', gradeId] as const,
};

function hasId(id: ParentId): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0;
}

async function listOrEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch {
    return [];
  }
}

export function fetchSchools(): Promise<School[]> {
  return listOrEmpty(() => request(allSchools, undefined, { silent: true }));
}

export function fetchGrades(unitId: ParentId): Promise<Grade[]> {
  if (!hasId(unitId) || unitId === 0) return Promise.resolve([]);
  return listOrEmpty(() => request(gradesOfUnit, { params: { id: unitId } }, { silent: true }));
}

export function fetchClasses(gradeId: ParentId): Promise<Classes[]> {
  if (!hasId(gradeId) || gradeId === 0) return Promise.resolve([]);
  return listOrEmpty(() => request(classesOfGrade, { params: { id: gradeId } }, { silent: true }));
}

const EMPTY: never[] = [];

/** Lists never error (they are empty on failure); `isLoading` drives the picker's spinner. */
function useList<T>(key: readonly unknown[] | null, load: () => Promise<T[]>) {
  const { data, isLoading } = useSWR(key, load);
  return { data: data ?? (EMPTY as T[]), isLoading: key !== null && isLoading };
}

export function useSchools() {
  return useList(schoolKeys.schools(), fetchSchools);
}

export function useGrades(unitId: ParentId) {
  return useList(hasId(unitId) && unitId > 0 ? schoolKeys.grades(unitId) : null, () =>
    fetchGrades(unitId),
  );
}

export function useClasses(gradeId: ParentId) {
  return useList(hasId(gradeId) && gradeId > 0 ? schoolKeys.classes(gradeId) : null, () =>
    fetchClasses(gradeId),
  );
}

/** Moves a child to another class; answers the updated identity. Throws ApiError (silent). */
export function changeStudentClass(studentId: number, classesId: number): Promise<Identity> {
  return request(
    updateStudentClass,
    { params: { studentId }, body: { classesId } },
    { silent: true },
  );
}
