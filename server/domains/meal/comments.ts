import { and, eq } from 'drizzle-orm';
import type { DiningType } from '../../../lib/contract/enums';
import type { MealComment, MealCommentItem } from '../../../lib/contract/meal';
import type { Db, Tx } from '../db';
import { mealComments } from '../schema';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { Child, MealAxisService } from './axis';
import { assertFunctionOn, slotKey } from '../school';

// Ratings of served meals: the indicators, the rule (once per child, date and dining type, only
// for a served and paid meal) and the stored answers.

/** The indicators every school rates with (ids are stable: answers refer to them). */
export const COMMENT_ITEMS: readonly MealCommentItem[] = [
  {
    id: 1,
    mealCommentItemType: 'Star',
    title: '总体评价',
    mealCommentIndices: [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `${n}星`, isActive: false })),
    content: null,
  },
  {
    id: 2,
    mealCommentItemType: 'Choice',
    title: '口味',
    mealCommentIndices: ['偏咸', '偏淡', '适中', '偏油'].map((name, i) => ({
      id: 11 + i,
      name,
      isActive: false,
    })),
    content: null,
  },
  {
    id: 3,
    mealCommentItemType: 'Choice',
    title: '分量',
    mealCommentIndices: ['偏少', '刚好', '偏多'].map((name, i) => ({
      id: 21 + i,
      name,
      isActive: false,
    })),
    content: null,
  },
  { id: 4, mealCommentItemType: 'Input', title: '其他意见', mealCommentIndices: [], content: null },
];

type Answer = { itemId: number; indexIds: number[]; content?: string };

/** Checks answers against the indicators; returns them normalised (no duplicates). */
function checkAnswers(answers: Answer[]): Answer[] {
  const seen = new Set<number>();
  const result: Answer[] = [];
  for (const answer of answers) {
    const item = COMMENT_ITEMS.find((candidate) => candidate.id === answer.itemId);
    if (!item || seen.has(item.id))
      throw new DomainError('INVALID_INPUT', serverMessages.unknownIndex);
    seen.add(item.id);
    const indexIds = [...new Set(answer.indexIds)];
    const valid = new Set(item.mealCommentIndices.map((index) => index.id));
    if (indexIds.some((id) => !valid.has(id)))
      throw new DomainError('INVALID_INPUT', serverMessages.unknownIndex);
    if (item.mealCommentItemType === 'Star' && indexIds.length > 1) {
      throw new DomainError('INVALID_INPUT', serverMessages.unknownIndex);
    }
    const content =
      item.mealCommentItemType === 'Input' ? answer.content?.trim() || undefined : undefined;
    result.push({ itemId: item.id, indexIds, ...(content ? { content } : {}) });
  }
  const overall = result.find((answer) => answer.itemId === 1);
  if (!overall || overall.indexIds.length !== 1) {
    throw new DomainError('INVALID_INPUT', serverMessages.overallRequired);
  }
  return result;
}

function toComment(row: typeof mealComments.$inferSelect): MealComment {
  const byItem = new Map(row.answers.map((answer) => [answer.itemId, answer]));
  return {
    id: row.id,
    mealsDate: row.mealsDate,
    diningType: row.diningType,
    createdAt: row.createdAt.toISOString(),
    items: COMMENT_ITEMS.map((item) => {
      const answer = byItem.get(item.id);
      return {
        ...item,
        content: answer?.content ?? null,
        mealCommentIndices: item.mealCommentIndices.map((index) => ({
          ...index,
          isActive: answer?.indexIds.includes(index.id) ?? false,
        })),
      };
    }),
  };
}

/** Postgres unique violation, as PGlite and pg report it. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}

export function createMealComments(db: Db, axis: MealAxisService) {
  async function find(
    child: Child,
    date: string,
    diningType: DiningType,
  ): Promise<MealComment | null> {
    const [row] = await db
      .select()
      .from(mealComments)
      .where(
        and(
          eq(mealComments.associatedUserId, child.id),
          eq(mealComments.mealsDate, date),
          eq(mealComments.diningType, diningType),
        ),
      )
      .limit(1);
    return row ? toComment(row) : null;
  }

  async function rate(
    child: Child,
    date: string,
    diningType: DiningType,
    answers: Answer[],
    /** The idempotent route's transaction: the rating and its recorded answer commit together. */
    executor: Db | Tx = db,
  ): Promise<MealComment> {
    const checked = checkAnswers(answers);
    // The school's evaluate switch (decision 065): a hidden button is not a closed door.
    await assertFunctionOn(executor, child.unitId, diningType, 'evaluate');
    const cells = await axis.derive(child, date, date, [diningType], executor);
    const status = cells.get(slotKey(date, diningType))?.status;
    if (status === 'Evaluate') throw new DomainError('ALREADY_RATED', serverMessages.alreadyRated);
    if (status !== 'Meals') throw new DomainError('NOT_SERVED', serverMessages.notServed);
    try {
      const [row] = await executor
        .insert(mealComments)
        .values({
          accountId: child.accountId,
          associatedUserId: child.id,
          mealsDate: date,
          diningType,
          answers: checked,
        })
        .returning();
      return toComment(row!);
    } catch (error) {
      // Two taps at once: the unique index lets only the first through.
      if (isUniqueViolation(error))
        throw new DomainError('ALREADY_RATED', serverMessages.alreadyRated);
      throw error;
    }
  }

  return { items: (): MealCommentItem[] => [...COMMENT_ITEMS], find, rate };
}
export type MealCommentsService = ReturnType<typeof createMealComments>;
