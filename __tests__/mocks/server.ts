import { setupServer } from 'msw/node';
import { demoMode } from '@/lib/contract/demo';
import { reminderInbox } from '@/lib/contract/reminder';
import { myClosure } from '@/lib/contract/retention';
import { handle, ok } from './handlers';

// Each test adds the handlers it needs with server.use(...), built by handlers.ts from the contract.
// The defaults: the app shell's demo-marker question, answered as a production server would
// not be asked differently (decision 017), and the signed-in shell's inbox (empty; decision 068).
// Tests of either override it.
export const server = setupServer(
  handle(demoMode, () => ok({ demo: false })),
  handle(reminderInbox, () => ok([])),
  // Mine's settings ask whether the account asked to be closed (decision 074): by default not.
  handle(myClosure, () => ok(null)),
);
