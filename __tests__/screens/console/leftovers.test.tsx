import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeftoversScreen from '@/screens/admin/leftovers';
import { staffMe } from '@/lib/contract/admin';
import type { InputOf } from '@/lib/contract/core';
import {
  saveLeftovers,
  serviceLeftovers,
  servingClasses,
  type ServiceLeftovers,
} from '@/lib/contract/serving';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Decision 078: after a service the kitchen records, per dish, what was prepared and what came
// back (portions, or kilograms sent as grams), and per class what was left on the plates.

type Body = InputOf<typeof saveLeftovers>['body'];

const EMPTY: ServiceLeftovers = {
  date: '2026-03-19',
  diningType: 'Lunch',
  dishes: [],
  plates: [],
  menuDishes: [
    { mealKind: 'Ordinary', dishName: '番茄炒蛋', weightGrams: 120 },
    { mealKind: 'Ordinary', dishName: '米饭', weightGrams: 150 },
    { mealKind: 'Muslim', dishName: '清炖牛肉', weightGrams: 130 },
  ],
};

let sent: Body[];

beforeEach(async () => {
  await signIn();
  sent = [];
  at('/pages/admin/leftovers?date=2026-03-19&diningType=Lunch');
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 2,
        userName: '周师傅',
        role: 'Kitchen',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
    handle(serviceLeftovers, () => ok(EMPTY)),
    handle(saveLeftovers, ({ body }) => {
      sent.push(body);
      return ok({
        ...EMPTY,
        dishes: body.dishes,
        plates: body.plates.map((plate) => ({ ...plate, className: '三年级1班' })),
      });
    }),
    handle(servingClasses, () =>
      ok({
        date: '2026-03-19',
        diningType: 'Lunch',
        serveEndAt: '2026-03-19T05:00:00.000Z',
        classes: [
          {
            classesId: 21,
            gradeName: '三年级',
            className: '三年级1班',
            counts: { expected: 30, collected: 28, missed: 2, leave: 0 },
          },
        ],
      }),
    ),
  );
});

async function dishesSection() {
  return screen.findByRole('region', { name: '菜品剩余' });
}

it('fills one row per dish of the published menu, and sends kilograms as whole grams', async () => {
  renderScreen(<LeftoversScreen />);
  const section = await dishesSection();
  const names = within(section)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(names).toEqual(['番茄炒蛋', '米饭', '清炖牛肉']);
  await userEvent.selectOptions(within(section).getByLabelText('米饭 单位'), '千克');
  await userEvent.type(within(section).getByLabelText('米饭 准备量'), '12.5');
  await userEvent.type(within(section).getByLabelText('米饭 剩余量'), '1.25');
  await userEvent.type(within(section).getByLabelText('番茄炒蛋 准备量'), '30');
  await userEvent.type(within(section).getByLabelText('番茄炒蛋 剩余量'), '4');
  await userEvent.click(screen.getByRole('button', { name: '保存登记' }));
  expect(await screen.findByText('剩餐已登记')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      date: '2026-03-19',
      diningType: 'Lunch',
      dishes: [
        { mealKind: 'Ordinary', dishName: '番茄炒蛋', unit: 'Portion', prepared: 30, returned: 4 },
        { mealKind: 'Ordinary', dishName: '米饭', unit: 'Gram', prepared: 12500, returned: 1250 },
      ],
      plates: [],
    },
  ]);
});

it('refuses more coming back than was prepared, inline and before sending', async () => {
  renderScreen(<LeftoversScreen />);
  const section = await dishesSection();
  await userEvent.type(within(section).getByLabelText('番茄炒蛋 准备量'), '10');
  const returned = within(section).getByLabelText('番茄炒蛋 剩余量');
  await userEvent.type(returned, '12');
  expect(returned).toHaveAttribute('aria-invalid', 'true');
  expect(returned).toHaveAccessibleDescription('剩余量不能大于准备量');
  await userEvent.type(within(section).getByLabelText('米饭 准备量'), '2.5');
  expect(within(section).getByLabelText('米饭 准备量')).toHaveAccessibleDescription(
    '请输入整数份数',
  );
  await userEvent.click(screen.getByRole('button', { name: '保存登记' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('请先改正标出的数字，再保存');
  expect(sent).toEqual([]);
});

it("says the server's refusal by its code, in the user's words", async () => {
  server.use(handle(saveLeftovers, () => fail(400, 'future', 'LEFTOVERS_FUTURE')));
  renderScreen(<LeftoversScreen />);
  const section = await dishesSection();
  await userEvent.type(within(section).getByLabelText('米饭 准备量'), '40');
  await userEvent.type(within(section).getByLabelText('米饭 剩余量'), '0');
  await userEvent.click(screen.getByRole('button', { name: '保存登记' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('这一餐还没有开餐，开餐后再登记剩餐');
});

it('an empty form is not sent', async () => {
  renderScreen(<LeftoversScreen />);
  await dishesSection();
  await userEvent.click(screen.getByRole('button', { name: '保存登记' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('请至少登记一道菜或一个班的剩餐');
  expect(sent).toEqual([]);
});

it('loads what was recorded back for editing, and records plates weighed per class', async () => {
  server.use(
    handle(serviceLeftovers, () =>
      ok({
        ...EMPTY,
        dishes: [
          { mealKind: 'Ordinary', dishName: '米饭', unit: 'Gram', prepared: 12500, returned: 900 },
        ],
        plates: [{ classesId: 21, grams: 1500, className: '三年级1班' }],
      }),
    ),
  );
  renderScreen(<LeftoversScreen />);
  const section = await dishesSection();
  expect(screen.getByText('已登记，可修改后再次保存')).toBeInTheDocument();
  expect(within(section).getByLabelText('米饭 单位')).toHaveDisplayValue('千克');
  expect(within(section).getByLabelText('米饭 准备量')).toHaveValue('12.5');
  expect(within(section).getByLabelText('米饭 剩余量')).toHaveValue('0.9');
  const plate = await screen.findByLabelText('三年级1班 餐盘剩余（千克）');
  expect(plate).toHaveValue('1.5');
  await userEvent.clear(plate);
  await userEvent.type(plate, '3.2');
  await userEvent.click(screen.getByRole('button', { name: '保存登记' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.dishes).toEqual([
    { mealKind: 'Ordinary', dishName: '米饭', unit: 'Gram', prepared: 12500, returned: 900 },
  ]);
  expect(sent[0]?.plates).toEqual([{ classesId: 21, grams: 3200 }]);
});
