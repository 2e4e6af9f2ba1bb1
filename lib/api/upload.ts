import {
  deleteTemporaryAttachment,
  UploadReceipt,
  uploadOptions,
  type UploadOptions,
  type UploadResult,
} from '@/lib/contract/attachment';
import { request } from './client';
import { resolveUrl } from './transport';

/**
 * Uploads (docs/product.md, "Calls", "Errors and messages" and "Rules and limits"): the signed options are fetched once per tenant type and kept
 * until they expire or an upload takes them (the server accepts each policy once); the file goes as a signed multipart form over XMLHttpRequest, which, unlike
 * fetch, reports upload progress.
 */

export const UPLOAD_TIMEOUT_MS = 60_000;

/** Options this close to expiry are fetched again: the POST itself takes time. */
const EXPIRY_MARGIN_MS = 5_000;

const optionsCache = new Map<string, UploadOptions>();

/** Tests start from an empty cache; logout drops another account's signed policy. */
export function clearUploadOptionsCache(): void {
  optionsCache.clear();
}

/** The options for a tenant type, from the cache until `expire` (epoch seconds) is near. */
export async function getUploadOptions(
  tenantTypeId: string,
  now: () => number = Date.now,
): Promise<UploadOptions> {
  const cached = optionsCache.get(tenantTypeId);
  if (cached && cached.expire * 1000 - EXPIRY_MARGIN_MS > now()) return cached;
  const fresh = await request(uploadOptions, { query: { tenantTypeId, useCallback: true } });
  optionsCache.set(tenantTypeId, fresh);
  return fresh;
}

/**
 * Drops an upload the user removed or replaced before submitting it, so an abandoned photo is not
 * kept until the server's sweep. Best effort: an upload already used (submitted) is kept by the
 * server, and a failure here changes nothing the user sees.
 */
export async function discardUpload(id: string): Promise<void> {
  await request(deleteTemporaryAttachment, { params: { id } }, { silent: true }).catch(
    () => undefined,
  );
}

export interface UploadInput {
  file: Blob;
  /** The file name sent as `name` (and the key's extension). */
  fileName: string;
  tenantTypeId: string;
  /** What the attachment belongs to, e.g. the associated user whose head photo this is. */
  associateId?: string | number;
  ownerId?: string | number;
  /** Keep earlier attachments of the same owner (true) or replace them (false). */
  appendFile?: boolean;
  /** 0..100, from the upload's progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The spec's upload error texts: 'uploadFile:fail abort', '... timeout', 'uploadFile:fail <reason>'. */
export class UploadError extends Error {
  constructor(reason: string) {
    super(`uploadFile:fail ${reason}`.trimEnd());
    this.name = 'UploadError';
  }
}

function extensionOf(fileName: string): string {
  const match = /\.[a-z0-9]{1,8}$/i.exec(fileName);
  return match ? match[0].toLowerCase() : '';
}

function randomName(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** Where the file is stored: the signed prefix, a random name and the file's extension. */
export function uploadKey(options: UploadOptions, fileName: string): string {
  return `${options.dir}${randomName()}${extensionOf(fileName)}`;
}

/**
 * The signed multipart form, fields in the spec's order. With object storage the file has gone to
 * the bucket already: the form then goes without it (`withFile` false), under the same key.
 */
export function buildUploadForm(
  options: UploadOptions,
  input: UploadInput,
  key = uploadKey(options, input.fileName),
  withFile = true,
): FormData {
  const form = new FormData();
  const text = (value: string | number | boolean | undefined) =>
    value === undefined ? '' : String(value);
  form.append('key', key);
  form.append('policy', options.policy);
  form.append('OSSAccessKeyId', options.OSSAccessKeyId);
  form.append('signature', options.signature);
  form.append('callback', options.callback);
  form.append('x:userid', String(options.userId));
  form.append('x:ip', options.ip);
  form.append('x:associateid', text(input.associateId));
  form.append('x:ownerid', text(input.ownerId ?? options.userId));
  form.append('x:tenanttypeid', input.tenantTypeId);
  form.append('x:appendfile', text(input.appendFile ?? false));
  form.append('name', input.fileName);
  if (withFile) form.append('file', input.file, input.fileName);
  return form;
}

/** The bucket's own POST form (decision 054): `key`, the fields it signed, then the file last. */
export function buildStorageForm(
  storage: NonNullable<UploadOptions['storage']>,
  key: string,
  input: UploadInput,
): FormData {
  const form = new FormData();
  form.append('key', key);
  for (const [name, value] of Object.entries(storage.fields)) form.append(name, value);
  form.append('file', input.file, input.fileName);
  return form;
}

function parseReceipt(text: string): UploadResult {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new UploadError('invalid response');
  }
  const receipt = UploadReceipt.safeParse(body);
  if (!receipt.success) throw new UploadError('invalid response');
  if (!receipt.data.success || !receipt.data.data)
    throw new UploadError(receipt.data.message ?? 'rejected');
  return receipt.data.data;
}

const readReceipt = (xhr: XMLHttpRequest) => parseReceipt(xhr.responseText);
/** A bucket answers an accepted POST with 204 (or 200/201 and XML): nothing to read. */
const readStored = () => undefined;

/** The receiver's own message when it sent one, else the HTTP status. */
function rejectionReason(xhr: XMLHttpRequest): string {
  try {
    const receipt = UploadReceipt.safeParse(JSON.parse(xhr.responseText) as unknown);
    if (receipt.success && receipt.data.message) return receipt.data.message;
  } catch {
    // not JSON: fall through to the status
  }
  return `status ${xhr.status}`;
}

/**
 * Posts a form over XMLHttpRequest and reads the answer with `read` (a 2xx answer only).
 * `progress` false keeps the bar where it is (the second, file-less step of an object upload).
 */
function post<T>(
  url: string,
  form: FormData,
  input: UploadInput,
  read: (xhr: XMLHttpRequest) => T,
  progress = true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let done = false;
    // Our own deadline and abort handling settle at once, whatever the transport does later.
    const settle = (outcome: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (reason: string) => settle(() => reject(new UploadError(reason)));
    const onAbort = () => {
      fail('abort');
      xhr.abort();
    };
    const timer = setTimeout(() => {
      fail('timeout');
      xhr.abort();
    }, input.timeoutMs ?? UPLOAD_TIMEOUT_MS);

    xhr.open('POST', url);
    // A bucket refuses a preflight for headers its CORS rule does not list: none goes there.
    if (read === readReceipt) xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.addEventListener('progress', (event) => {
      if (progress && !done && event.lengthComputable && event.total > 0) {
        input.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(rejectionReason(xhr));
        return;
      }
      try {
        const result = read(xhr);
        settle(() => {
          if (read === readReceipt) input.onProgress?.(100);
          resolve(result);
        });
      } catch (error) {
        settle(() => reject(error));
      }
    });
    xhr.addEventListener('abort', () => fail('abort'));
    xhr.addEventListener('timeout', () => fail('timeout'));
    xhr.addEventListener('error', () => fail('network error'));
    if (input.signal?.aborted) {
      onAbort();
      return;
    }
    input.signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

/** Fetches (or reuses) the signed options, then posts the file. Rejects with an UploadError. */
export async function uploadFile(input: UploadInput): Promise<UploadResult> {
  let options: UploadOptions;
  try {
    options = await getUploadOptions(input.tenantTypeId);
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : String(error));
  }
  // Each policy uploads once: the next upload asks for fresh options.
  if (optionsCache.get(input.tenantTypeId) === options) optionsCache.delete(input.tenantTypeId);
  input.onProgress?.(0);
  if (!options.storage) {
    return post(resolveUrl(options.url), buildUploadForm(options, input), input, readReceipt);
  }
  // Object storage: the file straight to the bucket, then the signed form to the receiver, which
  // checks what the bucket stored.
  const key = uploadKey(options, input.fileName);
  await post(options.storage.url, buildStorageForm(options.storage, key, input), input, readStored);
  const form = buildUploadForm(options, input, key, false);
  return post(resolveUrl(options.url), form, input, readReceipt, false);
}
