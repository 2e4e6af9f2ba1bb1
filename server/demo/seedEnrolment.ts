import type { Tx } from '../domains/db';
import { BUILT_IN_NOTICE_VERSION, schoolYearEnd } from '../domains/enrolment';
import { claimCodes, joinRequests, rosterStudents } from '../domains/schema';

// Enrolment in demo mode (decision 070): three roster students of 三年级2班 with the claim codes
// their letters carry (fixed, so a tester can type them), and one family waiting for the school.

export const DEMO_CLAIM_CODES = [
  { studentNo: 'D3201', name: '赵小雨', gender: 'Female', code: 'SUNA2345' },
  { studentNo: 'D3202', name: '钱多多', gender: 'Male', code: 'SUNB2345' },
  { studentNo: 'D3203', name: '孙小宝', gender: 'Male', code: 'SUNC2345' },
] as const;

export async function seedEnrolment(
  tx: Tx,
  seed: {
    unitId: number;
    classesId: number;
    requestClassesId: number;
    requester: number;
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  const students = await tx
    .insert(rosterStudents)
    .values(
      DEMO_CLAIM_CODES.map((student) => ({
        unitId: seed.unitId,
        classesId: seed.classesId,
        studentNo: student.studentNo,
        name: student.name,
        gender: student.gender,
        createdAt: seed.now,
      })),
    )
    .returning({ id: rosterStudents.id });
  const expiresAt = schoolYearEnd(seed.now, seed.timeZone);
  await tx.insert(claimCodes).values(
    students.map((student, i) => ({
      unitId: seed.unitId,
      rosterStudentId: student.id,
      code: DEMO_CLAIM_CODES[i]!.code,
      expiresAt,
      createdAt: seed.now,
    })),
  );
  await tx.insert(joinRequests).values({
    accountId: seed.requester,
    unitId: seed.unitId,
    classesId: seed.requestClassesId,
    userName: '李小华',
    gender: 'Male',
    consentVersion: BUILT_IN_NOTICE_VERSION,
    createdAt: seed.now,
  });
}
