import { screen, waitFor } from '@testing-library/react';
import HomeScreen from '@/screens/index/index';
import { serviceBusiness } from '@/lib/contract/business';
import { mealMonth } from '@/lib/contract/meal';
import { bindUser } from '@/lib/contract/user';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { firstChild, makeMonth, makeSetting, secondChild } from '../../setup/factories';
import { at, renderScreen, signIn } from '../../setup/test-utils';

// Home opened with the child switch's `associatedUserId` (or a link that names a child) shows
// that child, not whichever child was stored before (decision 089).

function serve() {
  const askedFor: (string | null)[] = [];
  const bound: number[] = [];
  server.use(
    handle(serviceBusiness, ({ params }) => ok(makeSetting({ diningType: params.diningType }))),
    handle(mealMonth, ({ params, query, request }) => {
      askedFor.push(request.headers.get('associatedUser'));
      return ok(makeMonth(params.y, params.m, {}, 16, query.diningType));
    }),
    handle(bindUser, ({ body }) => {
      bound.push(body.associatedUserId);
      return ok(secondChild);
    }),
  );
  return { askedFor, bound };
}

beforeEach(async () => {
  await signIn([firstChild, secondChild]);
});

describe('Home and the child named in its route', () => {
  it('shows the child the route names and reads that child’s month', async () => {
    const { askedFor, bound } = serve();
    at(`/pages/index/index?associatedUserId=${secondChild.associatedUserId}`);
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: '小红' })).toBeInTheDocument();
    await waitFor(() => expect(askedFor).toContain(String(secondChild.associatedUserId)));
    await waitFor(() => expect(bound).toEqual([secondChild.associatedUserId]));
    expect(screen.queryByRole('heading', { name: '小明' })).not.toBeInTheDocument();
  });

  it('keeps the stored child when the route names a child that is not the account’s', async () => {
    const { askedFor, bound } = serve();
    at('/pages/index/index?associatedUserId=999');
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: '小明' })).toBeInTheDocument();
    await waitFor(() => expect(askedFor).toContain(String(firstChild.associatedUserId)));
    expect(askedFor).not.toContain('999');
    expect(bound).toEqual([]);
  });

  it('keeps the stored child when the route names none', async () => {
    const { bound } = serve();
    at('/pages/index/index');
    renderScreen(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: '小明' })).toBeInTheDocument();
    expect(bound).toEqual([]);
  });
});
