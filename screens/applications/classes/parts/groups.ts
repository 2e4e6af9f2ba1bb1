import type { ClassStudent, KeptClass } from '@/lib/contract/classes';
import type { ClassTreeNode } from '@/lib/contract/school';

export interface GradeGroup {
  key: string;
  gradeName: string;
  classes: KeptClass[];
}

/**
 * Groups the kept classes by grade in the school's own order (its class tree); classes the tree
 * does not hold (another school, or the tree failed to load) follow, grouped by grade name.
 */
export function groupByGrade(kept: KeptClass[], tree: ClassTreeNode[]): GradeGroup[] {
  const placed = new Set<number>();
  const groups: GradeGroup[] = [];
  for (const grade of tree) {
    const ids = new Set(grade.children.map((node) => node.id));
    const classes = kept.filter(
      (klass) => ids.has(klass.classesId) && !placed.has(klass.classesId),
    );
    if (classes.length === 0) continue;
    classes.forEach((klass) => placed.add(klass.classesId));
    groups.push({ key: `grade-${grade.id}`, gradeName: grade.name, classes });
  }
  for (const klass of kept) {
    if (placed.has(klass.classesId)) continue;
    const key = `${klass.unitId}-${klass.gradeName}`;
    const group = groups.find((candidate) => candidate.key === key);
    if (group) group.classes.push(klass);
    else groups.push({ key, gradeName: klass.gradeName, classes: [klass] });
  }
  return groups;
}

/** Each guardian of the class once, with the names of their children in it. */
export function guardiansOf(students: ClassStudent[]) {
  const byGuardian = new Map<number, { id: number; name: string; children: string[] }>();
  for (const student of students) {
    const guardian = byGuardian.get(student.guardianAccountId) ?? {
      id: student.guardianAccountId,
      name: student.guardianName,
      children: [],
    };
    guardian.children.push(student.userName);
    byGuardian.set(guardian.id, guardian);
  }
  return [...byGuardian.values()];
}
