import { call, type TestApp } from '../helpers';
import type { UploadOptions } from '@/lib/contract/attachment';
import type { Identity } from '@/lib/contract/user';
import { GIF, JPEG, PNG, WEBP, uploadWorld } from './uploadWorld';

const { world, optionsFor, form, post, stored, upload } = uploadWorld();
let t: TestApp;
let parentA: string;
let parentB: string;
let childOfA: Identity;
let childOfB: Identity;
beforeAll(() => ({ t, parentA, parentB, childOfA, childOfB } = world));

describe('upload options', () => {
  it('signs a policy for the caller, the tenant type, a size limit and an expiry in epoch seconds', async () => {
    const options = await optionsFor(parentA);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(options).toMatchObject({
      dir: 'associated.user.header/2026/03/',
      OSSAccessKeyId: expect.any(String),
      signature: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
      userId: childOfA.userId,
      url: 'http://localhost/api/attachment/upload',
      expire: now + 900,
    });
    expect(JSON.parse(Buffer.from(options.policy, 'base64').toString())).toEqual({
      expire: now + 900,
      maxSize: 2 * 1024 * 1024,
      tenantType: 'associated.user.header',
      accountId: childOfA.userId,
      dir: options.dir,
      nonce: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(JSON.parse(Buffer.from(options.callback, 'base64').toString())).toMatchObject({
      callbackUrl: options.url,
    });
  });

  it('needs a token and a known tenant type', async () => {
    expect(
      (
        await call(t.app, {
          url: '/api/attachment/upload/options?tenantTypeId=associated.user.header',
        })
      ).statusCode,
    ).toBe(401);
    const unknown = await call(t.app, {
      url: '/api/attachment/upload/options?tenantTypeId=agreement.contract',
      token: parentA,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: '不支持的附件类型' });
  });
});

describe('the receiver', () => {
  it('stores a PNG, answers its url and id, and serves it back as an image that is never sniffed', async () => {
    const response = await post(form(await optionsFor(parentA)));
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      url: `http://localhost/files/${data.associateId}`,
      associateId: expect.stringMatching(/^[\w-]{22}$/),
    });

    const file = await t.app.inject({ url: `/files/${data.associateId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const url = await call(t.app, {
      url: `/api/attachment/${data.associateId}/url`,
      token: parentA,
    });
    expect(url.json().data).toEqual({ url: data.url });
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    ['GIF', GIF, 'image/gif'],
  ])('takes a %s by its bytes, whatever type the browser declared', async (_name, bytes, type) => {
    const { associateId } = await upload(
      parentA,
      {},
      { bytes, type: 'application/octet-stream', name: 'x.bin' },
    );
    const file = await t.app.inject({ url: `/files/${associateId}` });
    expect(file.headers['content-type']).toBe(type);
  });

  const refusals: [string, (options: UploadOptions) => ReturnType<typeof form>, number, string][] =
    [
      [
        'a wrong signature',
        (o) => form(o, { signature: Buffer.alloc(32, 1).toString('base64') }),
        403,
        '上传凭证无效',
      ],
      ['no signature', (o) => form(o, { signature: '' }), 403, '上传凭证无效'],
      [
        'a policy changed after signing',
        (o) => {
          const policy = JSON.parse(Buffer.from(o.policy, 'base64').toString());
          return form(o, {
            policy: Buffer.from(JSON.stringify({ ...policy, maxSize: 1e9 })).toString('base64'),
          });
        },
        403,
        '上传凭证无效',
      ],
      [
        'a key outside the signed prefix',
        (o) => form(o, { key: 'elsewhere/photo.png' }),
        403,
        '上传参数与凭证不符',
      ],
      [
        'another tenant type than the signed one',
        (o) => form(o, { 'x:tenanttypeid': 'agreement.contract' }),
        403,
        '上传参数与凭证不符',
      ],
      [
        'a file over 2 MB',
        (o) => form(o, {}, { bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }),
        413,
        '文件过大，最大 2 MB',
      ],
      [
        'text declared as a PNG',
        (o) => form(o, {}, { bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }),
        415,
        '只能上传 PNG、JPEG、WebP 或 GIF 图片',
      ],
      [
        'an SVG',
        (o) =>
          form(
            o,
            {},
            {
              bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
              type: 'image/svg+xml',
            },
          ),
        415,
        '只能上传 PNG、JPEG、WebP 或 GIF 图片',
      ],
      ['no file', (o) => form(o, {}, null), 400, '请选择要上传的文件'],
      ['an empty file', (o) => form(o, {}, { bytes: Buffer.alloc(0) }), 400, '请选择要上传的文件'],
      [
        "another account's child",
        (o) => form(o, { 'x:associateid': String(childOfB.associatedUserId) }),
        404,
        '资源不存在',
      ],
    ];

  it.each(refusals)(
    'refuses %s with a clear envelope and writes nothing',
    async (_name, build, status, message) => {
      const before = await stored();
      const response = await post(build(await optionsFor(parentA)));
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(response.json().data).toBeUndefined();
      expect(await stored()).toBe(before);
    },
  );

  it('refuses an expired policy', async () => {
    const options = await optionsFor(parentA);
    t.clock.advance(15 * 60_000);
    const before = await stored();
    const response = await post(form(options));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: '上传凭证已过期，请重新上传',
      code: 'UPLOAD_EXPIRED',
    });
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not a multipart form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachment/upload',
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});

describe('the head photo', () => {
  const updateInfo = (token: string, associatedUserId: number, headerUrl: string | null) =>
    call(t.app, {
      method: 'POST',
      url: '/api/associated/user/updateInfo',
      token,
      body: { associatedUserId, headerUrl },
    });

  it("becomes the child's headerUrl and the newest of the child's attachments", async () => {
    const { url, associateId } = await upload();
    const response = await updateInfo(parentA, childOfA.associatedUserId, url);
    expect(response.json().data).toMatchObject({
      associatedUserId: childOfA.associatedUserId,
      headerUrl: url,
    });
    const identities = (
      await call(t.app, { url: '/api/associated/user/identity', token: parentA })
    ).json().data as Identity[];
    expect(
      identities.find((identity) => identity.associatedUserId === childOfA.associatedUserId)
        ?.headerUrl,
    ).toBe(url);

    const newest = await call(t.app, {
      url: `/api/attachment/associated.user.header/${childOfA.associatedUserId}/url`,
      token: parentA,
    });
    expect(newest.json().data).toEqual({ url });
    const all = (
      await call(t.app, {
        url: `/api/attachment/associated.user.header/${childOfA.associatedUserId}/urls`,
        token: parentA,
      })
    ).json().data;
    expect(all[0]).toBe(url);

    // In use: the temporary-upload cleanup keeps it.
    const keep = await call(t.app, {
      method: 'DELETE',
      url: `/api/attachment/user/temporary/attachments/${associateId}`,
      token: parentA,
    });
    expect(keep.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/files/${associateId}` })).statusCode).toBe(200);
  });

  it("accepts only the caller's own upload for that child, never an external URL", async () => {
    const ofB = await upload(parentB, { 'x:associateid': String(childOfB.associatedUserId) });
    const ofA = await upload(parentA);
    const refused = [
      'https://evil.example/photo.png',
      'javascript:alert(1)',
      ofB.url,
      ofA.url.replace('http://localhost', ''), // relative form of an own upload is fine, see below
    ];
    for (const headerUrl of refused.slice(0, 3)) {
      const response = await updateInfo(parentA, childOfA.associatedUserId, headerUrl);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('参数无效：headerUrl');
    }
    const relative = await updateInfo(parentA, childOfA.associatedUserId, refused[3]!);
    expect(relative.json().data.headerUrl).toBe(ofA.url);
    const sibling = (
      await call(t.app, { url: '/api/associated/user/identity', token: parentA })
    ).json().data[1] as Identity;
    expect((await updateInfo(parentA, sibling.associatedUserId, ofA.url)).statusCode).toBe(400);
    expect(
      (await updateInfo(parentA, childOfA.associatedUserId, null)).json().data.headerUrl,
    ).toBeNull();
  });

  it('a replacing upload drops the earlier unused ones; deleting the photo in use clears it', async () => {
    const first = await upload();
    const second = await upload();
    expect((await t.app.inject({ url: `/files/${first.associateId}` })).statusCode).toBe(404);
    await updateInfo(parentA, childOfA.associatedUserId, second.url);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/attachment/${second.associateId}`,
      token: parentA,
    });
    expect(removed.json()).toEqual({ success: true, data: { deleted: true } });
    expect((await t.app.inject({ url: `/files/${second.associateId}` })).statusCode).toBe(404);
    const identities = (
      await call(t.app, { url: '/api/associated/user/identity', token: parentA })
    ).json().data as Identity[];
    expect(identities[0]?.headerUrl).toBeNull();

    const abandoned = await upload(parentA, { 'x:appendfile': 'true' });
    const dropped = await call(t.app, {
      method: 'DELETE',
      url: `/api/attachment/user/temporary/attachments/${abandoned.associateId}`,
      token: parentA,
    });
    expect(dropped.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/files/${abandoned.associateId}` })).statusCode).toBe(404);
  });
});
