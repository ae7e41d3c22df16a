import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, SymptomReport, SymptomReportCreate, SymptomReportsQuery, SymptomReportUpdate, Uuid } from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { requireContext } from '../../platform/context';
import {
  createMySymptomReport,
  deleteMySymptomReport,
  getMySymptomReport,
  listMySymptomReports,
  purgeMySymptomReport,
  restoreMySymptomReport,
  updateMySymptomReport,
} from './service';

const ById = z.object({ id: Uuid });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['symptomreports'];

/**
 * The patient's own symptom reports (spec 1 §7). Another patient's report is not found. Writes are
 * audited in their transaction and announced (SymptomReportCreated / Updated / Deleted with
 * SymptomReportId) after commit. Coordinates are the transport integers and come back as sent.
 */
export async function symptomReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/symptomreports',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Live symptom reports, newest first (page, take, from)',
      querystring: SymptomReportsQuery,
      response: { 200: z.array(SymptomReport), ...errors },
    },
    handler: (request) => listMySymptomReports(app.deps, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/my/symptomreports/:id',
    config: { access: PATIENT },
    schema: { tags, summary: 'One live symptom report', params: ById, response: { 200: SymptomReport, ...errors } },
    handler: (request) => getMySymptomReport(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/symptomreports',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Save a symptom report; new symptoms are created (unique names, at most 20 open: 4007)',
      body: SymptomReportCreate,
      response: { 201: SymptomReport, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createMySymptomReport(app.deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/my/symptomreports/:id',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Replace a report’s symptoms (stale Version: 409/4003)',
      params: ById,
      body: SymptomReportUpdate,
      response: { 200: SymptomReport, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMySymptomReport(app.deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'POST',
    url: '/my/symptomreports/:id/delete',
    config: { access: PATIENT },
    schema: { tags, summary: 'Soft delete into the trash', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteMySymptomReport(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/symptomreports/:id/restore',
    config: { access: PATIENT },
    schema: { tags, summary: 'Restore a report from the trash', params: ById, response: { 200: SymptomReport, ...errors } },
    handler: (request) => restoreMySymptomReport(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'DELETE',
    url: '/my/symptomreports/:id',
    config: { access: PATIENT },
    schema: { tags, summary: 'Purge a report in the trash for good', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await purgeMySymptomReport(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
