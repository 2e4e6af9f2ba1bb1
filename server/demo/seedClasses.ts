import type { Tx } from '../domains/db';
import { accounts, associatedUsers, classBindings, maintenanceRecords } from '../domains/schema';

// The class keepers' demo data (decision 021): teacher_a is head teacher of 三年级1班, teacher_b its
// responsible teacher, parent_b (李娜, 李华's mother) a concerned person; a few maintenance
// records, fixed minutes before "now", so the seed stays deterministic for the test snapshot.

export interface ClassSeed {
  unitId: number;
  classesId: number;
  headTeacherId: number;
  concernedId: number;
  passwordHash: string;
  now: Date;
}

export async function seedClassKeepers(tx: Tx, seed: ClassSeed): Promise<void> {
  const { unitId, classesId, now } = seed;
  const [teacherB] = await tx
    .insert(accounts)
    .values({
      username: 'teacher_b',
      mobile: '13800000005',
      passwordHash: seed.passwordHash,
      userName: '赵老师',
      gender: 'Male',
      updatePassword: true,
      loginNumber: 1,
      createdAt: now,
    })
    .returning();
  await tx.insert(associatedUsers).values({
    accountId: teacherB!.id,
    userName: '赵老师',
    gender: 'Male',
    userTypes: 'RESPONSIBLE_TEACHER',
    unitId,
    classesId,
    createdAt: now,
  });
  await tx.insert(classBindings).values([
    { unitId, classesId, accountId: seed.headTeacherId, bindType: 'HEAD_TEACHER', createdAt: now },
    {
      unitId,
      classesId,
      accountId: teacherB!.id,
      bindType: 'RESPONSIBLE_TEACHER',
      createdBy: seed.headTeacherId,
      createdAt: now,
    },
    {
      unitId,
      classesId,
      accountId: seed.concernedId,
      bindType: 'FAMILY_HEAD',
      createdBy: seed.headTeacherId,
      createdAt: now,
    },
  ]);
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const [first] = await tx
    .insert(maintenanceRecords)
    .values({
      unitId,
      classesId,
      bindType: 'RESPONSIBLE_TEACHER',
      accountId: teacherB!.id,
      content: '本周午餐分餐顺利，两名同学反映汤偏咸，已转告食堂。',
      createdAt: minutesAgo(180),
    })
    .returning();
  await tx.insert(maintenanceRecords).values([
    {
      unitId,
      classesId,
      bindType: 'RESPONSIBLE_TEACHER',
      parentId: first!.id,
      accountId: seed.headTeacherId,
      content: '收到，下周跟进口味调整。',
      createdAt: minutesAgo(120),
    },
    {
      unitId,
      classesId,
      bindType: 'FAMILY_HEAD',
      accountId: seed.concernedId,
      content: '家委会本月陪餐安排已确认，周三由李娜陪餐。',
      createdAt: minutesAgo(60),
    },
  ]);
}
