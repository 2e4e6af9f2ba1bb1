import { http, type Answer, type Guardian, type Recorder } from './client';

// The school-gate journey (decision 041's scenario): sign in, open home, order the next open lunch
// (or dinner, breakfast), pay in the sandbox and see it paid. `undo` then unsubscribes the order,
// so a soak can repeat the journey all day on the demo school's few children.

const DINING = ['Lunch', 'Dinner', 'Breakfast'];
let sequence = 0;

export type JourneyResult = 'paid' | 'nothing_open' | 'failed';

export async function gateJourney(
  origin: string,
  guardian: Guardian,
  recorder: Recorder,
  options: { undo: boolean; dining?: string[] },
): Promise<JourneyResult> {
  const n = ++sequence;
  const step = <T>(name: string, answer: Promise<Answer<T>>) =>
    answer.then((a) => recorder.record(name, a) as Answer<T>);
  const login = await step(
    'login',
    http(origin, '/login?client_id=canteen-web', {
      basic: true,
      form: new URLSearchParams({
        username: guardian.username,
        password: 'Demo@2026',
        grant_type: 'password',
      }).toString(),
    }),
  );
  const token = (login.body as unknown as { access_token?: string } | undefined)?.access_token;
  if (!token) return 'failed';
  const now = new Date();
  await step('home: identity', http(origin, '/api/associated/user/identity', { token }));
  await step(
    'home: month',
    http(
      origin,
      `/api/meal/axis/year/${now.getUTCFullYear()}/month/${now.getUTCMonth() + 1}?diningType=Lunch`,
      { token },
    ),
  );
  await step('home: balance', http(origin, '/api/user/0/balance', { token }));
  for (const diningType of options.dining ?? DINING) {
    const dates = await step<{ mealKind: string; dates: { date: string; status: string }[] }>(
      'order: dates',
      http(
        origin,
        `/api/associated/user/placing/order/${guardian.child}/date?diningType=${diningType}`,
        {
          token,
        },
      ),
    );
    const date = dates.body?.data?.dates.find((d) => d.status === 'Available')?.date;
    if (!date) continue;
    const placed = await step<{ id: number }>(
      'order: place',
      http(origin, '/api/associated/user/placing/order', {
        token,
        key: `gate-place-${process.pid}-${n}`,
        body: {
          associatedUserId: guardian.child,
          orderType: 'Day',
          diningType,
          mealKind: dates.body!.data!.mealKind,
          dates: [date],
          payMode: 'Online',
        },
      }),
    );
    const orderId = placed.body?.data?.id;
    if (!orderId) return 'failed';
    const payment = await step<{ checkoutUrl: string }>(
      'pay: start',
      http(origin, '/api/associated/user/payment/order', {
        token,
        key: `gate-pay-${process.pid}-${n}`,
        body: { orderId },
      }),
    );
    const checkout = payment.body?.data?.checkoutUrl;
    if (!checkout) return 'failed';
    const approved = await step(
      'pay: approve',
      http(origin, `${checkout}/approve`, { form: 'return=%2F' }),
    );
    if (approved.status !== 303) return 'failed';
    const state = await step<{ orderStatus: string }>(
      'pay: status',
      http(origin, `/api/associated/user/orderquery/${orderId}`, { token }),
    );
    if (state.body?.data?.orderStatus !== 'Pay') return 'failed';
    if (options.undo)
      await step('undo: unsubscribe', http(origin, `/api/order/${orderId}/retreat`, { token }));
    return 'paid';
  }
  return 'nothing_open';
}
