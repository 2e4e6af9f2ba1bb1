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
import { mealDay, mealMonth } from '../contract/meal';
import { orderDetail } from '../contract/order';
import { request } from './client';
import { orderIntents, revalidateMealAxis } from './order';
import { revalidateEndpoint, useApi } from './swr';

export const LEAVE_PAGE_SIZE = 10;

export function useLeaveableDates(associatedUserId: number | undefined, diningType?: DiningType) {
  return useApi(
    leaveableDates,
    associatedUserId ? { params: { associatedUserId }, query: { diningType } } : null,
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
    revalidateEndpoint(leaveableDates),
    revalidateEndpoint(mealMonth),
    revalidateEndpoint(mealDay),
    revalidateEndpoint(orderDetail),
    revalidateMealAxis(),
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
