import fc from 'fast-check';

// The steps of the ledger's property test: what a family does with orders, leave and money, and
// time passing, drawn at random by fast-check.

export type Action =
  | { kind: 'order'; who: number; dining: number; skip: number; days: number }
  | { kind: 'pay'; who: number; pick: number; twice: boolean }
  | { kind: 'cancel'; who: number; pick: number }
  | { kind: 'leave'; who: number; pick: number }
  | { kind: 'cancelLeave'; who: number; pick: number }
  | { kind: 'wait'; hours: number }
  | { kind: 'topUp'; who: number; yuan: number }
  | { kind: 'package'; who: number; pick: number }
  | { kind: 'payWith'; who: number; pick: number; coupon: boolean; balance: boolean }
  | { kind: 'refund'; who: number; part: number }
  | { kind: 'settleRefund'; who: number; pick: number; approve: boolean; byParent: boolean }
  | { kind: 'holiday'; who: number; pick: number }
  | { kind: 'decline'; who: number; pick: number };

// Four children: parent_a's two at school A, parent_b's at A, and parent_a's third at school B.
const who = fc.nat({ max: 3 });
const pick = fc.nat({ max: 50 });
export const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    who,
    dining: fc.nat({ max: 2 }),
    skip: fc.nat({ max: 6 }),
    days: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('pay' as const), who, pick, twice: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel' as const), who, pick }),
  fc.record({ kind: fc.constant('leave' as const), who, pick }),
  fc.record({ kind: fc.constant('cancelLeave' as const), who, pick }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('topUp' as const), who, yuan: fc.integer({ min: 10, max: 300 }) }),
  fc.record({ kind: fc.constant('package' as const), who, pick }),
  fc.record({
    kind: fc.constant('payWith' as const),
    who,
    pick,
    coupon: fc.boolean(),
    balance: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('refund' as const), who, part: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    kind: fc.constant('settleRefund' as const),
    who,
    pick,
    approve: fc.boolean(),
    byParent: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('holiday' as const), who, pick }),
  fc.record({ kind: fc.constant('decline' as const), who, pick }),
);
