import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/core/crypto';
import { configFromEnv } from '../../../server/core/env';
import { openDatabase } from '../../../server/domains/db';
import {
  accounts,
  associatedUsers,
  classes,
  socialAccounts,
  units,
} from '../../../server/domains/schema';

// A browser-test fixture, run with the server's settings while the server is halted (PGlite is
// one process): a parent of the school `key`, signing in with a password, with one child in the
// school's first class and the open id the chat-app sign-in would have bound.
//
// Why rows and not routes: with DEMO=0 an account is made by an SMS code (the SMS providers are
// another part of the app), and no WeChat OAuth provider or fake exists yet, so the open id is
// bound as the row the chat-app sign-in leaves (`social_accounts`, provider wechat, the payment
// app id). Replace this with the real sign-ins once they have fakes.
//
//   tsx __tests__/e2e/support/family.ts <school key> <login> <password> <open id> <app id>
// prints {"accountId":…,"childId":…,"unitId":…}.

async function main(): Promise<void> {
  const [key, login, password, openId, appId] = process.argv.slice(2);
  if (!key || !login || !password || !openId || !appId) throw new Error('five arguments');
  const config = configFromEnv();
  const database = await openDatabase(config);
  try {
    const created = await database.db.transaction(async (tx) => {
      const [school] = await tx.select().from(units).where(eq(units.setupKey, key));
      if (!school) throw new Error(`no school ${key}`);
      const [klass] = await tx
        .select()
        .from(classes)
        .where(eq(classes.unitId, school.id))
        .orderBy(asc(classes.id))
        .limit(1);
      const [account] = await tx
        .insert(accounts)
        .values({
          username: login,
          mobile: '13900009999',
          userName: '王家长',
          passwordHash: await hashPassword(password),
          updatePassword: true,
        })
        .returning({ id: accounts.id });
      const [child] = await tx
        .insert(associatedUsers)
        .values({
          accountId: account!.id,
          userName: '王小明',
          unitId: school.id,
          classesId: klass!.id,
        })
        .returning({ id: associatedUsers.id });
      await tx
        .insert(socialAccounts)
        .values({ provider: 'wechat', openId, appId, accountId: account!.id });
      return { accountId: account!.id, childId: child!.id, unitId: school.id };
    });
    console.log(JSON.stringify(created));
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
