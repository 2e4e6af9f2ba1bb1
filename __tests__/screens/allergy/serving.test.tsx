import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClassesScreen from '@/screens/applications/classes/index';
import { keptClasses } from '@/lib/contract/classes';
import { classTree } from '@/lib/contract/school';
import { servingList, type ServingChild } from '@/lib/contract/serving';
import { saveUser } from '@/lib/session/store';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeKeptClass, makeUser } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';
import { child, classList } from '../serving/fixtures';

// Decision 080: the teachers' 取餐登记 names the allergens of a child who has any (the names
// only: severity, notes and the doctor's note stay with the school).

it('shows which children have allergies today, by the allergens’ names', async () => {
  await signIn();
  saveUser(makeUser());
  at('/pages/applications/classes/index');
  const klass = makeKeptClass();
  const children: ServingChild[] = [
    { ...child(1, '张小明', 'Ordered'), allergies: ['PEANUT', 'MILK'] },
    child(2, '李小红', 'Ordered'),
  ];
  server.use(
    handle(keptClasses, () => ok([klass])),
    handle(classTree, () => ok([])),
    handle(servingList, ({ params, query }) =>
      ok({ ...classList(children), ...query, classesId: params.classesId }),
    ),
  );
  renderScreen(<ClassesScreen />);
  const card = await screen.findByRole('region', { name: klass.classesName });
  await userEvent.click(within(card).getByRole('button', { name: '取餐登记' }));
  const row = await within(card).findByRole('listitem', { name: '张小明' });
  expect(within(row).getByText(/过敏：花生、乳及乳制品/)).toBeInTheDocument();
  expect(within(card).getByRole('listitem', { name: '李小红' })).not.toHaveTextContent('过敏');
});
