import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppVersion, AppVersionInput, AppVersionUpdate, ErrorBody } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { APP_VERSIONS_READ, APP_VERSIONS_WRITE, createAppVersion, deleteAppVersion, listAppVersions, updateAppVersion } from './service';

const tags = ['app-versions'];
const NO_SUCH_VERSION = '00000000-0000-4000-8000-000000000000';
const body = (f: Fixtures) => ({
  Name: `m${f.unique()}`,
  Description: 'Probe',
  Default: false,
  StatusReportVersion: 1,
  StatusChartVersion: 1,
  PromReportVersion: 1,
  IntensityScaleVersion: 1,
});

/** App versions (spec 3 §7): which versions of the status report, chart, PROM report and scale a patient's app uses. */
export async function appVersionRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = canDo(APP_VERSIONS_READ);
  const write = canDo(APP_VERSIONS_WRITE);
  r.route({
    method: 'GET',
    url: '/appversions',
    config: { access: read, probe: { status: 200 } },
    schema: { tags, summary: 'Every app version, by name', response: { 200: z.array(AppVersion), ...errors } },
    handler: () => listAppVersions(deps),
  });
  r.route({
    method: 'POST',
    url: '/appversions',
    config: { access: write, probe: { body, status: 201 } },
    schema: {
      tags,
      summary: 'Add an app version (Name at most 16, unique: 409/4160); Default takes it from the one that was',
      body: AppVersionInput,
      response: { 201: AppVersion, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createAppVersion(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/appversions',
    config: { access: write, probe: { body: (f) => ({ ...body(f), Id: NO_SUCH_VERSION, Version: 0 }), status: 404 } },
    schema: {
      tags,
      summary: 'Change an app version (stale Version 409/4003; taking Default off the default 400/4010)',
      body: AppVersionUpdate,
      response: { 200: AppVersion, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateAppVersion(deps, requireContext(request), request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/appversions/:id',
    config: { access: write, probe: { params: () => ({ id: NO_SUCH_VERSION }), status: 404 } },
    schema: {
      tags,
      summary: 'Remove an app version; the default one: 400/4010',
      params: ById,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteAppVersion(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
