import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Paged } from '../../../lib/contract/core';
import type { AdminAccount, AdminOrder, AdminPayment } from '../../../lib/contract/adminMoney';
import type { PaymentStatus } from '../../../lib/contract/order';
import type { Db, Tx } from '../db';
import { accounts, associatedUsers, orders, payments } from '../schema';
import { notFound } from '../../core/errors';
import { balanceOf, balancesOf, rowsOf } from '../ledger';
import type { PaymentsService } from '../payment';
import { audit, type Staff } from './staff';

// Money views of the console (decision 051). A payment, order or account belongs to the school
// through the child it was for; anything else answers 404. Marking an order paid goes through the
// payments service, the same call server/tasks/mark-paid.ts makes.

function page<T>(content: T[], pageNo: number, size: number, total: unknown): Paged<T> {
  return { content, page: pageNo, size, total: Number(total ?? 0) };
}

export function createAdminMoney(db: Db, paymentsService: PaymentsService) {
  async function paymentList(
    staff: Staff,
    query: { page: number; size: number; status?: PaymentStatus; mismatched?: '1' },
  ): Promise<Paged<AdminPayment>> {
    const filters: SQL[] = [eq(associatedUsers.unitId, staff.unitId)];
    if (query.status) filters.push(eq(payments.status, query.status));
    if (query.mismatched) filters.push(eq(payments.outcome, 'amount_differs'));
    const where = and(...filters);
    const [total] = await db
      .select({ n: count() })
      .from(payments)
      .innerJoin(associatedUsers, eq(associatedUsers.id, payments.associatedUserId))
      .where(where);
    const rows = await db
      .select({
        id: payments.id,
        outTradeNo: payments.outTradeNo,
        channel: payments.channel,
        status: payments.status,
        amount: payments.amount,
        paidAmount: payments.paidAmount,
        outcome: payments.outcome,
        orderId: payments.orderId,
        accountName: accounts.userName,
        childName: associatedUsers.userName,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(associatedUsers, eq(associatedUsers.id, payments.associatedUserId))
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .where(where)
      .orderBy(desc(payments.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return page(
      rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      query.page,
      query.size,
      total?.n,
    );
  }

  async function unpaid(staff: Staff, pageNo: number, size: number): Promise<Paged<AdminOrder>> {
    const where = and(eq(orders.unitId, staff.unitId), eq(orders.orderStatus, 'UnPay'));
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    const rows = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        orderStatus: orders.orderStatus,
        diningType: orders.diningType,
        amount: orders.amount,
        accountName: accounts.userName,
        mobile: accounts.mobile,
        childName: associatedUsers.userName,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .innerJoin(associatedUsers, eq(associatedUsers.id, orders.associatedUserId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(size)
      .offset(pageNo * size);
    return page(
      rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      pageNo,
      size,
      total?.n,
    );
  }

  async function markPaid(tx: Tx, staff: Staff, orderId: number): Promise<{ marked: boolean }> {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.unitId, staff.unitId)));
    if (!order) throw notFound();
    // The change and its record commit together, or neither does: in the route's transaction.
    const marked = await paymentsService.markPaidOffline(tx, orderId);
    if (marked) await audit(tx, staff, 'order.markPaid', String(orderId));
    return { marked };
  }

  /** Accounts with a child at the school. */
  async function schoolAccountIds(staff: Staff, accountIds?: number[]): Promise<number[]> {
    const rows = await db
      .selectDistinct({ accountId: associatedUsers.accountId })
      .from(associatedUsers)
      .where(
        and(
          eq(associatedUsers.unitId, staff.unitId),
          eq(associatedUsers.userTypes, 'Student'),
          ...(accountIds ? [inArray(associatedUsers.accountId, accountIds)] : []),
        ),
      );
    return rows.map((row) => row.accountId);
  }

  async function find(staff: Staff, q: string): Promise<AdminAccount[]> {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(or(ilike(accounts.mobile, pattern), ilike(accounts.userName, pattern)))
      .limit(200);
    const ids = (
      await schoolAccountIds(
        staff,
        matches.map((row) => row.id),
      )
    ).slice(0, 20);
    if (ids.length === 0) return [];
    const people = await db
      .select({ accountId: accounts.id, userName: accounts.userName, mobile: accounts.mobile })
      .from(accounts)
      .where(inArray(accounts.id, ids));
    const balances = await balancesOf(db, ids, staff.unitId);
    const children = await db
      .select({ accountId: associatedUsers.accountId, name: associatedUsers.userName })
      .from(associatedUsers)
      .where(
        and(
          inArray(associatedUsers.accountId, ids),
          eq(associatedUsers.unitId, staff.unitId),
          eq(associatedUsers.userTypes, 'Student'),
        ),
      );
    return people
      .sort((a, b) => a.accountId - b.accountId)
      .map((person) => ({
        ...person,
        balance: balances.get(person.accountId) ?? 0,
        children: children.filter((c) => c.accountId === person.accountId).map((c) => c.name),
      }));
  }

  async function accountLedger(staff: Staff, accountId: number, pageNo: number, size: number) {
    if ((await schoolAccountIds(staff, [accountId])).length === 0) throw notFound();
    return {
      // Only this school's wallet (decision 066): another school's rows are not this console's.
      ...(await rowsOf(db, accountId, staff.unitId, pageNo, size)),
      balance: await balanceOf(db, accountId, staff.unitId),
    };
  }

  return { paymentList, unpaid, markPaid, find, accountLedger };
}
