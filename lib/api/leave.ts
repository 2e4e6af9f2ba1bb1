'use client';

import {
  cancelLeave as cancelLeaveEndpoint,
  leaveableDates,
  leavesOfUser,
  requestLeave as requestLeaveEndpoint,
  type Leave,
  type LeaveBody,
} from '../contract/leave';
import type { DiningType, LeaveStatus } from '../contract/enums';
import { request } from './client';
import { mealKeys } from './meal';
import { orderIntents, orderKeys } from './order';
import { revalidate, useApi } from './swr';

export const leaveKeys = {
  all: () => ['leave'] as const,
  dates: (child: number, diningType?: DiningType) =>
    ['leave', 'dates', child, diningType ?? null] as const,
};

export const LEAVE_PAGE_SIZE = 10;

export function useLeaveableDates(associatedUserId: number | undefined, diningType?: DiningType) {
  return useApi(
    associatedUserId ? leaveKeys.dates(associatedUserId, diningType) : null,
    leaveableDates,
    { params: { associatedUserId: associatedUserId ?? 0 }, query: { diningType } },
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

/** Resolves to the response data; `Confirm` means the leave stands. */
export async function requestLeave(body: LeaveBody): Promise<LeaveStatus> {
  const intent = { what: 'leave', body };
  const status = await request(
    requestLeaveEndpoint,
    { body },
    { idempotencyKey: orderIntents.keyFor(intent), silent: true },
  );
  orderIntents.done(intent);
  await revalidateAfterLeave();
  return status;
}

export async function cancelLeave(body: LeaveBody): Promise<Leave> {
  const intent = { what: 'cancelLeave', body };
  const leave = await request(
    cancelLeaveEndpoint,
    { body },
    { idempotencyKey: orderIntents.keyFor(intent), silent: true },
  );
  orderIntents.done(intent);
  await revalidateAfterLeave();
  return leave;
}
