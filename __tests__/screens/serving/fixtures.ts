import { staffMe } from '@/lib/contract/admin';
import type { ServingChild, ServingCounts } from '@/lib/contract/serving';
import { saveUser } from '@/lib/session/store';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeUser } from '../../setup/factories';
import { signIn } from '../../setup/test-utils';

// The serving line's tests (decision 078): a kitchen account and one class of four children.

export const DATE = '2026-11-26';
export const SERVICE = { date: DATE, diningType: 'Lunch' as const };

export async function signInKitchen(): Promise<void> {
  await signIn();
  // The login flow always reads the current user: the outbox is scoped by its account.
  saveUser(makeUser());
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 9,
        userName: '李师傅',
        role: 'Kitchen',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
  );
}

export function child(
  associatedUserId: number,
  name: string,
  state: ServingChild['state'],
  at: string | null = null,
): ServingChild {
  return {
    associatedUserId,
    name,
    mealKind: state === 'NotOrdered' ? null : 'Ordinary',
    state,
    at,
    source: state === 'Collected' ? 'List' : null,
  };
}

export function countsOf(children: readonly ServingChild[]): ServingCounts {
  const of = (state: ServingChild['state']) => children.filter((c) => c.state === state).length;
  return {
    expected: of('Ordered') + of('Collected') + of('Missed'),
    collected: of('Collected'),
    missed: of('Missed'),
    leave: of('Leave'),
  };
}

export function classList(children: ServingChild[]) {
  return {
    ...SERVICE,
    classesId: 31,
    gradeName: '三年级',
    className: '1班',
    serveEndAt: '2026-11-26T05:00:00.000Z',
    children,
    counts: countsOf(children),
  };
}

/** 12:05 in Shanghai. */
export const AT_1205 = '2026-11-26T04:05:00.000Z';
