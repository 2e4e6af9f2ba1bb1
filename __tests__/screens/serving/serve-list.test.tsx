import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ServeScreen from '@/screens/admin/serve';
import {
  collectMeal,
  servingClasses,
  servingList,
  undoCollection,
  type ServingChild,
} from '@/lib/contract/serving';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen } from '../../setup/test-utils';
import { AT_1205, DATE, child, classList, countsOf, signInKitchen } from './fixtures';

// The kitchen's serving list (decision 078): classes with counts, a class's children to tick,
// leave and no order flagged with the reason and never counted, undo asked twice.

let children: ServingChild[];
const collected: unknown[] = [];
const undone: unknown[] = [];

beforeEach(async () => {
  collected.length = 0;
  undone.length = 0;
  children = [
    child(1, '张小明', 'Ordered'),
    child(2, '李小红', 'Collected', AT_1205),
    child(3, '王小刚', 'Leave'),
    child(4, '赵小丽', 'NotOrdered'),
  ];
  await signInKitchen();
  at(`/pages/admin/serve?date=${DATE}&diningType=Lunch`);
  server.use(
    handle(servingClasses, ({ query }) =>
      ok({
        date: query.date,
        diningType: query.diningType,
        serveEndAt: '2026-11-26T05:00:00.000Z',
        classes: [
          { classesId: 31, gradeName: '三年级', className: '1班', counts: countsOf(children) },
        ],
      }),
    ),
    handle(servingList, ({ params }) => {
      expect(params.classesId).toBe(31);
      return ok(classList(children));
    }),
    handle(collectMeal, ({ body, request }) => {
      collected.push({ body, key: request.headers.get('Idempotency-Key') });
      children = children.map((c) =>
        c.associatedUserId === body.associatedUserId
          ? { ...c, state: 'Collected', at: '2026-11-26T04:07:00.000Z', source: 'List' }
          : c,
      );
      return ok({
        associatedUserId: body.associatedUserId,
        name: '张小明',
        className: '1班',
        date: body.date,
        diningType: body.diningType,
        mealKind: 'Ordinary',
        collectedAt: '2026-11-26T04:07:00.000Z',
        source: 'List',
      });
    }),
    handle(undoCollection, ({ body }) => {
      undone.push(body);
      children = children.map((c) =>
        c.associatedUserId === body.associatedUserId
          ? { ...c, state: 'Ordered', at: null, source: null }
          : c,
      );
      return ok({ associatedUserId: body.associatedUserId, state: 'Ordered' });
    }),
  );
});

async function openClass() {
  renderScreen(<ServeScreen />);
  await userEvent.click(await screen.findByRole('button', { name: /三年级 1班.*应取 2 · 已取 1/ }));
  return screen.findByRole('listitem', { name: '张小明' });
}

it('shows the classes with their counts and ticks a child collected', async () => {
  const row = await openClass();
  expect(within(row).getByText(/待取餐/)).toBeInTheDocument();
  expect(screen.getByText('应取 2，已取 1，未取 0，请假 1')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: '登记 张小明 已取餐' }));
  expect(await screen.findByText('张小明 已取餐')).toBeInTheDocument();
  expect(await within(row).findByText(/已取餐 12:07/)).toBeInTheDocument();
  expect(screen.getByText('应取 2，已取 2，未取 0，请假 1')).toBeInTheDocument();
  expect(collected).toEqual([
    {
      body: { associatedUserId: 1, date: DATE, diningType: 'Lunch' },
      key: expect.stringMatching(/[0-9a-f-]{36}/),
    },
  ]);
});

it('flags a child on leave and one without an order, with the reason, and never ticks them', async () => {
  await openClass();
  const leave = screen.getByRole('listitem', { name: '王小刚' });
  expect(within(leave).getByText(/请假，不取餐/)).toBeInTheDocument();
  const leaveTick = within(leave).getByRole('button', { name: '登记 王小刚 已取餐' });
  expect(leaveTick).toBeDisabled();
  expect(leaveTick).toHaveAccessibleDescription(/请假，不取餐/);
  const none = screen.getByRole('listitem', { name: '赵小丽' });
  const noneTick = within(none).getByRole('button', { name: '登记 赵小丽 已取餐' });
  expect(noneTick).toBeDisabled();
  expect(noneTick).toHaveAccessibleDescription(/未订餐，不能登记/);
  expect(collected).toEqual([]);
});

it('undoes a mistaken tick only after a confirmation', async () => {
  await openClass();
  const row = screen.getByRole('listitem', { name: '李小红' });
  expect(within(row).getByText(/已取餐 12:05/)).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: '撤销 李小红 的取餐登记' }));
  const ask = within(row).getByRole('group', { name: '撤销取餐登记' });
  expect(
    within(ask).getByText('确定撤销 李小红 的取餐登记吗？撤销后该餐记为待取餐。'),
  ).toBeInTheDocument();
  await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
  expect(undone).toEqual([]);
  await userEvent.click(within(row).getByRole('button', { name: '撤销 李小红 的取餐登记' }));
  await userEvent.click(within(row).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已撤销 李小红 的取餐登记')).toBeInTheDocument();
  await waitFor(() => expect(within(row).getByText(/待取餐/)).toBeInTheDocument());
  expect(undone).toEqual([{ associatedUserId: 2, date: DATE, diningType: 'Lunch' }]);
});

it("a tick the server refuses says why, by its code, in the user's language", async () => {
  server.use(handle(collectMeal, () => fail(409, '已于 12:05 取餐', 'ALREADY_COLLECTED')));
  const row = await openClass();
  await userEvent.click(within(row).getByRole('button', { name: '登记 张小明 已取餐' }));
  expect(await screen.findByText('张小明：已于 12:05 取餐，不能重复取餐')).toBeInTheDocument();
});
