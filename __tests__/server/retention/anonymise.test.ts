import { eq } from 'drizzle-orm';
import { accounts, associatedUsers, rosterStudents } from '@/server/domains/schema';
import { reconcile } from '@/server/tasks/reconcile';
import { accountIdOf, call, createTestApp, passwordLogin, tokenOf, type TestApp } from '../helpers';
import { adminData, consoleTokens, firstChild, type ConsoleTokens } from '../console/console';
import { paidOrder, sendMessage } from '../exports/world';
import { whereFound } from './scan';

// Decision 074: a leaver's personal data is anonymised once the school's retention period has
// passed: no name or mobile of the child or the guardian is left in any text column of any table,
// while the books still reconcile. The job is idempotent.

let t: TestApp;
let tokens: ConsoleTokens;
let parentB: string;
let child: number;
let secrets: string[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  parentB = await tokenOf(t.app, 'parent_b');
  child = await firstChild(t.app, parentB);
  const db = t.app.database.db;
  const [kid] = await db
    .select({ name: associatedUsers.userName, roster: associatedUsers.rosterStudentId })
    .from(associatedUsers)
    .where(eq(associatedUsers.id, child));
  const [guardian] = await db
    .select({ name: accounts.userName, mobile: accounts.mobile })
    .from(accounts)
    .where(eq(accounts.id, await accountIdOf(t.app, 'parent_b')));
  await paidOrder(t.app, parentB, child);
  await sendMessage(t.app, parentB, child, `${kid!.name}对花生过敏，请留意`);
  secrets = [kid!.name, guardian!.name, guardian!.mobile!, 'parent_b'];
  if (kid!.roster) {
    const [roster] = await db
      .select({ name: rosterStudents.name })
      .from(rosterStudents)
      .where(eq(rosterStudents.id, kid!.roster));
    secrets.push(roster!.name);
  }
});
afterAll(() => t.close());

describe('retention', () => {
  it('keeps a leaver whose retention period has not passed', async () => {
    const today = '2026-03-16';
    const marked = await adminData<{ leftOn: string; anonymised: boolean }>(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/leavers',
      body: { associatedUserId: child, leftOn: today },
    });
    expect(marked).toMatchObject({ leftOn: today, anonymised: false });
    expect(await t.app.services.retention.run()).toMatchObject({ children: 0 });
    expect(await whereFound(t.app, secrets[0]!)).not.toEqual([]);
  });

  it('refuses to mark a child of another school, or for anybody but the administrator', async () => {
    for (const token of [tokens.otherAdmin, tokens.kitchen, tokens.parent]) {
      const refused = await call(t.app, {
        method: 'POST',
        url: '/api/admin/leavers',
        token,
        body: { associatedUserId: child, leftOn: '2025-01-01' },
      });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('anonymises the leaver and the guardian once the period passed: no name or mobile anywhere', async () => {
    const before = await reconcile(t.app.database.db);
    await adminData(t.app, tokens.admin, {
      method: 'PUT',
      url: '/api/admin/retention',
      body: { days: 365 },
    });
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/leavers',
      body: { associatedUserId: child, leftOn: '2025-03-15' },
    });
    expect(await t.app.services.retention.run()).toEqual({ children: 1, accounts: 1, closures: 0 });
    for (const secret of secrets)
      expect({ secret, found: await whereFound(t.app, secret) }).toEqual({ secret, found: [] });

    const after = await reconcile(t.app.database.db);
    expect(after.ok).toBe(true);
    expect(after.accounts).toEqual(before.accounts);
    expect(after.paidOrders).toBe(before.paidOrders);
    expect((await passwordLogin(t.app, 'parent_b')).statusCode).not.toBe(200);

    // Idempotent: a second run finds nobody.
    expect(await t.app.services.retention.run()).toEqual({ children: 0, accounts: 0, closures: 0 });
  });

  it('leaves the school’s retention period to its own administrator', async () => {
    const own = await adminData<{ days: number }>(t.app, tokens.admin, {
      url: '/api/admin/retention',
    });
    expect(own.days).toBe(365);
    await adminData(t.app, tokens.otherAdmin, {
      method: 'PUT',
      url: '/api/admin/retention',
      body: { days: 90 },
    });
    const other = await adminData<{ days: number }>(t.app, tokens.otherAdmin, {
      url: '/api/admin/retention',
    });
    expect(other.days).toBe(90);
    const still = await adminData<{ days: number }>(t.app, tokens.admin, {
      url: '/api/admin/retention',
    });
    expect(still.days).toBe(365);
    const tooShort = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/retention',
      token: tokens.admin,
      body: { days: 1 },
    });
    expect(tooShort.statusCode).toBe(400);
  });
});
