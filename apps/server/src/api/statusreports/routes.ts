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
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { registerTrashRoutes } from '../../platform/trash-routes';
import { statusReportRecords } from './records';
import {
  createMyStatusReport,
  getMyStatusReport,
  hideMySuggestions,
  listMyStatusReports,
  myStatusSeries,
  updateMyStatusReport,
} from './service';

const tags = ['statusreports'];

const ITEMS = [
  { Type: 'pain', Intensity: 4 },
  { Type: 'tiredness', Intensity: 6 },
];
const byId = { needs: ['statusReport'], params: (f: Fixtures) => ({ id: f('statusReport').Id }) };

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
    config: { access: own('statusreports', 'read'), probe: { status: 200 } },
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
    config: {
      access: own('statusreports', 'read'),
      probe: {
        query: () => ({ from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() }),
        status: 200,
      },
    },
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
    config: { access: own('statusreports', 'read'), probe: { ...byId, status: 200 } },
    schema: { tags, summary: 'One live status report', params: ById, response: { 200: StatusReport, ...errors } },
    handler: (request) => getMyStatusReport(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/statusreports',
    config: { access: own('statusreports', 'write'), probe: { body: () => ({ Items: ITEMS }), status: 201 } },
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
    config: {
      access: own('statusreports', 'write'),
      probe: {
        needs: ['statusReport'],
        body: (f) => ({ Id: f('statusReport').Id, Version: f('statusReport').Version, Items: ITEMS }),
        status: 200,
      },
    },
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
    config: { access: own('statusreports', 'write'), probe: { ...byId, body: () => ['phq9'], status: 200 } },
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
    table: statusReportRecords,
    tags,
    noun: 'a report',
    item: StatusReport,
    get: getMyStatusReport,
    fixtures: { live: 'statusReport', deleted: 'deletedStatusReport' },
  });
}
