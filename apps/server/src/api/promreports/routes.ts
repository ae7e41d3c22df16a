import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, PromReportCreate, PromReportsQuery, PromReportUpdate, PromReportView } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import type { Fixtures } from '../../platform/probe';
import { registerTrashRoutes } from '../../platform/trash-routes';
import { promReportRecords } from './records';
import { createMyPromReport, getMyPromReport, listMyPromReports, purgeAllMyPromReports, updateMyPromReport } from './service';

/** A valid, incomplete answer to PHQ-9 (its first question), for the access matrix. */
const ANSWERS = [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }];
const byId = { needs: ['promReport'], params: (f: Fixtures) => ({ id: f('promReport').Id }) };

/** The patient's own PROM reports (spec 1 §7). Another patient's report is not found, never forbidden. */
export async function promReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/promreports',
    config: { access: own('promreports', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['promreports'],
      summary: 'Live PROM reports, newest first, 30 a page, without answers (AnswerCount tells how many: fetch one to get them)',
      querystring: PromReportsQuery,
      response: { 200: z.array(PromReportView), ...errors },
    },
    handler: (request) => listMyPromReports(app.deps, requireContext(request), request.query),
  });
  // Registered before /:id so "purge" is never read as an id.
  r.route({
    method: 'GET',
    url: '/my/promreports/purge',
    config: { access: own('promreports', 'write'), probe: { status: 200 } },
    schema: {
      tags: ['promreports'],
      summary: 'Purge every PROM report in the caller’s trash (live reports are untouched)',
      response: { 200: z.object({ Purged: z.number().int() }), ...errors },
    },
    handler: async (request) => ({ Purged: await purgeAllMyPromReports(app.deps, requireContext(request)) }),
  });
  r.route({
    method: 'GET',
    url: '/my/promreports/:id',
    config: { access: own('promreports', 'read'), probe: { ...byId, status: 200 } },
    schema: {
      tags: ['promreports'],
      summary: 'One live PROM report with its answers',
      params: ById,
      response: { 200: PromReportView, ...errors },
    },
    handler: (request) => getMyPromReport(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/promreports',
    config: { access: own('promreports', 'write'), probe: { body: () => ({ PromId: 'phq9', Answers: ANSWERS }), status: 201 } },
    schema: {
      tags: ['promreports'],
      summary: 'Save a new report, validated against its PROM and scored (4004 when the PROM’s report limit is reached)',
      body: PromReportCreate,
      response: { 201: PromReportView, ...errors },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return createMyPromReport(app.deps, requireContext(request), request.body);
    },
  });
  r.route({
    method: 'PUT',
    url: '/my/promreports/:id',
    config: {
      access: own('promreports', 'write'),
      probe: { ...byId, body: (f) => ({ PromId: 'phq9', Version: f('promReport').Version, Answers: ANSWERS }), status: 200 },
    },
    schema: {
      tags: ['promreports'],
      summary: 'Replace the answers of a report (Version as loaded; stale → 409/4003)',
      params: ById,
      body: PromReportUpdate,
      response: { 200: PromReportView, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMyPromReport(app.deps, requireContext(request), request.params.id, request.body),
  });
  registerTrashRoutes(app, {
    path: '/my/promreports',
    table: promReportRecords,
    tags: ['promreports'],
    noun: 'a report',
    item: PromReportView,
    get: getMyPromReport,
    fixtures: { live: 'promReport', deleted: 'deletedPromReport' },
  });
}
