import '@testing-library/jest-dom';
import { server } from '../mocks/server';

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
afterEach(() => {
  server.resetHandlers();
  console.error = originalError;
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.map((a) => a.join(' ')).join('\n')}`);
  }
});
afterAll(() => server.close());
