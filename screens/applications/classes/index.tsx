'use client';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import styles from '@/components/order/order.module.css';
import { useClassTree, useKeptClasses } from '@/lib/api/classes';
import type { KeptClass } from '@/lib/contract/classes';
import type { ClassTreeNode } from '@/lib/contract/school';
import { messages } from '@/lib/i18n';
import { ClassCard } from './parts/ClassCard';
import own from './parts/classes.module.css';

interface GradeGroup {
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

/** /pages/applications/classes/index: the classes this person keeps, by grade. */
export default function ClassesScreen() {
  const t = messages();
  const kept = useKeptClasses();
  const classes = kept.data ?? [];
  const tree = useClassTree(classes[0]?.unitId);
  const groups = groupByGrade(classes, tree.data ?? []);
  return (
    <Page title={t.routes.classes}>
      <div className={styles.content}>
        <AsyncState
          isLoading={kept.isLoading}
          error={kept.error}
          onRetry={() => void kept.mutate()}
          serverText={false}
          isEmpty={classes.length === 0}
          emptyText={t.classes.noClasses}
        >
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={group.key}>
              <h2 id={group.key} className={own.group}>
                {group.gradeName}
              </h2>
              {group.classes.map((klass) => (
                <ClassCard key={klass.classesId} klass={klass} />
              ))}
            </section>
          ))}
        </AsyncState>
      </div>
    </Page>
  );
}
