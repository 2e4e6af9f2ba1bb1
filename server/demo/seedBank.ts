import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../domains/db';
import { addDays } from '../core/db/dates';
import { associatedUsers, bankActivities, bankRecommendations } from '../domains/schema';

// The demo bank's activities (decision 044): two at each school (one needs a bound card), and the
// open one recommended to every child of the school. Deterministic: dates from the seed's today.

const ACTIVITIES = [
  {
    bankName: '示范银行',
    title: '校园餐费满减',
    summary: '绑定示范银行卡缴纳餐费，每月首笔立减 5 元。',
    content: '活动期间，使用示范银行借记卡为孩子缴纳餐费，每月首笔立减 5 元，每户每月限一次。',
    requiresBankCard: false,
  },
  {
    bankName: '示范银行',
    title: '持卡家长充值礼',
    summary: '已绑定银行卡的家长充值满 200 元赠 10 元餐费。',
    content:
      '已在本应用绑定示范银行卡的家长，单笔充值满 200 元，赠送 10 元餐费，赠送金额计入余额。',
    requiresBankCard: true,
  },
] as const;

export async function seedBankActivities(tx: Tx, unitIds: number[], today: string): Promise<void> {
  for (const unitId of unitIds) {
    const inserted = await tx
      .insert(bankActivities)
      .values(
        ACTIVITIES.map((activity) => ({
          ...activity,
          unitId,
          startsOn: addDays(today, -30),
          endsOn: addDays(today, 60),
        })),
      )
      .returning({ id: bankActivities.id, requiresBankCard: bankActivities.requiresBankCard });
    const open = inserted.find((row) => !row.requiresBankCard)!;
    const children = await tx
      .select({ id: associatedUsers.id })
      .from(associatedUsers)
      .where(
        and(eq(associatedUsers.unitId, unitId), inArray(associatedUsers.userTypes, ['Student'])),
      );
    if (children.length === 0) continue;
    await tx
      .insert(bankRecommendations)
      .values(children.map((child) => ({ activityId: open.id, associatedUserId: child.id })));
  }
}
