import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import {
  HEAD_PHOTO_TENANT_TYPE,
  type UploadOptions,
  type UploadResult,
} from '../../../lib/contract/attachment';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../core/clock';
import type { Db } from '../db';
import { allergyProfiles, associatedUsers, attachments } from '../schema';
import { invalidField, notFound } from '../../core/errors';
import { serverMessage, serverMessages } from '../../messages';
import { ownChild } from '../user';
import { localFileStore, type FileStore } from './fileStore';
import { objectStore } from './objectStorage';
import type { LimitsService } from '../auth';
import {
  TENANT_RULES,
  POLICY_TTL_SECONDS,
  ACCESS_KEY_ID,
  type PolicyDocument,
  type UploadFields,
  sniffImage,
  refuse,
  policySigner,
} from './policy';

/** Uploads nothing uses are removed once they are this old (so abandoned files do not pile up on disk). */
export const TEMPORARY_TTL_MS = 24 * 60 * 60_000;

export function createUploads(db: Db, config: ServerConfig, clock: Clock, limits: LimitsService) {
  const local = localFileStore(config.dataDir);
  const bucket = config.objectStorage ? objectStore(config.objectStorage) : null;
  const store: FileStore = bucket ?? local;
  const origin = config.publicOrigin.replace(/\/+$/, '');

  const { sign, nowSeconds, verifyPolicy } = policySigner(config, clock);

  function fileUrl(id: string): string {
    return `${origin}/files/${id}`;
  }

  /** The attachment id behind one of our own file URLs (absolute or root-relative), else null. */
  function idOfUrl(url: string): string | null {
    const path = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
    const match = /^\/files\/([\w-]{1,64})$/.exec(path);
    return match ? match[1]! : null;
  }

  async function options(
    accountId: number,
    tenantType: string,
    useCallback: boolean,
    ip: string,
  ): Promise<UploadOptions> {
    const rule = TENANT_RULES[tenantType];
    if (!rule) throw refuse(serverMessages.uploadTenantType, 'UPLOAD_TENANT_TYPE');
    const now = clock.now();
    const nonce = randomBytes(12).toString('base64url');
    // In a bucket each policy gets a prefix of its own: the object under it can only be this
    // policy's upload, so the receiver may delete it when it refuses it.
    const dir = `${tenantType}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${bucket ? `${nonce}/` : ''}`;
    const expire = nowSeconds() + POLICY_TTL_SECONDS;
    const document: PolicyDocument = {
      expire,
      maxSize: rule.maxBytes,
      tenantType,
      accountId,
      dir,
      nonce,
    };
    const policy = Buffer.from(JSON.stringify(document)).toString('base64');
    const url = `${origin}/api/attachment/upload`;
    const callback = useCallback
      ? Buffer.from(
          JSON.stringify({ callbackUrl: url, callbackBodyType: 'application/json' }),
        ).toString('base64')
      : '';
    return {
      dir,
      policy,
      OSSAccessKeyId: ACCESS_KEY_ID,
      signature: sign(policy),
      callback,
      userId: accountId,
      ip,
      url,
      expire,
      ...(bucket ? { storage: await bucket.signPost(dir, rule.maxBytes, POLICY_TTL_SECONDS) } : {}),
    };
  }

  /** Checks the signature first, then the expiry; returns the policy it vouches for. */
  /**
   * Validates the whole form against its policy, then writes the file and its row. Every check
   * runs before anything is written.
   */
  async function receive(
    fields: UploadFields,
    file: { bytes: Buffer; truncated: boolean } | null,
  ): Promise<UploadResult> {
    const policy = verifyPolicy(fields.policy, fields.signature);
    if (fields.OSSAccessKeyId !== ACCESS_KEY_ID)
      throw refuse(serverMessages.uploadSignature, 'UPLOAD_SIGNATURE');
    const tenantType = fields['x:tenanttypeid'] || policy.tenantType;
    if (tenantType !== policy.tenantType)
      throw refuse(serverMessages.uploadPolicyMismatch, 'UPLOAD_POLICY');
    const key = fields.key ?? '';
    if (
      !key.startsWith(policy.dir) ||
      !/^[\w-]{1,64}(\.[a-z0-9]{1,8})?$/i.test(key.slice(policy.dir.length))
    ) {
      throw refuse(serverMessages.uploadPolicyMismatch, 'UPLOAD_POLICY');
    }
    const associateId = fields['x:associateid'] || null;
    if (tenantType === HEAD_PHOTO_TENANT_TYPE) {
      if (!associateId || !/^\d{1,10}$/.test(associateId)) throw invalidField('x:associateid');
      await ownChild(db, policy.accountId, Number(associateId));
    }
    const tooLarge = () =>
      refuse(
        serverMessage('uploadTooLarge', { size: `${Math.round(policy.maxSize / 1024 / 1024)} MB` }),
        'UPLOAD_TOO_LARGE',
      );
    // Without a file in the form, the file is the bucket's object under the policy's own prefix.
    const inBucket = !file && bucket !== null;
    let bytes: Buffer | null = file && !file.truncated ? file.bytes : null;
    if (file?.truncated) throw tooLarge();
    if (inBucket) {
      const size = await bucket.size(key);
      if (size !== null && size > policy.maxSize) {
        await bucket.removeKey(key);
        throw tooLarge();
      }
      bytes = size === null ? null : await bucket.readKey(key);
    }
    if (!bytes || bytes.length === 0)
      throw refuse(serverMessages.uploadMissingFile, 'UPLOAD_NO_FILE');
    if (bytes.length > policy.maxSize) throw tooLarge();
    const image = sniffImage(bytes);
    if (!image) {
      if (inBucket) await bucket.removeKey(key);
      throw refuse(serverMessages.uploadNotImage, 'UPLOAD_NOT_IMAGE');
    }

    // Single use (a policy cannot be replayed to store a second file): the first upload that passes every check takes the policy;
    // a refused one leaves it usable for a retry.
    const policyKey = `upload-policy:${createHash('sha256')
      .update(fields.policy ?? '')
      .digest('hex')}`;
    const taken = await limits.reserve(policyKey, [
      { key: policyKey, limit: 1, windowMs: (POLICY_TTL_SECONDS + 60) * 1000 },
    ]);
    if (!taken) throw refuse(serverMessages.uploadPolicyUsed, 'UPLOAD_POLICY');

    const id = randomBytes(16).toString('base64url');
    const ref = { id, objectKey: key };
    if (!inBucket) await store.write(ref, bytes, image.type);
    try {
      await db.insert(attachments).values({
        id,
        accountId: policy.accountId,
        tenantType,
        associateId,
        ownerId: fields['x:ownerid'] || null,
        objectKey: key,
        fileName: (fields.name ?? key).slice(0, 200),
        contentType: image.type,
        size: bytes.length,
        createdAt: clock.now(),
      });
    } catch (error) {
      await store.remove(ref);
      await limits.release(taken);
      throw error;
    }
    // Replacing (appendfile false) drops this owner's earlier uploads that nothing uses.
    if (fields['x:appendfile'] !== 'true' && associateId) {
      await removeWhere(
        and(
          eq(attachments.accountId, policy.accountId),
          eq(attachments.tenantType, tenantType),
          eq(attachments.associateId, associateId),
          eq(attachments.temporary, true),
          ne(attachments.id, id),
        ),
      );
    }
    return { url: fileUrl(id), associateId: id };
  }

  async function removeWhere(where: ReturnType<typeof and>): Promise<number> {
    const removed = await db
      .delete(attachments)
      .where(where)
      .returning({ id: attachments.id, objectKey: attachments.objectKey });
    await Promise.all(removed.map((row) => store.remove(row)));
    return removed.length;
  }

  /** The caller's own attachment, else 404 (another account's looks exactly like a missing one). */
  async function own(accountId: number, id: string) {
    const [row] = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, id), eq(attachments.accountId, accountId)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function ownOfTenant(accountId: number, tenantType: string, associateId: string) {
    return db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          eq(attachments.accountId, accountId),
          eq(attachments.tenantType, tenantType),
          eq(attachments.associateId, associateId),
        ),
      )
      .orderBy(desc(attachments.createdAt), desc(attachments.id));
  }

  async function remove(accountId: number, id: string, onlyTemporary: boolean): Promise<void> {
    const row = await own(accountId, id);
    if (onlyTemporary && !row.temporary)
      throw refuse(serverMessages.uploadInUse, 'ATTACHMENT_IN_USE');
    // A doctor's note of an allergy profile version stays with it (decision 080).
    const [note] = await db
      .select({ id: allergyProfiles.id })
      .from(allergyProfiles)
      .where(eq(allergyProfiles.doctorNoteAttachmentId, id))
      .limit(1);
    if (note) throw refuse(serverMessages.uploadInUse, 'ATTACHMENT_IN_USE');
    // A photo in use stops being shown rather than pointing at a missing file.
    await db
      .update(associatedUsers)
      .set({ headerUrl: null })
      .where(
        and(eq(associatedUsers.accountId, accountId), eq(associatedUsers.headerUrl, fileUrl(id))),
      );
    await removeWhere(and(eq(attachments.id, id), eq(attachments.accountId, accountId)));
  }

  /**
   * A head photo may only be one of the caller's own uploads for that child: returns the url to
   * store (normalised to the absolute form), or null to clear it.
   */
  async function headPhotoUrl(
    accountId: number,
    associatedUserId: number,
    url: string | null,
  ): Promise<string | null> {
    if (url === null || url === '') return null;
    const id = idOfUrl(url);
    const invalid = () => invalidField('headerUrl');
    if (!id) throw invalid();
    const [row] = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, id), eq(attachments.accountId, accountId)))
      .limit(1);
    if (
      !row ||
      row.tenantType !== HEAD_PHOTO_TENANT_TYPE ||
      row.associateId !== String(associatedUserId)
    )
      throw invalid();
    return fileUrl(id);
  }

  /** After a head photo change: the new one is in use, the previous one becomes replaceable. */
  async function headPhotoChanged(
    accountId: number,
    previousUrl: string | null,
    currentUrl: string | null,
  ): Promise<void> {
    if (previousUrl === currentUrl) return;
    const previous = previousUrl ? idOfUrl(previousUrl) : null;
    const current = currentUrl ? idOfUrl(currentUrl) : null;
    if (previous) {
      await db
        .update(attachments)
        .set({ temporary: true })
        .where(and(eq(attachments.id, previous), eq(attachments.accountId, accountId)));
    }
    if (current) {
      await db
        .update(attachments)
        .set({ temporary: false })
        .where(and(eq(attachments.id, current), eq(attachments.accountId, accountId)));
    }
  }

  /** Removes uploads nothing used within TEMPORARY_TTL_MS, files and rows; how many went. */
  async function sweepTemporary(): Promise<number> {
    const before = new Date(clock.now().getTime() - TEMPORARY_TTL_MS);
    return removeWhere(and(eq(attachments.temporary, true), lt(attachments.createdAt, before)));
  }

  /** The stored bytes for the public file route; null when there is no such file. */
  async function read(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const [row] = await db
      .select({ contentType: attachments.contentType, objectKey: attachments.objectKey })
      .from(attachments)
      .where(eq(attachments.id, id))
      .limit(1);
    if (!row) return null;
    const bytes = await store.read({ id, objectKey: row.objectKey });
    return bytes ? { contentType: row.contentType, bytes } : null;
  }

  /** The caller's own uploads of a tenant type for `associateId`, newest first. */
  async function ownRecords(accountId: number, tenantType: string, associateId: string) {
    const rows = await db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.accountId, accountId),
          eq(attachments.tenantType, tenantType),
          eq(attachments.associateId, associateId),
        ),
      )
      .orderBy(desc(attachments.createdAt), desc(attachments.id));
    return rows.map((row) => ({
      id: row.id,
      url: fileUrl(row.id),
      name: row.fileName,
      contentType: row.contentType,
    }));
  }

  /**
   * Writes the bytes of the school's own files (account null) that storage lacks, from `bytesOf`:
   * the demo seed's images are generated in code, so a database restored from a snapshot (tests)
   * or a fresh upload directory gets them back on start.
   */
  async function restoreSchoolFiles(
    bytesOf: (objectKey: string) => Buffer | null,
  ): Promise<number> {
    const rows = await db
      .select({
        id: attachments.id,
        objectKey: attachments.objectKey,
        contentType: attachments.contentType,
      })
      .from(attachments)
      .where(isNull(attachments.accountId));
    let written = 0;
    for (const row of rows) {
      if (await store.exists(row)) continue;
      const bytes = bytesOf(row.objectKey);
      if (!bytes) continue;
      await store.write(row, bytes, row.contentType);
      written++;
    }
    return written;
  }

  function close(): void {
    local.close();
    bucket?.close();
  }

  return {
    options,
    verifyPolicy,
    receive,
    own,
    ownOfTenant,
    remove,
    headPhotoUrl,
    headPhotoChanged,
    sweepTemporary,
    read,
    ownRecords,
    restoreSchoolFiles,
    fileUrl,
    close,
    /** The local upload directory (empty when a bucket holds the uploads). */
    root: local.root,
  };
}
export type UploadsService = ReturnType<typeof createUploads>;
