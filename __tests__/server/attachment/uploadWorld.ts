import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { UploadOptions } from '@/lib/contract/attachment';
import type { Identity } from '@/lib/contract/user';
import { call, createTestApp, tokenOf, type TestApp } from '../helpers';

// What the attachment tests share: a server with two parents, and the browser's signed upload.

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

export interface FilePart {
  bytes: Buffer;
  name?: string;
  type?: string;
}

export interface UploadWorld {
  t: TestApp;
  parentA: string;
  parentB: string;
  childOfA: Identity;
  childOfB: Identity;
}

/**
 * Starts the server before the file's tests (parent_a and parent_b signed in, their first
 * children) and closes it after; the helpers upload as the browser does.
 */
export function uploadWorld() {
  const world = {} as UploadWorld;
  beforeAll(async () => {
    const t = await createTestApp();
    const [parentA, parentB] = await Promise.all([
      tokenOf(t.app, 'parent_a'),
      tokenOf(t.app, 'parent_b'),
    ]);
    const firstChild = async (token: string) =>
      (await call(t.app, { url: '/api/associated/user/identity', token })).json()
        .data[0] as Identity;
    Object.assign(world, {
      t,
      parentA,
      parentB,
      childOfA: await firstChild(parentA),
      childOfB: await firstChild(parentB),
    });
  });
  afterAll(() => world.t.close());

  async function optionsFor(
    token: string,
    tenantTypeId = 'associated.user.header',
  ): Promise<UploadOptions> {
    const response = await call(world.t.app, {
      url: `/api/attachment/upload/options?tenantTypeId=${tenantTypeId}&useCallback=true`,
      token,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as UploadOptions;
  }

  /** The browser's signed form (lib/api/upload.ts buildUploadForm), with any field overridden. */
  function form(
    options: UploadOptions,
    overrides: Record<string, string> = {},
    file: FilePart | null = { bytes: PNG },
  ) {
    const fields: Record<string, string> = {
      key: `${options.dir}photo-1.png`,
      policy: options.policy,
      OSSAccessKeyId: options.OSSAccessKeyId,
      signature: options.signature,
      callback: options.callback,
      'x:userid': String(options.userId),
      'x:ip': options.ip,
      'x:associateid': String(world.childOfA.associatedUserId),
      'x:ownerid': String(options.userId),
      'x:tenanttypeid': 'associated.user.header',
      'x:appendfile': 'false',
      name: 'photo.png',
      ...overrides,
    };
    const boundary = `----canteen${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'photo.png'}"\r\n` +
            `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  function post(upload: ReturnType<typeof form>) {
    // Like the browser: no bearer token on the multipart POST.
    return world.t.app.inject({ method: 'POST', url: '/api/attachment/upload', ...upload });
  }

  async function stored(): Promise<string> {
    const result = await world.t.app.database.db.execute(
      sql.raw('select count(*)::int as n from attachments'),
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return `${rows[0]?.n} rows, ${readdirSync(world.t.app.services.uploads.root).length} files`;
  }

  async function upload(
    token = world.parentA,
    overrides: Record<string, string> = {},
    file: FilePart = { bytes: PNG },
  ) {
    const response = await post(form(await optionsFor(token), overrides, file));
    expect(response.statusCode).toBe(200);
    return response.json().data as { url: string; associateId: string };
  }

  return { world, optionsFor, form, post, stored, upload };
}
