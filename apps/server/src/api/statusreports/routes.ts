import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  HideSuggestions,
  StatusReport,
  StatusReportCreate,
  StatusReportsQuery,
  StatusReportUpdate,
  StatusSeriesList,
  StatusSeriesQuery,
  SUGGESTION_HIDE_DAYS,
} from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { registerTrashRoutes } from '../trash-routes';
import {
  createMyStatusReport,
  getMyStatusReport,
  hideMySuggestions,
  listMyStatusReports,
  myStatusSeries,
  updateMyStatusReport,
} from './service';

const tags = ['statusreports'];

/**
 * The patient's own status reports (spec 1 §7). Another patient's report is not found, never
 * forbidden. Every write is audited in its transaction and announced to the patient's room
 * (StatusReportCreated / StatusReportUpdated / StatusReportDeleted with StatusReportId) after commit.
 */
export async function statusReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/statusreports',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Live status reports with their answers, newest first, 30 a page (page from 0, or after a report id)',
      querystring: StatusReportsQuery,
      response: { 200: z.array(StatusReport), ...errors },
    },
    handler: (request) => listMyStatusReports(app.deps, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/my/statusreports/series',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Graph data: the answers in [from, to) of one area (type) or of all 19, oldest first; at most about 3 years',
      querystring: StatusSeriesQuery,
      response: { 200: StatusSeriesList, ...errors },
    },
    handler: (request) => myStatusSeries(app.deps, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/my/statusreports/:id',
    config: { access: PATIENT },
    schema: { tags, summary: 'One live status report', params: ById, response: { 200: StatusReport, ...errors } },
    handler: (request) => getMyStatusReport(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/statusreports',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Save a status report: 1 to 19 answers (one per area), whole numbers 0–10; answers with its suggestions',
      body: StatusReportCreate,
      response: { 201: StatusReport, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createMyStatusReport(app.deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/my/statusreports',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Replace the answers of a report (Id and Version in the body; stale Version: 409/4003)',
      body: StatusReportUpdate,
      response: { 200: StatusReport, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMyStatusReport(app.deps, requireContext(request), request.body),
  });
  r.route({
    method: 'POST',
    url: '/my/statusreports/:id/suggestions/hide',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: `Hide suggestions (a list of PromIds the report suggests) for ${SUGGESTION_HIDE_DAYS} days`,
      params: ById,
      body: HideSuggestions,
      response: { 200: StatusReport, ...errors },
    },
    handler: (request) => hideMySuggestions(app.deps, requireContext(request), request.params.id, request.body),
  });
  registerTrashRoutes(app, {
    path: '/my/statusreports',
    type: 'StatusReport',
    tags: tags,
    noun: 'a report',
    item: StatusReport,
    get: getMyStatusReport,
  });
}
