import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, SymptomReport, SymptomReportCreate, SymptomReportsQuery, SymptomReportUpdate } from '@symptoms/domain';
import { own } from '../../platform/access';
import type { Fixtures } from '../../platform/probe';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { registerTrashRoutes } from '../../platform/trash-routes';
import { symptomReportRecords } from './records';
import { createMySymptomReport, getMySymptomReport, listMySymptomReports, updateMySymptomReport } from './service';

const tags = ['symptomreports'];

let samples = 0;
/** A report of a new symptom (its own name each time), as the access matrix sends it. */
export const sampleReport = () => ({
  Model: 'male',
  Symptoms: [
    {
      Symptom: { Name: `Huvudvärk ${++samples}`, Description: null },
      Type: 'pain',
      CameraPosition: { X: 100_000, Y: 101_000, Z: 112_500 },
      SymptomPoints: [{ X: 99_877, Y: 101_456, Z: 100_300, Size: 100 }],
      BodyPart: 'head',
      Intensity: 6,
      Note: null,
    },
  ],
});

const byId = (name: string) => ({ needs: [name], params: (f: Fixtures) => ({ id: f(name).Id }) });

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
    config: { access: own('symptomreports', 'read'), probe: { status: 200 } },
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
    config: { access: own('symptomreports', 'read'), probe: { ...byId('symptomReport'), status: 200 } },
    schema: { tags, summary: 'One live symptom report', params: ById, response: { 200: SymptomReport, ...errors } },
    handler: (request) => getMySymptomReport(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/symptomreports',
    config: { access: own('symptomreports', 'write'), probe: { body: () => sampleReport(), status: 201 } },
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
    config: {
      access: own('symptomreports', 'write'),
      probe: { ...byId('symptomReport'), body: (f) => ({ ...sampleReport(), Version: f('symptomReport').Version }), status: 200 },
    },
    schema: {
      tags,
      summary: 'Replace a report’s symptoms (stale Version: 409/4003)',
      params: ById,
      body: SymptomReportUpdate,
      response: { 200: SymptomReport, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMySymptomReport(app.deps, requireContext(request), request.params.id, request.body),
  });
  registerTrashRoutes(app, {
    path: '/my/symptomreports',
    table: symptomReportRecords,
    tags,
    noun: 'a report',
    item: SymptomReport,
    get: getMySymptomReport,
    fixtures: { live: 'symptomReport', deleted: 'deletedSymptomReport' },
  });
}
