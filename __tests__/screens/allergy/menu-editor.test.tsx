import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuEditor } from '@/screens/admin/parts/MenuEditor';
import { menuSlot, saveMenu } from '@/lib/contract/adminMenus';
import { fail, handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 080: a dish's allergens are picked from the list and sent as codes; left alone they
// are "not recorded" (null), and unticking that with nothing picked means "none" ([]).

beforeEach(async () => {
  // A new slot: nobody has saved this meal yet (decision 063's editor loads existing ones).
  server.use(handle(menuSlot, () => fail(404, '未找到', 'NOT_FOUND')));
  await signIn();
});

it('sends the picked allergens as codes, in the list’s order', async () => {
  const sent: unknown[] = [];
  server.use(
    handle(saveMenu, ({ body }) => {
      sent.push(body);
      return ok({ ...body, published: false, publishedVersion: null });
    }),
  );
  renderScreen(<MenuEditor monday="2026-04-20" onSaved={() => undefined} />);
  await userEvent.type(await screen.findByLabelText('菜品'), '宫保鸡丁');
  await userEvent.type(screen.getByLabelText('克重'), '120');
  const picker = screen.getByRole('group', { name: '菜品 1 过敏原' });
  expect(within(picker).getByRole('checkbox', { name: '未登记' })).toBeChecked();
  await userEvent.click(within(picker).getByRole('checkbox', { name: '未登记' }));
  expect(within(picker).getByText('无')).toBeInTheDocument();
  await userEvent.click(within(picker).getByRole('checkbox', { name: /大豆/ }));
  await userEvent.click(within(picker).getByRole('checkbox', { name: /花生/ }));
  await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    dishes: [{ name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] }],
  });
});
