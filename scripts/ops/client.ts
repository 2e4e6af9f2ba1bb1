// HTTP calls of a guardian's journey, each timed and classified: what the drills count.

let requestCount = 0;

export const BASIC = `Basic ${Buffer.from('canteen-web:canteen-web-secret').toString('base64')}`;

export interface Answer<T = unknown> {
  /** Sent as X-Request-Id: the server logs it, so a drill can tell which requests it accepted. */
  id: string;
  status: number;
  ms: number;
  body?: { success: boolean; data?: T; code?: string; message?: string };
  /** A socket-level failure (refused, reset, cut): no HTTP answer at all. */
  error?: string;
}

export class Recorder {
  readonly answers: { step: string; at: number; answer: Answer }[] = [];
  record(step: string, answer: Answer): Answer {
    this.answers.push({ step, at: Date.now(), answer });
    return answer;
  }
}

export async function http<T>(
  origin: string,
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    form?: string;
    key?: string;
    basic?: boolean;
  } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const id = `drill-${process.pid}-${String(++requestCount).padStart(7, '0')}`;
  try {
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? (init.body !== undefined || init.form !== undefined ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        'x-request-id': id,
        ...(init.token && { authorization: `Bearer ${init.token}` }),
        ...(init.basic && { authorization: BASIC }),
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...(init.form !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(init.key && { 'idempotency-key': init.key }),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : init.form,
    });
    const text = await response.text();
    let body: Answer<T>['body'];
    try {
      body = JSON.parse(text) as Answer<T>['body'];
    } catch {
      body = undefined;
    }
    return { id, status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return {
      id,
      status: 0,
      ms: performance.now() - started,
      error: cause?.code ?? cause?.message ?? (error as Error).message,
    };
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Guardian {
  username: string;
  token: string;
  child: number;
}

/** Every demo guardian's children, one Guardian per child (so no two workers race for a meal). */
export async function guardians(origin: string, usernames: string[]): Promise<Guardian[]> {
  const result: Guardian[] = [];
  for (const username of usernames) {
    const login = await http<never>(origin, '/login?client_id=canteen-web', {
      basic: true,
      form: new URLSearchParams({
        username,
        password: 'Demo@2026',
        grant_type: 'password',
      }).toString(),
    });
    const token = (login.body as unknown as { access_token?: string } | undefined)?.access_token;
    if (!token) throw new Error(`login ${username}: ${login.status} ${login.error ?? ''}`);
    const identity = await http<{ associatedUserId: number; userType?: string }[]>(
      origin,
      '/api/associated/user/identity',
      { token },
    );
    for (const child of identity.body?.data ?? [])
      result.push({ username, token, child: child.associatedUserId });
  }
  return result;
}
