'use client';
import { useSession } from '@/lib/session/useSession';

/** The school a public page is about: `?schoolId=` first, else the selected identity's unit. */
export function useSchoolId(fromRoute: number | undefined): number | undefined {
  const unit = useSession().identity?.unit_id;
  if (fromRoute) return fromRoute;
  const id = Number(unit);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
