import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ActivityListScreen from '@/screens/bankcard/activityList';
import {
  actOnRecommendation,
  qualifiedActivities,
  recommendedActivities,
  type BankActivity,
  type RecommendedActivity,
} from '@/lib/contract/bankcard';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, hashNow, renderScreen, signIn } from '../../setup/test-utils';

const OFFER: BankActivity = {
  id: 3,
  unitId: 1,
  unitName: '实验小学',
  bankName: '示范银行',
  title: '校园餐费满减',
  summary: '每月首笔立减 5 元。',
  content: '活动期间每月首笔立减 5 元。',
  requiresBankCard: false,
  startsOn: '2026-02-14',
  endsOn: '2026-05-15',
};

beforeEach(async () => {
  at('/pages/bankcard/activityList');
  await signIn();
});

describe('Bank-card activities', () => {
  it('takes up a recommended activity once and shows it taken up', async () => {
    let recommendation: RecommendedActivity = {
      id: 9,
      associatedUserId: 101,
      activity: OFFER,
      action: null,
      actedAt: null,
    };
    const actions: string[] = [];
    server.use(
      handle(qualifiedActivities, () => ok([OFFER])),
      handle(recommendedActivities, () => ok([recommendation])),
      handle(actOnRecommendation, ({ params }) => {
        actions.push(`${params.id}/${params.recommendId}/${params.action}`);
        recommendation = {
          ...recommendation,
          action: params.action,
          actedAt: '2026-03-16T06:00:00Z',
        };
        return ok(recommendation);
      }),
    );
    renderScreen(<ActivityListScreen />);
    const recommended = await screen.findByRole('region', { name: '为小明推荐' });
    await userEvent.click(within(recommended).getByRole('button', { name: '参加' }));
    expect(await within(recommended).findByRole('status')).toHaveTextContent('已参加');
    expect(within(recommended).queryByRole('button', { name: '参加' })).not.toBeInTheDocument();
    expect(actions).toEqual(['101/9/Accept']);
  });

  it('lists the qualified activities and opens one', async () => {
    server.use(
      handle(qualifiedActivities, () => ok([OFFER])),
      handle(recommendedActivities, () => ok([])),
    );
    renderScreen(<ActivityListScreen />);
    const qualified = await screen.findByRole('region', { name: '可参加的活动' });
    await waitFor(() =>
      expect(within(qualified).getByRole('button', { name: '校园餐费满减' })).toBeInTheDocument(),
    );
    await userEvent.click(within(qualified).getByRole('button', { name: '校园餐费满减' }));
    expect(hashNow()).toBe('#/pages/bankcard/activityDetail?id=3');
  });
});
