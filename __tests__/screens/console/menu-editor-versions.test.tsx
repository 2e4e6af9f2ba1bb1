import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MenusScreen from '@/screens/admin/menus';
import { staffMe } from '@/lib/contract/admin';
import {
  menuSlot,
  publishWeek,
  saveMenu,
  weekMenus,
  type AdminMenu,
  type MenuSlot,
} from '@/lib/contract/adminMenus';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 063 in the editor: a menu of the week opens with its dishes, weights and allergens; the
// published version and a waiting draft are shown side by side; saving over an existing menu and
// publishing the week each say what they will do and send nothing until 确定.

const KUNG_PAO = { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] } as const;
const RICE = { name: '米饭', weightGrams: 150, allergens: [] };
const SOUP = { name: '紫菜蛋花汤', weightGrams: 200, allergens: null };
const DAY = '2026-12-01';

const WEEK: AdminMenu[] = [
  {
    date: DAY,
    diningType: 'Lunch',
    mealKind: 'Ordinary',
    published: false,
    publishedVersion: 2,
    dishes: [{ ...KUNG_PAO, allergens: [...KUNG_PAO.allergens] }, SOUP],
  },
];
const SLOT: MenuSlot = {
  date: DAY,
  diningType: 'Lunch',
  mealKind: 'Ordinary',
  draft: [{ ...KUNG_PAO, allergens: [...KUNG_PAO.allergens] }, SOUP],
  published: { version: 2, dishes: [{ ...KUNG_PAO, weightGrams: 100, allergens: [] }, RICE] },
};

let saved: unknown[];
let published: unknown[];

beforeEach(async () => {
  await signIn();
  saved = [];
  published = [];
  server.use(
    handle(staffMe, () =>
      ok({
        accountId: 1,
        userName: '周师傅',
        role: 'Kitchen',
        unitId: 1,
        unitName: '阳光实验小学',
      }),
    ),
    handle(weekMenus, ({ query }) => ok(query.monday === '2026-11-30' ? WEEK : [])),
    handle(menuSlot, ({ query }) =>
      query.date === DAY && query.diningType === 'Lunch'
        ? ok(SLOT)
        : fail(404, '未找到', 'NOT_FOUND'),
    ),
    handle(saveMenu, ({ body }) => {
      saved.push(body);
      return ok(null);
    }),
    handle(publishWeek, ({ body }) => {
      published.push(body);
      return ok({ count: 1 });
    }),
  );
});

/** The screen on the week of Monday 2026-11-30 (the week input keeps a Monday typed). */
async function openWeek() {
  renderScreen(<MenusScreen />);
  const week = await screen.findByLabelText('周一日期');
  fireEvent.change(week, { target: { value: '2026-11-30' } });
  await screen.findByText(/2026-12-01 午餐 普通餐/);
}

it('opens a menu of the week with its dishes, and shows the published version beside the draft', async () => {
  await openWeek();
  await userEvent.click(screen.getByRole('button', { name: '编辑 12月1日 午餐 普通餐' }));
  const editor = screen.getByRole('form', { name: '保存草稿' });
  expect(
    within(editor).getByRole('heading', { name: '正在编辑：12月1日 午餐 普通餐' }),
  ).toHaveFocus();
  await waitFor(() => expect(within(editor).getAllByLabelText('菜品')[0]).toHaveValue('宫保鸡丁'));
  expect(within(editor).getAllByLabelText('菜品')[1]).toHaveValue('紫菜蛋花汤');
  expect(
    within(editor)
      .getAllByLabelText('克重')
      .map((input) => (input as HTMLInputElement).value),
  ).toEqual(['120', '200']);
  const allergens = within(editor).getByRole('group', { name: '菜品 1 过敏原' });
  expect(within(allergens).getByRole('checkbox', { name: /花生/ })).toBeChecked();
  expect(within(allergens).getByRole('checkbox', { name: /大豆/ })).toBeChecked();
  expect(within(editor).getByLabelText('日期')).toHaveValue(DAY);

  expect(within(editor).getByRole('heading', { name: '已发布 第 2 版' })).toBeInTheDocument();
  expect(within(editor).getByRole('list', { name: '已发布' })).toHaveTextContent(
    '宫保鸡丁 100g（无）',
  );
  expect(within(editor).getByRole('list', { name: '已发布' })).toHaveTextContent('米饭 150g（无）');
  expect(within(editor).getByRole('heading', { name: '草稿（未发布）' })).toBeInTheDocument();
  expect(within(editor).getByRole('list', { name: '草稿（未发布）' })).toHaveTextContent(
    '紫菜蛋花汤 200g（未登记）',
  );
  expect(editor).toHaveTextContent('新增：紫菜蛋花汤；去掉：米饭；改动：宫保鸡丁');
});

it('asks before saving over the menu, says the published version stays, and 取消 sends nothing', async () => {
  await openWeek();
  await userEvent.click(screen.getByRole('button', { name: '编辑 12月1日 午餐 普通餐' }));
  const editor = screen.getByRole('form', { name: '保存草稿' });
  const grams = await waitFor(() => {
    const input = within(editor).getAllByLabelText('克重')[1]!;
    expect(input).toHaveValue('200');
    return input;
  });
  await userEvent.clear(grams);
  await userEvent.type(grams, '180');
  await userEvent.click(
    within(editor).getByRole('button', { name: '保存草稿 12月1日 午餐 普通餐' }),
  );
  const question = within(editor).getByRole('group', {
    name: '将覆盖 12月1日 午餐 普通餐 的草稿。保存后是草稿，家长看到的仍是已发布的第 2 版，直到发布本周。',
  });
  expect(within(question).getByRole('button', { name: '确定' })).toHaveFocus();
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(saved).toEqual([]);

  await userEvent.click(
    within(editor).getByRole('button', { name: '保存草稿 12月1日 午餐 普通餐' }),
  );
  await userEvent.click(within(editor).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已保存')).toBeInTheDocument();
  expect(saved).toEqual([
    {
      date: DAY,
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      dishes: [
        { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] },
        { name: '紫菜蛋花汤', weightGrams: 180, allergens: null },
      ],
    },
  ]);
});

it('asks before publishing, naming the week and how many menus', async () => {
  await openWeek();
  await userEvent.click(screen.getByRole('button', { name: '发布本周' }));
  const question = screen.getByRole('group', {
    name: '发布 11月30日 至 12月6日 这一周的 1 份菜单？发布后家长即看到新菜单。',
  });
  expect(within(question).getByRole('button', { name: '确定' })).toHaveFocus();
  await userEvent.click(within(question).getByRole('button', { name: '取消' }));
  expect(published).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: '发布本周' }));
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('已发布 1 份菜单')).toBeInTheDocument();
  expect(published).toEqual([{ monday: '2026-11-30' }]);
});

it('choosing a meal with no menu starts empty and saves without asking; choosing one with a menu loads it', async () => {
  await openWeek();
  const editor = screen.getByRole('form', { name: '保存草稿' });
  const date = within(editor).getByLabelText('日期');
  fireEvent.change(date, { target: { value: '2026-12-05' } });
  expect(await within(editor).findByText('该餐次还没有菜单，保存后为草稿')).toBeInTheDocument();
  await userEvent.type(within(editor).getByLabelText('菜品'), '米饭');
  await userEvent.type(within(editor).getByLabelText('克重'), '150');
  await userEvent.click(within(editor).getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByText('已保存')).toBeInTheDocument();
  expect(saved).toEqual([
    {
      date: '2026-12-05',
      diningType: 'Lunch',
      mealKind: 'Ordinary',
      dishes: [{ name: '米饭', weightGrams: 150, allergens: null }],
    },
  ]);

  fireEvent.change(date, { target: { value: DAY } });
  await waitFor(() => expect(within(editor).getAllByLabelText('菜品')[0]).toHaveValue('宫保鸡丁'));
  await userEvent.selectOptions(within(editor).getByLabelText('餐别'), 'Dinner');
  expect(await within(editor).findByText('该餐次还没有菜单，保存后为草稿')).toBeInTheDocument();
  expect(within(editor).getAllByLabelText('菜品')).toHaveLength(1);
  expect(within(editor).getByLabelText('菜品')).toHaveValue('');
});

it('shows a failed read with a retry, and keeps the form locked meanwhile', async () => {
  server.use(handle(menuSlot, () => fail(500, '服务器开小差了', 'INTERNAL')));
  await openWeek();
  const editor = screen.getByRole('form', { name: '保存草稿' });
  expect(await within(editor).findByRole('button', { name: /重试/ })).toBeInTheDocument();
  expect(within(editor).getByLabelText('菜品')).toBeDisabled();
});
