import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { keyStartsWith, revalidate, useApi } from '@/lib/api/swr';
import { userKeys } from '@/lib/api/user';
import { identities } from '@/lib/contract/user';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeIdentity } from '../../setup/factories';
import { freshAt, signIn } from '../../setup/test-utils';

function Names({ ready }: { ready: boolean }) {
  const { data } = useApi(ready ? userKeys.identities() : null, identities);
  return (
    <div>
      <p>{data ? data.map((identity) => identity.userName).join(',') || 'none' : 'waiting'}</p>
      <button onClick={() => void revalidate(userKeys.all())}>reload</button>
    </div>
  );
}

const child = (userName: string) => makeIdentity({ userName });

describe('SWR glue', () => {
  beforeEach(async () => {
    await freshAt();
    await signIn();
  });

  it('keys are [domain, ...parts]; a prefix matches its domain or a branch of it', () => {
    expect(userKeys.identities()).toEqual(['user', 'identities']);
    expect(keyStartsWith(['meal', '11', 'month', 2026, 3, 'Lunch'], ['meal', '11'])).toBe(true);
    expect(keyStartsWith(['meal', '12', 'month'], ['meal', '11'])).toBe(false);
    expect(keyStartsWith(['meal'], ['meal', '11'])).toBe(false);
    expect(keyStartsWith('meal', ['meal'])).toBe(false);
  });

  it("waits on a null key, reads through request and revalidates through the domain's key", async () => {
    let calls = 0;
    server.use(handle(identities, () => ok([child(`kid${++calls}`)])));
    // The default cache: revalidate works on it, as the app's modules do.
    const { rerender } = render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <Names ready={false} />
      </SWRConfig>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(calls).toBe(0);
    rerender(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <Names ready />
      </SWRConfig>,
    );
    expect(await screen.findByText('kid1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    await waitFor(() => expect(screen.getByText('kid2')).toBeInTheDocument());
  });
});
