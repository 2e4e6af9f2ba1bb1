'use client';
import { useKeptClasses } from '@/lib/api/classes';
import type { ClassAction, KeptClass } from '@/lib/contract/classes';
import { rolesMay } from '@/lib/contract/classes';

/**
 * The class a class screen is about: the one named in the route, else the first class the person
 * keeps (a link without `classesId`). A class the person does not keep is never shown.
 */
export function useKeptClass(classesId: number | undefined, action: ClassAction = 'view') {
  const kept = useKeptClasses();
  const candidates = (kept.data ?? []).filter((klass) => rolesMay(klass.roles, action));
  const klass: KeptClass | undefined =
    classesId === undefined
      ? candidates[0]
      : candidates.find((candidate) => candidate.classesId === classesId);
  return {
    klass,
    isLoading: kept.isLoading,
    error: kept.error as unknown,
    retry: () => void kept.mutate(),
  };
}
