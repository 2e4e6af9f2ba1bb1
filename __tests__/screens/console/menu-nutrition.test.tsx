import { setLocale } from '@/lib/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MenuEditor } from '@/screens/admin/parts/MenuEditor';
import { menuSlot, saveMenu, type AdminMenu } from '@/lib/contract/adminMenus';
import { MenuFlag } from '@/components/nutrition/MenuTotals';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 081: the kitchen types nutrients per 100 g (folded, optional), sees the meal's totals
// against the WS/T 554-2017 target for the chosen age group while editing, and the week's list
// flags a meal that misses it.

beforeEach(async () => {
  // A new slot: nobody has saved this meal yet (decision 063's editor loads existing ones).
  server.use(handle(menuSlot, () => fail(404, '未找到', 'NOT_FOUND')));
  await signIn();
});

function Editor() {
  const [status, setStatus] = useState('');
  return (
    <>
      <p role="status">{status}</p>
      <MenuEditor monday="2026-04-20" onSaved={setStatus} ageGroup="9-11" />
    </>
  );
}

it('totals the dishes against the target while editing, and sends the nutrients', async () => {
  const sent: unknown[] = [];
  server.use(
    handle(saveMenu, ({ body }) => {
      sent.push(body);
      return ok(null);
    }),
  );
  renderScreen(<Editor />);
  await userEvent.type(await screen.findByLabelText('菜品'), '米饭');
  await userEvent.type(screen.getByLabelText('克重'), '200');
  await userEvent.click(screen.getByText('营养成分（每100克，选填）'));
  await userEvent.type(screen.getByLabelText('能量（千卡）'), '116');
  await userEvent.type(screen.getByLabelText('蛋白质（克）'), '2.6');
  // Lunch for ages 9–11: 37.5% of the mean of 2100 and 1900 kcal = 750 kcal; 232 kcal is below.
  const totals = screen.getByRole('table', { name: '本餐合计与 9–11 岁目标' });
  const energy = within(totals).getByRole('row', { name: /能量/ });
  expect(energy).toHaveTextContent('232 / 750 千卡');
  expect(energy).toHaveTextContent('不足');
  expect(within(totals).getByRole('row', { name: /蛋白质/ })).toHaveTextContent('5.2 / 18.8 克');
  await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByRole('status')).toHaveTextContent('已保存');
  expect(sent).toEqual([
    {
      date: '2026-04-20',
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      dishes: [
        {
          name: '米饭',
          weightGrams: 200,
          allergens: null,
          nutrients: { energyKcal: 116, proteinG: 2.6 },
        },
      ],
    },
  ]);
});

it('refuses a nutrient that is not a number, saying so, without sending', async () => {
  const sent: unknown[] = [];
  server.use(handle(saveMenu, ({ body }) => (sent.push(body), ok(null))));
  renderScreen(<Editor />);
  await userEvent.type(await screen.findByLabelText('菜品'), '米饭');
  await userEvent.type(screen.getByLabelText('克重'), '200');
  await userEvent.click(screen.getByText('营养成分（每100克，选填）'));
  await userEvent.type(screen.getByLabelText('钠（毫克）'), '-3');
  await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByRole('status')).toHaveTextContent('营养数值须为不小于 0 的数字');
  expect(sent).toEqual([]);
});

it("flags a week's meal that misses the target, and one that meets it", () => {
  const dishes = (energyKcal: number): AdminMenu['dishes'] => [
    { name: '面条', weightGrams: 300, allergens: null, nutrients: { energyKcal, proteinG: 7 } },
  ];
  renderScreen(
    <>
      <MenuFlag group="6-8" diningType="Lunch" dishes={dishes(110)} />
      <MenuFlag group="6-8" diningType="Breakfast" dishes={dishes(140)} />
      <MenuFlag group="6-8" diningType="Dinner" dishes={[]} />
    </>,
  );
  // Lunch 6–8: 609.4 kcal target; 330 kcal is below.
  expect(screen.getByText('营养未达标：能量不足')).toBeInTheDocument();
  // Breakfast 6–8: 27.5% of 1625 = 446.9 kcal; 420 kcal is within 90%–110%.
  expect(screen.getByText('营养达标')).toBeInTheDocument();
  expect(screen.getByText('未录入营养')).toBeInTheDocument();
});

it('says in English which nutrient misses, as words', async () => {
  const noodles: AdminMenu['dishes'] = [
    {
      name: '面条',
      weightGrams: 300,
      allergens: null,
      nutrients: { energyKcal: 110, proteinG: 7 },
    },
  ];
  await setLocale('en');
  try {
    renderScreen(<MenuFlag group="6-8" diningType="Lunch" dishes={noodles} />);
    expect(screen.getByText(/^Misses the target: Energy below$/i)).toBeInTheDocument();
  } finally {
    await setLocale('zh-CN');
  }
});
