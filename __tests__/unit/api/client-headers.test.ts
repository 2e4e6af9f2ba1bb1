import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { createIdempotencyKey } from '@/lib/api/transport';
import { login, smsVerify } from '@/lib/contract/auth';
import { endpoint } from '@/lib/contract/core';
import { schoolNews } from '@/lib/contract/schoolInfo';
import { identities } from '@/lib/contract/user';
import { handle, handleRaw, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { freshAt, IDENTITY, signIn, TOKEN } from '../../setup/test-utils';

const putThing = endpoint({
  method: 'PUT',
  path: '/api/thing/{id}',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string() }),
});
const deleteThing = endpoint({
  method: 'DELETE',
  path: '/api/thing/{id}',
  params: z.object({ id: z.coerce.number() }),
  response: z.boolean(),
});
const createThing = endpoint({
  method: 'POST',
  path: '/api/thing',
  body: z.object({ name: z.string(), header: z.optional(z.record(z.string(), z.string())) }),
  response: z.object({ name: z.string() }),
  idempotent: true,
});

function captured(): { headers?: Headers; url?: string; body?: string } {
  return {};
}

describe('request headers (docs/product.md, "Calls")', () => {
  beforeEach(freshAt);
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_API_BASE;
  });

  it('sends bearer and identity headers on an authenticated GET, form content type', async () => {
    await signIn();
    const seen = captured();
    server.use(
      handle(identities, ({ request: req }) => {
        seen.headers = req.headers;
        return ok([]);
      }),
    );
    await expect(request(identities)).resolves.toEqual([]);
    const h = seen.headers!;
    expect(h.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(h.get('unit')).toBe(String(IDENTITY.unit_id));
    expect(h.get('userType')).toBe(IDENTITY.user_types);
    expect(h.get('associatedUser')).toBe(String(IDENTITY.associated_user_id));
    expect(h.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(h.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(h.get('Accept')).toBe('application/json');
    expect(h.get('envData')).toBe(navigator.userAgent);
    expect(h.get('Idempotency-Key')).toBeNull();
  });

  it('leaves identity headers out when no identity is stored', async () => {
    const { saveToken } = await import('@/lib/session/store');
    await saveToken({ access_token: TOKEN, expires_in: 3600 });
    const seen = captured();
    server.use(handle(identities, ({ request: req }) => ((seen.headers = req.headers), ok([]))));
    await request(identities);
    expect(seen.headers!.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers!.has('unit')).toBe(false);
    expect(seen.headers!.has('userType')).toBe(false);
    expect(seen.headers!.has('associatedUser')).toBe(false);
  });

  it('sends no Authorization nor identity headers on a public call, even when logged in', async () => {
    await signIn();
    const seen = captured();
    server.use(
      handle(smsVerify, ({ request: req, body }) => {
        seen.headers = req.headers;
        expect(body).toEqual({ mobile: '13800000001' });
        return ok(true);
      }),
    );
    await request(smsVerify, { body: { mobile: '13800000001' } });
    const h = seen.headers!;
    expect(h.has('Authorization')).toBe(false);
    expect(h.has('unit')).toBe(false);
    expect(h.has('userType')).toBe(false);
    expect(h.has('associatedUser')).toBe(false);
    expect(h.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(h.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("sends the bearer (and no identity) on the school's news, so a member sees members-only news", async () => {
    await signIn();
    const seen = captured();
    server.use(
      handle(schoolNews, ({ request: req }) => {
        seen.headers = req.headers;
        return ok({ content: [], page: 1, size: 10, total: 0 });
      }),
    );
    await request(schoolNews, { params: { schoolId: 1 }, query: { page: 1, size: 10 } });
    expect(seen.headers!.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers!.has('unit')).toBe(false);
    expect(seen.headers!.has('associatedUser')).toBe(false);
  });

  it('sends the news call without any Authorization when nobody is signed in', async () => {
    const seen = captured();
    server.use(
      handle(schoolNews, ({ request: req }) => {
        seen.headers = req.headers;
        return ok({ content: [], page: 1, size: 10, total: 0 });
      }),
    );
    await request(schoolNews, { params: { schoolId: 1 }, query: { page: 1, size: 10 } });
    expect(seen.headers!.has('Authorization')).toBe(false);
  });

  it('posts the login form urlencoded with the client id in the query and returns the raw body', async () => {
    const seen = captured();
    server.use(
      handleRaw(login, ({ request: req, query, body }) => {
        seen.headers = req.headers;
        expect(query).toEqual({ client_id: 'canteen-web' });
        expect(body).toEqual({
          username: 'parent_a',
          password: 'Demo@2026',
          grant_type: 'password',
        });
        return { access_token: 'fresh', token_type: 'bearer' as const, expires_in: 7200 };
      }),
    );
    const answer = await request(
      login,
      {
        query: { client_id: 'canteen-web' },
        body: { username: 'parent_a', password: 'Demo@2026', grant_type: 'password' },
      },
      { headers: { Authorization: `Basic ${btoa('canteen-web:canteen-web-secret')}` } },
    );
    expect(answer).toEqual({ access_token: 'fresh', token_type: 'bearer', expires_in: 7200 });
    expect(seen.headers!.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(seen.headers!.get('Authorization')).toBe(
      `Basic ${btoa('canteen-web:canteen-web-secret')}`,
    );
  });

  it('sends JSON for PUT with the path filled, and form type for DELETE', async () => {
    await signIn();
    const seen: Record<string, Headers> = {};
    server.use(
      handle(putThing, ({ request: req, params, body }) => {
        seen.put = req.headers;
        return ok({ name: `${params.id}:${body.name}` });
      }),
      handle(deleteThing, ({ request: req }) => {
        seen.delete = req.headers;
        return ok(true);
      }),
    );
    await expect(request(putThing, { params: { id: 3 }, body: { name: 'soup' } })).resolves.toEqual(
      { name: '3:soup' },
    );
    await expect(request(deleteThing, { params: { id: 3 } })).resolves.toBe(true);
    expect(seen.put!.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(seen.delete!.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(seen.delete!.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("merges a POST body's own header field into the headers and leaves it out of the body", async () => {
    await signIn();
    let headers: Headers | undefined;
    let rawBody = '';
    server.use(
      http.post('*/api/thing', async ({ request: req }) => {
        headers = req.headers;
        rawBody = await req.text();
        return HttpResponse.json({ success: true, data: { name: 'x' } });
      }),
    );
    const key = createIdempotencyKey();
    await request(
      createThing,
      { body: { name: 'x', header: { 'X-Extra': 'yes', unit: '99' } } },
      { idempotencyKey: key },
    );
    expect(headers!.get('X-Extra')).toBe('yes');
    expect(headers!.get('unit')).toBe('99');
    expect(headers!.get('Idempotency-Key')).toBe(key);
    expect(JSON.parse(rawBody)).toEqual({ name: 'x' });
  });

  it('makes a different idempotency key per intent', () => {
    const a = createIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(createIdempotencyKey()).not.toBe(a);
  });

  it('serialises the query, skipping undefined values', async () => {
    let url = '';
    const list = endpoint({
      method: 'GET',
      path: '/api/things',
      query: z.object({ page: z.number(), size: z.number(), kind: z.optional(z.string()) }),
      response: z.array(z.string()),
    });
    server.use(
      http.get(
        '*/api/things',
        ({ request: req }) => ((url = req.url), HttpResponse.json({ success: true, data: [] })),
      ),
    );
    await signIn();
    await request(list, { query: { page: 0, size: 10, kind: undefined } });
    expect(new URL(url).search).toBe('?page=0&size=10');
  });
});

describe('base address', () => {
  beforeEach(freshAt);
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_API_BASE;
  });

  it('prefixes relative paths with the configured base', async () => {
    process.env.NEXT_PUBLIC_API_BASE = 'https://api.school.example/';
    await signIn();
    let url = '';
    server.use(handle(identities, ({ request: req }) => ((url = req.url), ok([]))));
    await request(identities);
    expect(url).toBe('https://api.school.example/api/associated/user/identity');
  });

  it('uses the page origin by default', async () => {
    await signIn();
    let url = '';
    server.use(handle(identities, ({ request: req }) => ((url = req.url), ok([]))));
    await request(identities);
    expect(url).toBe(`${window.location.origin}/api/associated/user/identity`);
  });

  it('leaves absolute http URLs untouched', async () => {
    process.env.NEXT_PUBLIC_API_BASE = 'https://api.school.example';
    const news = endpoint({
      method: 'GET',
      path: 'http://news.example.org/feed',
      response: z.array(z.string()),
      public: true,
    });
    let url = '';
    server.use(handle(news, ({ request: req }) => ((url = req.url), ok(['headline']))));
    await expect(request(news)).resolves.toEqual(['headline']);
    expect(url).toBe('http://news.example.org/feed');
  });
});
