import { call, createTestApp, type TestApp } from './helpers';
import { operationOf } from './openapiCheck';

// Decision 052: the OpenAPI 3.1 document is generated from the contract, served at a stable path
// with a readable page, and lists every route the server registered.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Routes that are not API calls: the static client, the sandbox checkout pages, the 404 net, and
 * where a sign-in provider sends the browser back (decision 069).
 */
const NOT_CALLS = [
  /^\/api\/\*$/,
  /^\/pages\/\*$/,
  /^\/sandbox\//,
  /^\/\*?$/,
  /^\/_next\//,
  /^\/api\/sign-in\/(wechat|bank)\/return$/,
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, public, and lists every registered route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const missing = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => !NOT_CALLS.some((pattern) => pattern.test(route.url)))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => {
        const [method, path] = route.split(' ') as [string, string];
        return !doc.paths[path]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(100);
  });

  it('covers the console, and its answers carry their schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const sheet = doc.paths['/api/admin/sheet'].get;
    expect(sheet.parameters.map((p: { name: string }) => p.name)).toEqual(['date', 'diningType']);
    const data =
      sheet.responses['200'].content['application/json'].schema.properties.data.properties;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['rows', 'ordinary', 'muslim', 'leave', 'final']),
    );
    expect(doc.paths['/login'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
  });

  it('checks answers: one that breaks its schema is caught', async () => {
    const op = operationOf('GET', '/api/admin/sheet?date=2026-03-16&diningType=Lunch');
    expect(op?.template).toBe('/api/admin/sheet');
    const { checkAgainstOpenApi } = await import('./openapiCheck');
    const fake = {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"success":true,"data":{"date":"x"}}',
      json: () => ({ success: true, data: { date: 'x' } }),
    } as never;
    expect(() => checkAgainstOpenApi('GET', '/api/admin/sheet?date=x', fake)).toThrow(
      /does not match the OpenAPI document/,
    );
  });

  it('has a readable reference page that needs no network', async () => {
    const page = await call(t.app, { url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('GET /api/admin/sheet');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!json-schema)/);
  });
});
