import { setupServer } from 'msw/node';
import { demoMode } from '@/lib/contract/demo';
import { handle, ok } from './handlers';

// Each test adds the handlers it needs with server.use(...), built by handlers.ts from the contract.
// The one default: the app shell's demo-marker question, answered as a production server would
// not be asked differently (decision 017); tests of the marker override it.
export const server = setupServer(handle(demoMode, () => ok({ demo: false })));
