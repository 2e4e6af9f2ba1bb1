import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse, delay } from 'msw';
import { clearUploadOptionsCache, getUploadOptions, uploadFile } from '@/lib/api/upload';
import { uploadOptions } from '@/lib/contract/attachment';
import { saveToken } from '@/lib/session/store';
import { handle, ok } from '../../mocks/handlers';
import { server } from '../../mocks/server';

const URL_ = 'http://localhost/upload/unit';

function options(expire: number) {
  return {
    dir: 'd/',
    policy: 'p',
    OSSAccessKeyId: 'k',
    signature: 's',
    callback: 'c',
    userId: 7,
    ip: '127.0.0.1',
    url: URL_,
    expire,
  };
}
const file = () =>
  new NodeFile([new Uint8Array(64)], 'a.jpg', { type: 'image/jpeg' }) as unknown as Blob;

beforeEach(async () => {
  clearUploadOptionsCache();
  await saveToken({ access_token: 't', expires_in: 3600 });
});

describe('upload options cache (expiry in seconds)', () => {
  it('reuses the options per tenant type until they expire, then fetches again', async () => {
    let now = 1_000_000_000_000;
    const calls: string[] = [];
    server.use(
      handle(uploadOptions, ({ query }) => {
        calls.push(query.tenantTypeId);
        return ok(options(Math.floor(now / 1000) + 60));
      }),
    );
    const clock = () => now;
    await getUploadOptions('associated.user.header', clock);
    await getUploadOptions('associated.user.header', clock);
    expect(calls).toEqual(['associated.user.header']);
    await getUploadOptions('agreement.contract', clock);
    expect(calls).toEqual(['associated.user.header', 'agreement.contract']);
    now += 59_000;
    await getUploadOptions('associated.user.header', clock);
    expect(calls).toHaveLength(3);
  });
});

describe('single-use policies', () => {
  it('an upload takes its options: the next one fetches fresh ones', async () => {
    let fetched = 0;
    server.use(
      handle(uploadOptions, () => {
        fetched += 1;
        return ok(options(Math.floor(Date.now() / 1000) + 600));
      }),
      http.post(URL_, () =>
        HttpResponse.json({
          success: true,
          data: { url: 'http://localhost/f.jpg', associateId: 'f' },
        }),
      ),
    );
    await uploadFile({ file: file(), fileName: 'a.jpg', tenantTypeId: 'x' });
    await uploadFile({ file: file(), fileName: 'b.jpg', tenantTypeId: 'x' });
    expect(fetched).toBe(2);
  });
});

describe('uploadFile errors', () => {
  beforeEach(() => {
    server.use(handle(uploadOptions, () => ok(options(Math.floor(Date.now() / 1000) + 600))));
  });

  it("rejects with 'uploadFile:fail abort' when aborted", async () => {
    server.use(
      http.post(URL_, async () => (await delay(500), HttpResponse.json({ success: true }))),
    );
    const controller = new AbortController();
    const upload = uploadFile({
      file: file(),
      fileName: 'a.jpg',
      tenantTypeId: 'x',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(upload).rejects.toThrow(/^uploadFile:fail abort$/);
  });

  it("rejects with 'uploadFile:fail timeout' past the timeout", async () => {
    server.use(
      http.post(URL_, async () => (await delay(500), HttpResponse.json({ success: true }))),
    );
    await expect(
      uploadFile({ file: file(), fileName: 'a.jpg', tenantTypeId: 'x', timeoutMs: 50 }),
    ).rejects.toThrow(/^uploadFile:fail timeout$/);
  });

  it("rejects with 'uploadFile:fail' plus the reason", async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json({ success: false, message: 'too large' }, { status: 413 }),
      ),
    );
    await expect(
      uploadFile({ file: file(), fileName: 'a.jpg', tenantTypeId: 'x' }),
    ).rejects.toThrow('uploadFile:fail too large');
  });

  it('reports progress up to 100 and answers the upload result', async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json({
          success: true,
          data: { url: 'http://localhost/f.jpg', associateId: 'f1' },
        }),
      ),
    );
    const seen: number[] = [];
    const result = await uploadFile({
      file: file(),
      fileName: 'a.jpg',
      tenantTypeId: 'x',
      onProgress: (p) => seen.push(p),
    });
    expect(result).toEqual({ url: 'http://localhost/f.jpg', associateId: 'f1' });
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(100);
  });
});

describe('uploads to object storage (decision 054)', () => {
  const BUCKET = 'http://bucket.localhost/canteen';
  const storageOptions = () => ({
    ...options(Math.floor(Date.now() / 1000) + 600),
    storage: { url: BUCKET, fields: { Policy: 'bucket-policy', 'X-Amz-Signature': 'sig' } },
  });

  async function fieldsOf(request: Request): Promise<[string, string][]> {
    const form = await request.formData();
    return [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${(value as File).name}`,
    ]);
  }

  it('posts the file to the bucket with its signed fields, then the signed form without the file to the receiver', async () => {
    const bucketForms: [string, string][][] = [];
    const receiverForms: [string, string][][] = [];
    server.use(
      handle(uploadOptions, () => ok(storageOptions())),
      http.post(BUCKET, async ({ request }) => {
        bucketForms.push(await fieldsOf(request));
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(URL_, async ({ request }) => {
        receiverForms.push(await fieldsOf(request));
        return HttpResponse.json({
          success: true,
          data: { url: 'http://localhost/files/f', associateId: 'f' },
        });
      }),
    );
    const progress: number[] = [];
    const result = await uploadFile({
      file: file(),
      fileName: 'a.jpg',
      tenantTypeId: 'associated.user.header',
      associateId: 3,
      onProgress: (percent) => progress.push(percent),
    });
    expect(result).toEqual({ url: 'http://localhost/files/f', associateId: 'f' });
    expect(bucketForms).toHaveLength(1);
    const [keyField, ...rest] = bucketForms[0]!;
    expect(keyField).toEqual(['key', expect.stringMatching(/^d\/[\w-]+\.jpg$/)]);
    expect(rest).toEqual([
      ['Policy', 'bucket-policy'],
      ['X-Amz-Signature', 'sig'],
      ['file', 'file:a.jpg'],
    ]);
    const receiver = new Map(receiverForms[0]);
    expect(receiver.get('key')).toBe(keyField![1]);
    expect(receiver.get('policy')).toBe('p');
    expect(receiver.get('x:associateid')).toBe('3');
    expect(receiver.has('file')).toBe(false);
    expect(progress.at(0)).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });

  it("rejects with the bucket's status when the bucket refuses the file, and tells the receiver nothing", async () => {
    let receiverCalls = 0;
    server.use(
      handle(uploadOptions, () => ok(storageOptions())),
      http.post(BUCKET, () => new HttpResponse('<Error>EntityTooLarge</Error>', { status: 400 })),
      http.post(URL_, () => {
        receiverCalls += 1;
        return HttpResponse.json({ success: true, data: { url: 'u', associateId: 'f' } });
      }),
    );
    await expect(
      uploadFile({ file: file(), fileName: 'a.jpg', tenantTypeId: 'x' }),
    ).rejects.toThrow('uploadFile:fail status 400');
    expect(receiverCalls).toBe(0);
  });
});
