import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClassesScreen from '@/screens/applications/classes/index';
import { keptClasses } from '@/lib/contract/classes';
import { classTree } from '@/lib/contract/school';
import {
  collectMeal,
  servingClasses,
  servingList,
  type ServingChild,
} from '@/lib/contract/serving';
import { saveUser } from '@/lib/session/store';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeKeptClass, makeUser } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';
import { child, classList } from './fixtures';

// A teacher's 取餐登记 (decision 078): the kitchen's serving view from the class card, limited to
// that class: the class list is never asked for, only this class's children.

it("opens the class's own list from the class card and ticks a child", async () => {
  await signIn();
  saveUser(makeUser());
  at('/pages/applications/classes/index');
  const klass = makeKeptClass();
  let children: ServingChild[] = [child(1, '张小明', 'Ordered'), child(3, '王小刚', 'Leave')];
  const asked: number[] = [];
  server.use(
    handle(keptClasses, () => ok([klass])),
    handle(classTree, () => ok([])),
    handle(servingClasses, () => {
      throw new Error('a teacher sees only the class opened');
    }),
    handle(servingList, ({ params, query }) => {
      asked.push(params.classesId);
      return ok({ ...classList(children), ...query, classesId: params.classesId });
    }),
    handle(collectMeal, ({ body }) => {
      children = children.map((c) =>
        c.associatedUserId === body.associatedUserId
          ? { ...c, state: 'Collected', at: '2026-11-26T04:10:00.000Z', source: 'List' }
          : c,
      );
      return ok({
        associatedUserId: body.associatedUserId,
        name: '张小明',
        className: '1班',
        date: body.date,
        diningType: body.diningType,
        mealKind: 'Ordinary',
        collectedAt: '2026-11-26T04:10:00.000Z',
        source: 'List',
      });
    }),
  );
  renderScreen(<ClassesScreen />);
  const card = await screen.findByRole('region', { name: klass.classesName });
  await userEvent.click(within(card).getByRole('button', { name: '取餐登记' }));
  const row = await within(card).findByRole('listitem', { name: '张小明' });
  expect(within(card).getByRole('button', { name: '扫码' })).toBeInTheDocument();
  expect(
    within(within(card).getByRole('listitem', { name: '王小刚' })).getByRole('button', {
      name: '登记 王小刚 已取餐',
    }),
  ).toBeDisabled();
  await userEvent.click(within(row).getByRole('button', { name: '登记 张小明 已取餐' }));
  expect(await within(row).findByText(/已取餐 12:10/)).toBeInTheDocument();
  expect(new Set(asked)).toEqual(new Set([klass.classesId]));
});
