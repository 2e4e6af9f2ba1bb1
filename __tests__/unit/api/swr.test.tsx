import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { apiKey, revalidateEndpoint, useApi } from '@/lib/api/swr';
import { identities } from '@/lib/contract/user';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { makeIdentity } from '../../setup/factories';
import { freshAt, signIn } from '../../setup/test-utils';

function Names({ ready }: { ready: boolean }) {
  const { data } = useApi(identities, ready ? undefined : null);
  return (
    <div>
      <p>{data ? data.map((identity) => identity.userName).join(',') || 'none' : 'waiting'}</p>
      <button onClick={() => void revalidateEndpoint(identities)}>reload</button>
    </div>
  );
}

const child = (userName: string) => makeIdentity({ userName });

describe('SWR glue', () => {
  beforeEach(async () => {
    await freshAt();
    await signIn();
  });

  it('keys are [path, input]', () => {
    expect(apiKey(identities)).toEqual(['/api/associated/user/identity', undefined]);
  });

  it('waits on a null input, reads through request and revalidates by endpoint', async () => {
    let calls = 0;
    server.use(handle(identities, () => ok([child(`kid${++calls}`)])));
    // The default cache: revalidateEndpoint works on it, as the app's modules do.
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
