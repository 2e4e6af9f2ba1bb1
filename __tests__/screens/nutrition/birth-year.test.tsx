import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterInfoScreen from '@/screens/register/Info';
import { loadCurrentUser, loadIdentities } from '@/lib/api/userLoaders';
import { classesOfGrade, gradesOfUnit } from '@/lib/contract/school';
import { childBirthYear, setChildBirthYear } from '@/lib/contract/user';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// The child's birth year on the child's info screen (decision 081).

beforeEach(async () => {
  at('/pages/register/Info');
  await signIn();
  server.use(
    handle(gradesOfUnit, () => ok([])),
    handle(classesOfGrade, () => ok([])),
  );
  await Promise.all([loadIdentities(), loadCurrentUser()]);
});

it("sets the selected child's birth year, and clears it", async () => {
  const sent: (number | null)[] = [];
  let stored: number | null = 2017;
  server.use(
    handle(childBirthYear, ({ params }) =>
      ok({ associatedUserId: params.associatedUserId, birthYear: stored }),
    ),
    handle(setChildBirthYear, ({ body }) => {
      sent.push(body.birthYear);
      stored = body.birthYear;
      return ok({ associatedUserId: body.associatedUserId, birthYear: body.birthYear });
    }),
  );
  renderScreen(<RegisterInfoScreen />);
  const field = await screen.findByLabelText('出生年份');
  await waitFor(() => expect(field).toHaveValue('2017'));
  await userEvent.selectOptions(field, '2016');
  expect(await screen.findByText('已保存出生年份')).toBeInTheDocument();
  await userEvent.selectOptions(field, '');
  await waitFor(() => expect(sent).toEqual([2016, null]));
  expect(sent).toHaveLength(2);
});
