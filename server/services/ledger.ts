import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import type { BalanceRecordType } from '../../lib/contract/enums';
import { accounts, ledger, refunds, signedAmount } from '../db/schema';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';

export interface LedgerEntry {
  accountId: number;
  associatedUserId?: number | null;
  type: BalanceRecordType;
  /** Positive fen; the sign comes from the type. */
  amount: number;
  remark?: string;
  refType?: string;
  refId?: number;
}

/** Balance = the sum of the account's ledger rows (signed by type). */
export async function balanceOf(tx: Db | Tx, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${signedAmount}), 0)` })
    .from(ledger)
    .where(eq(ledger.accountId, accountId));
  return Number(row?.balance ?? 0);
}

/** Serialises money moves of one account (both drivers): later movers wait for the commit. */
export async function lockAccount(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(
    sql`select ${accounts.id} from ${accounts} where ${accounts.id} = ${accountId} for update`,
  );
}

/**
 * Writes rows inside the caller's transaction (the same one as the state change). Debits are
 * checked against the balance after all the rows, under the account lock: never negative.
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
      type: entry.type,
      amount: entry.amount,
      remark: entry.remark ?? null,
      refType: entry.refType ?? null,
      refId: entry.refId ?? null,
    })),
  );
  for (const accountId of accountIds) {
    if ((await balanceOf(tx, accountId)) < 0) {
      throw new HttpError(409, serverMessages.insufficientBalance, 'INSUFFICIENT_BALANCE');
    }
  }
}

/** Fen held by refund requests still waiting for the school (decision 030). */
export async function heldByRefunds(tx: Db | Tx, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.accountId, accountId), eq(refunds.status, 'ToAudit')));
  return Number(row?.held ?? 0);
}

/** What the account may spend or ask back: the balance less what waiting refunds hold. */
export async function availableOf(tx: Db | Tx, accountId: number): Promise<number> {
  return (await balanceOf(tx, accountId)) - (await heldByRefunds(tx, accountId));
}
