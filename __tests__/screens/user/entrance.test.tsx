import { render, waitFor } from '@testing-library/react';
import { clear, set } from 'idb-keyval';
import { startRouter } from '@/lib/router/location';
import { SESSION_SCHEMA_VERSION, STORAGE_KEYS } from '@/lib/session/schema';
import { clearSession } from '@/lib/session/store';
import EntranceScreen from '@/screens/entrance/index';

beforeEach(async () => {
  await clearSession();
  await clear();
  window.history.replaceState(null, '', '/#/pages/entrance/index');
  startRouter();
});

describe('Entrance', () => {
  it('restores a stored login and opens the home tab', async () => {
    await set(STORAGE_KEYS.version, SESSION_SCHEMA_VERSION);
    await set(STORAGE_KEYS.token, { accessToken: 'kept', expiresAt: Date.now() + 60_000 });
    render(<EntranceScreen />);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/index/index'));
  });

  it('sends a visitor without a token to the login page', async () => {
    render(<EntranceScreen />);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
  });

  it('treats an expired stored token as logged out', async () => {
    await set(STORAGE_KEYS.version, SESSION_SCHEMA_VERSION);
    await set(STORAGE_KEYS.token, { accessToken: 'old', expiresAt: Date.now() - 1 });
    render(<EntranceScreen />);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
  });
});
