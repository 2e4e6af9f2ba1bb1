import type { Tx } from '../domains/db';
import { accounts, schoolStaff } from '../domains/schema';

// The console's demo people (decision 046): the demo school's administrator and its
// kitchen, and the administrator of the second school (明德中学), who must reach nothing of the
// first. They have no children: the console is their whole app.

export const CONSOLE_LOGINS = [
  { username: 'school_admin', mobile: '13800000101', role: 'administrator of 阳光实验小学' },
  { username: 'kitchen', mobile: '13800000102', role: 'kitchen of 阳光实验小学' },
  { username: 'school_admin_b', mobile: '13800000103', role: 'administrator of 明德中学' },
] as const;

export async function seedConsoleStaff(
  tx: Tx,
  seed: { unitId: number; otherUnitId: number; passwordHash: string; now: Date },
): Promise<void> {
  const people = [
    { login: CONSOLE_LOGINS[0], name: '孙主任', unitId: seed.unitId, role: 'SchoolAdmin' },
    { login: CONSOLE_LOGINS[1], name: '食堂刘师傅', unitId: seed.unitId, role: 'Kitchen' },
    { login: CONSOLE_LOGINS[2], name: '周主任', unitId: seed.otherUnitId, role: 'SchoolAdmin' },
  ] as const;
  for (const person of people) {
    const [account] = await tx
      .insert(accounts)
      .values({
        username: person.login.username,
        mobile: person.login.mobile,
        passwordHash: seed.passwordHash,
        userName: person.name,
        gender: 'Other',
        updatePassword: true,
        loginNumber: 1,
        createdAt: seed.now,
      })
      .returning();
    await tx.insert(schoolStaff).values({
      accountId: account!.id,
      unitId: person.unitId,
      role: person.role,
      createdAt: seed.now,
    });
  }
}
