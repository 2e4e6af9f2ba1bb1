import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { mutate } from 'swr';
import { settleSessionEnd } from '@/lib/api/client';
import { clearUploadOptionsCache } from '@/lib/api/upload';
import { hideAllFeedback } from '@/lib/platform/feedback';
import { clearSession } from '@/lib/session/store';
import { resetLoginStatus } from '@/lib/user/loginStatus';
import { server } from '../mocks/server';
import { refreshOutbox } from '@/lib/outbox/outbox';
import { clearOutboxStorage } from '@/lib/outbox/storage';

// The suite runs on two busy cores beside the server tests, and CI machines can be busier still
// (a load of 20 on two cores took a first lazy import and a toast past three seconds). A wait
// ends as soon as what it waits for is true, so a long bound costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

// A test that logs an error or makes a request nobody answers has a bug; make it fail.
let consoleErrors: unknown[][] = [];
const originalError = console.error;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Screen tests show toasts and dialogs, which render in their own React root outside
// testing-library's act() and close on their own timers: act warnings are off there, and the
// screens' own updates are awaited through findBy and waitFor. Unit tests keep them on.
const screenTest = /[\\/]__tests__[\\/]screens[\\/]/;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = !screenTest.test(expect.getState().testPath ?? '');
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
});
afterEach(async () => {
  // A session end one test started (a 401's toast, then logout 1500 ms later) must not fire in
  // the next test: drop it if it is still waiting, let it finish if it is running.
  await act(async () => {
    await settleSessionEnd();
  });
  // Toasts and dialogs live in their own roots outside the rendered tree; each test starts clean.
  await act(async () => {
    hideAllFeedback();
    await Promise.resolve();
  });
  server.resetHandlers();
  // Nothing a test left behind reaches the next: session (memory and IndexedDB), the global SWR
  // cache (screens rendered outside renderScreen's own cache), the login status, module caches.
  await act(async () => {
    await clearSession();
    await clear();
    // The outbox's own database, and its in-memory list (empty once signed out).
    await clearOutboxStorage();
    await refreshOutbox();
    await mutate(() => true, undefined, { revalidate: false });
  });
  resetLoginStatus();
  clearUploadOptionsCache();
  console.error = originalError;
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called:\n${consoleErrors.map((a) => a.join(' ')).join('\n')}`,
    );
  }
});
afterAll(() => server.close());
