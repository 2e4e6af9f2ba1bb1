import { readdirSync } from 'node:fs';
import { call, type TestApp } from '../helpers';
import type { Identity } from '@/lib/contract/user';
import { uploadWorld } from './uploadWorld';

// Another account's attachments, and single-use policies and unused uploads.

const { world, optionsFor, form, post, stored, upload } = uploadWorld();
let t: TestApp;
let parentA: string;
let parentB: string;
let childOfA: Identity;
let childOfB: Identity;
beforeAll(() => ({ t, parentA, parentB, childOfA, childOfB } = world));

describe("another account's attachment answers 404 and changes nothing", () => {
  let ofB: { url: string; associateId: string };
  beforeAll(async () => {
    ofB = await upload(parentB, {
      'x:associateid': String(childOfB.associatedUserId),
      'x:appendfile': 'true',
    });
  });
  const crossAccountCalls = () => [
    { method: 'GET' as const, url: `/api/attachment/${ofB.associateId}/url` },
    {
      method: 'GET' as const,
      url: `/api/attachment/associated.user.header/${childOfB.associatedUserId}/url`,
    },
    { method: 'DELETE' as const, url: `/api/attachment/${ofB.associateId}` },
    {
      method: 'DELETE' as const,
      url: `/api/attachment/user/temporary/attachments/${ofB.associateId}`,
    },
  ];

  it.each([0, 1, 2, 3])('call %i', async (index) => {
    const before = await stored();
    const response = await call(t.app, { ...crossAccountCalls()[index]!, token: parentA });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: '资源不存在' });
    expect(await stored()).toBe(before);
  });

  it('lists none of them', async () => {
    const response = await call(t.app, {
      url: `/api/attachment/associated.user.header/${childOfB.associatedUserId}/urls`,
      token: parentA,
    });
    expect(response.json().data).toEqual([]);
  });

  it('an unknown file is 404', async () => {
    expect((await t.app.inject({ url: '/files/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('12: single-use policies and unused uploads', () => {
  it('12: one signed upload policy uploads once', async () => {
    const options = await optionsFor(parentA);
    const first = await post(form(options, { 'x:appendfile': 'true' }));
    expect(first.statusCode).toBe(200);
    const before = await stored();
    const again = await post(form(options, { 'x:appendfile': 'true' }));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ success: false, message: '上传凭证已使用，请重新上传' });
    expect(await stored()).toBe(before);
  });

  it('12: a refused upload leaves its policy usable for the retry', async () => {
    const options = await optionsFor(parentA);
    const refused = await post(form(options, {}, { bytes: Buffer.from('not an image') }));
    expect(refused.statusCode).toBe(415);
    expect((await post(form(options, { 'x:appendfile': 'true' }))).statusCode).toBe(200);
  });

  it('12: uploads nothing used within a day are removed; a photo in use stays', async () => {
    const unused = await upload(parentA, { 'x:appendfile': 'true' });
    const inUse = await upload(parentA, { 'x:appendfile': 'true' });
    const used = await call(t.app, {
      method: 'POST',
      url: '/api/associated/user/updateInfo',
      token: parentA,
      body: { associatedUserId: childOfA.associatedUserId, headerUrl: inUse.url },
    });
    expect(used.statusCode).toBe(200);
    t.clock.advance(23 * 60 * 60_000);
    await t.app.services.uploads.sweepTemporary();
    expect((await t.app.inject({ url: `/files/${unused.associateId}` })).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60_000);
    expect(await t.app.services.uploads.sweepTemporary()).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: `/files/${unused.associateId}` })).statusCode).toBe(404);
    expect(readdirSync(t.app.services.uploads.root)).not.toContain(unused.associateId);
    expect((await t.app.inject({ url: `/files/${inUse.associateId}` })).statusCode).toBe(200);
  });
});
