import type { Leave } from '@/lib/contract/leave';

/** (docs/product.md, "States and transitions"): after cancelling leave its status becomes Cancel (and nothing is credited). */
export function afterLeaveCancelled(list: readonly Leave[], cancelled: Leave): Leave[] {
  return list.map((leave) =>
    leave.id === cancelled.id ? { ...cancelled, leaveStatus: 'Cancel', credited: 0 } : leave,
  );
}

export function canCancelLeave(leave: Leave): boolean {
  return leave.leaveStatus === 'Confirm';
}
