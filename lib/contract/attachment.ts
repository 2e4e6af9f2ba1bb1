import * as z from 'zod/mini';
import { endpoint } from './core';

// Attachments (docs/product.md, "Calls"): the server signs an upload policy, the client posts the file as a
// signed multipart form straight to the returned url, and the receiver answers the upload result.

/** The tenant type of a child's head photo. */
export const HEAD_PHOTO_TENANT_TYPE = 'associated.user.header';
/** A doctor's note for a child's allergy profile (decision 080). */
export const DOCTOR_NOTE_TENANT_TYPE = 'allergy.doctor.note';
/** Agreement images (docs/product.md, "Calls"). */
export const AGREEMENT_TENANT_TYPE = 'agreement.contract';

/** Attachment ids are opaque strings (the receiver's associateId). */
export const attachmentId = z.string().check(z.regex(/^[\w-]{1,64}$/, 'id'));

const tenantTypeId = z.string().check(z.regex(/^[a-z][a-z0-9_.-]{0,63}$/i, 'tenantTypeId'));

/** (docs/product.md, "What the app keeps"), "Upload options". */
export const UploadOptions = z.object({
  /** Key prefix the policy allows, e.g. `associated.user.header/2026/11/`. */
  dir: z.string(),
  /** Base64 policy document (expiry, size and type limits), signed below. */
  policy: z.string(),
  OSSAccessKeyId: z.string(),
  signature: z.string(),
  /** Base64 callback description the receiver runs after storing the file. */
  callback: z.string(),
  userId: z.int(),
  ip: z.string(),
  /** Where the multipart form goes (absolute, or relative to the API base). */
  url: z.string(),
  /** When the policy stops being accepted, in epoch seconds; the client caches until then. */
  expire: z.int(),
  /**
   * Only when the server keeps uploads in object storage (decision 054): the bucket's own POST
   * form. The file goes there first (`key`, these fields, `file`), then the form above, without
   * the file, to `url`, which checks the stored object and answers the upload result.
   */
  storage: z.optional(z.object({ url: z.string(), fields: z.record(z.string(), z.string()) })),
});
export type UploadOptions = z.infer<typeof UploadOptions>;

export const uploadOptions = endpoint({
  method: 'GET',
  path: '/api/attachment/upload/options',
  query: z.object({
    tenantTypeId,
    useCallback: z.optional(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((value) => value === 'true'),
        ),
      ]),
    ),
  }),
  response: UploadOptions,
});

/** What the receiver answers (inside the envelope) once the file is stored. */
export const UploadResult = z.object({
  url: z.string(),
  /** The id of the stored attachment. */
  associateId: attachmentId,
});
export type UploadResult = z.infer<typeof UploadResult>;

/** The multipart fields of the upload form, in the order they are sent (docs/product.md, "Calls"). */
export const UPLOAD_FORM_FIELDS = [
  'key',
  'policy',
  'OSSAccessKeyId',
  'signature',
  'callback',
  'x:userid',
  'x:ip',
  'x:associateid',
  'x:ownerid',
  'x:tenanttypeid',
  'x:appendfile',
  'name',
  'file',
] as const;
export type UploadFormField = (typeof UPLOAD_FORM_FIELDS)[number];

export const attachmentUrl = endpoint({
  method: 'GET',
  path: '/api/attachment/{id}/url',
  params: z.object({ id: attachmentId }),
  response: z.object({ url: z.string() }),
});

/** The receiver's answer to the multipart POST: the envelope around an UploadResult. */
export const UploadReceipt = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.optional(UploadResult),
});

const tenantType = z.object({
  tenantType: tenantTypeId,
  id: z.string().check(z.regex(/^[\w.-]{1,64}$/, 'id')),
});

/** The newest attachment of a tenant type that belongs to `id` (e.g. a child's head photo). */
export const tenantAttachmentUrl = endpoint({
  method: 'GET',
  path: '/api/attachment/{tenantType}/{id}/url',
  params: tenantType,
  response: z.object({ url: z.string() }),
});

/** Every attachment of a tenant type that belongs to `id`, newest first. */
export const tenantAttachmentUrls = endpoint({
  method: 'GET',
  path: '/api/attachment/{tenantType}/{id}/urls',
  params: tenantType,
  response: z.array(z.string()),
});

export const deleteAttachment = endpoint({
  method: 'DELETE',
  path: '/api/attachment/{id}',
  params: z.object({ id: attachmentId }),
  response: z.object({ deleted: z.boolean() }),
});

/** Drops an upload nothing uses yet (e.g. a photo chosen, then abandoned); used ones are kept. */
export const deleteTemporaryAttachment = endpoint({
  method: 'DELETE',
  path: '/api/attachment/user/temporary/attachments/{id}',
  params: z.object({ id: attachmentId }),
  response: z.object({ deleted: z.boolean() }),
});

/** Qualification and certificate images of a catering company (decision 023). */
export const QUALIFICATION_TENANT_TYPE = 'enterprise.qualification';

/** One attachment's public description. */
export const AttachmentRecord = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
});
export type AttachmentRecord = z.infer<typeof AttachmentRecord>;

/**
 * The attachments of a tenant type that belong to `id`: a school record (an agreement's contract
 * images, a qualification's images) for a family of that school, or the caller's own uploads.
 */
export const tenantAttachments = endpoint({
  method: 'GET',
  path: '/api/attachment/{tenantType}/{id}',
  params: tenantType,
  response: z.array(AttachmentRecord),
});

/** The caller's own uploads of a tenant type: `a` is the account id, `b` what they belong to. */
export const userTenantAttachments = endpoint({
  method: 'GET',
  path: '/api/attachment/{tenantType}/user/{a}/{b}',
  params: z.object({
    tenantType: tenantTypeId,
    a: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    b: z.string().check(z.regex(/^[\w.-]{1,64}$/, 'b')),
  }),
  response: z.array(AttachmentRecord),
});
