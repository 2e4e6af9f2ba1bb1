import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { settleSessionEnd } from '@/lib/api/client';
import { hideAllFeedback } from '@/lib/platform/feedback';
import { server } from '../mocks/server';

// The suite runs on two busy cores beside the server tests; a first lazy import (react-vant's
// Toast, a screen chunk) can take over a second to transform. Three seconds keeps waits honest.
configure({ asyncUtilTimeout: 3000 });

// A test that logs an error or makes a request nobody answers has a bug; make it fail.
let consoleErrors: unknown[][] = [];
const originalError = console.error;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
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
  console.error = originalError;
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called:\n${consoleErrors.map((a) => a.join(' ')).join('\n')}`,
    );
  }
});
afterAll(() => server.close());
