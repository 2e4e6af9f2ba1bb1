import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MenuEditor } from '@/screens/admin/parts/MenuEditor';
import { menuSlot, saveMenu } from '@/lib/contract/adminMenus';
import { fail, handle } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderScreen, signIn } from '../../setup/test-utils';

// Decision 063: 保存草稿 with an empty form is refused by the server, and the editor says what is
// missing instead of 已保存; any other refusal shows the server's own words.

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
      <MenuEditor monday="2026-04-20" onSaved={setStatus} />
    </>
  );
}

it('says what is missing when an empty draft is refused, never 已保存', async () => {
  const sent: unknown[] = [];
  server.use(
    handle(saveMenu, ({ body }) => {
      sent.push(body);
      return fail(400, '草稿未保存：请至少填写一道菜的菜名和克重', 'MENU_INCOMPLETE');
    }),
  );
  renderScreen(<Editor />);
  await userEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '草稿未保存：请至少填写一道菜的菜名和克重',
  );
  expect(screen.getByRole('status')).not.toHaveTextContent('已保存');
  expect(sent).toEqual([
    { date: '2026-04-20', diningType: 'Lunch', mealKind: 'Ordinary', dishes: [] },
  ]);
});

it("shows the server's message for another refusal", async () => {
  server.use(handle(saveMenu, () => fail(400, '参数无效：dishes.0.name', 'INVALID_INPUT')));
  renderScreen(<Editor />);
  await userEvent.type(await screen.findByLabelText('菜品'), '米饭');
  await userEvent.type(screen.getByLabelText('克重'), '150');
  await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByRole('status')).toHaveTextContent('参数无效：dishes.0.name');
});
