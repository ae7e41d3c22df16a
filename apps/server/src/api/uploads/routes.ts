import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDisposition,
  ErrorBody,
  ErrorCode,
  PatientUpload,
  PatientUploadCreate,
  PatientUploadList,
  uploadMessages,
  UPLOAD_MAX_BASE64_CHARS,
} from '@symptoms/domain';
import { own } from '../../platform/access';
import type { Fixtures } from '../../platform/probe';
import { requireContext } from '../../platform/context';
import { createMyUpload, deleteMyUpload, listMyUploads, readMyUpload } from './service';

/** Room for the largest file as base64 plus the JSON around it; the service checks the decoded size exactly. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BASE64_CHARS + 64 * 1024;

const IdParams = z.object({ id: z.string() });
const byId = { needs: ['upload'], params: (f: Fixtures) => ({ id: f('upload').Id }) };
/** A 1×1 PNG, for the access matrix. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/patient/uploads',
    config: { access: own('uploads', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['uploads'],
      summary: "The caller's uploaded files, newest first, without their bytes",
      response: { 200: PatientUploadList },
    },
    handler: (request) => listMyUploads(app.deps, requireContext(request)),
  });
  r.route({
    method: 'POST',
    url: '/my/patient/uploads',
    config: {
      access: own('uploads', 'write'),
      probe: { body: () => ({ FileName: 'bild.png', MimeType: 'image/png', Data: PNG }), status: 201 },
    },
    bodyLimit: UPLOAD_BODY_LIMIT,
    // A body over the limit never reaches the handler: answer it with the same clear 413 the service gives.
    errorHandler: (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ ErrorCode: ErrorCode.PayloadTooLarge, Message: uploadMessages[request.language ?? 'sv'].tooLarge });
      }
      return app.errorHandler(error, request, reply);
    },
    schema: {
      tags: ['uploads'],
      summary: 'Upload a PNG, JPEG or PDF of at most 10 MB as a base64 data URL; the bytes must match MimeType',
      body: PatientUploadCreate,
      response: { 201: PatientUpload, 400: ErrorBody, 413: ErrorBody },
    },
    handler: async (request, reply) => {
      const upload = await createMyUpload(app.deps, requireContext(request), request.body);
      return reply.status(201).send(upload);
    },
  });
  r.route({
    method: 'GET',
    url: '/my/patient/uploads/:id/file',
    config: { access: own('uploads', 'read'), probe: { ...byId, status: 200 } },
    schema: {
      tags: ['uploads'],
      summary: 'The bytes of one of the caller’s files, with its type and name',
      params: IdParams,
    },
    handler: async (request, reply) => {
      const { upload, data } = await readMyUpload(app.deps, requireContext(request), request.params.id);
      return reply
        .header('content-type', upload.MimeType)
        .header('content-disposition', contentDisposition(upload.FileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });
  r.route({
    method: 'DELETE',
    url: '/my/patient/uploads/:id',
    config: { access: own('uploads', 'write'), probe: { ...byId, status: 204 } },
    schema: {
      tags: ['uploads'],
      summary: 'Delete one of the caller’s files for good',
      params: IdParams,
      response: { 204: z.null(), 404: ErrorBody },
    },
    handler: async (request, reply) => {
      await deleteMyUpload(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
