import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../lib/contract/enums';
import type { Tx } from '../db';
import { associatedUsers, classBindings } from '../schema';

/**
 * Makes an account a teacher of a class (decision 021): the binding that opens the class to it
 * and its identity for the class, as the seed gives teacher_a. The roster's teacher form and an
 * accepted teacher invitation (decision 067) both bind through here.
 */
export async function bindTeacherAccount(
  tx: Tx,
  input: {
    unitId: number;
    classesId: number;
    accountId: number;
    userName: string;
    bindType: Extract<Role, 'HEAD_TEACHER' | 'RESPONSIBLE_TEACHER'>;
    createdBy: number;
  },
): Promise<void> {
  await tx
    .insert(classBindings)
    .values({
      unitId: input.unitId,
      classesId: input.classesId,
      accountId: input.accountId,
      bindType: input.bindType,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing();
  const [identity] = await tx
    .select({ id: associatedUsers.id })
    .from(associatedUsers)
    .where(
      and(
        eq(associatedUsers.accountId, input.accountId),
        eq(associatedUsers.classesId, input.classesId),
        eq(associatedUsers.userTypes, input.bindType),
      ),
    );
  if (!identity)
    await tx.insert(associatedUsers).values({
      accountId: input.accountId,
      userName: input.userName,
      userTypes: input.bindType,
      unitId: input.unitId,
      classesId: input.classesId,
    });
}
