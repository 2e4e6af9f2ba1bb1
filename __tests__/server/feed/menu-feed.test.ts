import Ajv2020 from 'ajv/dist/2020';
import { openApiDocument } from '@/server/core/openapi/document';
import { call, createTestApp, type TestApp } from '../helpers';
import { adminData, consoleTokens, type ConsoleTokens } from '../console/console';
import { readCalendar } from '../../setup/ical';

// Decision 073: the school's published menus as an open feed (JSON and iCalendar), only while the
// school's console switch is on, published versions only, cacheable and readable from any origin.

const MONDAY = '2026-04-20';
const DAY = '2026-04-21';
const LUNCH = { diningType: 'Lunch', mealKind: 'Ordinary' } as const;
const KUNG_PAO = { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] };
const RICE = { name: '米饭', weightGrams: 150, allergens: [] };

let t: TestApp;
let tokens: ConsoleTokens;
let schoolId: number;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await consoleTokens(t.app);
  const me = (token: string) =>
    adminData<{ unitId: number }>(t.app, token, { url: '/api/admin/me' });
  schoolId = (await me(tokens.admin)).unitId;
  otherSchoolId = (await me(tokens.otherAdmin)).unitId;
});
afterAll(() => t.close());

const feed = (school: number, range = `from=${MONDAY}&to=2026-04-26`, headers = {}) =>
  call(t.app, { url: `/api/feed/school/${school}/menus?${range}`, headers });
const switchFeed = (token: string, open: boolean) =>
  call(t.app, { method: 'PUT', url: '/api/admin/feed/menus', token, body: { open } });
const auditActions = async () =>
  (
    await adminData<{ content: { action: string }[] }>(t.app, tokens.admin, {
      url: '/api/admin/audit?page=0&size=50',
    })
  ).content
    .map((entry) => entry.action)
    .filter((action) => action.startsWith('menuFeed.'));

describe('the open menu feed', () => {
  it('is closed until the school opens it, and only its administrator can', async () => {
    expect((await feed(schoolId)).statusCode).toBe(404);
    expect((await call(t.app, { url: `/api/feed/school/${schoolId}/menus.ics` })).statusCode).toBe(
      404,
    );
    const setting = await adminData<{ open: boolean; jsonUrl: string }>(t.app, tokens.admin, {
      url: '/api/admin/feed/menus',
    });
    expect(setting).toMatchObject({
      open: false,
      jsonUrl: `http://localhost/api/feed/school/${schoolId}/menus`,
    });
    for (const token of [tokens.parent, tokens.teacher, tokens.kitchen]) {
      expect((await switchFeed(token, true)).statusCode).toBe(404);
      expect((await call(t.app, { url: '/api/admin/feed/menus', token })).statusCode).toBe(404);
    }
    expect((await feed(schoolId)).statusCode).toBe(404);
    expect(await auditActions()).toEqual([]);
  });

  it('opens with one audit row, for that school only', async () => {
    expect((await switchFeed(tokens.admin, true)).json().data.open).toBe(true);
    expect((await switchFeed(tokens.admin, true)).statusCode).toBe(200);
    expect(await auditActions()).toEqual(['menuFeed.open']);
    expect((await feed(otherSchoolId)).statusCode).toBe(404);
  });

  it('answers JSON its OpenAPI schema describes, cacheable and open to other origins', async () => {
    const response = await feed(schoolId, '', { origin: 'https://parents.example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const body = response.json();
    type Doc = {
      get: { responses: Record<string, { content: Record<string, { schema: object }> }> };
    };
    const operation = (openApiDocument().paths as Record<string, Doc>)[
      '/api/feed/school/{schoolId}/menus'
    ];
    const schema = operation!.get.responses['200']!.content['application/json']!.schema;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate(body) ? null : validate.errors).toBeNull();
    expect(body.school.id).toBe(schoolId);

    const again = await feed(schoolId, '', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/feed/school/${schoolId}/menus`,
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET');
    expect(
      (await call(t.app, { method: 'POST', url: `/api/feed/school/${schoolId}/menus`, body: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('shows published versions only: a draft changes nothing until it is published', async () => {
    const lunchOf = async () =>
      (
        (await feed(schoolId)).json().meals as {
          date: string;
          diningType: string;
          mealKind: string;
          version: number;
          dishes: { name: string; allergens: string[] | null }[];
        }[]
      ).find((m) => m.date === DAY && m.diningType === 'Lunch' && m.mealKind === 'Ordinary');
    const before = await lunchOf();
    const draft = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/menus',
      token: tokens.kitchen,
      body: { date: DAY, ...LUNCH, dishes: [KUNG_PAO, RICE] },
    });
    expect(draft.statusCode).toBe(200);
    expect(await lunchOf()).toEqual(before);
    await adminData(t.app, tokens.admin, {
      method: 'POST',
      url: '/api/admin/menus/publish',
      body: { monday: MONDAY },
    });
    const after = await lunchOf();
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.dishes).toEqual([
      { name: '宫保鸡丁', weightGrams: 120, allergens: ['PEANUT', 'SOY'] },
      { name: '米饭', weightGrams: 150, allergens: [] },
    ]);
  });

  it('is the same menus as iCalendar, and a range is bounded', async () => {
    const json = (await feed(schoolId)).json() as { meals: unknown[] };
    const ics = await call(t.app, {
      url: `/api/feed/school/${schoolId}/menus.ics?from=${MONDAY}&to=2026-04-26`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['access-control-allow-origin']).toBe('*');
    const calendar = readCalendar(ics.body);
    expect(calendar.events).toHaveLength(json.meals.length);
    const lunch = calendar.events.find((e) => e.uid.includes(`${DAY}-Lunch-Ordinary`));
    expect(lunch?.description).toContain('宫保鸡丁 120克（过敏原：花生、大豆）');
    expect((await feed(schoolId, 'from=2026-04-01&to=2026-07-01')).statusCode).toBe(400);
    expect((await feed(schoolId, 'from=2026-04-10&to=2026-04-01')).statusCode).toBe(400);
  });

  it('closes again with its audit row, and answers nothing', async () => {
    expect((await switchFeed(tokens.admin, false)).json().data.open).toBe(false);
    expect(await auditActions()).toEqual(['menuFeed.close', 'menuFeed.open']);
    expect((await feed(schoolId)).statusCode).toBe(404);
  });
});
