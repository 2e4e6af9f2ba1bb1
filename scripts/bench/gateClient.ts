// The school gate's guardian, as the app sends its requests: shared by the gate and the district.
import { BUSY_RETRIES, busyWaitMs } from '../../lib/api/busy';

const BASIC = `Basic ${Buffer.from('canteen-web:canteen-web-secret').toString('base64')}`;
export const STEPS = ['sign in', 'open home', 'order lunch', 'pay'] as const;
export type Step = (typeof STEPS)[number];
export type StepTimes = Record<Step, number[]>;

export function newStepTimes(): StepTimes {
  return Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as StepTimes;
}

/** A guardian at the gate: signs in with the password, or arrives signed in with `token`. */
export interface Guardian {
  n: number;
  username: string;
  token?: string;
}

export class StepError extends Error {}
/** A journey that was still refused as busy after the app's retries (decision 077). */
export class ShedError extends StepError {}

/** What the server shed (503 SERVER_BUSY), counted apart from failures. */
export const shed = { answers: 0 };

/**
 * fetch as the app sends: a 503 SERVER_BUSY answer was refused before any work, so it waits
 * (Retry-After, doubling from 1 s, at most 8 s, with jitter: lib/api/client.ts) and sends the same
 * request again, at most three more times.
 */
export async function fetchAsTheApp(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    if (body.code !== 'SERVER_BUSY') return response;
    shed.answers += 1;
    if (attempt >= BUSY_RETRIES) throw new ShedError(`${new URL(url).pathname}: still busy`);
    const retryAfter = Number(response.headers.get('retry-after') ?? 0);
    await new Promise((done) => setTimeout(done, busyWaitMs(attempt, retryAfter)));
  }
}

export function client(origin: string) {
  async function api<T>(token: string, path: string, body?: unknown, key?: string): Promise<T> {
    const response = await fetchAsTheApp(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; data: T; message?: string };
    if (!envelope.success) throw new StepError(`${path}: ${response.status} ${envelope.message}`);
    return envelope.data;
  }

  /** One guardian at the gate; the time of each step, or the step that failed and why. */
  async function journey(guardian: Guardian, times: StepTimes): Promise<string | null> {
    const { n } = guardian;
    let step: Step = 'sign in';
    const timed = async <T>(name: Step, work: () => Promise<T>): Promise<T> => {
      step = name;
      const started = performance.now();
      const result = await work();
      times[name].push(performance.now() - started);
      return result;
    };
    try {
      const token =
        guardian.token ??
        (await timed('sign in', async () => {
          const response = await fetchAsTheApp(`${origin}/login?client_id=canteen-web`, {
            method: 'POST',
            headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              username: guardian.username,
              password: 'Demo@2026',
              grant_type: 'password',
            }),
          });
          if (!response.ok)
            throw new StepError(
              `login: ${response.status} ${(await response.text()).slice(0, 200)}`,
            );
          return ((await response.json()) as { access_token: string }).access_token;
        }));
      const child = await timed('open home', async () => {
        const now = new Date();
        const [identities] = await Promise.all([
          api<{ associatedUserId: number }[]>(token, '/api/associated/user/identity'),
          api(token, '/api/user/0/account'),
          api(
            token,
            `/api/meal/axis/year/${now.getUTCFullYear()}/month/${now.getUTCMonth() + 1}?diningType=Lunch`,
          ),
        ]);
        return identities[0]!.associatedUserId;
      });
      const order = await timed('order lunch', async () => {
        const options = await api<{ mealKind: string; dates: { date: string; status: string }[] }>(
          token,
          `/api/associated/user/placing/order/${child}/date?diningType=Lunch`,
        );
        const date = options.dates.find((d) => d.status === 'Available')?.date;
        if (!date) throw new StepError('no open lunch');
        return api<{ id: number }>(
          token,
          '/api/associated/user/placing/order',
          {
            associatedUserId: child,
            orderType: 'Day',
            diningType: 'Lunch',
            mealKind: options.mealKind,
            dates: [date],
            payMode: 'Online',
          },
          `gate-place-${n}`,
        );
      });
      await timed('pay', async () => {
        const payment = await api<{ checkoutUrl: string }>(
          token,
          '/api/associated/user/payment/order',
          { orderId: order.id },
          `gate-pay-${n}`,
        );
        const approved = await fetchAsTheApp(`${origin}${payment.checkoutUrl}/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'return=%2F',
          redirect: 'manual',
        });
        if (approved.status !== 303) throw new StepError(`approve: ${approved.status}`);
        const state = await api<{ orderStatus: string }>(
          token,
          `/api/associated/user/orderquery/${order.id}`,
        );
        if (state.orderStatus !== 'Pay') throw new StepError(`order ${state.orderStatus}`);
      });
      return null;
    } catch (error) {
      // fetch's own failures carry the socket's reason (reset, refused, timeout) in `cause`.
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const reason = cause ? ` (${cause.code ?? cause.message})` : '';
      const message = `${step}: ${(error as Error).message}${reason}`;
      if (error instanceof ShedError) return `shed: ${message}`;
      // The first failure as it happens: a long run shows at once what goes wrong.
      if (!firstFailure) console.log(`  first error (guardian ${n}): ${(firstFailure = message)}`);
      return message;
    }
  }
  let firstFailure: string | null = null;
  return { journey };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
