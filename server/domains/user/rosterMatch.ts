import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';

// A family's child and the school's roster row it is (decision 058). Matching never guesses: a
// child is linked only when its school, class and name match exactly one roster student, and a
// child already linked is left as it is. The roster is the school's word on classes, so a roster
// student who moved class takes the children linked to it along.

/** Rows returned by an `execute` (PGlite and node-postgres both answer `{ rows }`). */
function rowsOf(result: unknown): number {
  return (result as { rows: unknown[] }).rows.length;
}

/**
 * Links the school's unlinked children (only `childIds` when given) whose school, class and name
 * match exactly one roster student of the school. Returns how many were linked.
 */
export async function linkMatchingChildren(
  tx: Db | Tx,
  unitId: number,
  childIds?: number[],
): Promise<number> {
  if (childIds && childIds.length === 0) return 0;
  const only = childIds ? sql`and child.id in ${childIds}` : sql``;
  const result = await tx.execute(sql`
    update associated_users as target
    set roster_student_id = matched.roster_id
    from (
      select child.id as child_id, min(student.id) as roster_id
      from associated_users as child
      join roster_students as student
        on student.unit_id = child.unit_id
        and student.classes_id = child.classes_id
        and student.name = child.user_name
      where child.unit_id = ${unitId}
        and child.user_types = 'Student'
        and child.roster_student_id is null
        ${only}
      group by child.id
      having count(*) = 1
    ) as matched
    where target.id = matched.child_id
    returning target.id`);
  return rowsOf(result);
}

/** Moves linked children to their roster student's class. Returns how many moved. */
export async function followRosterClasses(tx: Db | Tx, unitId: number): Promise<number> {
  const result = await tx.execute(sql`
    update associated_users as child
    set classes_id = student.classes_id
    from roster_students as student
    where child.roster_student_id = student.id
      and child.unit_id = ${unitId}
      and student.unit_id = ${unitId}
      and child.classes_id is distinct from student.classes_id
    returning child.id`);
  return rowsOf(result);
}
