import type { Db, Tx } from '../db';
import { balanceReminder, paymentReminder, type Produce, type SettledPayment } from './producers';

// The money events remind in the transaction that causes them (decision 042, Later): the
// money services get these two calls, not the reminders domain. The job's scan stays as the net
// for anything missed; the (account, kind, event) index makes the second production a no-op.

export interface MoneyReminders {
  /** After money left the balance: the "balance below the threshold" reminder, if it now is. */
  balance(tx: Db | Tx, accountId: number): Promise<void>;
  /**
   * After a payment was settled (Paid or Declined): its "payment result" reminder. Its id reads
   * it back; the settled payment itself saves that read.
   */
  payment(tx: Db | Tx, payment: number | SettledPayment): Promise<void>;
}

export function moneyReminders(produce: Produce): MoneyReminders {
  return {
    balance: (tx, accountId) => balanceReminder(tx, produce, accountId),
    payment: (tx, payment) => paymentReminder(tx, produce, payment),
  };
}
