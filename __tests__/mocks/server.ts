import { setupServer } from 'msw/node';
import { allergyAlerts, allergyProfile, serviceAllergies } from '@/lib/contract/allergy';
import { signInStart } from '@/lib/contract/auth';
import { demoMode } from '@/lib/contract/demo';
import { nutritionWeek } from '@/lib/contract/nutrition';
import { reminderInbox } from '@/lib/contract/reminder';
import { myClosure } from '@/lib/contract/retention';
import { childBirthYear } from '@/lib/contract/user';
import { childMealCollection } from '@/lib/contract/serving';
import { fail, handle, ok } from './handlers';

// Each test adds the handlers it needs with server.use(...), built by handlers.ts from the contract.
// The defaults: the app shell's demo-marker question, answered as a production server would
// not be asked differently (decision 017), the signed-in shell's inbox (empty; decision 068) and
// the real sign-in providers' start, which a server without them refuses.
// Tests of either override it.
export const server = setupServer(
  handle(demoMode, () => ok({ demo: false })),
  handle(reminderInbox, () => ok([])),
  // No real sign-in provider configured (decision 069): the entrances keep their own flows.
  handle(signInStart, () => fail(400, '暂不支持该登录方式', 'PROVIDER_UNAVAILABLE')),
  // Mine's settings ask whether the account asked to be closed (decision 074): by default not.
  handle(myClosure, () => ok(null)),
  // The day screen asks how an ordered meal went at the serving line (decision 078): by default
  // not collected yet and no code to show, so the day's other tests see nothing of it.
  handle(childMealCollection, ({ query }) =>
    ok({ date: query.date, diningType: query.diningType, state: 'Ordered', at: null, code: null }),
  ),
  // Allergy safety (decision 080): by default no standing alert, no declared allergy and nobody
  // to leave anything out for, so the screens that show them read as before.
  handle(allergyAlerts, () => ok([])),
  handle(allergyProfile, () => ok({ associatedUserId: 101, verified: [], versions: [] })),
  handle(serviceAllergies, () => ok([])),
  // The day screen's nutrients ask for the child's week (decision 081): by default no ordered
  // meals, so the day shows the dishes' totals without a target.
  handle(nutritionWeek, ({ query }) =>
    ok({ start: query.start, ageGroup: '6-8', ageFrom: 'grade', meals: [], averages: [] }),
  ),
  // The child's info screen asks for the birth year (decision 081): by default none given.
  handle(childBirthYear, ({ params }) =>
    ok({ associatedUserId: params.associatedUserId, birthYear: null }),
  ),
);
