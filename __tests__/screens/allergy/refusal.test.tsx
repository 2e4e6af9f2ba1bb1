import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import MealOrderScreen from '@/screens/meal/order';
import type { UnsafeMealRefusal } from '@/lib/contract/allergy';
import { couponsOfUser } from '@/lib/contract/coupon';
import { orderOptions, placeOrder, type PlaceOrderBody } from '@/lib/contract/order';
import { balance } from '@/lib/contract/user';
import { mealMonth } from '@/lib/contract/meal';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeMonth } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 080: ordering a meal that holds the child's verified allergen is refused with 409
// MEAL_UNSAFE_FOR_CHILD; the screen names the dish and the allergen and offers the safe kind.

function refuse(data: UnsafeMealRefusal) {
  return HttpResponse.json(
    {
      success: false,
      code: 'MEAL_UNSAFE_FOR_CHILD',
      message: '3月4日午餐的宫保鸡丁含花生，不能为小明订餐',
      data,
    },
    { status: 409 },
  );
}

beforeEach(async () => {
  at('/pages/meal/order?date=2026-03-04');
  await signIn();
  // The meal calendar tells a day on leave from an ordered one (decision 085): none here.
  server.use(handle(mealMonth, ({ params }) => ok(makeMonth(params.y, params.m, {}, 1))));
  server.use(
    handle(orderOptions, ({ query }) =>
      ok({
        associatedUserId: 101,
        diningType: query.diningType,
        mealKind: query.mealKind ?? 'Ordinary',
        price: 1500,
        dates: [{ date: '2026-03-04', cutOff: '2026-03-03T08:00:00.000Z', status: 'Available' }],
      }),
    ),
    handle(couponsOfUser, () => ok([])),
    handle(balance, () => ok({ myAmount: 0 })),
  );
});

it('names the dish and the allergen and switches to the safe meal kind on request', async () => {
  const bodies: PlaceOrderBody[] = [];
  server.use(
    handle(placeOrder, ({ body }) => {
      bodies.push(body);
      return refuse({
        date: '2026-03-04',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dishes: [{ dish: '宫保鸡丁', allergens: ['PEANUT'] }],
        safeMealKind: 'Muslim',
      });
    }),
  );
  renderScreen(<MealOrderScreen />);
  expect(await screen.findByRole('checkbox', { name: '03-04 周三' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  expect(await screen.findByText(/^这一餐不适合/)).toBeInTheDocument();
  expect(
    screen.getByText(/宫保鸡丁含花生。2026-03-04午餐的菜品含有孩子已核实的过敏原/),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '换清真餐' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: '清真餐' })).toBeChecked());
  expect(bodies).toHaveLength(1);
});

it('only closes when no safe meal kind is offered', async () => {
  server.use(
    handle(placeOrder, () =>
      refuse({
        date: '2026-03-04',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        dishes: [{ dish: '宫保鸡丁', allergens: ['PEANUT', 'SESAME'] }],
        safeMealKind: null,
      }),
    ),
  );
  renderScreen(<MealOrderScreen />);
  await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
  expect(await screen.findByText(/宫保鸡丁含花生、芝麻/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^换/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '知道了' }));
  expect(screen.getByRole('radio', { name: '普通餐' })).toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent('宫保鸡丁含花生');
});
