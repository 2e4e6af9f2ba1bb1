import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Paged } from '../../../lib/contract/core';
import type { BalanceRecordType } from '../../../lib/contract/enums';
import type { BalanceRecord } from '../../../lib/contract/user';
import type { Db, Tx } from '../db';
import { refundPayouts } from '../payment/tables';
import { refunds } from '../refund/tables';
import { accounts } from '../user/tables';
import { ledger } from './tables';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';

// The only place that knows which ledger rows credit the balance and which debit it: every
// balance, listing, reminder and reconciliation reads the ledger through this domain's entry.

/** The types that credit the balance; every other type (OrderDay, OrderMonth, Cash_Withdrawal) debits it. */
const CREDITS: readonly BalanceRecordType[] = [
  'Recharge',
  'Unsubscribe',
  'Leave_Settlement',
  'Allowance',
];

export function isCredit(type: BalanceRecordType): boolean {
  return CREDITS.includes(type);
}

/** The constant list as SQL literals (no parameters: the query text stays the same everywhere). */
const creditList = sql.raw(CREDITS.map((type) => `'${type}'`).join(', '));
const credits = sql`${ledger.type} in (${creditList})`;

/** SQL for a ledger row's signed amount: credits positive, debits negative. */
export const signedAmount = sql<number>`case when ${credits} then ${ledger.amount} else -${ledger.amount} end`;
const balanceSum = sql<string>`coalesce(sum(${signedAmount}), 0)`;

export interface LedgerEntry {
  accountId: number;
  /** The school whose wallet the row belongs to (decision 066). */
  unitId: number;
  associatedUserId?: number | null;
  type: BalanceRecordType;
  /** Positive fen; the sign comes from the type. */
  amount: number;
  remark?: string;
  refType?: string;
  refId?: number;
}

/** One wallet: an account's money at one school (decision 066). */
const walletOf = (accountId: number, unitId: number) =>
  and(eq(ledger.accountId, accountId), eq(ledger.unitId, unitId));

/** Balance at a school = the sum of the account's ledger rows there (signed by type). */
export async function balanceOf(tx: Db | Tx, accountId: number, unitId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: balanceSum })
    .from(ledger)
    .where(walletOf(accountId, unitId));
  return Number(row?.balance ?? 0);
}

/** The balances of some accounts at one school (0 for an account without rows there). */
export async function balancesOf(
  tx: Db | Tx,
  accountIds: number[],
  unitId: number,
): Promise<Map<number, number>> {
  const result = new Map(accountIds.map((id) => [id, 0]));
  if (accountIds.length === 0) return result;
  const rows = await tx
    .select({ accountId: ledger.accountId, balance: balanceSum })
    .from(ledger)
    .where(and(inArray(ledger.accountId, accountIds), eq(ledger.unitId, unitId)))
    .groupBy(ledger.accountId);
  for (const row of rows) result.set(row.accountId, Number(row.balance));
  return result;
}

/** Every wallet's balance, by account then school (the books check). */
export async function everyBalance(
  tx: Db | Tx,
): Promise<{ id: number; unitId: number; balance: number }[]> {
  const rows = await tx
    .select({ id: ledger.accountId, unitId: ledger.unitId, balance: balanceSum })
    .from(ledger)
    .groupBy(ledger.accountId, ledger.unitId)
    .orderBy(asc(ledger.accountId), asc(ledger.unitId));
  return rows.map((row) => ({ id: row.id, unitId: row.unitId, balance: Number(row.balance) }));
}

/** The accounts that have at least one ledger row. */
export async function accountsWithRows(tx: Db | Tx): Promise<number[]> {
  const rows = await tx.selectDistinct({ accountId: ledger.accountId }).from(ledger);
  return rows.map((row) => row.accountId);
}

/**
 * What the low-balance reminder needs, per school the account has rows at: the balance, how many
 * rows, and the id of the latest credit (a credit of any kind starts a new fall below the
 * threshold).
 */
export async function balanceSummary(
  tx: Db | Tx,
  accountId: number,
): Promise<{ unitId: number; balance: number; rows: number; lastCreditId: number | null }[]> {
  const rows = await tx
    .select({
      unitId: ledger.unitId,
      balance: balanceSum,
      rows: count(),
      lastCreditId: sql<number | null>`max(case when ${credits} then ${ledger.id} end)`,
    })
    .from(ledger)
    .where(eq(ledger.accountId, accountId))
    .groupBy(ledger.unitId)
    .orderBy(asc(ledger.unitId));
  return rows.map((row) => ({
    unitId: row.unitId,
    balance: Number(row.balance),
    rows: Number(row.rows),
    lastCreditId: row.lastCreditId == null ? null : Number(row.lastCreditId),
  }));
}

/** Net fen of the rows written under each reference (`refType`, id): credits less debits. */
export async function netByRef(
  tx: Db | Tx,
  refType: string,
  refIds: number[],
): Promise<Map<number, number>> {
  if (refIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledger.refId, net: balanceSum })
    .from(ledger)
    .where(and(eq(ledger.refType, refType), inArray(ledger.refId, refIds)))
    .groupBy(ledger.refId);
  return new Map(rows.map((row) => [Number(row.id), Number(row.net)]));
}

/**
 * An account's rows at one school, newest first (the parent's list and the console's alike),
 * signed: a school's console never reads another school's rows.
 */
export async function rowsOf(
  tx: Db | Tx,
  accountId: number,
  unitId: number,
  page: number,
  size: number,
): Promise<Paged<BalanceRecord>> {
  const [total] = await tx.select({ n: count() }).from(ledger).where(walletOf(accountId, unitId));
  const rows = await tx
    .select({
      id: ledger.id,
      type: ledger.type,
      amount: signedAmount,
      remark: ledger.remark,
      createdAt: ledger.createdAt,
    })
    .from(ledger)
    .where(walletOf(accountId, unitId))
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(size)
    .offset(page * size);
  const content = rows.map((row) => ({
    id: row.id,
    type: row.type,
    amount: Number(row.amount),
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  }));
  return { content, page, size, total: Number(total?.n ?? 0) };
}

/** Serialises money moves of one account (both drivers): later movers wait for the commit. */
export async function lockAccount(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(
    sql`select ${accounts.id} from ${accounts} where ${accounts.id} = ${accountId} for update`,
  );
}

/**
 * Writes rows inside the caller's transaction (the same one as the state change). Debits are
 * checked against each school's balance after all the rows, under the account lock: no wallet
 * goes negative, so no school's money pays for another school's debit. A wallet these rows do
 * not take money from (an order paid online: the money in, the coupon, the charge; a top-up) is
 * not summed again: it cannot have gone below what it was, and that sum is a read of every row
 * the wallet has, on the busiest path of all (paying at the cut-off).
 */
export async function post(tx: Tx, entries: LedgerEntry[]): Promise<void> {
  const real = entries.filter((entry) => entry.amount > 0);
  if (real.length === 0) return;
  const accountIds = [...new Set(real.map((entry) => entry.accountId))].sort((a, b) => a - b);
  for (const accountId of accountIds) await lockAccount(tx, accountId);
  await tx.insert(ledger).values(
    real.map((entry) => ({
      accountId: entry.accountId,
      associatedUserId: entry.associatedUserId ?? null,
      unitId: entry.unitId,
      type: entry.type,
      amount: entry.amount,
      remark: entry.remark ?? null,
      refType: entry.refType ?? null,
      refId: entry.refId ?? null,
    })),
  );
  const wallets = new Map<string, { accountId: number; unitId: number; net: number }>();
  for (const entry of real) {
    const key = `${entry.accountId}:${entry.unitId}`;
    const wallet = wallets.get(key) ?? { accountId: entry.accountId, unitId: entry.unitId, net: 0 };
    wallet.net += isCredit(entry.type) ? entry.amount : -entry.amount;
    wallets.set(key, wallet);
  }
  for (const { accountId, unitId, net } of wallets.values()) {
    if (net < 0 && (await balanceOf(tx, accountId, unitId)) < 0) {
      throw new DomainError('INSUFFICIENT_BALANCE', serverMessages.insufficientBalance);
    }
  }
}

/** Fen held at a school by refund requests still waiting for it (decision 030) or paying out. */
export async function heldByRefunds(
  tx: Db | Tx,
  accountId: number,
  unitId: number,
): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.accountId, accountId),
        eq(refunds.unitId, unitId),
        eq(refunds.status, 'ToAudit'),
      ),
    );
  // An approved refund's payouts the provider has not confirmed hold their money too (decision 071).
  const [payingOut] = await tx
    .select({ held: sql<string>`coalesce(sum(${refundPayouts.amount}), 0)` })
    .from(refundPayouts)
    .innerJoin(refunds, eq(refunds.id, refundPayouts.refundId))
    .where(
      and(
        eq(refunds.accountId, accountId),
        eq(refunds.unitId, unitId),
        eq(refundPayouts.status, 'Processing'),
      ),
    );
  return Number(row?.held ?? 0) + Number(payingOut?.held ?? 0);
}

/** What the account may spend or ask back at a school: its balance there less waiting refunds. */
export async function availableOf(tx: Db | Tx, accountId: number, unitId: number): Promise<number> {
  return (await balanceOf(tx, accountId, unitId)) - (await heldByRefunds(tx, accountId, unitId));
}

/**
 * What a family may take out as cash at a school (decision 072): what it may spend there, and
 * never more than the cash paid in there less the consumption the school's gifts (coupons,
 * package discounts, which pay meals first) did not cover, less what was paid out or is held.
 * A discount is spent on meals, never withdrawn.
 */
export async function refundableOf(
  tx: Db | Tx,
  accountId: number,
  unitId: number,
): Promise<number> {
  const [row] = await tx
    .select({
      cashIn: sql<string>`coalesce(sum(case when ${ledger.type} = 'Recharge' then ${ledger.amount} end), 0)`,
      gifts: sql<string>`coalesce(sum(case when ${ledger.type} = 'Allowance' then ${ledger.amount} end), 0)`,
      paidOut: sql<string>`coalesce(sum(case when ${ledger.type} = 'Cash_Withdrawal' then ${ledger.amount} end), 0)`,
      consumed: sql<string>`coalesce(sum(case when ${ledger.type} in ('OrderDay', 'OrderMonth') then ${ledger.amount} when ${ledger.type} in ('Unsubscribe', 'Leave_Settlement') then -${ledger.amount} end), 0)`,
    })
    .from(ledger)
    .where(walletOf(accountId, unitId));
  const cash =
    Number(row?.cashIn ?? 0) -
    Math.max(0, Number(row?.consumed ?? 0) - Number(row?.gifts ?? 0)) -
    Number(row?.paidOut ?? 0) -
    (await heldByRefunds(tx, accountId, unitId));
  return Math.max(0, Math.min(cash, await availableOf(tx, accountId, unitId)));
}
