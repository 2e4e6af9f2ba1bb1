import { setupServer } from 'msw/node';
import { demoMode } from '@/lib/contract/demo';
import { unseenReminders } from '@/lib/contract/reminder';
import { handle, ok } from './handlers';

// Each test adds the handlers it needs with server.use(...), built by handlers.ts from the contract.
// The defaults: the app shell's demo-marker question, answered as a production server would
// not be asked differently (decision 017), and the signed-in shell's question for reminders no
// device was pushed (none; decision 042). Tests of either override it.
export const server = setupServer(
  handle(demoMode, () => ok({ demo: false })),
  handle(unseenReminders, () => ok([])),
);
