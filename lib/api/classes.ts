'use client';

import {
  addMaintenanceRecord,
  bindUsersBatch,
  boundUsers,
  classStudents,
  keptClasses,
  maintenanceRecords,
  maintenanceRecordTree,
  unbindUser,
  type ClassBinding,
  type MaintenanceRecord,
} from '@/lib/contract/classes';
import type { BindType, DiningType } from '@/lib/contract/enums';
import { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';
import { requestLeaveForUser } from '@/lib/contract/leave';
import { classTree } from '@/lib/contract/school';
import { request } from './client';
import { leaveKeys } from './leave';
import { mealKeys } from './meal';
import { orderIntents, orderKeys } from './order';
import { revalidate, useApi } from './swr';

// The class keepers' data (docs/product.md, "Calls" "School and classes"; decision 021 says who may call
// what). Every failure is shown by the screen as 操作失败，请重试！, so the calls are silent.

export const classKeys = {
  all: () => ['classes'] as const,
  kept: () => ['classes', 'kept'] as const,
  students: (classesId: number) => ['classes', 'students', classesId] as const,
  bound: (classesId: number, bindType: BindType) =>
    ['classes', 'bound', classesId, bindType] as const,
  records: (classesId: number, bindType: BindType) =>
    ['classes', 'records', classesId, bindType] as const,
  tree: (classesId: number, bindType: BindType) =>
    ['classes', 'records', classesId, bindType, 'tree'] as const,
  unitTree: (unitId: number) => ['classes', 'unitTree', unitId] as const,
};

export const RECORD_PAGE_SIZE = 10;

export function useKeptClasses() {
  return useApi(classKeys.kept(), keptClasses, undefined, { request: { silent: true } });
}

export function useClassStudents(classesId: number | undefined) {
  return useApi(
    classesId ? classKeys.students(classesId) : null,
    classStudents,
    { params: { classesId: classesId ?? 0 } },
    { request: { silent: true } },
  );
}

export function useBoundUsers(classesId: number | undefined, bindType: BindType) {
  return useApi(
    classesId ? classKeys.bound(classesId, bindType) : null,
    boundUsers,
    { query: { classesId: classesId ?? 0, bindType } },
    { request: { silent: true } },
  );
}

export function useRecordTree(classesId: number | undefined, bindType: BindType, on: boolean) {
  return useApi(
    classesId && on ? classKeys.tree(classesId, bindType) : null,
    maintenanceRecordTree,
    { query: { classesId: classesId ?? 0, bindType } },
    { request: { silent: true } },
  );
}

export function fetchRecordPage(classesId: number, bindType: BindType, page: number, size: number) {
  return request(
    maintenanceRecords,
    { query: { classesId, bindType, page, size } },
    { silent: true },
  );
}

export async function addRecord(
  input: {
    classesId: number;
    bindType: BindType;
    content: string;
    parentId?: number;
  },
  mutate: ScopedMutator = globalMutate,
): Promise<MaintenanceRecord> {
  const record = await request(addMaintenanceRecord, { body: input }, { silent: true });
  await revalidate(classKeys.all(), mutate);
  return record;
}

export async function bindConcerned(
  classesId: number,
  userIds: number[],
  mutate: ScopedMutator = globalMutate,
): Promise<ClassBinding[]> {
  const bound = await request(
    bindUsersBatch,
    { body: { classesId, bindType: 'FAMILY_HEAD', userIds } },
    { silent: true },
  );
  await revalidate(classKeys.all(), mutate);
  return bound;
}

export async function unbind(id: number, mutate: ScopedMutator = globalMutate): Promise<void> {
  await request(unbindUser, { params: { id } }, { silent: true });
  await revalidate(classKeys.all(), mutate);
}

export interface ClassLeave {
  associatedUserId: number;
  leaveDate: string;
  diningType: DiningType;
}

/**
 * Puts each child on leave for each meal, one call per meal (the guardian is credited for each
 * exactly once: each meal is its own intent and so its own idempotency key). Resolves to the
 * meals that failed; an unexpected failure of every meal rejects.
 */
export async function requestClassLeave(
  meals: ClassLeave[],
  mutate: ScopedMutator = globalMutate,
): Promise<ClassLeave[]> {
  const failed: ClassLeave[] = [];
  let firstError: unknown;
  for (const meal of meals) {
    const intent = { what: 'classLeave', ...meal };
    try {
      await request(
        requestLeaveForUser,
        {
          params: { userId: meal.associatedUserId },
          body: { leaveDate: meal.leaveDate, diningType: meal.diningType },
        },
        { idempotencyKey: orderIntents.keyFor(intent), silent: true },
      );
      orderIntents.done(intent);
    } catch (error) {
      firstError ??= error;
      failed.push(meal);
    }
  }
  await Promise.all([
    revalidate(classKeys.all(), mutate),
    revalidate(leaveKeys.all(), mutate),
    revalidate(orderKeys.all(), mutate),
    revalidate(mealKeys.all(), mutate),
  ]);
  if (meals.length > 0 && failed.length === meals.length) throw firstError;
  return failed;
}

/** The school's grades and classes, to group the class list (a failure leaves it flat). */
export function useClassTree(unitId: number | undefined) {
  return useApi(
    unitId ? classKeys.unitTree(unitId) : null,
    classTree,
    { params: { id: unitId ?? 0 } },
    { request: { silent: true } },
  );
}

// The class mutations bound to the SWR cache the screen renders in, one hook each (so the
// generated routes doc lists only the calls a screen makes).

export function useAddRecord() {
  const { mutate } = useSWRConfig();
  return (input: Parameters<typeof addRecord>[0]) => addRecord(input, mutate);
}

export function useBindConcerned() {
  const { mutate } = useSWRConfig();
  return (classesId: number, userIds: number[]) => bindConcerned(classesId, userIds, mutate);
}

export function useUnbind() {
  const { mutate } = useSWRConfig();
  return (id: number) => unbind(id, mutate);
}

export function useClassLeave() {
  const { mutate } = useSWRConfig();
  return (meals: ClassLeave[]) => requestClassLeave(meals, mutate);
}
