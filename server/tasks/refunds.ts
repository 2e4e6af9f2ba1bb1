import { RefundStatus } from '../../lib/contract/money';
import { yuanOf } from '../../lib/money/fen';
import { configFromEnv } from '../core/env';
import { openDatabase } from '../domains/db';
import { createServices } from '../services';

// The school's refund task (decision 030):
//   npx tsx server/tasks/refunds.ts list [status] [schoolId]
//   npx tsx server/tasks/refunds.ts approve <refundId> [remark]
//   npx tsx server/tasks/refunds.ts reject <refundId> [remark]
// Approving writes the Cash_Withdrawal row with the state change; the decisions are the refunds
// service's (the school's console calls the same ones). Stop the server first when it runs on
// embedded PGlite (one process per data directory).

const USAGE =
  'usage: npx tsx server/tasks/refunds.ts list [status] [schoolId] | approve <id> [remark] | reject <id> [remark]';

async function main(): Promise<number> {
  const [command, first, ...rest] = process.argv.slice(2);
  if (command !== 'list' && command !== 'approve' && command !== 'reject') {
    console.error(USAGE);
    return 2;
  }
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const { refunds } = createServices(database.db, config, {
      info: (_details, message) => console.log(message),
      warn: (_details, message) => console.warn(message),
    });
    if (command === 'list') {
      const status = first ? RefundStatus.parse(first) : 'ToAudit';
      const schoolId = rest[0] ? Number(rest[0]) : undefined;
      for (const refund of await refunds.ofSchool(schoolId, status))
        console.log(
          `${refund.id}\t${refund.status}\t${yuanOf(refund.amount)}\t${refund.userName}\t${refund.createdAt}\t${refund.reason}`,
        );
      return 0;
    }
    const id = Number(first);
    if (!Number.isInteger(id) || id <= 0) {
      console.error(USAGE);
      return 2;
    }
    const remark = rest.join(' ') || null;
    const done = await database.db.transaction((tx) =>
      command === 'approve'
        ? refunds.approve(tx, id, 'school-task', remark)
        : refunds.reject(tx, id, 'school-task', remark),
    );
    console.log(`refund ${done.id} ${done.status}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
