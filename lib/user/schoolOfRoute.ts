'use client';
import { useSession } from '@/lib/session/useSession';

/** The signed-in parent's own school: the selected identity's unit. A link never chooses it. */
export function useOwnSchoolId(): number | undefined {
  const id = Number(useSession().identity?.unit_id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The school a public page is about: `?schoolId=` first, else the selected identity's unit. */
export function useSchoolId(fromRoute: number | undefined): number | undefined {
  const own = useOwnSchoolId();
  return fromRoute || own;
}
