import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { apiKey, revalidateEndpoint, useApi } from '@/lib/api/swr';
import { identities } from '@/lib/contract/user';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { freshApp, logIn } from '../session/fixtures';

function Names({ ready }: { ready: boolean }) {
  const { data } = useApi(identities, ready ? undefined : null);
  return (
    <div>
      <p>{data ? data.map((identity) => identity.userName).join(',') || 'none' : 'waiting'}</p>
      <button onClick={() => void revalidateEndpoint(identities)}>reload</button>
    </div>
  );
}

const child = (userName: string) => ({
  userId: 1,
  userName,
  associatedUserId: 11,
  gender: 'Male' as const,
  headerUrl: null,
  userTypes: 'Student',
  unitId: 7,
  unitName: 'School',
  mobile: null,
  gradeId: null,
  gradeName: null,
  gradeNumber: null,
  classesId: null,
  classesName: null,
  classesNumber: null,
  updatePassword: true,
  loginNumber: 1,
  openId: null,
  openIdNo: null,
});

describe('SWR glue', () => {
  beforeEach(async () => {
    await freshApp();
    await logIn();
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
