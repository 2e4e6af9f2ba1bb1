// The ledger domain's public surface: the only code that knows which rows credit the balance and
// which debit it. Other domains, the books check and the console read balances and rows here.
export {
  accountsWithRows,
  availableOf,
  balanceOf,
  balancesOf,
  balanceSummary,
  everyBalance,
  heldByRefunds,
  isCredit,
  lockAccount,
  netByRef,
  post,
  refundableOf,
  rowsOf,
  signedAmount,
  type LedgerEntry,
} from './service';
export { statementOf } from './statement';
export { ledger } from './tables';
