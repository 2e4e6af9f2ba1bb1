import { setupServer } from 'msw/node';

// Each test adds the handlers it needs with server.use(...), built by handlers.ts from the contract.
export const server = setupServer();
