import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { sql } from 'drizzle-orm';
import type { UploadOptions } from '@/lib/contract/attachment';
import type { Identity } from '@/lib/contract/user';
import { configFromEnv, ConfigError } from '@/server/core/env';
import type { ObjectStorageConfig } from '@/server/core/settings';
import { contentSecurityPolicy } from '@/server/static';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// Uploads in an S3-compatible bucket (decision 054), against s3rver on loopback: the options
// carry the bucket's signed POST form, the browser's file goes straight to the bucket, the
// receiver checks what the bucket holds, and /files/ serves it from the bucket, so any process
// with the same bucket and database can. s3rver stores whatever a POST carries (it does not
// evaluate POST policies), so the refusals of a too-large file or a foreign key are asserted
// twice: in the policy the bucket is given (what S3 enforces) and at the receiver, which refuses
// and deletes them whatever the bucket let through.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const MAX = 2 * 1024 * 1024;
const BUCKET = 'canteen-uploads';

let s3: S3rver;
let s3Dir: string;
let storage: ObjectStorageConfig;
let reader: S3Client;
let t: TestApp;
let parent: string;
let child: Identity;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'canteen-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  storage = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  // Another process's view of the bucket: its own client, nothing shared with the server.
  reader = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  t = await createTestApp({ objectStorage: storage });
  parent = await tokenOf(t.app, 'parent_a');
  child = (await call(t.app, { url: '/api/associated/user/identity', token: parent })).json()
    .data[0];
});
afterAll(async () => {
  await t.close();
  reader.destroy();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

async function optionsFor(token = parent): Promise<UploadOptions> {
  const response = await call(t.app, {
    url: '/api/attachment/upload/options?tenantTypeId=associated.user.header&useCallback=true',
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as UploadOptions;
}

/** What the browser posts to the bucket (lib/api/upload.ts buildStorageForm). */
async function postToBucket(options: UploadOptions, key: string, bytes: Buffer) {
  const form = new FormData();
  form.append('key', key);
  for (const [name, value] of Object.entries(options.storage!.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return fetch(options.storage!.url, { method: 'POST', body: form });
}

/** Then the spec's signed form without the file, to the receiver (the browser's second step). */
function receipt(options: UploadOptions, key: string, overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    key,
    policy: options.policy,
    OSSAccessKeyId: options.OSSAccessKeyId,
    signature: options.signature,
    callback: options.callback,
    'x:userid': String(options.userId),
    'x:ip': options.ip,
    'x:associateid': String(child.associatedUserId),
    'x:ownerid': String(options.userId),
    'x:tenanttypeid': 'associated.user.header',
    'x:appendfile': 'false',
    name: 'photo.png',
    ...overrides,
  };
  const boundary = `----canteen${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/attachment/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function bucketKeys(): Promise<string[]> {
  const listed = await reader.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function rows(): Promise<number> {
  const result = await t.app.database.db.execute(
    sql.raw('select count(*)::int as n from attachments where account_id is not null'),
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('upload options with object storage', () => {
  it("carry the bucket's POST form, signed for this policy's own key prefix, the size limit and the expiry", async () => {
    const options = await optionsFor();
    expect(options.dir).toMatch(/^associated\.user\.header\/2026\/03\/[\w-]{16}\/$/);
    expect(options.storage?.url).toBe(`${storage.endpoint}/${BUCKET}`);
    expect(options.storage?.fields).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': expect.stringMatching(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/),
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      Policy: expect.any(String),
    });
    const policy = JSON.parse(Buffer.from(options.storage!.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', options.dir],
        ['content-length-range', 1, MAX],
        { bucket: BUCKET },
      ]),
    );
    // Expires with the spec's own policy (15 minutes), whatever clock the server runs on.
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    // Two policies never share a prefix: an object under one is only its own upload.
    expect((await optionsFor()).dir).not.toBe(options.dir);
  });
});

describe('an upload with object storage', () => {
  it('goes to the bucket, is registered by the receiver, and is served from the bucket', async () => {
    const options = await optionsFor();
    const key = `${options.dir}photo-1.png`;
    expect((await postToBucket(options, key, PNG)).status).toBe(204);
    const response = await receipt(options, key);
    expect(response.statusCode).toBe(200);
    const { url, associateId } = response.json().data as { url: string; associateId: string };
    expect(url).toBe(`http://localhost/files/${associateId}`);

    // Readable from any process: the bytes are in the bucket, none on this process's disk.
    const object = await reader.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(PNG);
    expect(readdirSync(t.app.services.uploads.root)).toEqual([]);
    const served = await t.app.inject({ url: `/files/${associateId}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);

    // Deleting the attachment deletes the object.
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/api/attachment/${associateId}`,
      token: parent,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bucketKeys()).not.toContain(key);
    expect((await t.app.inject({ url: `/files/${associateId}` })).statusCode).toBe(404);
  });
});

describe('attacks on an upload with object storage', () => {
  it('a file over the size limit is refused and removed from the bucket', async () => {
    const before = await rows();
    const options = await optionsFor();
    const key = `${options.dir}big.png`;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    // Real S3 refuses this POST by the policy's content-length-range; s3rver stores it.
    await postToBucket(options, key, big);
    const response = await receipt(options, key);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'UPLOAD_TOO_LARGE' });
    expect(await bucketKeys()).not.toContain(key);
    expect(await rows()).toBe(before);
  });

  it('a key outside the policy’s prefix is refused, and another upload’s object is left alone', async () => {
    const before = await rows();
    const victim = await optionsFor();
    const victimKey = `${victim.dir}theirs.png`;
    expect((await postToBucket(victim, victimKey, PNG)).status).toBe(204);

    const attacker = await optionsFor();
    for (const key of [victimKey, 'associated.user.header/2026/03/mine.png', '../etc/passwd']) {
      const response = await receipt(attacker, key);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'UPLOAD_POLICY' });
    }
    expect(await bucketKeys()).toContain(victimKey);
    expect(await rows()).toBe(before);
  });

  it('a receipt for nothing in the bucket, or for a file that is no image, registers nothing', async () => {
    const before = await rows();
    const options = await optionsFor();
    const missing = await receipt(options, `${options.dir}never-posted.png`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'UPLOAD_NO_FILE' });

    const script = `${options.dir}page.png`;
    await postToBucket(options, script, Buffer.from('<script>alert(1)</script>'));
    const notImage = await receipt(options, script);
    expect(notImage.statusCode).toBe(415);
    expect(await bucketKeys()).not.toContain(script);
    expect(await rows()).toBe(before);
  });

  it('a forged policy is refused and the object is not registered', async () => {
    const options = await optionsFor();
    const key = `${options.dir}photo-2.png`;
    await postToBucket(options, key, PNG);
    // Another first character: a signature that already starts with 'A' would forge nothing.
    const first = options.signature.startsWith('A') ? 'B' : 'A';
    const forged = await receipt(options, key, {
      signature: options.signature.replace(/^./, first),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'UPLOAD_SIGNATURE' });
  });
});

describe('object storage settings', () => {
  const production = {
    DEMO: '0',
    CLIENT_SECRET: 'a-real-client-secret',
    UPLOAD_SECRET: 'a-real-upload-secret',
    PUBLIC_ORIGIN: 'https://canteen.example.com',
    WECHATPAY_MCHID: 'm',
    WECHATPAY_APPID: 'a',
    WECHATPAY_MERCHANT_SERIAL: 's',
    WECHATPAY_MERCHANT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----',
    WECHATPAY_PLATFORM_SERIAL: 'p',
    WECHATPAY_PLATFORM_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
    WECHATPAY_APIV3_KEY: 'k',
    VAPID_PUBLIC_KEY: 'BPublicKeyOfTheSchoolsOwnPairFromTheVault',
    VAPID_PRIVATE_KEY: 'private-key-of-the-schools-own-pair',
    VAPID_SUBJECT: 'mailto:ops@canteen.example',
  };

  it('are off without S3_BUCKET: uploads stay under DATA_DIR', () => {
    expect(configFromEnv({ S3_ACCESS_KEY_ID: 'x' }).objectStorage).toBeUndefined();
  });

  it('read the bucket, endpoint, region, keys and path style from the environment', () => {
    expect(
      configFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'https://minio.school.example:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStorage,
    ).toEqual({
      bucket: 'b',
      endpoint: 'https://minio.school.example:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      configFromEnv({
        S3_BUCKET: 'b',
        S3_REGION: 'ap-east-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStorage,
    ).toMatchObject({ endpoint: undefined, region: 'ap-east-1', forcePathStyle: false });
  });

  it('refuse to start with a bucket but no keys, or with example keys in production', () => {
    expect(() => configFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      new ConfigError('S3_BUCKET needs S3_SECRET_ACCESS_KEY: it is not set'),
    );
    expect(() =>
      configFromEnv({
        ...production,
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'change-me-s3-secret',
      }),
    ).toThrow(
      new ConfigError('DEMO=0 needs S3_SECRET_ACCESS_KEY: it still holds a demo or example value'),
    );
  });

  it("let the page post to the bucket's origin (CSP connect-src), and nowhere else", () => {
    const policy = contentSecurityPolicy([], [], ['http://127.0.0.1:9000']);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9000;");
    expect(contentSecurityPolicy([], [])).toContain("connect-src 'self';");
  });
});
