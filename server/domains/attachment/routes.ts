import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attachmentUrl,
  deleteAttachment,
  deleteTemporaryAttachment,
  tenantAttachmentUrl,
  tenantAttachmentUrls,
  tenantAttachments,
  uploadOptions,
  userTenantAttachments,
} from '../../../lib/contract/attachment';
import { hasControlCharacters } from '../../../lib/contract/core';
import { DomainError, invalidField, notFound } from '../../core/errors';
import { route } from '../../core/http/route';
import { serverMessages } from '../../messages';
import type { Services } from '../../core/services';
import { MAX_UPLOAD_BYTES, type UploadFields } from './policy';

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 8 * 1024;

/**
 * Reads the whole form (at most one file, kept in memory up to the largest allowed size) so
 * every check can run before anything is written, and the browser always gets its answer after
 * its upload finished rather than a reset connection.
 */
async function readForm(request: FastifyRequest) {
  try {
    return await readParts(request);
  } catch (error) {
    // A body that is not multipart, has no boundary or breaks off is the client's mistake: 400,
    // never a 500 with a stack in the log.
    if (error instanceof DomainError) throw error;
    throw new DomainError('INVALID_REQUEST', serverMessages.invalidRequest);
  }
}

async function readParts(request: FastifyRequest) {
  const fields: UploadFields = {};
  let file: { bytes: Buffer; truncated: boolean } | null = null;
  for await (const part of request.parts({
    limits: {
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      fileSize: MAX_UPLOAD_BYTES,
    },
  })) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      file = { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    } else if (!(part.fieldname in fields)) {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (hasControlCharacters(part.fieldname) || hasControlCharacters(value))
        throw invalidField(part.fieldname.replace(/[^\w:.-]/g, '?').slice(0, 40));
      fields[part.fieldname] = value;
    }
  }
  return { fields, file };
}

export function registerAttachmentRoutes(app: FastifyInstance, services: Services): void {
  const { uploads } = services;
  app.addHook('onClose', () => uploads.close());

  route(app, services, uploadOptions, ({ query, caller, request }) =>
    uploads.options(caller.accountId, query.tenantTypeId, query.useCallback ?? false, request.ip),
  );

  // The receiver: public, because the browser's multipart POST carries no bearer token; the
  // signed policy alone says who may upload what until when.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.post('/api/attachment/upload', async (request, reply) => {
      const { fields, file } = await readForm(request);
      const result = await uploads.receive(fields, file);
      return reply.send({ success: true, data: result });
    });
  });

  route(app, services, attachmentUrl, async ({ params, caller }) => {
    const row = await uploads.own(caller.accountId, params.id);
    return { url: uploads.fileUrl(row.id) };
  });

  route(app, services, tenantAttachmentUrl, async ({ params, caller }) => {
    const [newest] = await uploads.ownOfTenant(caller.accountId, params.tenantType, params.id);
    if (!newest) throw notFound();
    return { url: uploads.fileUrl(newest.id) };
  });

  route(app, services, tenantAttachmentUrls, async ({ params, caller }) => {
    const rows = await uploads.ownOfTenant(caller.accountId, params.tenantType, params.id);
    return rows.map((row) => uploads.fileUrl(row.id));
  });

  // A school record's files for its families; any other tenant type lists the caller's own.
  route(app, services, tenantAttachments, async ({ params, caller }) => {
    const school = await services.agreements.filesOf(caller, params.tenantType, params.id);
    return school ?? uploads.ownRecords(caller.accountId, params.tenantType, params.id);
  });

  // Only the caller's own: another account's id answers 404 like a missing one.
  route(app, services, userTenantAttachments, async ({ params, caller }) => {
    if (params.a !== caller.accountId) throw notFound();
    return uploads.ownRecords(caller.accountId, params.tenantType, params.b);
  });

  route(app, services, deleteAttachment, async ({ params, caller }) => {
    await uploads.remove(caller.accountId, params.id, false);
    return { deleted: true };
  });

  route(app, services, deleteTemporaryAttachment, async ({ params, caller }) => {
    await uploads.remove(caller.accountId, params.id, true);
    return { deleted: true };
  });

  // The stored bytes, by their unguessable id (an <img> sends no bearer token). Served as the
  // type sniffed at upload, never sniffed again by the browser, and never run as a document.
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const id = /^[\w-]{1,64}$/.test(request.params.id) ? request.params.id : null;
    const file = id ? await uploads.read(id) : null;
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(file.bytes);
  });
}
