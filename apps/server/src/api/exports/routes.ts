import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportCount, ExportKind, ExportRequest, type PatientDataArea } from '@symptoms/domain';
import { can } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { countExport, exportNotes, exportPromReports, exportSubjectInformation, exportSymptomReports, type ExportFile } from './service';

const tags = ['exports'];
/** Researchers and statisticians export their active group; an admin, who reads no participant's data, exports none. */
const access = can('exports', 'export', 'group');
/** The owner's record of the export's kind is made first, so that the export serves it. */
const probe = (serves: string, area: PatientDataArea) => ({
  needs: [serves],
  body: () => ({ LogExport: false }),
  cohort: { area, export: true },
  status: 200,
});

function send(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/** Data exports of the caller's active group (spec 3 §7 Exports), streamed, every record read audited. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const file = (
    url: string,
    summary: string,
    serves: [string, PatientDataArea],
    make: (request: ExportRequest, ctx: ReturnType<typeof requireContext>) => Promise<ExportFile>,
  ) =>
    r.route({
      method: 'POST',
      url,
      config: { access, probe: probe(...serves) },
      schema: { tags, summary, body: ExportRequest, response: errors },
      handler: async (request, reply) => send(reply, await make(request.body, requireContext(request))),
    });
  file(
    '/admin/promreports/export',
    'The group’s PROM reports: a zip of one CSV per PROM (answers as ExportValue), the group’s JSON and the codebook, named organization-group-YYYYMMDD-HHmmss',
    ['promReport', 'promreports'],
    (body, ctx) => exportPromReports(deps, ctx, body, false),
  );
  file('/admin/promreports/mapped-export', 'As the PROM export, with each answer as its text', ['promReport', 'promreports'], (body, ctx) =>
    exportPromReports(deps, ctx, body, true),
  );
  file(
    '/admin/symptomreportsymptoms/export',
    'The group’s symptom reports: a zip of a CSV with one row per symptom of a report, and the codebook',
    ['symptomReport', 'symptomreports'],
    (body, ctx) => exportSymptomReports(deps, ctx, body),
  );
  file(
    '/admin/notes/export',
    'The group’s notes: a zip of a CSV with one row per note, and the codebook; only of participants whose consent names notes',
    ['note', 'notes'],
    (body, ctx) => exportNotes(deps, ctx, body),
  );
  file(
    '/admin/subject-information/export',
    'The group’s participants: a zip of a CSV (personnummer, name, joined) and the codebook',
    ['patient', 'patient'],
    (body, ctx) => exportSubjectInformation(deps, ctx, body),
  );
  r.route({
    method: 'POST',
    url: '/admin/exports/:kind/count',
    config: { access, probe: { params: () => ({ kind: 'promreports' }), body: () => ({ LogExport: false }), status: 200 } },
    schema: {
      tags,
      summary: 'How many participants with data and records an export would hold (0: the web says no data was found)',
      params: z.object({ kind: ExportKind }),
      body: ExportRequest,
      response: { 200: ExportCount, ...errors },
    },
    handler: (request) => countExport(deps, requireContext(request), request.params.kind, request.body),
  });
}
