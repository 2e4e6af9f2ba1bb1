'use client';

import {
  cancelLeave as cancelLeaveEndpoint,
  leaveableDates,
  leavesOfUser,
  requestLeave as requestLeaveEndpoint,
  type Leave,
  type LeaveBody,
  type LeaveRequestBody,
} from '@/lib/contract/leave';
import type { DiningType, LeaveStatus } from '@/lib/contract/enums';
import { QUEUED, sendOrQueue, type Queued } from '@/lib/outbox/outbox';
import { request } from './client';
import { mealKeys } from './meal';
import { orderIntents, orderKeys } from './order';
import { revalidate, useApi } from './swr';

export const leaveKeys = {
  all: () => ['leave'] as const,
  dates: (child: number, diningType?: DiningType, withClosed = false) =>
    ['leave', 'dates', child, diningType ?? null, withClosed] as const,
};

export const LEAVE_PAGE_SIZE = 10;

/**
 * The paid meals still open for leave; `withClosed` adds those past their cut-off, marked
 * `closed`, so the form can say why nothing is open (decision 086).
 */
export function useLeaveableDates(
  associatedUserId: number | undefined,
  diningType?: DiningType,
  withClosed = false,
) {
  return useApi(
    associatedUserId ? leaveKeys.dates(associatedUserId, diningType, withClosed) : null,
    leaveableDates,
    {
      params: { associatedUserId: associatedUserId ?? 0 },
      query: withClosed ? { diningType, closed: '1' as const } : { diningType },
    },
  );
}

export function fetchLeavePage(associatedUserId: number, page: number, size: number) {
  return request(
    leavesOfUser,
    { params: { associatedUserId }, query: { page, size } },
    { silent: true },
  );
}

async function revalidateAfterLeave(): Promise<void> {
  await Promise.all([
    revalidate(leaveKeys.all()),
    revalidate(orderKeys.all()),
    revalidate(mealKeys.all()),
  ]);
}

/**
 * After the outbox delivered or refused something (here, in another tab or in the worker): the
 * leave list, the orders and the calendar are read again.
 */
export function revalidateAfterOutbox(): Promise<void> {
  return revalidateAfterLeave();
}

/**
 * Resolves to the response data (`Confirm` means the leave stands), or QUEUED when there is no
 * network: the request waits in the outbox under the same key (decision 026).
 */
export async function requestLeave(body: LeaveRequestBody): Promise<LeaveStatus | Queued> {
  const intent = { what: 'leave', body };
  const key = orderIntents.keyFor(intent);
  const status = await sendOrQueue({ kind: 'leave', key, body, ...about(body) }, () =>
    request(requestLeaveEndpoint, { body }, { idempotencyKey: key, silent: true }),
  );
  orderIntents.done(intent);
  if (status !== QUEUED) await revalidateAfterLeave();
  return status;
}

export async function cancelLeave(body: LeaveBody): Promise<Leave | Queued> {
  const intent = { what: 'cancelLeave', body };
  const key = orderIntents.keyFor(intent);
  const leave = await sendOrQueue({ kind: 'cancelLeave', key, body, ...about(body) }, () =>
    request(cancelLeaveEndpoint, { body }, { idempotencyKey: key, silent: true }),
  );
  orderIntents.done(intent);
  if (leave !== QUEUED) await revalidateAfterLeave();
  return leave;
}

function about(body: LeaveBody) {
  return { child: body.associatedUserId, date: body.leaveDate, diningType: body.diningType };
}
